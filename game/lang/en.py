"""English: every word the game shows, but for the rules and forfeits (``en_texts.py``).

Each language module holds the same names (tests/game/test_words.py checks).  A
``%s`` is a player's initials (three letters) or a word from this module, a
``%d`` a number of up to two digits.  Single lines fit 21 characters once
filled in, the width of the smallest screen.
"""

NAME = "English"
GAME = "Old Maid"
# What the odd card is called: the language's own name first, the Black Peter
# one second (a Black Peter deal shows it), the neutral one third; a language
# whose rules documents name the Black Peter figure otherwise adds that name
# fourth (fr, it; pt's second is it already).  Sentences put "the" before them
# (ODD_CARD, in a sentence that names any card).
ODD_NAMES = ("Old Maid", "Black Peter", "Joker")
# Which of them the Black Peter deal's joker goes by when the first is chosen.
PETER = 1
# The odd card inside a sentence ("BOB took the Old Maid"), by the name chosen.
ODD_CARD = "the %s"
# The face cards' letters in this language's own deck: Jack, Queen, King.
FACE_CARDS = "JQK"

MENU = ("Play", "Resume", "Rules", "Settings", "Stats", "Learn to play")
H_MENU = "\u2191\u2193 choose  A: ok"
H_PAGE = "\u2190\u2192 page  B: back"
H_CHANGE = "\u2190\u2192 change  B: back"
H_SETUP = "←→ change START: play"
H_LETTER = "\u2191\u2193 letter  A: next"
H_FACE = "\u2191\u2193 picture  A: done"
H_BACK = "A/B: back"
H_GO_ON = "A: go on"
H_SHOW = "A: my cards  B: menu"
H_CHOOSE = "←→ A: draw  B: menu"
H_CPU = "A: faster  B: skip"
H_CPU_OUT = "A: faster START: menu"   # no person left at the table: the pause menu
H_PAUSE = "↑↓←→  A: ok  B: go on"
H_PICK = "A: pick  START: done"
H_PUT = "\u2190\u2192 move  A: drop"
H_LAY = "A: pick  START: done"
H_SHOW_ME = "SELECT: show a pair"   # the pair nudge stopped a false pair: help at hand
H_MORE = "SELECT: more"   # a person's screen has a second page of lines: this turns it
H_LAY_SHOWN = "A: lay it  B: done"   # SELECT showed a pair: A on its twin lays it
H_SCORES = "A: scores"
H_NEXT = "A: next round"
H_FORFEIT = "A: next round  B: end"   # B ends an evening of forfeits
H_END = "A: title"
H_TO_FORFEIT = "A: forfeit"   # an evening of forfeits: A on the result shows the forfeit
H_RESET = "←→ A: reset  B: back"
H_SURE = "A: yes  B: no"
NEW_OVER_KEPT = "A game is kept for Resume. Start a new one? The kept game will be lost."
H_ATTRACT = "Any key: menu"

# Setup
NEW_GAME = "New game"
PLAYERS = "Players: %d"
SEAT = "%d %s %s"
# Who plays a seat: a person, or a computer by how hard it is to beat (the
# engine's casual, canny and child); never a word for a person, which would
# read as who sits there.
KINDS = ("person", "normal", "sly", "easy")
VARIANT = "Game: %s"
VARIANTS = ("classic", "same colour", "Black Peter", "two removed",
            "short deck", "two decks", "pictures")
SESSION = "Session: %s"
MODES = ("one round", "rounds", "elimination", "penalty", "tokens", "forfeits")
COUNT = ("", "Rounds: %d", "", "Points out: %d", "Tokens: %d", "")
DEALER = "Dealer: %s"
DEALERS = ("rotates", "stays")
PAIRS = "Pairs: %s"
PAIRING = ("laid for you", "you lay them")
AUTOSHUFFLE = "Auto-shuffle: %s"
START = "Start!"
OFF_ON = ("off", "on")
# One line under the setup's row at the cursor, saying what its choice means
# (game/scenes/setup.py): by kind, variant, mode, the mode's count ("" none),
# dealer, pairs; then the players, the auto-shuffle and Start!
KIND_TIPS = ("Played by a person", "Computer, no tricks", "The hardest computer",
             "The easiest computer")
