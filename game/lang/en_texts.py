"""English: the long texts, the rules, the forfeits and the awards.

Only the rules screen, a forfeit and the awards show them, so they live apart from
``en.py``, which a game holds all along: ``game.words.texts`` loads this
module while one of them is shown, and the game drops it after.  Each
language has the same names (tests/test_words.py checks).  They are
wrapped to the screen; a ``%s`` in a rules text is the odd card's name.
"""

RULES = (
    ("How to play",
     "All cards are dealt. Everyone lays down their pairs. On your turn draw "
     "one card, face down, from the player on your right. A pair? Lay it "
     "down."),
    ("Going out",
     "With no cards left you are out and safe. The one left holding the "
     "unmatched card is the %s and loses."),
    ("Tips",
     "Hide the odd card in the middle of your fan: people draw from the "
     "edges. Shuffle between turns. An odd number of cards mid-game? That "
     "player may hold the %s."),
    ("Variants",
     "Same colour: red pairs with red, black with black. Black Peter: a "
     "joker is the odd card. Two removed: a Queen and a Jack. Short deck: 7 "
     "to Ace. Two decks: two odd cards. Pictures: for children."),
    ("Sessions",
     "Rounds: fewest losses win. Elimination: the loser leaves. Penalty: a "
     "point a loss, out at the limit. Tokens: a loss costs one. Forfeits: "
     "the loser does a funny task."),
    ("Learning mode",
     "You lay your own pairs: {A} on a card, then {A} on its twin. Two cards "
     "that do not pair are laid all the same, and make you the %s, as the "
     "French rules say. The end of the round shows them."),
    ("Learning aids",
     "Each can be switched off in the settings. The tracker lists the "
     "ranks gone from play. The odd count names who holds an odd number of "
     "cards. The pair nudge says when your hand still has a pair and "
     "stops a false one. Then {SELECT} shows you a pair."),
)

FORFEITS = (
    "Sing a song.",
    "Pull your funniest face.",
    "Hop on one foot ten times.",
    "Tell a joke.",
    "Do your best animal noise.",
    "Say the alphabet backwards from F.",
    "Dance for ten seconds.",
    "Say something nice about each player.",
    "Talk like a robot until your next turn.",
    "Balance a book on your head.",
)
# When a computer is the Old Maid: a line about it (%s is its name).
CPU_FORFEITS = (
    "%s beeps sadly and hums a little tune.",
    "%s's circuits blush a deep red.",
    "%s asks for a rematch, very politely.",
    "%s counts to a million to calm down.",
    "%s swears to shuffle better next time.",
)

# The keys, a page of the rules after the first, on a board with a D-pad: each {A} is
# the key's name on the board (game/scenes/rules.py puts them in), as in the rules above.
KEYS = ("Keys",
     "Left and right move the cursor, and {A} draws the card under it. "
     "{A} again ends your turn. Up or down first lets you arrange your "
     "hand: {A} picks a card up and puts it down, left and right carry "
     "it. {SELECT} shuffles your hand and {START} is done. {B} pauses "
     "the game. In the menus up and down choose and left and right "
     "change.")

# The same page on a board of three buttons (a small OLED: ◀ ● ▶), in their signs.
KEYS_FEW = ("Keys",
     "◀ and ▶ move the cursor. ● draws the card under it, and ● again "
     "ends your turn. Hold ◀ or ▶ to go up or down: a menu's rows, or "
     "arranging your hand after a draw. Hold ● to pause the game. ◀+▶ "
     "together: done, or play. ● with ◀ shuffles.")
