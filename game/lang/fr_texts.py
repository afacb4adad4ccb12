"""French: the long texts (the same names as ``en_texts.py``).

The rules, the forfeits and the awards: only their screens show them, so
they live apart from ``fr.py``, which a game holds all along:
``game.words.texts`` loads this module while one of them is shown, and
the game drops it after.
"""

RULES = (
    ("Comment jouer",
     "On distribue toutes les cartes. Chacun pose ses paires. À ton tour, tire "
     "une carte, face cachée, chez le joueur à ta droite. Une paire? Pose-la."),
    ("Sortir du jeu",
     "Sans plus de cartes, tu sors et tu es à l’abri. Qui garde à la fin la "
     "carte sans paire, la carte «%s», a perdu."),
    ("Astuces",
     "Cache la carte seule au milieu de ton éventail: on tire souvent sur les "
     "bords. Mélange entre les tours. Un nombre impair de cartes en cours de "
     "partie? Ce joueur cache peut-être la carte «%s»."),
    ("Variantes",
     "Même couleur: rouge avec rouge, noir avec noir. Pierre Noir: un joker "
     "est la carte seule. Deux retirées: une Dame et un Valet. Jeu court: du "
     "7 à l’As. Deux jeux: deux cartes seules. Images: pour les petits."),
    ("Parties",
     "Manches: le moins de défaites gagne. Élimination: le perdant sort. "
     "Pénalités: un point par défaite, éliminé à la limite. Jetons: une "
     "défaite coûte un jeton. Gages: le perdant fait un gage rigolo."),
    ("Apprentissage",
     "Tu poses toi-même tes paires: {A} sur une carte, puis {A} sur sa "
     "jumelle. Deux cartes qui ne vont pas ensemble sont posées quand "
     "même, et tu perds comme avec la carte «%s», selon la règle "
     "française. La fin de la manche les montre."),
    ("Aides",
     "Chacune se coupe dans les réglages. Le suivi liste les rangs sortis "
     "du jeu. L’aide impaire nomme qui a un nombre impair de cartes. "
     "L’aide aux paires dit quand ta main a encore une paire et bloque une "
     "fausse paire. Alors {SELECT} te montre une paire."),
)

FORFEITS = (
    "Chante une chanson.",
    "Fais ta plus drôle de grimace.",
    "Saute dix fois sur un pied.",
    "Raconte une blague.",
    "Fais ton meilleur cri d’animal.",
    "Récite l’alphabet à l’envers depuis F.",
    "Danse pendant dix secondes.",
    "Dis un compliment à chaque joueur.",
    "Parle comme un robot jusqu’à ton prochain tour.",
    "Tiens un livre en équilibre sur ta tête.",
)
# When a computer is the Old Maid: a line about it (%s is its name).
CPU_FORFEITS = (
    "%s bipe tristement et fredonne un air.",
    "Les circuits de %s rougissent de honte.",
    "%s demande poliment une revanche.",
    "%s compte jusqu’à un million pour se calmer.",
    "%s promet de mieux mélanger la prochaine fois.",
)

# The keys, a page of the rules after the first, on a board with a D-pad: each {A} is
# the key's name on the board (game/scenes/rules.py puts them in), as in the rules above.
KEYS = ("Touches",
     "Gauche et droite déplacent le curseur, et {A} tire la carte "
     "dessous. {A} encore finit ton tour. Haut ou bas d'abord te laisse "
     "ranger ta main: {A} prend une carte et la pose, gauche et droite "
     "la déplacent. {SELECT} mélange ta main et {START} termine. {B} met "
     "le jeu en pause. Dans les menus, haut et bas choisissent, gauche "
     "et droite changent.")

# The same page on a board of three buttons (a small OLED: ◀ ● ▶), in their signs.
KEYS_FEW = ("Touches",
     "◀ et ▶ déplacent le curseur. ● tire la carte dessous, et ● encore "
     "finit ton tour. Garde ◀ ou ▶ appuyé pour monter ou descendre: les "
     "lignes d'un menu, ou ranger ta main. Garde ● appuyé pour la pause. "
     "◀+▶ ensemble: fini, ou jouer. ● avec ◀ mélange.")
