"""Text that fits, by design: no line cut, no line dropped that the screen meant to show.

A screen lays its text out with ``say`` (game/scenes/table.py), its parts the most important
first; what does not fit is condensed, paged on by the view (a label never
at a page's foot without its first item) or, for a part the screen marks
droppable, left out whole.  This plays random sessions on both boards
(the PyBadge, its large text, the 128 x 64 OLED) in every language, draws
every screen it meets on the board's view, pages it through, and checks:

- no text longer than its line (``words.fit`` cut nothing);
- every part ``say`` was given shows whole, or, marked droppable, not at
  all, with every part after it; a label shows beside its first item or on
  the line before it, glued to it;
- a screen that writes lines itself (``screenkit.write``) loses none, except
  the ones that scroll (the scoreboard, the stats);
- paged on, every line of the screen shows, and no page ends on a label.

``make test`` plays a sample, ``OLDMAID_EXHAUSTIVE=1`` every table.
"""

import importlib
import random
import sys

import pytest
from conftest import EXHAUSTIVE
from test_texts import OLED_KEYS, Walker, lineup

from engine import cards
from game import screenkit, words
from game.game import Game
from game.keys import K_LEFT, K_RIGHT
from game.screens import NONE, SESSION, STATS
from game.settings import FORFEITS, HUMAN, PENALTY, TOKENS, Settings
from game.words import LANGUAGES
from hardware import stub
from hardware.monoview import View as MonoView
from hardware.view import View
from tools.play.autokeys import HASTY, MIXED, PATIENT

BOARDS = ("pybadge", "oled", "pybadge-large")
TABLE = "game.scenes.table"
SCROLLED = (SESSION, STATS)    # screens that write a window of their lines: up and down scroll


def make_view(board):
    if board == "oled":
        return MonoView(stub.Display(128, 64))
    return View(stub.Display(160, 128))


def tokens(text):
    return text.replace(",", " ").split()


