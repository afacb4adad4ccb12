"""The rules, page by page, in the chosen language.

The rules' texts (``game/lang/<code>_texts.py``) are loaded while this
scene is on screen and dropped with it.  Opened from the pause menu at the
table, B goes back to the table: the session kept there is taken up again.
"""

from game import words
from game.cardtext import odd_name
from game.game import FROM_TABLE
from game.keys import K_A, K_B, K_LEFT, K_RIGHT
from game.screenkit import KEY_WORDS, board_keys, write
from game.screens import RULES


class Scene:
    """Pages of the rules: right or A for the next, left for the one before, B to leave."""

    def __init__(self, game):
        self.game = game
        self.page = 0
        self.pages = self._pages()
        self.back = "title"

    def _pages(self):
        """Return the rules as pages of lines that fit the screen, each ending a sentence.

        The keys come second: a board of three buttons has its own page.
        Each key a text names (``{A}``) is put in the board's own names.  A
        sentence longer than a page runs on to the next.
        """
        g = self.game
        texts = words.texts(g.settings.language())
        rules = list(texts.RULES)
        rules.insert(1, texts.KEYS if g.keys is None else texts.KEYS_FEW)
        pages = []
        for title, text in rules:
            said = text.replace("%s", odd_name(g))     # the odd card, as often as named
            for key in KEY_WORDS:         # as the texts name them: {A}, {B}, ...
                said = said.replace("{%s}" % key, board_keys(g, key))
            page = ""
            for sentence in _sentences(said):
                longer = page + " " + sentence if page else sentence
                if len(words.wrap(longer, g.columns)) <= g.rows:
                    page = longer
                    continue
                if page:
                    pages.append((title, words.wrap(page, g.columns)))
                lines = words.wrap(sentence, g.columns)
                while len(lines) > g.rows:            # a sentence longer than a page
                    pages.append((title, lines[:g.rows]))
                    lines = lines[g.rows:]
                page = " ".join(lines)
            if page:
                pages.append((title, words.wrap(page, g.columns)))
        return pages

    def enter(self, how):
        if how == FROM_TABLE:
            self.back = "resume"
        g = self.game
        title, lines = self.pages[self.page]
        count = "%d/%d" % (self.page + 1, len(self.pages))
        title = words.fit(title, g.columns - len(count) - 1) + " " + count
        g.show(RULES, title, g.w.H_PAGE)
        write(g, lines, 0)
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


def _sentences(text):
    """Return ``text``'s sentences, each with its end sign: split after ". ", "? " and "! "."""
    found = []
    start = 0
    for i in range(len(text) - 1):
        if text[i] in ".?!" and text[i + 1] == " ":
            found.append(text[start:i + 1])
            start = i + 2
    found.append(text[start:])
    return found
