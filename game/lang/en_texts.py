"""English: the long texts, the rules, the forfeits and the awards.

Only the rules screen, a forfeit and the awards show them, so they live apart from
``en.py``, which a game holds all along: ``game.words.texts`` loads this
module while one of them is shown, and the game drops it after.  Each
language has the same names (tests/game/test_words.py checks).  They are
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
     "Hide the odd card in the middle of your fan: some players draw from the "
     "edges. Shuffle between turns: it throws off whoever remembers where a "
     "card went. Two players left? The one with more cards holds the %s. A "
     "folk tip says an odd number of cards gives the %s away. We measured it "
     "over thousands of rounds: it does not help."),
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
     "ranks gone from play. The last two hint works once two players are "
     "left. It names who holds the %s: the one with more cards. The pair "
     "nudge says when your hand still has a pair and stops a false one. "
     "Then {SELECT} shows you a pair."),
)

# An evening's forfeits for the people, by age (the settings' "Forfeits"): little
# ones, big kids, grown-ups.  Short, safe, done at the table; as many in each group.
FORFEITS = (
    ("Pull your funniest face.",
     "Hop on one foot five times.",
     "Roar like a lion.",
     "Flap your arms like a bird.",
     "Try to touch your nose with your tongue.",
     "Sing a song you know.",
     "Give everyone a high five."),
    ("Tell a joke.",
     "Say the alphabet backwards from F.",
     "Talk like a robot until your next turn.",
     "Balance a book on your head for ten seconds.",
     "Name five animals in ten seconds.",
     "Say \"red lorry, yellow lorry\" three times fast.",
     "Dance for ten seconds."),
    ("Sing the chorus of a song you love.",
     "Say something nice about each player.",
     "Tell the story of your day in three words.",
     "Imitate someone famous until someone guesses who.",
     "Say the alphabet backwards from K.",
     "Say the time like a TV newsreader.",
     "Give a one-minute speech about socks."),
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
     "On the card you drew, {A} ends your turn; up or down first lets "
     "you arrange your hand: {A} picks a card up and puts it down, left and right carry "
     "it. {SELECT} shuffles your hand and {START} is done. {B} pauses "
     "the game. In the menus up and down choose and left and right "
     "change.")

# The same page on a board of three buttons (a small OLED: ◀ ● ▶), in their signs.
KEYS_FEW = ("Keys",
     "◀ and ▶ move the cursor. ● draws the card under it, and ● again "
     "ends your turn. Hold ◀ or ▶ to go up or down: a menu's rows, or "
     "arranging your hand after a draw. Hold ● to pause the game. ◀+▶ "
     "together: done, or play. ● with ◀ shuffles.")

# "Learn to play" (game/scenes/learn.py): each step said once, on the screen where it
# comes: the deal, drawing blind, a pair, the Old Maid changing hands, being safe.
# %s is the odd card as a sentence names it (ODD_CARD: "the Old Maid").
LEARN = (
    "All the cards are dealt. One Queen was taken out of the deck, so one Queen can "
    "never make a pair: that card is %s.",
    "You can't see these cards, and nobody sees yours. Pick one blind: it may make a "
    "pair, or be %s!",
    "Two cards of the same rank make a pair. Pairs go down at once, as they all did "
    "after the deal. Only %s never pairs.",
    "Now %s has changed hands! Whoever holds it hopes someone will draw it away.",
    "No cards left: that player is safe for this round. Whoever still holds %s at the "
    "end loses.",
)
