"""The rules, page by page, in the chosen language.

The rules' texts (``game/lang/<code>_texts.py``) are loaded while this
scene is on screen and dropped with it.  Opened from the pause menu at the
table, B goes back to the table: the session kept there is taken up again.
"""

from game import words
from game.game import FROM_TABLE
from game.keys import K_A, K_B, K_LEFT, K_RIGHT
from game.screens import RULES


class Scene:
    """Pages of the rules: right or A for the next, left for the one before, B to leave."""

    def __init__(self, game):
        self.game = game
        self.page = 0
        self.pages = self._pages()
        self.back = "title"

    def _pages(self):
        """Return the rules as pages of lines that fit the screen, the lines shared evenly."""
        g = self.game
        pages = []
        for title, text in words.texts(g.settings.language()).RULES:
            lines = words.wrap(text % g.odd_name() if "%s" in text else text, g.columns)
            # As many pages as it takes, the lines shared evenly: no page of one word.
            count = (len(lines) + g.rows - 1) // g.rows
            at = 0
            for page in range(count):
                n = len(lines) // count + (1 if page < len(lines) % count else 0)
                pages.append((title, lines[at:at + n]))
                at += n
        return pages

    def enter(self, how):
        if how == FROM_TABLE:
            self.back = "resume"
        g = self.game
        title, lines = self.pages[self.page]
        count = "%d/%d" % (self.page + 1, len(self.pages))
        title = words.fit(title, g.columns - len(count) - 1) + " " + count
        g.show(RULES, title, g.w.H_PAGE)
        g.write(lines, 0)
        g.screen.changed()

    def step(self, keys):
        if keys & K_B:
            self.game.go(self.back)
        elif keys & (K_RIGHT | K_A) and self.page + 1 < len(self.pages):
            self.page += 1
            self.enter(0)
        elif keys & K_LEFT and self.page > 0:
            self.page -= 1
            self.enter(0)
