"""Power-on on a board: code.py's start-up, loaded once and let go before the game plays.

code.py is compiled on the board at every start and its code stays for as
long as it runs, the whole evening: so it only hands over.  ``play_on_board``
picks the board, makes the device, the view and the game, and drops this
module as it returns, so none of this code is held while the game plays;
``out_of_memory`` is loaded again only when the heap turns out too small.
"""


def play_on_board():
    """Return what hardware/loop.py's ``play`` takes, as keywords, for the board's game.

    Plays on a PyBadge, PyGamer or EdgeBadge, or on a board with a 128x64
    OLED.  Where the game went on the board as ``.py`` files, the board
    compiles each as it is imported: at optimisation level 3 it keeps no
    line numbers (3 KB of heap, docs/memory.md), as ``make deploy``'s
    ``mpy-cross -O3`` does.  A traceback then names each module and
    function, every line as 1.
    """
    import micropython

    opt_level = getattr(micropython, "opt_level", None)
    if opt_level is not None:    # CircuitPython 10 has none: a .py form keeps its lines
        opt_level(3)
    import os

    import board
    import supervisor

    from game.words import drop  # (after opt_level: a .py form compiles it at level 3 too)
    from hardware.choose import oled, setting
    from hardware.loop import new_game

    show_problems = None
    if oled(board, os.getenv):
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
    figures = None
    if setting(os.getenv, "OLDMAID_FIGURES") in ("1", "true", "True"):
        from hardware.figures import Figures

        figures = Figures()          # heap and time on the console (docs/boards.md)
    seed = setting(os.getenv, "OLDMAID_SEED")   # fixed: a replay, the board harness's run
    game, keeper = new_game(device, view, int(seed) if seed and seed.isdigit()
                            else supervisor.ticks_ms())
    drop("hardware.start")       # this code goes once the function returns
    return dict(device=device, game=game, view=view, keeper=keeper, figures=figures)


def out_of_memory():
    """Say that the game does not fit, with the figures, where the board shows its console."""
    import gc

    gc.collect()
    print("Old Maid: out of memory at start-up: %d bytes in use, %d free."
          % (gc.mem_alloc(), gc.mem_free()))
    print("The game needs about 104 KB of heap as .mpy files, 117 KB as .py")
    print("(game/error_screen.py's NEED_MPY_KB, NEED_PY_KB; a PyBadge has about 150 KB):")
    print("deploy it compiled with make deploy, which fetches CircuitPython's mpy-cross.")
    try:
        import board
        import displayio

        board.DISPLAY.root_group = displayio.CIRCUITPYTHON_TERMINAL
    except Exception:  # no built-in display: the serial console has the lines
        pass
