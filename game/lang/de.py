"""German: every word the game shows (the same names as ``en.py``).

Informal "du" throughout.  The odd card's names carry no article (its
adjective would change with the case): sentences show them after a colon or
as the name of "die Karte »...«", German's own quotation marks.  Every deal
is a Schwarzer Peter game in German, so the Black Peter variant is named by
its deck: "mit Joker".
"""

NAME = "Deutsch"
GAME = "Schwarzer Peter"
# No article: "ANN: Schwarzer Peter!", "die Karte »Joker«".
ODD_NAMES = ("Schwarzer Peter", "Schwarze Petra", "Joker")
# Which of them the Black Peter deal's joker goes by when the first is chosen.
PETER = 0
# The odd card inside a sentence ("ANN legte die Karte »Joker« mit 7♥ ab").
ODD_CARD = "die Karte »%s«"
# The face cards' letters in a German deck of French suits: Bube, Dame, König.
FACE_CARDS = "BDK"

MENU = ("Spielen", "Weiterspielen", "Regeln", "Einstellungen", "Statistik", "Spielen lernen")
H_MENU = "↑↓ wählen  A: ok"
H_PAGE = "←→ Seite  B: zurück"
H_CHANGE = "←→ ändern  B: zurück"
H_SETUP = "←→ ändern  START: los"
H_LETTER = "↑↓ Zeichen A: weiter"
H_FACE = "↑↓ Bild A: fertig"
H_BACK = "A/B: zurück"
H_GO_ON = "A: weiter"
H_SHOW = "A: Karten  B: Menü"
H_CHOOSE = "←→ A: ziehen  B: Menü"
H_CPU = "A: Tempo B: vorspulen"
H_CPU_OUT = "A: Tempo  START: Menü"   # no person left at the table: the pause menu
H_PAUSE = "↑↓←→ A: ok  B: weiter"
H_PICK = "A: nehmen  START: ok"
H_PUT = "←→ bewegen  A: setzen"
H_LAY = "A: wählen  START: ok"
H_SHOW_ME = "SELECT: Paar zeigen"   # the pair nudge stopped a false pair: help at hand
H_MORE = "SELECT: mehr"
H_LAY_SHOWN = "A: ablegen  B: fertig"   # SELECT showed a pair: A on its twin lays it
H_SCORES = "A: Spielstand"
H_NEXT = "A: nächste Runde"
H_FORFEIT = "A: weiter  B: Schluss"   # B ends an evening of forfeits
H_END = "A: Menü"
H_TO_FORFEIT = "A: die Aufgabe"   # an evening of forfeits: A on the result shows the forfeit
H_RESET = "←→ A: löschen B: raus"
H_SURE = "A: ja  B: nein"
NEW_OVER_KEPT = "Ein Spiel wartet unter Weiterspielen. Neu beginnen? Das alte geht verloren."
H_ATTRACT = "Beliebige Taste: Menü"

# Setup
NEW_GAME = "Neues Spiel"
PLAYERS = "Spieler: %d"
SEAT = "%d %s %s"
KINDS = ("Mensch", "normal", "schlau", "leicht")   # en.py says why no "Kind"
VARIANT = "Spiel: %s"
VARIANTS = ("klassisch", "rot/schwarz", "mit Joker", "zwei raus",
            "Skatblatt", "zwei Blätter", "Bilder")
SESSION = "Modus: %s"
MODES = ("eine Runde", "Runden", "Ausscheiden", "Strafpunkte", "Chips", "Pfänder")
COUNT = ("", "Runden: %d", "", "Raus bei %d Punkten", "Chips: %d", "")
DEALER = "Geber: %s"
DEALERS = ("wechselt", "bleibt")
PAIRS = "Paare: %s"
PAIRING = ("automatisch", "selbst ablegen")
AUTOSHUFFLE = "Auto-Mischen: %s"
START = "Los geht’s!"
OFF_ON = ("aus", "an")
# What each choice means, under its row (en.py says which).
KIND_TIPS = ("Ein Mensch spielt", "Computer ohne Tricks", "Gerissener Computer",
             "Leichter Computer")
