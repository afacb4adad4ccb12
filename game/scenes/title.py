"""The title: play, resume a kept session, rules, settings, stats.

After a minute with no key the attract mode starts (``attract.py``).
"""

from micropython import const

from game.game import ATTRACT_AFTER_MS
from game.keys import K_A, K_START
from game.screens import TITLE

# The title menu's choices, and the scene each opens.
_PLAY = const(0)
_RESUME = const(1)
_SCENES = ("setup", "resume", "rules", "settings", "stats")


class Scene:
    """The title menu."""

    def __init__(self, game):
        self.game = game
        self.items = (0, 1, 2, 3, 4) if game.saved else (0, 2, 3, 4)
        self.cursor = min(game.title_choice, len(self.items) - 1)

    def enter(self, how):
        g = self.game
        g.demo = False
        g.table = g.settings
        s = g.show(TITLE, g.w.GAME, g.w.H_MENU)
        for i in range(len(self.items)):
            s.lines[i + 1] = "  " + g.w.MENU[self.items[i]]
        s.menu = self.cursor + 1
        s.changed()

    def step(self, keys):
        g = self.game
        cursor = g.menu(keys, self.cursor, len(self.items))
        if cursor != self.cursor:
            self.cursor = cursor
            g.screen.menu = cursor + 1
            g.screen.changed()
        elif keys & (K_A | K_START):
            g.title_choice = cursor
            g.go(_SCENES[self.items[cursor]])
        elif g.since(g.last_key) >= ATTRACT_AFTER_MS:
            g.go("attract")