VARIANT_TIPS = ("One Queen taken out", "Pairs of one colour", "52 cards and a joker",
                "A Queen, a Jack out", "7 to Ace: faster", "8 players or more",
                "Pictures, no numbers")
MODE_TIPS = ("One round, one loser", "Fewest losses wins", "Each loser leaves",
             "A point each loss", "A loss costs a token", "A task for the loser")
COUNT_TIPS = ("", "How many rounds", "", "Points to be out", "Tokens each to start", "")
DEALER_TIPS = ("Moves a seat a round", "Same one every round")
PAIRING_TIPS = ("The game lays them", "Lay them yourself")
SETUP_TIPS = ("People and computers", "Shuffles your hand", "Deal the cards")

# Settings
SETTINGS = "Settings"
LANGUAGE = "Language: %s"
SPEED = "Speed: %s"
SPEEDS = ("slow", "normal", "fast")
SOUND = "Sound: %s"
MOTION = "Motion: %s"   # cards and cursors move
BIG_TEXT = "Large text: %s"
SUIT_INKS = "Suit colours: %s"
INKS = ("2", "4")
ODD_NAME = "Odd card: %s"
ODD_NAME_TIP = "The odd card's name"   # under the row above, at the cursor
TRACKER = "Laid tracker: %s"
ODD_HINT = "Last two hint: %s"
NUDGE = "Pair nudge: %s"

# Stats
STATS = "Stats"
STATS_EMPTY = "No rounds played yet."
STATS_HEAD = "Rounds played, lost; sessions won:"   # over the numbers of each row, in their order
STATS_ROW = "%s %4d %4d %3d"
SEAT_NAME = "#%d"
RESET = "Reset all stats?"
RESET_DONE = "Stats reset."

# A turn
PASS_TO = "Pass to %s"
PASS_LINE = "Pass the device to"
PASS_ASK = "%s, then press A."
HIDDEN = "Cards hidden."
HIDDEN_ASK = "%s: A to see them."
YOUR_TURN = "%s: draw from %s"
CPU_TURN = "%s draws from %s"
FAN = "%s's fan"
HAND = "Your hand"
SINCE = "Since your last turn:"
TOOK = "%s took %s"
DREW = "You drew %s"
DREW_ODD = "It's the %s!"
A_PAIR = "A pair! Laid down."
NO_PAIR = "No pair: you keep it."
EMPTY_HAND = "Your hand is empty!"
OUT = "%s is safe!"
SAFE = ("No cards left: you're", "safe for this round.")
LAID = "%s laid %s %s"
ARRANGE = "Arrange your hand"
ARRANGE_TIP = ("Hide it mid-fan.", "SELECT: shuffle")
LAY = "Lay your pairs"
LAY_TIP = "Pick a pair of cards."
NOT_A_PAIR = "Not a pair! Not laid."
PAIR_SHOWN = "Here is a pair."
NUDGED = "Your hand has a pair."
STILL_PAIR = "Lay every pair first."
GONE = "Gone from play: %s"
# With two hands left, who holds the odd card (%s its name): a label and a short one
MORE_CARDS = ("%s (more cards):", "%s:")
# The two labels above (SINCE, GONE) short, beside their first item
# where a page shows one line (the OLED's table; "": none, the item says it).
SHORT_LABELS = ("", "Gone:")