VARIANT_TIPS = ("Eine Dame weniger", "Paare gleicher Farbe", "52 Karten und Joker",
                "Dame und Bube raus", "7 bis Ass: kürzer", "Ab 8 Spielern",
                "Bilder statt Zahlen")
MODE_TIPS = ("Ein Verlierer", "Wenigste Niederlagen", "Wer verliert, geht",
             "Niederlage: 1 Punkt", "Niederlage: 1 Chip", "Verlierer: Aufgabe")
COUNT_TIPS = ("", "Wie viele Runden", "", "Punkte bis zum Aus", "Chips zu Beginn", "")
DEALER_TIPS = ("Wechselt jede Runde", "Immer derselbe")
PAIRING_TIPS = ("Das Spiel legt ab", "Du legst selbst ab")
SETUP_TIPS = ("Mensch und Maschine", "Mischt deine Hand", "Karten austeilen")

# Settings
SETTINGS = "Einstellungen"
LANGUAGE = "Sprache: %s"
SPEED = "Tempo: %s"
SPEEDS = ("langsam", "normal", "schnell")
SOUND = "Ton: %s"
MOTION = "Bewegung: %s"   # cards and cursors move
BIG_TEXT = "Große Schrift: %s"
SUIT_INKS = "Symbolfarben: %s"
INKS = ("2", "4")
ODD_NAME = "Name: %s"
ODD_NAME_TIP = "Name der Pechkarte"
TRACKER = "Ablage zeigen: %s"
ODD_HINT = "Tipp zu zweit: %s"
NUDGE = "Paar-Hinweis: %s"

# Stats
STATS = "Statistik"
STATS_EMPTY = "Noch keine Runden."
STATS_HEAD = "Gespielt, verloren, gewonnen:"   # over the numbers of each row, in their order
STATS_ROW = "%s %4d %4d %3d"
SEAT_NAME = "#%d"
RESET = "Statistik löschen?"
RESET_DONE = "Statistik gelöscht."

# A turn
PASS_TO = "Weitergeben an %s"
PASS_LINE = "Gib das Gerät an"
PASS_ASK = "%s, dann drück A."
HIDDEN = "Karten verdeckt."
HIDDEN_ASK = "%s: A zum Ansehen."
YOUR_TURN = "%s: zieh bei %s"
CPU_TURN = "%s zieht bei %s"
FAN = "Fächer von %s"
HAND = "Deine Hand"
SINCE = "Seit deinem Zug:"
TOOK = "%s zog bei dir: %s"
DREW = "Gezogen: %s"
DREW_ODD = "Oje, %s!"
A_PAIR = "Ein Paar! Abgelegt."
NO_PAIR = "Kein Paar: behalten."
EMPTY_HAND = "Deine Hand ist leer!"
OUT = "%s ist fein raus!"
SAFE = ("Keine Karten mehr:", "du bist fein raus!")
LAID = "%s legt %s %s ab"
ARRANGE = "Ordne deine Hand"
ARRANGE_TIP = ("Versteck sie mittig.", "SELECT: mischen")
LAY = "Leg deine Paare ab"
LAY_TIP = "Wähle ein Paar."
NOT_A_PAIR = "Das ist kein Paar!"
PAIR_SHOWN = "Hier ist ein Paar."
NUDGED = "Du hast ein Paar!"
STILL_PAIR = "Da ist noch ein Paar!"
GONE = "Schon abgelegt: %s"
# With two hands left, who holds the odd card (%s its name): a label and a short one
MORE_CARDS = ("%s (mehr Karten):", "%s:")
SHORT_LABELS = ("", "Abgelegt:")

