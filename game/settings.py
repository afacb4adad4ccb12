"""What setup and settings choose, kept from one game to the next.

``to_bytes`` and ``write_into`` give the saved form (a few dozen bytes, see
``FIELDS``); game/settings_kept.py's ``read`` takes it back (loaded for
that alone: this module imports nothing of it), refusing anything out of
range rather than start a game nobody chose.
"""

from micropython import const

from engine import cards, session
from game.words import LANGUAGES

HUMAN = const(0)          # a seat's kind; 1 + a personality number is a computer
SEATS = const(12)
CPU_NAMES = ("BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL", "IDA", "JOE", "KIM",
             "LEO", "MAY")
# Each seat's face: a picture of the pictures deck (its number there), shown with
# the seat's colour so that a child who cannot read yet knows whose turn it is.
# The animals first: cat, dog, fox, bird, fish; then sun, moon, star, tree,
# flower, apple, rocket (tools/art/make_sprites.py's PICTURES).
DEFAULT_FACES = b"\x07\x08\x16\x09\x06\x00\x01\x02\x05\x0d\x0c\x17"

# Session modes as setup offers them; the count is for rounds, penalty and
# tokens.  Forfeits play single rounds one after another: no score is kept.
SINGLE = const(0)
ROUNDS = const(1)
ELIMINATION = const(2)
PENALTY = const(3)
TOKENS = const(4)
FORFEITS = const(5)
MODE_COUNT = const(6)
# The engine's session mode for each: forfeits are single rounds.
_SESSION_MODES = (session.SINGLE, session.ROUNDS, session.ELIMINATION, session.PENALTY,
                  session.TOKENS, session.SINGLE)
DEFAULT_COUNTS = (0, 5, 0, 3, 10, 0)
MAX_COUNT = const(99)
SPEEDS = const(3)
ODD_NAMES = const(4)      # the most ways a language names the odd card (3 or 4, game/lang)

# The saved form: one byte each, in this order, then a kind a seat, 3 letters a
# seat and (since version 3) a face a seat.
FIELDS = ("players", "variant", "mode", "count", "rotate", "manual", "autoshuffle",
          "speed", "sound", "big", "colorblind", "odd_name", "tracker", "odd_hint",
          "nudge", "lang", "motion", "tells", "ages")
SIZE = len(FIELDS) + 5 * SEATS   # the fields, then a kind, 3 letters and a face a seat
# Of the saved form: 1 had no motion, 2 no faces, 3 no tells nor forfeits' ages
# (settings_kept.upgrade).
VERSION = const(4)
AGES = const(3)           # the forfeits' groups: little ones, big ones, grown-ups


class Settings:
    """The table (seats, variant, session) and the device's preferences."""

    guided = False    # a "Learn to play" round's table (game/scenes/learn.py): never kept

    def __init__(self):
        self.players = 4
        self.kinds = bytearray(SEATS)          # HUMAN or 1 + personality
        self.names = ["ANN"] + list(CPU_NAMES[:SEATS - 1])
        for s in range(1, SEATS):
            self.kinds[s] = 1 + (1, 0, 2)[s % 3]   # canny, casual, child, ...
        self.faces = bytearray(DEFAULT_FACES)  # each seat's picture (cards.THEMED_FIRST + it)
        self.variant = cards.CLASSIC
        self.mode = SINGLE
        self.count = 0
        self.rotate = 1           # the dealer moves one seat left each round
        self.manual = 0           # people lay their own pairs (learning mode)
        self.autoshuffle = 0      # a person's fan is shuffled before it is offered
        self.speed = 1
        self.sound = 1
        self.big = 0              # large text
        self.colorblind = 0       # four suit colours instead of two
        self.odd_name = 0         # which of the language's names the odd card has
        self.tracker = 1          # learning aid: the ranks already laid
        self.odd_hint = 1         # learning aid: who holds an odd number of cards
        self.nudge = 1            # learning aid: a pair still in a hand (manual pairs)
        self.lang = 0             # index in game.words.LANGUAGES
        self.motion = 1           # cards and cursors move; 0: they jump, as on a slow board
        # The computers' faces give a tell as the cursor passes their Old Maid: strong
        # for the easiest, none for the canny (game/scenes/table_cpu.py's ``tell``).  On:
        # it is true, it is the table's one help for a child against a computer, and
        # a grown-up's canny opponent shows none.
        self.tells = 1
        # The forfeits' age group (the words' FORFEITS): little ones first, as what a
        # small child can do any grown-up can, and the reverse is not so.
        self.ages = 0

    def humans(self):
        """Return how many seats are people."""
        n = 0
        for s in range(self.players):
            if self.kinds[s] == HUMAN:
                n += 1
        return n

    def set_mode(self, mode):
        """Choose a session mode, with its usual count."""
        self.mode = mode
        self.count = DEFAULT_COUNTS[mode]

    def choose_mode(self, text):
        """Choose a session mode as the transcript writes it (``rounds:7``) or ``forfeits``.

        For the simulator, the tools and the tests: game/names.py reads it.
        """
        from game.names import choose_mode

        choose_mode(self, text)

    def session_mode(self):
        """Return the session mode as the engine numbers it (engine/session.py)."""
        return _SESSION_MODES[self.mode]

    def session_count(self):
        """Return the count the session mode takes (rounds, points, tokens), or 0."""
        return self.count

    def language(self):
        """Return the language's code."""
        return LANGUAGES[self.lang]

    def to_bytes(self):
        """Return the saved form."""
        out = bytearray(SIZE)
        self.write_into(out)
        return bytes(out)

    def write_into(self, out, at=0):
        """Write the saved form into ``out`` from ``at`` on: ``SIZE`` bytes, nothing allocated."""
        for i in range(len(FIELDS)):
            out[at + i] = getattr(self, FIELDS[i])
        at += len(FIELDS)
        for s in range(SEATS):
            out[at + s] = self.kinds[s]
            name = self.names[s]
            for j in range(3):
                out[at + SEATS + 3 * s + j] = ord(name[j])
            out[at + 4 * SEATS + s] = self.faces[s]

