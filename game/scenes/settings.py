"""The device's settings: language, pace, sound, text, suit colours, the odd card, aids, motion.

Up and down pick a row; left, right and A change it.  Each change is
flagged for the loop to keep, and a new language is loaded at once.
"""

from game import words
from game.keeping import SAVE_SETTINGS
from game.keys import K_A, K_B, K_LEFT, K_RIGHT
from game.screens import SETTINGS
from game.settings import SPEEDS

# Each language (``words.LANGUAGES``) by its own name, as this screen offers it.
LANGUAGE_NAMES = ("English", "Fran\u00e7ais", "Italiano", "Portugu\u00eas", "Deutsch")
# Which Settings attribute each row changes, and how many values it has (0: as
# many as the language has names for the odd card, 3 or 4).
_PREFS = ("lang", "speed", "sound", "big", "colorblind", "odd_name", "tracker",
          "odd_hint", "nudge", "motion")
_PREF_VALUES = (len(words.LANGUAGES), SPEEDS, 2, 2, 2, 0, 2, 2, 2, 2)
_BIG = 3        # the large-text row: offered only where the board has a large font
_INKS = 4       # the suit colours: only where the board shows colour


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
        label = (w.SOUND, w.BIG_TEXT, None, None, w.TRACKER, w.ODD_HINT, w.NUDGE,
                 w.MOTION)[row - 2]
        return label % w.OFF_ON[v]

    def enter(self, how):
        g = self.game
        s = g.show(SETTINGS, g.w.SETTINGS, g.w.H_CHANGE)
        self.scroll = g.scrolled(self.cursor, self.scroll, len(self.rows),
                                lambda i: self.text(self.rows[i]))
        s.changed()

    def step(self, keys):
        g = self.game
        if not keys:
            return
        if keys & K_B:
            g.go("title")
            return
        cursor = g.menu(keys, self.cursor, len(self.rows))
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
        if row == 0:
            g.w = words.load(st.language())
            g.forget_pictures()
        g.resize()
        g.due |= SAVE_SETTINGS
        self.enter(0)

