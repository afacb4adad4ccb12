"""The eight logical keys the game understands, whatever buttons a board has.

Every platform turns its own buttons into these bits (``hardware/``); the
game's flow reads one ``int`` bitmask of keys just pressed.
"""

from micropython import const

K_LEFT = const(1)
K_RIGHT = const(2)
K_UP = const(4)
K_DOWN = const(8)
K_A = const(16)
K_B = const(32)
K_START = const(64)
K_SELECT = const(128)

DPAD = const(15)  # LEFT | RIGHT | UP | DOWN
ALL_KEYS = const(255)

# KEY_NAMES[i] names the key whose bit is 1 << i.
KEY_NAMES = ("LEFT", "RIGHT", "UP", "DOWN", "A", "B", "START", "SELECT")


MAX_WAIT_MS = const(600000)   # the longest WAIT (or hold) a key script may ask for: ten minutes


def parse_keys(text):
    """Return the key bits named in ``text``, one per whitespace-separated name.

    ``WAIT:MS`` presses nothing for MS milliseconds of the clock, and is
    given as ``-MS``; ``NAME:MS`` holds the key down for MS milliseconds
    (a direction repeats meanwhile), given as its bit plus ``MS << 8``
    (hardware/stub.py's ``KeyScript`` plays both):

    >>> parse_keys("START wait:2000 down right:1000")
    [64, -2000, 8, 256002]
    """
    bits = []
    for word in text.split():
        name, _, ms = word.upper().partition(":")
        if _ and (not ms.isdigit() or not 0 < int(ms) <= MAX_WAIT_MS):
            raise ValueError("%r lasts 1 to %d milliseconds: WAIT:2000 or RIGHT:1000, say"
                             % (word, MAX_WAIT_MS))
        if name == "WAIT" and _:
            bits.append(-int(ms))
        elif name in KEY_NAMES:
            bits.append(1 << KEY_NAMES.index(name) | (int(ms) << 8 if _ else 0))
        else:
            raise ValueError(
                "unknown key %r: use %s, WAIT:MS, or NAME:MS to hold one"
                % (word, ", ".join(KEY_NAMES))
            )
    return bits
