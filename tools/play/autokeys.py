"""A person at the device, in keys: what to press next on whatever screen a Game shows.

Tests, ``tools/art/shots.py`` and the MicroPython heap script play whole games
through the real loop with this: each time the device's key script runs dry,
``answer`` feeds it one more key from ``KeyPlayer.key()``, chosen from
``game.screen`` as it is now.  It plays every screen the way a patient
person would: starts a game from the title, draws a card somewhere along
the fan, looks at it for the time the game holds it, then ends the turn
with A or, sometimes, arranges first (down, a move or a shuffle, START),
waits for, hurries or skips the computers, and goes on from results and
scores until the session is over and the title is back.

Choices come from a tiny generator of its own (products stay far below
2**30), so a seed gives the same presses every time, on CPython and on
MicroPython alike; nothing here assumes how a game turns out.
"""

from engine import cards
from game.game import DRAWN_HOLD_MS
from game.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP
from game.screens import (
    ARRANGE,
    DRAW,
    LAY,
    NONE,
    REVEAL,
    RULES,
    SESSION,
    SETTINGS,
    SETUP,
    STATS,
    TITLE,
)
from game.settings import Settings


def answer(device, player):
    """Feed ``device`` the next key when its script runs dry; stop it when ``player`` is done.

    Call at the end of each frame, before the device's own ``wait_frame``.
    """
    if device.script_done:
        if player.done():
            device.running = False
        else:
            device.feed((player.key(),))


# How a KeyPlayer meets a computer's turn: out of 10 presses, how many wait
# (a 0: nothing pressed), hurry (A) or skip to the next person (B).
PATIENT = (6, 4, 0)
MIXED = (2, 6, 2)
HASTY = (0, 2, 8)


class KeyPlayer:
    """Choose the next key for ``game``, as a person holding the device would."""

    def __init__(self, game, seed=1, computers=MIXED, arrange=3):
        self.game = game
        self.computers = computers
        self.arrange = arrange      # in 10 drawn cards, how many are followed by arranging
        self.state = seed % 65521 + 1
        self.started = False        # a session has been started
        self._shown = -1            # the screen the plan below is for
        self._plan = []             # keys still to press on that screen, last first
        self._since = 0             # when that screen came

    def roll(self, n):
        """Return a number in 0..n-1 (n <= 1000)."""
        self.state = (self.state * 75 + 74) % 65537
        return self.state % n

    def done(self):
        """Return True once a session has ended and the title is back."""
        game = self.game
        return (self.started and game.screen.kind == TITLE and game.session is not None
                and game.session.over)

    def key(self):
        """Return the key to press next: one key bit, or 0 to wait."""
        game = self.game
        s = game.screen
        kind = s.kind
        if s.shown != self._shown:
            self._shown = s.shown
            self._since = game.now
            self._plan = []
            if kind == REVEAL:          # go on, or arrange first
                self._plan = [K_DOWN if self.roll(10) < self.arrange else K_A]
            elif kind == DRAW and not s.computer:
                self._plan_draw(s.top)
            elif kind == ARRANGE:
                self._plan_arrange(s.bottom)
            elif kind == LAY:
                self._plan_lay(s.bottom)
        if kind == REVEAL and game.since(self._since) < DRAWN_HOLD_MS:
            return 0                    # the drawn card is looked at: a key sooner is lost
        if self._plan:
            return self._plan.pop()
        if kind == TITLE:
            # "Play" is the first choice (line 1); asked whether to replace a kept game, yes.
            return K_A if s.menu == 1 or s.menu == NONE else K_UP
        if kind == SETUP:
            self.started = True
            return K_START
        if kind == DRAW and s.computer:
            wait, hurry, _skip = self.computers
            r = self.roll(10)
            return 0 if r < wait else K_A if r < wait + hurry else K_B
        if kind == ARRANGE or kind == LAY:
            return K_START
        if kind == RULES or kind == SETTINGS or kind == STATS:
            return K_B
        if kind == SESSION and game.session.over and not self.roll(3):
            return K_B   # enough: back to the title (forfeits would deal on for ever)
        return K_A   # draw here, or go on: pass, reveal, out, result, scores, error

    def _plan_draw(self, fan):
        """Walk the cursor to a card chosen along the fan (the A follows in key())."""
        target = self.roll(fan.count)
        steps = target - fan.cursor
        for _ in range(abs(steps)):
            self._plan.append(K_RIGHT if steps > 0 else K_LEFT)

    def _plan_lay(self, hand):
        """Pick the first two cards that pair (START follows in key() once none is left)."""
        rnd = self.game.rnd
        for i in range(hand.count):
            for j in range(i + 1, hand.count):
                if rnd.pairs(hand.cards[i], hand.cards[j]):
                    keys = [K_RIGHT] * i + [K_A] + [K_RIGHT] * (j - i) + [K_A]
                    keys.reverse()
                    self._plan = keys
                    return

    def _plan_arrange(self, hand):
        """Move a card a few places, or shuffle (START follows in key())."""
        r = self.roll(10)
        if hand.count < 2:
            return
        keys = []
        if r % 2:
            keys.append(K_SELECT)
        else:
            keys.append(K_A)
            for _ in range(1 + self.roll(hand.count - 1)):
                keys.append(K_RIGHT)
            keys.append(K_A)
        keys.reverse()
        self._plan = keys


def table(kinds, variant="classic", mode="single"):
    """Return Settings seating ``kinds`` (HUMAN or 1 + a personality)."""
    st = Settings()
    st.variant = cards.variant_number(variant)
    st.players = len(kinds)
    for seat in range(len(kinds)):
        st.kinds[seat] = kinds[seat]
    st.choose_mode(mode)
    return st
