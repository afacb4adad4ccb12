"""Every text the game shows fits a line of the screen and is in the font.

The view cuts a title, line, hint or row label at ``LINE_CHARS`` characters
and draws a character missing from the font as '?'.  So this walks many
games, on every variant, seat count and session mode, through every screen
(menus, setup and initials, turns, hidden cards, results, scores, stats,
the error screen) and checks every text after every step, and that the
scoreboard names every seat even at a table of twelve.  With large text on
(22 characters a line on the PyBadge) the walk also draws each kind of
screen, in each layout it comes in, on the real view, and checks that it
fits: nothing cut, nothing off screen or overlapping.
"""

import random

import pytest
from conftest import EXHAUSTIVE, assert_drawn_inside

from engine import cards
from engine.players import PERSONALITIES
from game import game as flow
from game import words
from game.game import HIDE_AFTER_MS, Game
from game.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP
from game.names import SCREENS as NAMES
from game.screens import MAX_LINES, NONE, SESSION, TITLE
from game.settings import CPU_NAMES, FORFEITS, HUMAN, MODE_COUNT, PENALTY, TOKENS, Settings
from game.words import LANGUAGES, pack
from hardware import stub
from hardware.glyphs import CHARS
from hardware.monoview import View as MonoView
from hardware.view import LINE_CHARS, View
from tools.play.autokeys import HASTY, MIXED, PATIENT, KeyPlayer

KEYS = (K_LEFT, K_RIGHT, K_UP, K_DOWN, K_A, K_B, K_START, K_SELECT)
FONT = set(CHARS)


class Walker:
    """Step a game with a virtual clock; check and remember every text it shows.

    ``big`` is the board's large-text size (columns, rows), used while the
    game's setting is on; ``view``, if given, draws the screens, checked.
    """

    def __init__(self, game, columns=LINE_CHARS, big=None, view=None):
        self.game = game
        self.small = columns
        self.big = big
        self.view = view
        self.layouts = set()
        self.now = 0
        self.kinds = set()
        self.texts = set()
        self.bad = {}

    @property
    def columns(self):
        """The width of a line now: the large text's while the setting is on."""
        return self.big[0] if self.big and self.game.settings.big else self.small

    def step(self, keys=0, ms=33):
        self.now += ms
        self.game.step(keys, self.now)
        self.look()

    def look(self):
        s = self.game.screen
        self.kinds.add(s.name())
        for where, text in [("title", s.title), ("hint", s.hint), ("top label", s.top.label),
                            ("bottom label", s.bottom.label)] + [
                ("line %d" % i, s.lines[i]) for i in range(MAX_LINES)]:
            self.texts.add(text)
            if len(text) > self.columns or not set(text) <= FONT:
                self.bad[text] = "%s of the %s screen" % (where, s.name())
        if self.view is not None:
            # Draw each kind of screen in each layout it comes in, not every step: a
            # draw on Blinka is slow, and what may not fit changes with the layout only
            # (the texts' widths are checked above, at every step).
            used = max([i + 1 for i in range(MAX_LINES) if s.lines[i]] + [0])
            layout = (s.kind, s.menu, used, s.big != NONE, s.big_text,
                      tuple((r.count > 0, r.cursor != NONE, bool(r.label))
                            for r in (s.top, s.bottom)))
            if layout not in self.layouts:
                self.layouts.add(layout)
                s.changed()          # a new version: the view draws it, whatever it drew last
                self.view.draw(s)
                assert_drawn_inside(self.view, s)
        # Every seat is on the scoreboard, however big the table (a forfeit is no score).
        if s.kind == SESSION and self.game.table.mode != FORFEITS:
            board = " ".join(self.game.scene.board).split()
            for seat in range(self.game.session.players):
                assert self.game.name(seat) in board, s.lines

    def session(self, seed, computers, limit=30000):
        """Play a session to its end as a KeyPlayer would, now and then idling 20 s."""
        r = random.Random(seed)
        player = KeyPlayer(self.game, seed=seed, computers=computers)
        for _ in range(limit):
            if player.done():
                return
            if r.random() < 0.01:
                self.step(0, HIDE_AFTER_MS + 1)   # walked away: the cards hide
                continue
            key = player.key()
            if key:
                self.step(key)
                self.step()                       # the key comes up
            else:                                 # waiting: a computer, the drawn card's hold
                self.step(0, 200)
        raise AssertionError("the session did not end")

    def mash(self, seed, n):
        r = random.Random(seed)
        for _ in range(n):
            self.step(r.choice(KEYS) if r.random() < 0.8 else 0, r.choice((1, 33, 700)))

    def visit(self, choice, keys):
        """From the title, open menu entry ``choice`` and press ``keys`` there, then B."""
        assert self.game.screen.kind == TITLE
        while self.game.screen.menu != choice + 1:
            self.step(K_DOWN)
        self.step(K_A)
        for key in keys:
            self.step(key)
        self.step(K_B)
        assert self.game.screen.kind == TITLE