# The end of a round
IS_ODD = "%s: %s!"
BOTH_LOSE = "Verloren: %s und %s"
HELD_CARD = "%s: %s"
# Under the result: the odd card's way from hand to hand ("ANN → BOB"), or:
NEVER_LEFT = "Immer bei %s"   # the odd card was never drawn
# Learning mode: a false pair, told at the round's end with both cards.
FALSE_PAIR = "%s legte %s und %s ab: kein Paar!"
ROUND_SCORES = "Runde %d: %s"
ROUND_OF = "Runde %d von %d"   # the rounds mode: it counts them
LEADS = "◀ vorn"   # after the leader's score
WHAT = ("Niederlagen", "Niederlagen", "Niederlagen", "Punkte", "Chips", "Pfand")
LEFT = "(weg)"
LEFT_LIST = "Nicht mehr dabei:"
WINNER = "Gewonnen hat:"
WINNERS = "Gewonnen haben:"
NOBODY = "Niemand gewinnt!"
FORFEIT = "%s, deine Aufgabe:"
FORFEIT_CPU = "%s, der Computer:"  # a computer lost: no forfeit

# Messages
ERROR = "Etwas ging schief"
# Under ERROR: the fault itself goes to the console only.
ERROR_SAID = "Dein Spielstand bleibt. Passiert das wieder, schalte aus und wieder ein."
NO_MEMORY = "Speicher voll: der letzte Spielstand bleibt."
NO_MEMORY_FIX = ("Es braucht %d KB frei als .mpy, %d KB als .py: kompiliert "
                 "aufspielen (docs/memory.md).")
SAVE_OFF = "Speichern ist aus."
# A chip that wears at every write keeps few saves (hardware/keeper.py):
SAVE_SPARING = "Im Chip gespeichert: ohne Fortsetzen, Statistik am Ende."
# A save refused: full, read-only, out of memory, too big, any other cause.
SAVE_REFUSED = ("Sichern: voll", "Sichern: gesperrt",
                "Sichern: zu wenig RAM", "Sichern: zu groß", "Nicht gesichert")
BAD_SAVE = "Spielstand unlesbar:"
DEFAULTS = "Werkseinstellungen."
LAST_SAVE_LOST = "Der letzte Spielstand ist vielleicht verloren; der davor ist wieder da."

# The pause menu, from a person's draw or pass screen (B) or, with no person
# left at the table, from the computers' turns (START): rules and sound and
# speed (the words above) between its first item and the others: go on; leave,
# the game kept; end it.
PAUSE = "Pause"
PAUSE_MENU = ("Weiter", "Tisch verlassen", "Partie beenden")

# -- Added for issue 17 (a turn in two presses; an evening that ends with a bow) --
H_DREW = "A: weiter ↑↓: ordnen"   # the drawn card: A ends the turn, up/down arranges
H_HELD = "←→ bewegen A: fertig"   # a card picked up, not carried: A puts it back, done
END_ASK = "Partie jetzt beenden? Der Endstand folgt."   # "End the session" asks
FINAL = "Endstand"   # a session's tally, ended from the pause menu
EVENING = "Pfänder des Abends"   # the tally of an evening of forfeits, after B
# The awards of the evening (en.py says which): titles anyone may hold.
AWARDS = "Die Preise des Abends"
AWARD_NAMES = ("Ass der Paare", "Peters Liebling", "Nie erwischt")
AWARD_FIGURES = ("%d Paar", "%d Paare", "%d Besuch", "%d Besuche", "%d Zug", "%d Züge")
AWARDS_RESUMED = "Seit der Fortsetzung:"

# -- Added for issue 33 (a first evening that teaches itself) --
H_GUIDE = "A: ok  B: ohne Tipps"
H_AWARDS_AGAIN = "A: Preise START: neu"
H_END_AGAIN = "A: Menü START: nochmal"
TELLS = "Mienen verraten: %s"
AGES = "Pfänder: %s"
AGE_NAMES = ("Kleine", "Große", "Erwachsene")
