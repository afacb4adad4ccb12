"""Old Maid: the entry point on a board, and the simulator on a PC.

On CircuitPython this runs at power-on with the board's own hardware.  On a
PC, ``python3 code.py`` opens the simulator window; ``--help`` lists the
options for scripted, headless runs.
"""

import sys

from engine.flow import Game


def play(device, game, view, screens=None, shots=None, stop_when_scripted=False):
    """Run the game loop until the window closes (or the key script ends)."""
    shown = _show(device, game, view, -1, screens, shots)  # the first screen, before any key
    after_script = 0
    while device.running:
        game.step(device.keys(), device.now_ms())
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
    """Play on a PyBadge, PyGamer or EdgeBadge."""
    import supervisor

    from hardware.pybadge import Device
    from hardware.view import View

    device = Device()
    view = View(device.display, device.width, device.height)
    device.display.root_group = view.root
    play(device, Game(seed=supervisor.ticks_ms()), view)


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
    p.add_argument("--scale", type=int, default=4, help="window zoom (default 4)")
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
    from hardware.desktop import Device
    from hardware.view import View

    watchers = []
    out = None
    if args.transcript:
        out = open(args.transcript, "w")  # noqa: SIM115 (closed below)
        watchers.append(Transcript(lambda line: out.write(line + "\n")))
    seed = args.seed if args.seed is not None else int(time.time()) % 1000000
    device = Device(headless=args.headless, scale=args.scale, keys_script=script)
    view = View(device.display, device.width, device.height)
    device.display.root_group = view.root
    shots = None
    if args.shots:
        os.makedirs(args.shots, exist_ok=True)

        def shots(n, screen):
            device.display.refresh()
            device.screenshot(os.path.join(args.shots, "%03d_%s.png" % (n, screen.name())))

    try:
        play(device, Game(seed=seed, watchers=watchers), view,
             screens=print if args.screens else None, shots=shots,
             stop_when_scripted=script is not None)
    finally:
        if out:
            out.close()
        device.close()
    return 0


if sys.implementation.name == "circuitpython":
    board_main()
elif __name__ == "__main__":
    sys.exit(pc_main(sys.argv[1:]))