class Checker:
    """Wrap a game's ``say`` and ``write``, and page its screens through a view: collect faults."""

    def __init__(self, game, view, monkeypatch):
        self.game = game
        self.view = view
        self.faults = []
        self.pages = set()
        self.paged = 0
        self.last = None
        # The table scene stays loaded (a game drops a scene's modules when it leaves
        # it, and imports them afresh), so that its ``say`` can be checked.
        drop = words.drop
        monkeypatch.setattr(words, "drop", lambda name: name == TABLE or drop(name))
        scene = importlib.import_module(TABLE).Scene
        say, write = scene.say, screenkit.write

        def checked_say(table, parts, keep=1, row=0):
            parts = [("", "", part.split(), " ") if isinstance(part, str) else
                     (part[0], part[1], list(part[2]), part[3]) for part in parts]
            say(table, parts, keep, row)
            if table.game is self.game:
                self.said(parts, keep, row)

        def checked_write(g, lines, row):
            write(g, lines, row)
            if g is self.game and g.screen.kind not in SCROLLED and len(lines) > g.rows - row:
                self.fault("wrote %d lines from line %d of %d: %r" % (
                    len(lines), row, g.rows, list(lines)))

        monkeypatch.setattr(scene, "say", checked_say)
        for name, module in list(sys.modules.items()):   # the kit's, and where it was imported
            if name.startswith("game.") and getattr(module, "write", None) is write:
                monkeypatch.setattr(module, "write", checked_write)

    def fault(self, what):
        s = self.game.screen
        self.faults.append("%s screen %r (%d columns, page %d): %s" % (
            s.name(), s.title, self.game.columns, self.game.page, what))

    def said(self, parts, keep, row):
        """Check that each part shows whole, in order, or (droppable) not at all."""
        s = self.game.screen
        lines = [line for line in s.lines[row:]]
        text = tokens(" ".join(lines))
        at = 0
        gone = False
        for n, (label, short, items, _) in enumerate(parts):
            want = tokens(" ".join(items))
            found = text[at:at + len(want)] if not gone else None
            heads = [h for h in (label, short) if h]
            for head in heads:               # skip the label, if it shows
                if text[at:at + len(tokens(head))] == tokens(head):
                    first = next(i for i, line in enumerate(lines) if line.startswith(head))
                    if lines[first] == head and not (s.glue >> (row + first) & 1):
                        self.fault("label %r alone, not glued to %r" % (head, items[:1]))
                    at += len(tokens(head))
                    found = text[at:at + len(want)]
                    break
            if found == want:
                at += len(want)
                if gone:
                    self.fault("part %r shows after one left out" % items)
            elif n < keep:
                self.fault("part %d of %d, to keep, is not whole: %r in %r" % (
                    n, len(parts), items, lines))
            else:
                gone = True
                if any(tokens(item)[0] in text[at:] for item in items[:1]):
                    self.fault("droppable part %r shows in part" % items)
        if any(len(line) > self.game.columns for line in s.lines):
            self.fault("a line too long: %r" % s.lines)

    def page_through(self):
        """Draw the screen and page it on to its end: every line shows, no page ends on a label.

        Once for each layout, count of lines and labels' places: where the
        pages break depends on nothing else (the texts' widths are checked
        at every step, by ``said`` and the ``Walker``).
        """
        s = self.game.screen
        if (s.shown, s.version) == self.last:
            return
        self.last = (s.shown, s.version)
        v = self.view
        used = max([i + 1 for i in range(len(s.lines)) if s.lines[i]] + [0])
        layout = (s.kind, s.menu, used, tuple(i for i in range(used) if s.lines[i]), s.glue,
                  s.big != NONE, s.big_text,
                  tuple((r.count > 0, r.cursor != NONE, bool(r.label)) for r in (s.top, s.bottom)))
        if layout in self.pages:
            return
        self.pages.add(layout)
        self.paged += 1
        s.changed()
        v.draw(s)
        seen = set()
        for _ in range(2 * v.PAGE_HOLD + (used + 1) * v.PAGE_STEP + 2):
            if v.pages > 1:       # a person's screen holds still: they turn its pages (SELECT)
                s.page += 1
                s.changed()
            first, shown = v.lines_first, v.lines_shown
            for i in range(shown):
                line = v.lines[i]
                if len(line.text) > line.max_chars:
                    self.fault("cut on the view: %r" % line.text)
                seen.add(first + i)
            last = first + shown - 1
            if shown and last < used - 1 and s.glue >> last & 1:
                self.fault("a page ends on label %r" % s.lines[last])
            v.draw(s)
        s.page = 0
        if s.menu == NONE:
            lost = [s.lines[i] for i in range(used) if s.lines[i] and i not in seen]
            if lost:
                self.fault("never shown: %r" % lost)


class FitWalker(Walker):
    """A ``Walker`` that also pages every new screen through the view."""

    checker = None

    def look(self):
        super().look()
        self.checker.page_through()


