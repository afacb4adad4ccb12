"""The game loop every board runs: a frame's keys to the game, its screen to the view.

``new_game`` makes the Game with what the device kept (settings, stats, a
session to resume) and the ``Keeper`` that saves what the game flags;
``play`` runs frames until the device stops, and dims and darkens the
screen when the game says (``Game.lit``: no key for minutes).  Shared by
code.py on a board, the simulator (hardware/desktop.py), the tests and the
heap report.
"""

from game import lights
from game.game import Game  # noqa: F401  (the game's code first, as a board has it)
from game.words import drop

# The screen's light for each ``game.lit`` (dark, dimmed, full), as device.brightness takes it.
_LIGHT = (0.0, 0.25, 1.0)


def new_game(device, view, seed, watchers=None, lang=None):
    """Return ``(game, keeper)``: a Game with what ``device`` kept, and what keeps it.

    ``lang`` (a language code) overrides the saved language.  The making is
    hardware/newgame.py's, let go once done: it runs once a start.
    """
    from hardware.newgame import made

    made = made(device, view, seed, watchers, lang)    # (the function let go: its code can go)
    drop("hardware.newgame")
    return made


def play(device, game, view, screens=None, shots=None, stop_when_scripted=False,
         keeper=None, figures=None):
    """Run the game loop until the window closes (or the key script ends).

    ``figures`` (hardware/figures.py, when settings.toml asks) prints the
    heap and the time of each screen, save and computer's turn.
    """
    shown = _show(device, game, view, -1, screens, shots)  # the first screen, before any key
    after_script = 0
    lit = game.lit
    while device.running:
        if figures is not None:
            figures.start(game)
        game.step(device.keys(), device.now_ms())
        saved_ms = -1
        if game.due and keeper is not None:       # rare: a turn's or a round's end, a setting
            if figures is not None:
                saved_ms = figures.now_ms()
            if not keeper.write(game) and keeper.refused is not None:
                game.refused(keeper.refused)
            if figures is not None:
                saved_ms = figures.now_ms() - saved_ms
        if game.sound:          # the tone this frame asked for
            device.tone(game.sound, 90, game.quiet)
        device.light(lights.color(game) if game.lit else 0)   # dark: the lights off too
        shown = _show(device, game, view, shown, screens, shots)
        if figures is not None:
            figures.frame(game, saved_ms)
        if game.lit != lit:     # rare: 2 and 5 minutes with no key, and the key after
            lit = game.lit
            device.brightness(_LIGHT[lit])
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
        game.fault(e)
        try:
            view.draw(game.screen)
        except Exception:    # short of memory still (large text's font, say): the next frame
            pass
    device.display.refresh()
    screen = game.screen
    if screen.shown != shown:
        if screens is not None:
            screens("screen %s %s" % (screen.name(), screen.title))
        if shots is not None:
            shots(screen.shown, screen)
    return screen.shown
