"""The device's settings: language, pace, sound, text, suit colours, the odd card, aids, motion,
the computers' tells and the forfeits' ages.

Up and down pick a row; left, right and A change it.  Each change is
flagged for the loop to keep, and a new language is loaded at once.  The
rows hold still as values change, as the setup's do (``words.fill``); the
odd card's row, its label short to leave its longest name room, has a line
under it at the cursor saying what it names.
"""

from game import words
from game.cardtext import forget_pictures
from game.keys import K_A, K_B, K_LEFT, K_RIGHT
from game.screenkit import menu, scrolled
from game.screens import SETTINGS
from game.settings import AGES, SPEEDS

# Each language (``words.LANGUAGES``) by its own name, as this screen offers it.
LANGUAGE_NAMES = ("English", "Fran\u00e7ais", "Italiano", "Portugu\u00eas", "Deutsch")
# Which Settings attribute each row changes, and how many values it has (0: as
# many as the language has names for the odd card, 3 or 4).
_PREFS = ("lang", "speed", "sound", "big", "colorblind", "odd_name", "tracker",
          "odd_hint", "nudge", "motion", "tells", "ages")
_PREF_VALUES = (len(words.LANGUAGES), SPEEDS, 2, 2, 2, 0, 2, 2, 2, 2, 2, AGES)
_BIG = 3        # the large-text row: offered only where the board has a large font
_INKS = 4       # the suit colours: only where the board shows colour
_ODD_NAME = 5   # the odd card's name: a line under it says so


class Scene:
    """The settings menu."""

    def __init__(self, game):
        self.game = game
        self.cursor = 0
        self.scroll = 0
        # The rows this board offers: each changes something on it.
        self.rows = bytes(r for r in range(len(_PREFS))
                          if (r != _BIG or game.sizes[2]) and (r != _INKS or game.colour))

    def text(self, row):
        """Return the line of setting ``row``."""
        w = self.game.w
        v = getattr(self.game.settings, _PREFS[row])
        if row == 0:
            return w.LANGUAGE % LANGUAGE_NAMES[v]
        if row == 1:
            return w.SPEED % w.SPEEDS[v]
        if row == 4:
            return w.SUIT_INKS % w.INKS[v]
        if row == 5:     # a name this language lacks: its Black Peter's, as the game says
            names = w.ODD_NAMES
            return w.ODD_NAME % names[v if v < len(names) else w.PETER]
        if row == 11:
            return w.AGES % w.AGE_NAMES[v]
        label = (w.SOUND, w.BIG_TEXT, None, None, w.TRACKER, w.ODD_HINT, w.NUDGE,
                 w.MOTION, w.TELLS)[row - 2]
        return label % w.OFF_ON[v]

    def enter(self, how):
        g = self.game
        s = g.show(SETTINGS, g.w.SETTINGS, g.w.H_CHANGE)
        rows = self.rows
        cursor = self.cursor
        columns = g.columns
        extra = 1 if rows[cursor] == _ODD_NAME else 0    # its tip's line, under it

        def line(i):
            if extra and i > cursor:
                if i == cursor + 1:
                    return words.fill(g.w.ODD_NAME_TIP, columns, columns)
                i -= 1
            return words.fill(self.text(rows[i]), columns)

        self.scroll = scrolled(g, cursor + extra, min(self.scroll, cursor), len(rows) + extra,
                               line)
        s.menu = cursor - self.scroll
        s.changed()

    def step(self, keys):
        g = self.game
        if not keys:
            return
        if keys & K_B:
            g.go("title")
            return
        cursor = menu(keys, self.cursor, len(self.rows))
        if cursor != self.cursor:
            self.cursor = cursor
            self.enter(0)
            return
        step = 1 if keys & (K_RIGHT | K_A) else -1 if keys & K_LEFT else 0
        if not step:
            return
        st = g.settings
        row = self.rows[cursor]
        name = _PREFS[row]
        setattr(st, name, (getattr(st, name) + step) % (_PREF_VALUES[row] or len(g.w.ODD_NAMES)))
        if row == 0:             # another language: its pictures' names go, its words come
            forget_pictures()
        g.settings_changed(row == 0)
        self.enter(0)

