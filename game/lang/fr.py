"""French: every word the game shows (the same names as ``en.py``).

Informal "tu" throughout.  The odd card's names carry no article: sentences
show them after a colon or as the name of "la carte « ... »", which reads for
each of them.  Every line keeps the French space before ":", ";", "?" and
"!", and inside the guillemets (the wrap keeps the sign with its word:
``game.words.split``), but for a key's name in a hint: ``A:`` is the label
of a button, as on the board.
"""

NAME = "Français"
GAME = "La Vieille Fille"
# No article: "ANN : Vieille Fille", "la carte « Pierre Noir »".  The last is the
# Black Peter figure as the French rules name it.
ODD_NAMES = ("Vieille Fille", "Pierre Noir", "Joker", "Pierre le Noir")
# Which of them the Black Peter deal's joker goes by when the first is chosen.
PETER = 1
# The odd card inside a sentence ("BOB a la carte « Joker »"), by the name chosen.
ODD_CARD = "la carte « %s »"
# The face cards' letters in a French deck: Valet, Dame, Roi.
FACE_CARDS = "VDR"

MENU = ("Jouer", "Reprendre", "Règles", "Réglages", "Statistiques", "Apprendre à jouer")
H_MENU = "↑↓ choisir  A: ok"
H_PAGE = "←→ page  B: retour"
H_CHANGE = "←→ changer  B: retour"
H_SETUP = "←→ choix START: jouer"
H_LETTER = "↑↓ lettre  A: suite"
H_FACE = "↑↓ image  A: fini"
H_BACK = "A/B: retour"
H_GO_ON = "A: continuer"
H_SHOW = "A: mes cartes B: menu"
H_CHOOSE = "←→ A: piocher B: menu"
H_CPU = "A: vite  B: passer"
H_CPU_OUT = "A: vite  START: menu"   # no person left at the table: the pause menu
H_PAUSE = "↑↓←→ A: ok B: retour"
H_PICK = "A: prendre  START: ok"
H_PUT = "←→ déplacer  A: poser"
H_LAY = "A: choisir  START: ok"
H_SHOW_ME = "SELECT: une paire ?"   # the pair nudge stopped a false pair: help at hand
H_MORE = "SELECT: plus"
H_LAY_SHOWN = "A: la poser  B: fini"   # SELECT showed a pair: A on its twin lays it
H_SCORES = "A: scores"
H_NEXT = "A: manche suivante"
H_FORFEIT = "A: suivante  B: fin"   # B ends an evening of forfeits
H_END = "A: accueil"
H_TO_FORFEIT = "A: le gage"   # an evening of forfeits: A on the result shows the forfeit
H_RESET = "←→ A: vider B: retour"
H_SURE = "A: oui  B: non"
NEW_OVER_KEPT = ("Une partie attend dans Reprendre : une nouvelle l’effacera. "
                 "On commence ?")
H_ATTRACT = "Une touche : menu"

# Setup
NEW_GAME = "Nouvelle partie"
PLAYERS = "Joueurs : %d"
SEAT = "%d %s %s"
KINDS = ("humain", "normal", "malin", "facile")   # en.py says why no "enfant"
VARIANT = "Jeu : %s"
VARIANTS = ("classique", "même couleur", "Pierre Noir", "deux retirées",
            "jeu court", "deux jeux", "images")
SESSION = "Partie : %s"
MODES = ("une manche", "manches", "élimination", "pénalités", "jetons", "gages")
COUNT = ("", "Manches : %d", "", "Éliminé à %d points", "Jetons : %d", "")
DEALER = "Donneur : %s"
DEALERS = ("tourne", "fixe")
PAIRS = "Paires : %s"
PAIRING = ("automatiques", "à la main")
AUTOSHUFFLE = "Mélange auto : %s"
START = "C’est parti !"
OFF_ON = ("non", "oui")
# What each choice means, under its row (en.py says which).
KIND_TIPS = ("Une personne joue", "Ordinateur sans ruse", "Ordinateur très rusé",
             "Ordinateur facile")
VARIANT_TIPS = ("Une Dame retirée", "Paires même couleur", "Jeu complet et joker",
                "Dame et Valet ôtés", "Du 7 à l’As : rapide", "Dès 8 joueurs",
                "Images sans chiffres")
MODE_TIPS = ("Un seul perdant", "Le moins battu gagne", "Le perdant sort",
             "Un point par défaite", "Un jeton par défaite", "Au perdant, un gage")
COUNT_TIPS = ("", "Nombre de manches", "", "Points pour sortir", "Jetons au départ", "")
DEALER_TIPS = ("Change chaque manche", "Toujours le même")
PAIRING_TIPS = ("Posées par le jeu", "Tu poses tes paires")
SETUP_TIPS = ("Humains et ordis", "Ta main est mélangée", "Distribue les cartes")

# Settings
SETTINGS = "Réglages"
LANGUAGE = "Langue : %s"
SPEED = "Vitesse : %s"
SPEEDS = ("lente", "normale", "rapide")
SOUND = "Son : %s"
MOTION = "Animations : %s"   # cards and cursors move
BIG_TEXT = "Grand texte : %s"
SUIT_INKS = "Couleurs : %s teintes"
INKS = ("2", "4")
ODD_NAME = "Nom : %s"
ODD_NAME_TIP = "Nom de la perdante"
TRACKER = "Cartes posées : %s"
ODD_HINT = "Indice à deux : %s"
NUDGE = "Rappel paire : %s"