def play(board, lang, tables, monkeypatch, sample=0):
    """Play ``tables`` random tables on ``board`` in language ``lang``; return the faults."""
    cut = {}
    fit = words.fit

    def fit_and_tell(text, width):
        if len(text) > width:
            cut[text] = width
        return fit(text, width)

    monkeypatch.setattr(words, "fit", fit_and_tell)
    faults = []
    kinds = set()
    for table in tables:
        st = Settings()
        st.lang = lang
        view = make_view(board)
        large = board == "pybadge-large"
        st.big = int(large)
        game = Game(seed=table, settings=st, columns=view.columns, rows=view.rows,
                    page=view.PAGE, big=view.big, keys=OLED_KEYS if board == "oled" else None,
                    colour=board != "oled")
        checker = Checker(game, view, monkeypatch)
        w = FitWalker(game, view.columns, view.big)
        w.checker = checker
        w.look()
        w.visit(1, [K_RIGHT] * 12 + [K_LEFT] * 12)      # the rules
        w.mash(table, 200)                              # menus, setup, maybe a game
        st.lang = lang
        game.w = words.load(LANGUAGES[lang])
        st.big = int(large)
        game.resize()
        r = random.Random(table)
        # A sample: two short sessions a case, one of them with the pictures (6).
        variants = range(len(cards.VARIANTS)) if EXHAUSTIVE else (sample % 6, 6)
        for n in variants:
            lineup(game, r, n % len(cards.VARIANTS))
            st = game.settings
            st.tracker = st.odd_hint = 1                 # the aids make the longest draw screens
            if r.random() < 0.5:                         # and a full table the longest counts
                st.players = cards.max_players(st.variant)
            if n == variants[0]:                         # two people: the device is passed
                st.kinds[0] = st.kinds[1] = HUMAN
            if not EXHAUSTIVE and st.mode != FORFEITS:   # a sample: a round or two is enough
                st.set_mode(sample % 2)                  # SINGLE, ROUNDS
            long_session = st.mode in (PENALTY, TOKENS, FORFEITS) or st.players > 6
            w.session(table * 10 + n, HASTY if long_session else (MIXED, PATIENT)[n % 2],
                      limit=60000)
        game.fault(RuntimeError("a fault with a long message " * 5))
        w.look()
        faults += checker.faults
        kinds |= w.kinds
        assert checker.paged
    return faults, cut, kinds


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("lang", range(len(LANGUAGES)))
def test_every_line_fits_or_pages_on_and_none_is_lost(monkeypatch, board, lang):
    sample = lang + BOARDS.index(board)
    tables = range(4) if EXHAUSTIVE else (sample % 4,)
    faults, cut, kinds = play(board, lang, tables, monkeypatch, sample)
    assert cut == {}, cut
    assert faults == [], "\n".join(sorted(set(faults))[:30])
    assert {"draw", "pass", "reveal", "result", "session", "awards", "rules", "error"} <= kinds


def test_the_checks_can_fail(monkeypatch):
    """A part cut short, a label alone and unglued, a line never shown: each is caught."""
    view = make_view("oled")
    game = Game(columns=view.columns, rows=view.rows, page=view.PAGE, keys=OLED_KEYS)
    checker = Checker(game, view, monkeypatch)
    table = importlib.import_module(TABLE)
    s = game.screen
    s.show(s.kind, "t")
    parts = [("Label:", "", ["ANN", "BOB"], " "), ("", "", ["all the words"] * 10, " ")]
    table.Scene(game).say(parts, 2)
    assert not checker.faults
    s.lines[1] = ""
    checker.said(parts, 2, 0)
    assert any("not whole" in f for f in checker.faults)
    checker.faults.clear()
    s.show(s.kind, "t")
    s.lines[0] = "Label:"
    s.lines[1] = "ANN BOB"
    checker.said([("Label:", "", ["ANN", "BOB"], " ")], 1, 0)
    assert any("alone" in f for f in checker.faults)
    checker.faults.clear()
    s.glue = 1
    s.top.count = s.bottom.count = 3
    s.top.cursor = 0
    checker.page_through()                # one line a page among cards: the label ends one
    assert any("page ends on label" in f for f in checker.faults)


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_label_is_its_words_before_the_names_and_has_a_short_form(code):
    """The aids' labels are their words' text before a ``%s`` at the end; short ones fit an item."""
    w = words.load(code)
    assert w.GONE.endswith("%s") and "%" not in w.GONE[:-2], w.GONE
    assert len(w.SHORT_LABELS) == 2
    assert all(len(short) + len(" WWW") <= 21 for short in w.SHORT_LABELS)
    label, short = w.MORE_CARDS          # the odd card's holder: its name in both
    assert label.count("%s") == short.count("%s") == 1 and label.endswith(":")
    assert len(short % max(w.ODD_NAMES, key=len) + " WWW") <= 21
    words.load("en")
