"""Italian: the picture deck's names, as ``en_pictures.py`` says."""

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
