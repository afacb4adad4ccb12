"""The screens of the game and what each holds, as plain data for any display.

The current scene (``game/scenes/``) fills one ``Screen``; a view in
``hardware/`` draws it.  The view redraws only when ``version`` changes, and
never needs to know the rules: it draws a title, a few lines of text (one of
them maybe highlighted as a menu choice), up to two rows of cards, one big
card, and a hint line of keys.

Rows of cards hold card bytes (``engine/cards.py``).  A face-down row is drawn
with each card's own back (the two decks of ``double`` have different backs,
as at a real table); a face-up row shows faces.
"""

from micropython import const

TITLE = const(0)
SETUP = const(1)
PASS = const(2)
DRAW = const(3)
REVEAL = const(4)
ARRANGE = const(5)
OUT = const(6)
RESULT = const(7)
SESSION = const(8)
STATS = const(9)
SETTINGS = const(10)
RULES = const(11)
ERROR = const(12)
LAY = const(13)
PAUSE = const(14)
AWARDS = const(15)

# What a computer's turn on screen is at (``Screen.computer``).
PERSON = const(0)         # no computer: a person's screen, or no turn
COMPUTER_AIMS = const(1)  # a computer's cursor is on its way to its choice
COMPUTER_TOOK = const(2)  # its choice is shown: the card goes next

MAX_LINES = const(7)      # lines a screen of text shows at most (a board's rows)
LINES = const(12)         # lines a screen holds: what does not fit its rows pages on
_ROW_CARDS = const(64)
NONE = const(-1)
FLY_BACK = const(0x7F)    # ``fly``: a card seen from its back (with its deck's bit), value unsaid


class Row:
    """A row of cards: which, face up or down, where the cursor is."""

    def __init__(self):
        self.cards = bytearray(_ROW_CARDS)
        self.count = 0
        self.face_up = False
        self.cursor = NONE       # the card the cursor points at
        self.selected = NONE     # a card picked up to be moved
        self.label = ""          # whose cards these are, shown beside the row
        self.face = 0            # ... and their face at its left (a picture card), 0: none
        # A computer's fan on a person's draw: its face gives a tell (hardware/view.py) while
        # the cursor is on a card whose bit is set here (its Old Maid; table_cpu.py's ``tell``).
        self.tell = False
        self.tells = bytearray(_ROW_CARDS // 8)

    def clear(self):
        """Show no cards."""
        self.count = 0
        self.cursor = NONE
        self.selected = NONE
        self.label = ""
        self.face = 0
        self.tell = False

    def fill_from(self, rnd, seat, face_up):
        """Show ``seat``'s hand from round ``rnd`` in its order."""
        n = rnd.hand_size(seat)
        for i in range(n):
            self.cards[i] = rnd.card(seat, i)
        self.count = n
        self.face_up = face_up
        if self.cursor >= n:
            self.cursor = n - 1
        if self.selected >= n:
            self.selected = NONE


class Screen:
    """Everything one screen shows."""

    def __init__(self):
        self.kind = TITLE
        self.version = 0
        self.shown = 0            # counts screens shown, for --screens and --shots
        self.title = ""
        self.lines = [""] * LINES
        # Bit i: line i is kept on a page with line i + 1: a label, a phrase that runs on,
        # a list that should show whole.  A page ends only where a bit is clear.
        self.glue = 0
        self.page = 0             # a person's screen: the page of its lines they turned to
        self.more = ""            # ... and the hint while its lines run to a second page
        self.faces = bytearray(LINES)   # a seat's face beside line i (a picture card), 0: none
        self.menu = NONE          # the highlighted line, or NONE
        self.hint = ""
        self.top = Row()          # an offered fan (face down) or a laid pair
        self.bottom = Row()       # the player's own hand
        self.big = NONE           # a card shown large (the drawn card, the Old Maid)
        self.seat = NONE          # whose screen: the title bar in their colour, with their
        self.face = NONE          # ... face, a picture card at its left (NONE: none)
        self.computer = PERSON    # a computer's turn: COMPUTER_AIMS, then COMPUTER_TOOK
        # A card on its way (motion on): the viewer's own card face up (drawn, to the big
        # card; a pair, from it off the top), or FLY_BACK with the card's deck bit, a card
        # leaving a fan face down.  A hidden card's value is never put here: what the
        # screen does not hold, no frame of it can show.
        self.fly = NONE
        self.colorblind = 0       # suits in four colours
        self.big_text = 0         # text in the large font

    def name(self):
        """Return the screen's name, as ``--screens`` prints it (game/names.py's)."""
        from game.names import SCREENS

        return SCREENS[self.kind]

    def show(self, kind, title, hint=""):
        """Start a new screen: clear lines, rows and the big card."""
        self.kind = kind
        self.title = title
        self.hint = hint
        for i in range(LINES):
            self.lines[i] = ""
            self.faces[i] = 0
        self.glue = 0
        self.page = 0
        self.more = ""
        self.menu = NONE
        self.top.clear()
        self.bottom.clear()
        self.big = NONE
        self.seat = NONE
        self.face = NONE
        self.computer = PERSON
        self.fly = NONE
        self.shown += 1
        self.changed()

    def changed(self):
        """Tell the view something visible changed."""
        self.version += 1
