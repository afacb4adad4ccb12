"""French: the long texts (the same names as ``en_texts.py``).

The rules, the forfeits and the awards: only their screens show them, so
they live apart from ``fr.py``, which a game holds all along:
``game.words.texts`` loads this module while one of them is shown, and
the game drops it after.
"""

RULES = (
    ("Comment jouer",
     "On distribue toutes les cartes. Chacun pose ses paires. À ton tour, "
     "pioche une carte, face cachée, dans le jeu du joueur à ta droite. Une "
     "paire ? Pose-la."),
    ("Sortir du jeu",
     "Quand tu n’as plus de cartes, tu sors et tu es à l’abri. Qui garde à la "
     "fin la carte sans paire, la carte « %s », a perdu."),
    ("Astuces",
     "Cache la carte seule au milieu : certains piochent sur "
     "les bords. Mélange entre les tours : qui retient où va une carte s’y "
     "perd. Il ne reste que deux joueurs ? Celui qui a le plus de cartes a la carte "
     "« %s ». On dit qu’un nombre impair de cartes trahit la carte « %s ». "
     "Nous l’avons "
     "mesuré sur des milliers de parties : cela n’aide pas."),
    ("Variantes",
     "Même couleur : rouge avec rouge, noir avec noir. Pierre Noir : un "
     "joker est la carte seule. Deux retirées : une Dame et un Valet. Jeu "
     "court : du 7 à l’As. Deux jeux : deux cartes seules. Images : pour les "
     "petits."),
    ("Parties",
     "Manches : le moins de défaites gagne. Élimination : le perdant sort. "
     "Pénalités : un point par défaite, éliminé à la limite. Jetons : une "
     "défaite coûte un jeton. Gages : le perdant fait un gage rigolo."),
    ("Apprentissage",
     "Tu poses toi-même tes paires : {A} sur une carte, puis {A} sur sa "
     "jumelle. Deux cartes qui ne vont pas ensemble sont posées quand "
     "même, et tu perds comme avec la carte « %s », selon la règle "
     "française. La fin de la manche les montre."),
    ("Aides",
     "Chacune se coupe dans les réglages. Le suivi liste les rangs sortis "
     "du jeu. L’indice à deux sert quand il ne reste que deux joueurs. Il "
     "nomme qui a la carte « %s » : celui qui a le plus de cartes. L’aide "
     "aux paires dit quand ta main a encore une paire. Elle bloque une "
     "fausse paire, et alors {SELECT} te montre une paire."),
)

FORFEITS = (
    ("Fais ta plus drôle de grimace.",
     "Saute cinq fois sur un pied.",
     "Rugis comme un lion.",
     "Bats des bras comme un oiseau.",
     "Essaie de toucher ton nez avec ta langue.",
     "Chante une chanson que tu connais.",
     "Tape dans la main de chaque joueur."),
    ("Raconte une blague.",
     "Récite l’alphabet à l’envers depuis F.",
     "Parle comme un robot jusqu’à ton prochain tour.",
     "Tiens un livre en équilibre sur ta tête pendant dix secondes.",
     "Cite cinq animaux en dix secondes.",
     "Dis trois fois vite : « Les chaussettes de l’archiduchesse ».",
     "Danse pendant dix secondes."),
    ("Chante le refrain d’une chanson que tu aimes.",
     "Dis un compliment à chaque joueur.",
     "Raconte ta journée en trois mots.",
     "Imite une personne célèbre jusqu’à ce qu’on devine qui.",
     "Récite l’alphabet à l’envers depuis K.",
     "Lis l’heure comme au journal télévisé.",
     "Fais un discours d’une minute sur les chaussettes."),
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
     "Gauche et droite déplacent le curseur, et {A} pioche la carte "
     "choisie. Sur la carte piochée, {A} finit ton tour ; avant, haut ou "
     "bas permet de ranger ta main : {A} prend une carte puis la repose, gauche et "
     "droite la déplacent. {SELECT} mélange ta main et {START} termine. "
     "{B} met le jeu en pause. Dans les menus, haut et bas choisissent, "
     "gauche et droite changent.")

# The same page on a board of three buttons (a small OLED: ◀ ● ▶), in their signs.
KEYS_FEW = ("Touches",
     "◀ et ▶ déplacent le curseur. ● pioche la carte choisie, et ● encore "
     "finit ton tour. Garde ◀ ou ▶ appuyé pour monter ou descendre : les "
     "lignes d’un menu, ou ranger ta main. Garde ● appuyé pour la pause. "
     "◀+▶ ensemble : fini, ou jouer. ● avec ◀ mélange.")

LEARN = (
    "Toutes les cartes sont distribuées. Une Dame a été retirée du paquet : une Dame "
    "reste donc sans paire, c’est %s.",
    "Tu ne vois pas ces cartes, et personne ne voit les tiennes. Tires-en une au "
    "hasard : elle fera peut-être une paire, ou ce sera %s !",
    "Deux cartes de même valeur font une paire. On pose les paires tout de suite, "
    "comme après la distribution. Seule %s n’a jamais de paire.",
    "Et voilà, %s a changé de main ! Qui l’a espère qu’on la lui tirera.",
    "Plus de cartes : ce joueur est à l’abri pour cette manche. Qui garde %s à la "
    "fin a perdu.",
)
