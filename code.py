"""Old Maid: the entry point on a board, and the simulator on a PC.

On CircuitPython this runs at power-on with the board's own hardware.  On a
PC, ``python3 code.py`` opens the simulator window; ``--help`` lists the
options for scripted, headless runs.
"""

import sys

from engine.flow import Game
from engine.words import LANGUAGES


def new_game(device, view, seed, watchers=None, lang=None):
    """Return ``(game, keeper)``: a Game with what ``device`` kept, and what keeps it.

    ``lang`` (a language code) overrides the saved language.
    """
    from hardware.keeper import LOST, OFF, Keeper

    backend, message = device.open_storage()
    if message:
        print("saves:", message)
    keeper = Keeper(backend)
    settings, stats, saved, trouble = keeper.load()
    if lang:
        settings.lang = LANGUAGES.index(lang)
    game = Game(seed=seed, settings=settings, watchers=watchers, columns=view.columns,
                rows=view.rows, stats=stats, saved=saved)
    if trouble == LOST:
        game.tell(game.w.BAD_SAVE + " " + game.w.DEFAULTS)
    elif trouble == OFF:
        game.tell(game.w.SAVE_OFF)
    return game, keeper


def play(device, game, view, screens=None, shots=None, stop_when_scripted=False,
         keeper=None):
    """Run the game loop until the window closes (or the key script ends)."""
    shown = _show(device, game, view, -1, screens, shots)  # the first screen, before any key
    after_script = 0
    while device.running:
        game.step(device.keys(), device.now_ms())
        if game.due and keeper is not None:
            keeper.write(game)      # rare: a turn's or a round's end, a changed setting
        if game.sound:
            device.tone(game.sound, 90)
            game.sound = 0
        shown = _show(device, game, view, shown, screens, shots)
        if stop_when_scripted and device.script_done:
            after_script += 1
            if after_script > 2:
                break
        device.wait_frame()


def _show(device, game, view, shown, screens, shots):
    """Draw the game's screen and refresh; tell ``screens`` and ``shots`` of a new one.

    Return the screen's number, to pass back in as ``shown`` next frame.
    """
    try:
        view.draw(game.screen)
    except Exception as e:  # a drawing fault must not freeze the device
        print("view:", e)
        game.fail(e)
        view.draw(game.screen)
    device.display.refresh()
    screen = game.screen
    if screen.shown != shown:
        if screens is not None:
            screens("screen %s %s" % (screen.name(), screen.title))
        if shots is not None:
            shots(screen.shown, screen)
    return screen.shown


def board_main():
    """Play on a PyBadge, PyGamer or EdgeBadge, or on a board with a 128x64 OLED."""
    import supervisor

    show_problems = None
    if _oled_board():
        from hardware.monoview import View
        from hardware.oled import Device, show_problems
    else:
        from hardware.pybadge import Device
        from hardware.view import View

    device = Device()
    view = View(device.display, device.width, device.height)
    device.display.root_group = view.root
    if show_problems:
        show_problems(device, view)  # what settings.toml got wrong, before playing
    game, keeper = new_game(device, view, supervisor.ticks_ms())
    play(device, game, view, keeper=keeper)


def _oled_board():
    """Whether to play on an OLED: settings.toml names one, or the board has no screen."""
    import os

    import board

    try:
        if os.getenv("OLDMAID_DISPLAY"):
            return True
    except Exception:  # a garbled settings.toml: hardware/oled.py says what is wrong
        return True
    return not hasattr(board, "DISPLAY")


def pc_main(argv):
    """Open the simulator, or run it headless from a key script."""
    import argparse
    import os
    import time

    from engine.transcript import Transcript
    from hardware.keys import parse_keys

    p = argparse.ArgumentParser(prog="code.py", description="Old Maid simulator")
    p.add_argument("--headless", action="store_true", help="no window; a virtual clock")
    p.add_argument("--keys", help='a key script, e.g. "A DOWN A START"')
    p.add_argument("--keys-file", help="a file holding a key script")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--shots", help="save a PNG of every screen into this folder")
    p.add_argument("--screens", action="store_true",
                   help="print one line per screen change")
    p.add_argument("--transcript", help="write the game's transcript to this file")
    p.add_argument("--scale", type=int, default=None,
                   help="window zoom (default 4 for the PyBadge, 5 for the OLED)")
    p.add_argument("--board", choices=("pybadge", "oled128x64"), default="pybadge",
                   help="the board to simulate: the PyBadge (160x128, colour) or a "
                        "128x64 OLED with three buttons")
    p.add_argument("--lang", choices=LANGUAGES, help="the game's language (default: as saved)")
    p.add_argument("--saves", help="keep settings, stats and the game in this folder "
                   "(default: the user's data folder; headless runs keep nothing)")
    args = p.parse_args(argv)
    script = None
    try:
        if args.keys_file:
            with open(args.keys_file) as f:
                script = parse_keys(f.read())
        elif args.keys is not None:
            script = parse_keys(args.keys)
    except (OSError, ValueError) as e:
        p.exit(2, "code.py: %s\n" % e)
    if args.headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from hardware.desktop import simulate

    watchers = []
    out = None
    if args.transcript:
        out = open(args.transcript, "w")  # noqa: SIM115 (closed below)
        watchers.append(Transcript(lambda line: out.write(line + "\n")))
    seed = args.seed if args.seed is not None else int(time.time()) % 1000000
    device, view = simulate(args.board, args.scale, headless=args.headless,
                            keys_script=script)
    device.saves_folder = args.saves
    shots = None
    if args.shots:
        os.makedirs(args.shots, exist_ok=True)

        def shots(n, screen):
            device.display.refresh()
            device.screenshot(os.path.join(args.shots, "%03d_%s.png" % (n, screen.name())))

    try:
        game, keeper = new_game(device, view, seed, watchers, args.lang)
        play(device, game, view, screens=print if args.screens else None, shots=shots,
             stop_when_scripted=script is not None, keeper=keeper)
    finally:
        if out:
            out.close()
        device.close()
    return 0


if sys.implementation.name == "circuitpython":
    board_main()
elif __name__ == "__main__":
    sys.exit(pc_main(sys.argv[1:]))
