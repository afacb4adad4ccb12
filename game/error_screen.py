"""The error screen: what the game shows when a frame raised, loaded only then.

``Game.fault`` lets the scene's code go, then loads this module and calls
``fail``: resident all game long, its code took some 0.8 KB of the
table's heap (measured under CircuitPython's VM) for a screen that is
perhaps never shown.  A returns to the title (``Game.step``); the next
scene lets this module go.
"""

import gc

from micropython import const

from game import words
from game.screenkit import write
from game.screens import ERROR

# The heap the game needs at its peak, measured under CircuitPython's own VM
# (docs/memory.md): the out-of-memory screen, hardware/start.py and tools/ship/deploy.py say them.
NEED_MPY_KB = const(104)
NEED_PY_KB = const(117)


def fail(game, error):
    """Show the error screen for ``error``: the player's words, the fault's own on the console.

    Out of memory, the screen says what the game needs and how to deploy
    it compiled; any other fault is one sentence in the player's language,
    and its own text, for a bug report, goes to the console.
    """
    game.play_at(game.settings)
    game.show(ERROR, game.w.ERROR, game.w.H_END)
    if isinstance(error, MemoryError):
        lines = words.wrap(game.w.NO_MEMORY, game.columns)
        try:
            lines += words.wrap(game.w.NO_MEMORY_FIX % (NEED_MPY_KB, NEED_PY_KB), game.columns)
            if hasattr(gc, "mem_free"):   # a board, or a VM measuring one
                print("game: out of memory: %d bytes free, %d in use; the game needs %d KB "
                      "of heap as .mpy, %d KB as .py: deploy it compiled (make deploy "
                      "fetches CircuitPython's mpy-cross)"
                      % (gc.mem_free(), gc.mem_alloc(), NEED_MPY_KB, NEED_PY_KB))
        except MemoryError:      # the first sentence must show, whatever else cannot
            pass
    else:
        lines = words.wrap(game.w.ERROR_SAID, game.columns)
    write(game, lines, 0)
    print("game:", error.__class__.__name__, error)
