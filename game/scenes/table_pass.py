"""The device passed from person to person at a table of two people or more.

``table.py`` loads this module as a round is dealt at such a table alone:
with one person the hand stays on show and nothing is passed, so a
single person's table never holds this code.
"""

from game.screenkit import board_keys
from game.screens import PASS


def pass_to(table, seat, then, hidden=False):
    """Ask for the device to be passed to ``seat``, who then sees the screen ``then``.

    ``hidden``: the cards were hidden after a while idle; the hand's cursor
    is kept for when they are shown again.
    """
    g = table.game
    w = g.w
    if hidden:               # the hand's cursor as it was, for when it is shown again
        table.hand_at = g.screen.bottom.cursor
        table.held_at = g.screen.bottom.selected
    name = g.name(seat)
    s = g.show(PASS, w.PASS_TO % name, w.H_SHOW)
    g.own(seat)
    s.big = s.face           # their face, large: whose turn, for those who cannot read yet
    ask = board_keys(g, (w.HIDDEN_ASK if hidden else w.PASS_ASK) % name)
    if g.page > 1:           # (a page of one line: the title says it, the ask whole)
        table.say((w.HIDDEN if hidden else w.PASS_LINE, ask, table.counts()), 3, 1)
    else:
        table.say((ask, table.counts()), 2, 1)
    table.resume = then
    g.hand_to()
    table.pass_to = seat
    s.changed()
