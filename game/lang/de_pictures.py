"""German: the picture deck's names, as ``en_pictures.py`` says."""

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
