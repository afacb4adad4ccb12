"""What the table says: its lines, the most important first, the seats' card counts, the aids.

Methods of the table's scene (``table.py`` binds them as its own), in a
module of their own so that a board running the ``.py`` files compiles
them apart: compiling them with the rest of ``table.py`` at the start of a
round wanted 1.8 KB of heap in one piece, which the next round's start,
after the scoreboard, did not find (measured: the smallest ``.py`` heap
143 → 140 KB; the ``.mpy`` form's is unchanged).

The learning aids say only what holds (``tools/measure/aids.py`` measures each
over thousands of rounds; tests/game/test_aids.py checks them): the tracker
names the ranks whose every card is laid, and with two hands left the
hand of more cards holds the odd card, since every other card's twin is
in the other hand.  The folk tip that an odd number of cards gives the
odd card away does not hold (its measure is in the rules' tips), so the
table never says it.
"""

from micropython import const

from engine import cards
from game import words
from game.cardtext import card_label, is_odd, odd_name, picture_name, rank_sign
from game.screenkit import board_keys
from game.screens import LINES

_NOBODY = const(255)
_ENDS = ".,:;!?»)"       # a line ending in one of these ends a phrase: a page may end there


def say(self, parts, keep=1, row=0):
    """Write ``parts`` on the screen's lines from ``row`` on, the one that matters most first.

    A part is a sentence, wrapped, or ``(label, short, items, sep)``: its
    ``items`` packed in lines ``sep`` apart (two spaces close up to one
    on more than a line), after ``label`` if it fits beside the first.  Else
    the label stands alone where a page of the table shows two lines or
    more, or ``short`` takes its place (also where the label would make the
    part longer than a page), or no label: never a label without its items.
    A page ends only at a phrase's end (``Screen.glue``): a sentence's line
    that does not end one, a label alone, and every line of a list but its
    last where the list fits a page, are kept with the next.  The first
    ``keep`` parts always show; a later one that would take the text past
    two screens of it is left out, and all after it.
    """
    g = self.game
    s = g.screen
    columns = g.columns
    page = g.page
    end = min(LINES, 2 * g.rows)
    for part in parts:
        sentence = type(part) is str
        label, short, items, sep = ("", "", words.split(part), " ") if sentence else part
        for head in (label, short, ""):
            lines = words.pack(items, columns, sep, head)
            if len(lines) > 1 and sep == "  ":     # condensed: "BOB 5 CAT 4"
                lines = words.pack(items, columns, " ", head)
            if (len(head) <= columns and (not head or lines[0] != head or page > 1)
                    and (len(lines) <= page or head != label or not short)):
                break
        if keep <= 0 and row + len(lines) > end:
            return
        keep -= 1
        last = row + len(lines) - 1
        whole = len(lines) <= page       # a list whole on one page; longer, it parts at lines
        for line in lines:
            if row < LINES:
                s.lines[row] = line
                if row < last and (line[-1] not in _ENDS if sentence else whole or line == head):
                    s.glue |= 1 << row
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


def turn_parts(self, seat):
    """Return the parts of ``seat``'s draw screen for ``say``, and how many always show.

    What matters most first: what was taken from you, the counts, then the
    aids (``say`` leaves those out, the last first, should they not fit).
    """
    g = self.game
    w = g.w
    rnd = g.rnd
    parts = []
    taker = g.taken_by[seat]
    if taker != _NOBODY:
        card = card_label(g, g.taken_card[seat])
        took = w.TOOK % (g.name(taker), card)
        if len(took) > g.columns and g.page < 2:    # a page of one line: who, and what
            odd = is_odd(g.taken_card[seat])
            took = g.name(taker) + " \u2013 " + (odd_name(g) if odd else card)
        took = words.split(took) if len(took) > g.columns else [took]   # kept on one page
        parts.append((w.SINCE, w.SHORT_LABELS[0], took, " "))
    parts.append(self.counts())
    keep = len(parts)
    if g.settings.odd_hint:
        holder = more_cards(rnd)
        if holder != _NOBODY:
            odd = odd_name(g)
            parts.append((w.MORE_CARDS[0] % odd, w.MORE_CARDS[1] % odd, [g.name(holder)], " "))
    if g.settings.tracker:
        gone = gone_faces(rnd)
        if gone:
            pictures = gone[0] >= cards.THEMED_FIRST
            faces = w.FACE_CARDS
            items = [picture_name(g, f) if pictures else rank_sign(f >> 2, faces) for f in gone]
            parts.append((w.GONE[:-2].rstrip(), w.SHORT_LABELS[1], items,
                           ", " if pictures else " "))
    return parts, keep


