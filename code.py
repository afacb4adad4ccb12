"""Old Maid: the entry point on a board, and the simulator on a PC.

On CircuitPython this runs at power-on with the board's own hardware.  On a
PC, ``python3 code.py`` opens the simulator window (hardware/desktop.py);
``--help`` lists the options for scripted, headless runs.  A board compiles
this file at every start, so it only picks the board: the game is in
``engine/`` and ``hardware/``.
"""

import sys


def board_main():
    """Play on the board; a heap too small for the game is said on the screen and the console.

    Where the game went on the board as ``.py`` files, the board compiles
    each as it is imported: at optimisation level 3 it keeps no line numbers
    (3 KB of heap, docs/memory.md), as ``make deploy``'s ``mpy-cross -O3``
    does.  A traceback then names each module and function, every line as 1.
    """
    import micropython

    opt_level = getattr(micropython, "opt_level", None)
    if opt_level is not None:    # CircuitPython 10 has none: a .py form keeps its lines
        opt_level(3)
    try:
        _play_on_board()
    except MemoryError:
        _out_of_memory()


def _out_of_memory():
    """Say that the game does not fit, with the figures, where the board shows its console."""
    import gc

    gc.collect()
    print("Old Maid: out of memory at start-up: %d bytes in use, %d free."
          % (gc.mem_alloc(), gc.mem_free()))
    print("The game needs about 101 KB of heap as .mpy files, 118 KB as .py")
    print("(game/error_screen.py's NEED_MPY_KB, NEED_PY_KB; a PyBadge has about 150 KB):")
    print("deploy it compiled with make deploy, which fetches CircuitPython's mpy-cross.")
    try:
        import board
        import displayio

        board.DISPLAY.root_group = displayio.CIRCUITPYTHON_TERMINAL
    except Exception:  # no built-in display: the serial console has the lines
        pass


def _play_on_board():
    """Play on a PyBadge, PyGamer or EdgeBadge, or on a board with a 128x64 OLED."""
    import os

    import board
    import supervisor

    from hardware.choose import oled, setting
    from hardware.loop import new_game, play

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
    play(device, game, view, keeper=keeper, figures=figures)


if sys.implementation.name == "circuitpython":
    board_main()
elif __name__ == "__main__":
    from hardware.desktop import main

    sys.exit(main(sys.argv[1:]))
