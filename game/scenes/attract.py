"""The attract mode: after a minute on the title, computers play rounds until a key is pressed.

Four computers of every personality play each variant in turn, at the
fast pace and in silence, on seeds far from a real session's; their rounds
are kept nowhere and counted in no stats.  Any key returns to the title
(``Game.step``); so do ten minutes with no key, in the dark, and then the
title waits here for the key that lights the screen before it starts again.
"""

from engine import cards
from game.game import NEW_SESSION
from game.settings import CPU_NAMES, Settings


class Scene:
    """Seat the attract mode's table, then hand over to the table scene."""

    def __init__(self, game):
        self.game = game

    def enter(self, how):
        g = self.game
        if not g.lit:         # the screen is dark: no more rounds, the title stays on it
            return
        demo = Settings()
        demo.players = 4
        for seat in range(4):
            demo.kinds[seat] = 1 + (0, 1, 2, 1)[seat]
            demo.names[seat] = CPU_NAMES[seat]
        demo.variant = g.demos % len(cards.VARIANTS)
        g.play_at(demo, True)
        g.go("table", NEW_SESSION)

    def step(self, keys):
        """Wait in the dark for the key that lights the screen, then bring the title back."""
        if self.game.lit:
            self.game.go("title")
