"""Three to five buttons, and how long each is held, turned into the game's eight keys.

A board with a small OLED has a few buttons, not a D-pad and four more: the
game's keys come from short and long presses and from pressing two at once.

=================  ===========================================
button(s)          key
=================  ===========================================
left, short        LEFT
right, short       RIGHT
select, short      A
select, long       B
left, long         UP (and again while held: see below)
right, long        DOWN (likewise)
left + right       START (pressed together)
select + left      SELECT (or select + right: shuffle the hand)
up, down (4th/5th) UP, DOWN at once, repeating while held
=================  ===========================================

A press is long once held ``long_ms`` (600 ms): its key comes then, while
the button is still down, so you can feel when to let go; a short press
gives its key when it comes up.  A key that repeats comes again
``first_ms`` (400 ms) after it first came, then every ``repeat_ms``
(100 ms), as a D-pad's direction held does (hardware/keys.py's
``Latch``).  Two buttons make a pair when the second goes down while the
first is still held and has given nothing yet; neither gives anything
more until it is released.

Feed ``press`` and ``release`` with each button's number and the time in
ms (``now_ms()`` time, wrapping at 2**29), call ``tick`` once a frame so
that long presses fire while held, and ``take`` the keys.  Pure logic, no
allocation after construction: runs on CircuitPython and CPython alike.

>>> b = Buttons()
>>> b.press(SELECT, 0); b.release(SELECT, 120); b.take() == K_A
True
>>> b.press(SELECT, 1000); b.tick(1700); b.take() == K_B
True
>>> b.release(SELECT, 1800); b.take()
0
"""

from micropython import const

from game.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP

LEFT = const(0)     # button numbers, in the order settings name their pins
SELECT = const(1)
RIGHT = const(2)
UP = const(3)
DOWN = const(4)
MAX_BUTTONS = const(5)
LONG_MS = const(600)
_FIRST_MS = const(400)       # a key that repeats: again this long after it first came ...
_REPEAT_MS = const(100)      # ... then this often, as a D-pad's direction (hardware/keys.py)

_MS_MASK = const(0x1FFFFFFF)
_MS_HALF = const(0x10000000)
_PAIRED = const(7)           # left, select and right can be pressed in pairs
_LEFT_RIGHT = const(5)
_SHORT = bytes((K_LEFT, K_A, K_RIGHT, K_UP, K_DOWN))
_LONG = bytes((K_UP, K_B, K_DOWN, K_UP, K_DOWN))
_REPEATS = const(0b11101)    # every button but select repeats its long key while held
_AT_ONCE = const(0b11000)    # up and down give their key as they go down


class Buttons:
    """Turn button presses with their times into key bits; see the module's table."""

    def __init__(self, long_ms=LONG_MS, repeat_ms=_REPEAT_MS, first_ms=_FIRST_MS):
        self.long_ms = long_ms
        self.repeat_ms = repeat_ms
        self.first_ms = first_ms
        self.down = 0        # buttons held, one bit each
        self.spent = 0       # held buttons whose press has given its key already
        self.repeating = 0   # held buttons giving their long key again and again
        self.pending = 0     # keys not yet taken
        self._since = [0] * MAX_BUTTONS   # when each button went down, or last repeated
        self._wait = [0] * MAX_BUTTONS    # how long after _since it repeats

    def press(self, button, now):
        """Record that ``button`` went down at ``now``."""
        bit = 1 << button
        if self.down & bit:
            return
        self.down |= bit
        self._since[button] = now
        if _AT_ONCE & bit:
            self.pending |= _SHORT[button]
            self.spent |= bit
            self.repeating |= bit
            self._wait[button] = self.first_ms
            return
        waiting = self.down & ~self.spent & _PAIRED & ~bit
        if waiting and _PAIRED & bit:
            pair = waiting | bit
            self.pending |= K_START if pair & _LEFT_RIGHT == _LEFT_RIGHT else K_SELECT
            self.spent |= pair

    def release(self, button, now):
        """Record that ``button`` came up at ``now``: a short press gives its key."""
        bit = 1 << button
        if not self.down & bit:
            return
        self.tick(now)  # held long, though nobody looked until now: still a long press
        if not self.spent & bit:
            self.pending |= _SHORT[button]
        self.down &= ~bit
        self.spent &= ~bit
        self.repeating &= ~bit

    def tick(self, now):
        """Give the long keys of buttons held long enough by ``now``; call once a frame."""
        held = self.down & ~(self.spent & ~self.repeating)
        button = 0
        while held:
            bit = 1 << button
            if held & bit:
                held &= ~bit
                # Signed, across the wrap: a time just before ``since`` is no long press.
                held_ms = ((now - self._since[button] + _MS_HALF) & _MS_MASK) - _MS_HALF
                spent = self.spent & bit
                due = self._wait[button] if spent else self.long_ms
                if held_ms >= due:
                    self.pending |= _LONG[button]
                    self.spent |= bit
                    if _REPEATS & bit:
                        self.repeating |= bit
                        # Kept to the pace over frames (a key due at 600 ms and seen at
                        # 627 comes again at 1000), unless a slow frame lost a repeat.
                        late = held_ms - due
                        if late >= self.repeat_ms:
                            late = 0
                        self._since[button] = (now - late) & _MS_MASK
                        self._wait[button] = self.repeat_ms if spent else self.first_ms
            button += 1

    def take(self):
        """Return the keys given since the last take, and forget them."""
        keys = self.pending
        self.pending = 0
        return keys

    def held_keys(self):
        """Return the short-press keys of the buttons held now."""
        keys = 0
        for button in range(MAX_BUTTONS):
            if self.down & (1 << button):
                keys |= _SHORT[button]
        return keys

    def reset(self):
        """Forget every button, after presses were lost."""
        self.down = 0
        self.spent = 0
        self.repeating = 0
        self.pending = 0
