"""What the table says: its lines, the most important first, and the seats' card counts.

Methods of the table's scene (``table.py`` binds them as its own), in a
module of their own so that a board running the ``.py`` files compiles
them apart: compiling them with the rest of ``table.py`` at the start of a
round wanted 1.8 KB of heap in one piece, which the next round's start,
after the scoreboard, did not find (measured: the smallest ``.py`` heap
143 → 140 KB; the ``.mpy`` form's is unchanged).
"""

from game import words
from game.screens import LINES


def say(self, parts, keep=1, row=0):
    """Write ``parts`` on the screen's lines from ``row`` on, the one that matters most first.

    A part is a sentence, wrapped, or ``(label, short, items, sep)``: its
    ``items`` packed in lines ``sep`` apart (two spaces close up to one
    on more than a line), after ``label`` if it fits beside the first.  Else
    the label stands alone where a page of the table shows two lines or
    more (``Screen.glue`` keeps it with the next line), or ``short`` takes
    its place, or no label: never a label without its items.  The first
    ``keep`` parts always show; a later one that would take the text past
    two screens of it (the view pages on) is left out, and all after it.
    """
    g = self.game
    s = g.screen
    columns = g.columns
    end = min(LINES, 2 * g.rows)
    for part in parts:
        label, short, items, sep = ("", "", part.split(), " ") if type(part) is str else part
        for head in (label, short, ""):
            lines = words.pack(items, columns, sep, head)
            if len(lines) > 1 and sep == "  ":     # condensed: "BOB 5 CAT 4"
                lines = words.pack(items, columns, " ", head)
            if len(head) <= columns and (not head or lines[0] != head or g.page > 1):
                break
        if keep <= 0 and row + len(lines) > end:
            return
        keep -= 1
        if head and lines[0] == head:
            s.glue |= 1 << row
        for line in lines:
            if row < LINES:
                s.lines[row] = line
            row += 1

def counts(self):
    """Return every seat's card count (public), a part for ``say``: "ANN 5  BOB -"."""
    g = self.game
    rnd = g.rnd
    items = []
    for seat in range(rnd.players):
        if rnd.seated[seat]:
            n = rnd.hand_size(seat)
            items.append("%s %s" % (g.name(seat), n if n else "-"))
    return ("", "", items, "  ")