# The end of a round
IS_ODD = "%s: the %s!"
BOTH_LOSE = "%s and %s lose!"
HELD_CARD = "%s held %s"
# Under the result: the odd card's way from hand to hand ("ANN → BOB"), or:
NEVER_LEFT = "Never left %s's hand"   # the odd card was never drawn
# Learning mode: a false pair, told at the round's end with both cards.
FALSE_PAIR = "%s laid %s with %s, which do not pair."
ROUND_SCORES = "Round %d: %s"
ROUND_OF = "Round %d of %d"   # the rounds mode: it counts them
LEADS = "◀ leads"   # after the leader's score
WHAT = ("losses", "losses", "losses", "points", "tokens", "forfeit")
LEFT = "(left)"
LEFT_LIST = "Left the table:"
WINNER = "Winner:"
WINNERS = "Winners:"
NOBODY = "Nobody wins!"
FORFEIT = "%s, your forfeit:"
FORFEIT_CPU = "%s, the computer:"  # a computer lost: no forfeit

# Messages
ERROR = "Something went wrong"
# Under ERROR: the fault itself goes to the console only.
ERROR_SAID = "Your saved game is kept. If this happens again, switch the game off and on."
NO_MEMORY = "Out of memory: the last save is kept."
# The heap the game needs (game/game.py's NEED_*_KB).
NO_MEMORY_FIX = "It needs %d KB free as .mpy, %d KB as .py: deploy it compiled (docs/memory.md)."
SAVE_OFF = "Saving is off."
# A chip that wears at every write keeps few saves (hardware/keeper.py):
SAVE_SPARING = "Saves go to the chip: no resume, stats at a session's end."
# A save refused: full, read-only, out of memory, too big, any other cause.
SAVE_REFUSED = ("Not saved: drive full", "Not saved: read-only",
                "Not saved: no memory", "Not saved: too big", "Not saved")
BAD_SAVE = "A save is unreadable:"
DEFAULTS = "defaults restored."
# One copy of a save was lost (hardware/records.py's ONE_LOST).
LAST_SAVE_LOST = "Your last save may have been lost; the one before it is back."

# The pause menu, from a person's draw or pass screen (B) or, with no person
# left at the table, from the computers' turns (START): rules and sound and
# speed (the words above) between its first item and the others: go on; leave,
# the game kept; end it.
PAUSE = "Paused"
PAUSE_MENU = ("Go on", "Leave the table", "End the session")

# -- Added for issue 17 (a turn in two presses; an evening that ends with a bow) --
H_DREW = "A: go on ↑↓: arrange"   # the drawn card: A ends the turn, up/down arranges
H_HELD = "←→ move  A: done"   # a card picked up, not carried: A puts it back, done
END_ASK = "End the session now? Its final tally follows."   # "End the session" asks
FINAL = "Final tally"   # a session's tally, ended from the pause menu
EVENING = "The evening: forfeits"   # the tally of an evening of forfeits, after B
# The awards of the evening, after a session's final tally (game/scenes/awards.py):
# the screen's title; each award's name (the most pairs laid; the hand the Old
# Maid, the card left unmatched, came into most often, dealt or drawn; the
# longest run of draws with no card of the odd kind in hand), said as a title
# anyone may hold; its figure, for one and for more (``%d`` the count); and the
# line before them when a resumed session counted only from the resume on.
AWARDS = "Awards of the evening"
AWARD_NAMES = ("Ace of pairs", "Old Maid's favourite", "Artful dodger")
AWARD_FIGURES = ("%d pair", "%d pairs", "%d visit", "%d visits", "%d turn", "%d turns")
AWARDS_RESUMED = "Since you resumed:"

# -- Added for issue 33 (a first evening that teaches itself) --
# "Learn to play" (game/scenes/learn.py): its words on the table's screens (the texts'
# LEARN), and the hint under them: A takes them away, B ends the tips for the round.
H_GUIDE = "A: ok  B: no tips"
# The final tally: START plays again at the same table (a rematch).
H_AWARDS_AGAIN = "A: awards START: again"
H_END_AGAIN = "A: title START: again"
TELLS = "Computers' tells: %s"   # a computer's face gives its Old Maid away (settings)
AGES = "Forfeits: %s"   # whose forfeits an evening draws from (settings)
AGE_NAMES = ("little ones", "big kids", "grown-ups")