def more_cards(rnd):
    """Return the seat that holds the odd card by the count alone, or 255: none to tell.

    With two hands left and pairs laid as they come, every card but the odd
    ones has its twin in the other hand: the hand of more cards holds the odd
    card (both, with two).  Not after a false pair (learning mode), which
    leaves twins apart.
    """
    first = second = _NOBODY
    for seat in range(rnd.players):
        if rnd.hand_size(seat):
            if first == _NOBODY:
                first = seat
            elif second == _NOBODY:
                second = seat
            else:
                return _NOBODY
        if rnd.irregular[seat]:
            return _NOBODY
    if second == _NOBODY or rnd.hand_size(first) == rnd.hand_size(second):
        return _NOBODY
    return first if rnd.hand_size(first) > rnd.hand_size(second) else second


def gone_faces(rnd):
    """Return the ranks (a card of each: rank * 4) and pictures whose every card is laid.

    The tracker's claim, worked out from the hands and the deck alone (a
    rank dealt and in no hand is gone), so it holds whatever was laid how.
    """
    seen = bytearray(38)     # a rank (or picture): 1 dealt, 2 still in a hand
    for seat in range(-1, rnd.players):      # the deck's cards (-1), then each hand's
        for i in range(len(rnd.fresh) if seat < 0 else rnd.hand_size(seat)):
            face = (rnd.fresh[i] if seat < 0 else rnd.card(seat, i)) & cards.FACE_MASK
            if face < 52:
                face >>= 2       # a rank, 0..12
            elif cards.THEMED_FIRST <= face < cards.THEMED_FIRST + cards.THEMED_PICTURES:
                face += 13 - cards.THEMED_FIRST      # a picture, 13..37
            else:
                continue         # the odd figures
            seen[face] = 2 if seat >= 0 else 1
    return [i * 4 if i < 13 else cards.THEMED_FIRST + i - 13
            for i in range(len(seen)) if seen[i] == 1]


def more_hint(self, hint):
    """Return ``hint`` for a page of lines that has a next: what fits of it, then the page key.

    The hint's keys are kept whole, each with what it does, in their order,
    the last going first ("←→ A: draw  B: menu"); a space alone parts them
    where two do not fit, and the page key is said short ("SELECT…")
    where its words leave no room for the hint's first key.
    """
    g = self.game
    key = board_keys(g, g.w.H_MORE)
    for more in (key, board_keys(g, "SELECT") + "\u2026"):   # then short: "●+◀…"
        parts = []       # the hint's keys, each with what it does: "←→ A: draw", "B: menu"
        arrows = True
        for word in hint.split():
            if word[-1] == ":" and not arrows or not parts:
                parts.append(word)
            else:
                parts[-1] = parts[-1] + " " + word
            arrows = _arrows(word)
        parts.append(more)
        while len(parts) > 1:
            for sep in ("  ", " "):
                text = sep.join(parts)
                if len(text) <= g.columns:
                    return text
            parts.pop(-2)
    return g.fit(key)


def _arrows(word):
    """Return True if ``word`` is arrows alone (a direction key's name: "←→", "◀▶…")."""
    for ch in word:
        if ch not in "\u2190\u2192\u2191\u2193\u25c0\u25b6\u2026":
            return False
    return True
