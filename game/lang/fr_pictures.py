"""French: the picture deck's names, as ``en_pictures.py`` says."""

ARTICLE = ""
NAMES = (
    "soleil",
    "lune",
    "étoile",
    "cœur",
    "maison",
    "arbre",
    "poisson",
    "chat",
    "chien",
    "oiseau",
    "voiture",
    "bateau",
    "pomme",
    "fleur",
    "ballon",
    "couronne",
    "clé",
    "cloche",
    "parapluie",
    "tasse",
    "horloge",
    "champignon",
    "renard",
    "fusée",
    "bonhomme",
)
# A pair of twin pictures laid: "%s" the player, then the bare name.
LAID_TWINS = "%s pose : %s"
