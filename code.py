"""Old Maid: the entry point on a board, and the simulator on a PC.

On CircuitPython this runs at power-on with the board's own hardware.  On a
PC, ``python3 code.py`` opens the simulator window (hardware/desktop.py);
``--help`` lists the options for scripted, headless runs.  A board compiles
this file at every start and holds its code while the game plays, so it
only hands over: hardware/start.py picks the board and makes the game (and
is let go), hardware/loop.py plays it, and a heap too small for the game is
said on the screen and the console.
"""

import sys

if sys.implementation.name == "circuitpython":
    from hardware.start import play_on_board as start

    try:
        start = start()          # now play's keywords: the start-up's function, and code, gone
        from hardware.loop import play

        play(**start)
    except MemoryError:
        start = None             # what the game held, freed for the figures
        from hardware.start import out_of_memory

        out_of_memory()
elif __name__ == "__main__":
    from hardware.desktop import main

    sys.exit(main(sys.argv[1:]))
