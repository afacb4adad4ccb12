"""The setup's rows hold still as their values change, and each choice says what it means.

A family choosing "penalty" or a "sly" computer reads, under the row at the
cursor, one line saying what it is; and a row's value changing (players 4
to 5, "classic" to "two decks") moves no row sideways on either board: the
view centres a screen's lines by the longest, so every row is the screen's
width.  The settings do the same for the odd card's name, whose label alone
("Name:") could be anyone's.
"""

import pytest
from test_fit import make_view
from test_texts import OLED_KEYS

from game import words
from game.game import Game
from game.keys import K_DOWN, K_LEFT, K_RIGHT
from game.screens import SETTINGS, SETUP
from game.settings import Settings

BOARDS = ("pybadge", "oled")


class Setup:
    """A game on a board's view, on a menu screen; each frame drawn and its lines' places kept."""

    def __init__(self, board, lang, scene):
        self.view = make_view(board)
        st = Settings()
        st.lang = lang
        v = self.view
        self.game = Game(seed=1, settings=st, columns=v.columns, rows=v.rows, page=v.PAGE,
                         big=v.big, keys=OLED_KEYS if board == "oled" else None,
                         colour=board != "oled")
        self.game.w = words.load(words.LANGUAGES[lang])
        self.now = 0
        self.lefts = set()       # where the lines start, every frame
        self.game.go(scene)
        self.press(0)

    def press(self, key):
        for keys in (key, 0):
            self.now += 33
            self.game.step(keys, self.now)
        s = self.game.screen
        self.view.draw(s)
        v = self.view
        self.lefts |= {v.lines[i].x for i in range(v.lines_shown)}

    def under_cursor(self):
        """Return the line under the menu's, as shown (stripped), or None."""
        s = self.game.screen
        v = self.view
        at = s.menu - v.lines_first + 1
        return s.lines[s.menu + 1].strip() if at < v.lines_shown else None


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("lang", range(len(words.LANGUAGES)))
def test_the_setup_rows_hold_still_and_each_says_what_it_means(board, lang):
    t = Setup(board, lang, "setup")
    g = t.game
    scene = g.scene
    assert g.screen.kind == SETUP
    tips = set()
    for _ in range(len(scene.rows()) + 1):      # every row, and round to the first again
        for key in (K_RIGHT, K_RIGHT, K_LEFT, K_LEFT):
            t.press(key)
            row = scene.rows()[scene.cursor]
            tip = scene.tip(row)
            assert tip and t.under_cursor() == tip, (g.screen.lines, tip)
            tips.add(tip)
        t.press(K_DOWN)
    assert len(t.lefts) == 1, t.lefts         # every line of every frame at one left edge
    w = g.w
    assert {w.KIND_TIPS[1], w.VARIANT_TIPS[1], w.MODE_TIPS[1], w.SETUP_TIPS[2]} <= tips
    words.load("en")


@pytest.mark.parametrize("board", BOARDS)
def test_the_settings_rows_hold_still_and_the_odd_cards_row_says_so(board):
    t = Setup(board, words.LANGUAGES.index("de"), "settings")
    g = t.game
    assert g.screen.kind == SETTINGS
    said = 0
    for _ in range(len(g.scene.rows)):
        if g.screen.lines[g.screen.menu].startswith(g.w.ODD_NAME % ""):
            for key in (K_RIGHT, K_RIGHT, K_LEFT):
                t.press(key)
                assert t.under_cursor() == g.w.ODD_NAME_TIP
            said += 1
        elif g.scene.rows[g.scene.cursor] not in (0, 3):   # (not the language, nor the
            # text's size: the words, or the font, would change)
            t.press(K_RIGHT)
            t.press(K_LEFT)
        t.press(K_DOWN)
    assert said == 1
    assert len(t.lefts) == 1, t.lefts
    words.load("en")
