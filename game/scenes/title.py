"""The title: play, resume a kept session, learn to play, rules, settings, stats.

With a session kept from before, the cursor starts on "Resume", and "Play"
(or "Learn to play", a guided round: learn.py) asks first: a new game
replaces the kept one.  After a minute with no key
the attract mode starts (``attract.py``); it leaves the kept session alone.
"""

from micropython import const

from game import words
from game.game import ATTRACT_AFTER_MS
from game.keys import K_A, K_B, K_START
from game.screenkit import menu, write
from game.screens import TITLE

# The title menu's choices, and the scene each opens.
_PLAY = const(0)
_RESUME = const(1)
_LEARN = const(5)
_SCENES = ("setup", "resume", "rules", "settings", "stats", "learn")


class Scene:
    """The title menu."""

    def __init__(self, game):
        self.game = game
        # "Learn to play" last: the places of the others stay where hands know them.
        self.items = (0, 1, 2, 3, 4, 5) if game.saved else (0, 2, 3, 4, 5)
        self.cursor = min(game.title_choice, len(self.items) - 1)
        if game.saved and not game.title_choice:
            self.cursor = _RESUME     # a kept game: going on with it is the likely wish
        self.asking = 0               # "Play" (or "Learn") over a kept game: its scene's
                                      # number + 1 until answered yes or no

    def enter(self, how):
        g = self.game
        g.play_at(g.settings)
        if self.asking:
            s = g.show(TITLE, g.w.GAME, g.w.H_SURE)
            # From the top on a four-line screen (the OLED): the question needs all four.
            write(g, words.wrap(g.w.NEW_OVER_KEPT, g.columns), 0 if g.rows <= 4 else 1)
            s.changed()
            return
        s = g.show(TITLE, g.w.GAME, g.w.H_MENU)
        for i in range(len(self.items)):
            s.lines[i + 1] = "  " + g.w.MENU[self.items[i]]
        s.menu = self.cursor + 1
        s.changed()

    def step(self, keys):
        g = self.game
        if self.asking:
            if keys & (K_A | K_B):
                choice = self.asking - 1
                self.asking = 0
                if keys & K_A:
                    g.go(_SCENES[choice])
                else:
                    self.enter(0)
            return
        cursor = menu(keys, self.cursor, len(self.items))
        if cursor != self.cursor:
            self.cursor = cursor
            g.screen.menu = cursor + 1
            g.screen.changed()
        elif keys & (K_A | K_START):
            g.chose(cursor)
            choice = self.items[cursor]
            if (choice == _PLAY or choice == _LEARN) and g.saved:
                self.asking = choice + 1
                self.enter(0)
            else:
                g.go(_SCENES[choice])
        elif g.since(g.last_key) >= ATTRACT_AFTER_MS:
            g.go("attract")
