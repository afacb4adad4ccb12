"""German: the names of the picture deck's 25 pictures (the "pictures" game).

Loaded only while a pictures game is at the table (``game.words.pictures``).
In the order of tools/make_sprites.py's PICTURES; the Old Maid figure is
named by the language's ODD_NAMES.  ``ARTICLE`` goes before a name in a
sentence ("BOB took the cat"); the tracker of what is laid shows it bare.
"""

ARTICLE = ""
NAMES = (
    "Sonne",
    "Mond",
    "Stern",
    "Herz",
    "Haus",
    "Baum",
    "Fisch",
    "Katze",
    "Hund",
    "Vogel",
    "Auto",
    "Boot",
    "Apfel",
    "Blume",
    "Ball",
    "Krone",
    "Schlüssel",
    "Glocke",
    "Schirm",
    "Tasse",
    "Uhr",
    "Pilz",
    "Fuchs",
    "Rakete",
    "Schneemann",
)
# A pair of twin pictures laid: "%s" the player, then the bare name.
LAID_TWINS = "%s: Paar %s"