# Stats
STATS = "Statistiques"
STATS_EMPTY = "Aucune manche jouée."
STATS_HEAD = "Jouées, perdues, gagnées :"   # over the numbers of each row, in their order
STATS_ROW = "%s %4d %4d %3d"
SEAT_NAME = "#%d"
RESET = "Effacer les stats ?"
RESET_DONE = "Stats effacées."

# A turn
PASS_TO = "Passe à %s"
PASS_LINE = "Passe l’appareil à"
PASS_ASK = "%s : appuie sur A."
HIDDEN = "Cartes cachées."
HIDDEN_ASK = "%s : A pour voir."
YOUR_TURN = "%s : pioche chez %s"
CPU_TURN = "%s pioche chez %s"
FAN = "Éventail de %s"
HAND = "Ta main"
SINCE = "Depuis ton tour :"
TOOK = "%s t’a pris : %s"
DREW = "Pioché : %s"
DREW_ODD = "Aïe, %s !"
A_PAIR = "Une paire ! Posée."
NO_PAIR = "Pas de paire. Gardée."
EMPTY_HAND = "Ta main est vide !"
OUT = "%s est à l’abri !"
SAFE = ("Plus de cartes :", "tu es à l’abri !")
LAID = "%s pose %s %s"
ARRANGE = "Range ta main"
ARRANGE_TIP = ("Cache-la au milieu.", "SELECT: mélanger")
LAY = "Pose tes paires"
LAY_TIP = "Choisis une paire."
NOT_A_PAIR = "Raté, pas une paire !"
PAIR_SHOWN = "Voici une paire."
NUDGED = "Tu as une paire !"
STILL_PAIR = "Il reste une paire !"
GONE = "Hors du jeu : %s"
# With two hands left, who holds the odd card (%s its name): a label and a short one
MORE_CARDS = ("%s (plus de cartes) :", "%s :")
SHORT_LABELS = ("", "Hors jeu :")

# The end of a round
IS_ODD = "%s : %s"   # "BOB : Pierre le Noir" fills a line: no room for "!"
BOTH_LOSE = "%s et %s perdent !"
HELD_CARD = "%s : %s"
# Under the result: the odd card's way from hand to hand ("ANN → BOB"), or:
NEVER_LEFT = "Toujours chez %s"   # the odd card was never drawn
# Learning mode: a false pair, told at the round's end with both cards.
FALSE_PAIR = "%s a posé %s avec %s : pas une paire."
ROUND_SCORES = "Manche %d : %s"
ROUND_OF = "Manche %d sur %d"   # the rounds mode: it counts them
LEADS = "◀ en tête"   # after the leader's score
WHAT = ("défaites", "défaites", "défaites", "points", "jetons", "gage")
LEFT = "(hors jeu)"
LEFT_LIST = "Ont quitté la table :"
WINNER = "Gagne :"
WINNERS = "Gagnent :"
NOBODY = "Personne ne gagne !"
FORFEIT = "%s, ton gage :"
FORFEIT_CPU = "%s, l’ordinateur :"  # a computer lost: no forfeit

# Messages
ERROR = "Oups, une erreur !"
# Under ERROR: the fault itself goes to the console only.
ERROR_SAID = "Ta partie enregistrée est conservée. Si cela revient, éteins puis rallume le jeu."
NO_MEMORY = "Mémoire pleine : la dernière sauvegarde est conservée."
NO_MEMORY_FIX = ("Il lui faut %d Ko libres en .mpy, %d Ko en .py : "
                 "installez-le compilé (docs/memory.md).")
SAVE_OFF = "Pas de sauvegarde."
# A chip that wears at every write keeps few saves (hardware/keeper.py):
SAVE_SPARING = "Sauvegarde dans la puce : pas de reprise, stats en fin de partie."
# A save refused: full, read-only, out of memory, too big, any other cause.
SAVE_REFUSED = ("Non gardé : plein", "Non gardé : protégé",
                "Non gardé : mémoire", "Non gardé : trop gros", "Non gardé")
BAD_SAVE = "Données illisibles :"
DEFAULTS = "réglages par défaut."
LAST_SAVE_LOST = "La dernière sauvegarde est peut-être perdue ; la précédente est reprise."

# The pause menu, from a person's draw or pass screen (B) or, with no person
# left at the table, from the computers' turns (START): rules and sound and
# speed (the words above) between its first item and the others: go on; leave,
# the game kept; end it.
PAUSE = "Pause"
PAUSE_MENU = ("Continuer", "Quitter la table", "Finir la partie")

# -- Added for issue 17 (a turn in two presses; an evening that ends with a bow) --
H_DREW = "A: suite ↑↓: ranger"   # the drawn card: A ends the turn, up/down arranges
H_HELD = "←→ déplacer A: fini"   # a card picked up, not carried: A puts it back, done
END_ASK = "Finir la partie maintenant ? Le bilan suit."   # "End the session" asks
FINAL = "Bilan final"   # a session's tally, ended from the pause menu
EVENING = "Gages de la soirée"   # the tally of an evening of forfeits, after B
# The awards of the evening (en.py says which): titles anyone may hold.
AWARDS = "Les prix de la soirée"
AWARD_NAMES = ("As des paires", "Favori de la Vieille", "As de l’esquive")
AWARD_FIGURES = ("%d paire", "%d paires", "%d visite", "%d visites", "%d tour", "%d tours")
AWARDS_RESUMED = "Depuis la reprise :"

# -- Added for issue 33 (a first evening that teaches itself) --
H_GUIDE = "A: ok  B: sans aide"
H_AWARDS_AGAIN = "A: prix START: rejouer"
H_END_AGAIN = "A: menu START: rejouer"
TELLS = "Tics des ordis : %s"
AGES = "Gages : %s"
AGE_NAMES = ("petits", "grands", "adultes")
