"""Italian: the names of the picture deck's 25 pictures (the "pictures" game).

Loaded only while a pictures game is at the table (``game.words.pictures``).
In the order of tools/make_sprites.py's PICTURES; the Old Maid figure is
named by the language's ODD_NAMES.  ``ARTICLE`` goes before a name in a
sentence ("BOB took the cat"); the tracker of what is laid shows it bare.
"""

ARTICLE = ""
NAMES = (
    "sole",
    "luna",
    "stella",
    "cuore",
    "casa",
    "albero",
    "pesce",
    "gatto",
    "cane",
    "uccello",
    "auto",
    "barca",
    "mela",
    "fiore",
    "palla",
    "corona",
    "chiave",
    "campana",
    "ombrello",
    "tazza",
    "orologio",
    "fungo",
    "volpe",
    "razzo",
    "pupazzo",
)
# A pair of twin pictures laid: "%s" the player, then the bare name.
LAID_TWINS = "%s scarta: %s"
