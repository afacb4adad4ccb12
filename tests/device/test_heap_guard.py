"""The heap guard: a change that grows the game's heap fails here, not on a family's board.

The MicroPython VM plays the heap report's sessions (tools/measure/memreport.py)
and the game's peak, its frame's garbage included, must stay within its
budget: what this game needed when the budget was last set, plus 8 KB.
The VM's heap grows on demand, so the cap is the peak's figure; the true
board-like figure, CircuitPython's own VM with a fixed heap, is the
docs/memory.md's, measured by hand with ``memreport.py --unix --find``.
A change that needs more must say why and raise the budget with its figures.
"""

from conftest import require_vm

from tools.measure import memreport

SLACK = 8 * 1024
# The peaks measured when the budget was set (bytes, tools/measure/memreport.py).  Set again on
# 2 Dec, noon (104384 and 111584 before): the .py form compiled at optimisation
# level 3 as code.py asks, a save's reading into its own buffer, the settings' reading
# back let go after power-on (game/settings_kept.py).
# This VM once kept 7.9 KB more alive after a change that moved nothing there (the last
# round's table, most likely, held by a word its conservative collector read as a
# pointer) and lost it again after an unrelated one: where its blocks fall decides it.
# The slack covers one such turn.  Worst case raised on 3 Dec (104960 before): a table
# loads the halves of a turn it plays, and learning mode's laying, as its round is dealt,
# which this VM compiles from their .py files in one frame (its garbage: 106,992 bytes),
# for CircuitPython's VM a KB less heap for the .py form, which compiled the person's
# half amid the computers' garbage (docs/memory.md).
USUAL_PEAK = 98400
WORST_PEAK = 107008


def peak(players, setup=None):
    figures, _ = memreport.measure(players, "rounds:5", 1, setup, hows=("game",))
    assert figures["done"] == 1, figures
    faults = [line for line in figures.get("console", []) if line.startswith("game:")]
    assert not faults, faults     # the error screen is no way through a session
    return figures["peak"] - figures["fakes"]


def test_the_usual_session_stays_within_its_heap():
    """6 players, rounds:5, classic, English: the session of docs/memory.md's figures."""
    require_vm()
    used = peak(6)
    print("6-player rounds:5 peak %d bytes, budget %d" % (used, USUAL_PEAK + SLACK))
    assert used <= USUAL_PEAK + SLACK


def test_the_worst_case_stays_within_its_heap():
    """12 players, two decks, Portuguese, learning mode, large text."""
    require_vm()
    used = peak(12, memreport.scenario("double", "pt", learning=True, big=True))
    print("worst case peak %d bytes, budget %d" % (used, WORST_PEAK + SLACK))
    assert used <= WORST_PEAK + SLACK