def lineup(game, r, variant):
    """Seat a random table of people and computers for ``variant``."""
    st = game.settings
    st.variant = variant
    st.players = r.randint(cards.MIN_PLAYERS, cards.max_players(variant))
    for seat in range(st.players):
        st.kinds[seat] = HUMAN if r.random() < 0.3 else 1 + r.randrange(len(PERSONALITIES))
    st.kinds[r.randrange(st.players)] = HUMAN
    st.set_mode(r.randrange(MODE_COUNT))
    st.manual = r.random() < 0.3
    st.autoshuffle = r.random() < 0.3
    st.rotate = r.random() < 0.7
    st.odd_name = r.randrange(3)
    st.tracker, st.odd_hint, st.nudge = (r.random() < 0.7 for _ in range(3))
    for seat in range(st.players):   # new initials now and then: more names in the stats
        if st.kinds[seat] == HUMAN and r.random() < 0.3:
            st.names[seat] = "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(3))


def test_the_flow_packs_lines_as_wide_as_the_view_draws_them():
    assert flow.LINE_CHARS == LINE_CHARS
    words = ["%s %d" % (name, n) for n, name in enumerate(CPU_NAMES)]
    lines = pack(words, flow.LINE_CHARS)
    assert " ".join(lines).split() == " ".join(words).split()
    assert all(len(line) <= LINE_CHARS for line in lines) and len(lines) == 4


OLED_KEYS = MonoView.KEYS
# (columns, rows, large text): the PyBadge, the 128 x 64 OLED, and the PyBadge
# with large text on, drawn on its view.
BOARDS = {"pybadge": (LINE_CHARS, MAX_LINES, False), "oled": (21, 4, False),
          "pybadge-large": (LINE_CHARS, MAX_LINES, True)}


@pytest.mark.parametrize("board", list(BOARDS))
@pytest.mark.parametrize("lang", range(len(LANGUAGES)))
def test_every_text_fits_a_line_and_the_font(monkeypatch, lang, board):
    columns, rows, large = BOARDS[board]
    cut = {}
    fit = words.fit

    def fit_and_tell(text, width):   # the flow cuts what is too long: that is a fault here
        if len(text) > width:
            cut[text] = width
        return fit(text, width)

    monkeypatch.setattr(words, "fit", fit_and_tell)
    styles = (MIXED, HASTY, PATIENT)
    shown = set()
    kinds = set()
    for table in range(3) if EXHAUSTIVE else (lang % 3,):   # a sample: one table of three
        st = Settings()
        st.lang = lang
        view = big = None
        if large:
            view = View(stub.Display(160, 128))
            big = view.big
            st.big = 1
        game = Game(seed=table, settings=st, columns=columns, rows=rows, big=big,
                    keys=OLED_KEYS if board == "oled" else None, colour=board != "oled")
        w = Walker(game, columns, big, view)
        w.look()
        w.visit(1, [K_RIGHT] * 12 + [K_LEFT] * 12)                # every page of the rules
        w.visit(2, [K_DOWN, K_RIGHT, K_LEFT] * 9 + [K_RIGHT] * 2)  # every setting both ways
        w.mash(table, 400)                     # menus, setup, initials, maybe a game
        st.lang = lang                         # (the mashing may have changed it)
        game.w = words.load(LANGUAGES[lang])
        if large:
            st.big = 1
            game.resize()                      # as the settings screen does on a change
        r = random.Random(table)
        for n in range(len(cards.VARIANTS)):
            lineup(game, r, (table + n) % len(cards.VARIANTS))
            long_session = game.settings.mode in (PENALTY, TOKENS)
            w.session(table * 10 + n, HASTY if long_session else styles[n % 3])
        w.visit(3, [])                          # the stats of every round above
        game.fault(RuntimeError("a fault with a long message " * 5))
        w.look()
        assert w.bad == {}, "\n".join("%r (%d chars): %s" % (t, len(t), where)
                                      for t, where in w.bad.items())
        assert cut == {}, cut
        kinds |= w.kinds
        shown |= w.texts
    # Every kind of screen, in every language; a sample may miss the pause menu, which
    # only the random keys open (make test-all, every table, meets it too).
    wanted = set(NAMES) if EXHAUSTIVE else set(NAMES) - {"pause"}
    assert kinds >= wanted, wanted - kinds
    en = words.load("en")
    assert lang or any(t.startswith(en.HIDDEN[:6]) for t in shown)
    assert lang or any(t.startswith(en.WINNERS) for t in shown)
