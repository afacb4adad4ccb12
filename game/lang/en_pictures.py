"""English: the names of the picture deck's 25 pictures (the "pictures" game).

Loaded only while a pictures game is at the table (``game.words.pictures``).
In the order of tools/art/make_sprites.py's PICTURES; the Old Maid figure is
named by the language's ODD_NAMES.  ``ARTICLE`` goes before a name in a
sentence ("BOB took the cat"); the tracker of what is laid shows it bare.
"""

ARTICLE = "the "
NAMES = (
    "sun",
    "moon",
    "star",
    "heart",
    "house",
    "tree",
    "fish",
    "cat",
    "dog",
    "bird",
    "car",
    "boat",
    "apple",
    "flower",
    "ball",
    "crown",
    "key",
    "bell",
    "umbrella",
    "cup",
    "clock",
    "mushroom",
    "fox",
    "rocket",
    "snowman",
)
# A pair of twin pictures laid: "%s" the player, then the bare name.
LAID_TWINS = "%s laid: %s"
