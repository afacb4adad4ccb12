"""German: the long texts (the same names as ``en_texts.py``).

The rules, the forfeits and the awards: only their screens show them, so
they live apart from ``de.py``, which a game holds all along:
``game.words.texts`` loads this module while one of them is shown, and
the game drops it after.
"""

RULES = (
    ("So geht’s",
     "Alle Karten werden verteilt. Jeder legt seine Paare ab. Bist du dran, "
     "ziehst du verdeckt eine Karte vom Spieler rechts von dir. Ein Paar? Leg "
     "es ab."),
    ("Raus sein",
     "Ohne Karten bist du raus und sicher. Wer am Ende die Karte ohne Paar "
     "hält, die Karte »%s«, verliert."),
    ("Tipps",
     "Versteck die Karte ohne Paar in der Mitte deines Fächers: Meist wird am "
     "Rand gezogen. Misch zwischen den Zügen. Jemand hat mitten im Spiel eine "
     "ungerade Zahl Karten? Vielleicht steckt dort die Karte »%s«."),
    ("Varianten",
     "Rot/Schwarz: Rot passt zu Rot, Schwarz zu Schwarz. Mit Joker: Ein Joker "
     "ist die Karte ohne Paar. Zwei raus: eine Dame und ein Bube. Skatblatt: 7 "
     "bis Ass. Zwei Blätter: zwei Karten ohne Paar. Bilder: für Kinder."),
    ("Spielmodi",
     "Runden: Wer am seltensten verliert, gewinnt. Ausscheiden: Wer verliert, "
     "geht. Strafpunkte: ein Punkt pro Niederlage, raus beim Limit. Chips: "
     "Jede Niederlage kostet einen. Pfänder: Wer verliert, macht eine lustige "
     "Aufgabe."),
    ("Lernmodus",
     "Du legst deine Paare selbst ab: {A} auf eine Karte, dann {A} auf ihren "
     "Zwilling. Zwei Karten ohne Paar werden trotzdem abgelegt, und du "
     "verlierst wie mit der Karte »%s«, nach der französischen Regel. Das "
     "Ende der Runde zeigt sie."),
    ("Lernhilfen",
     "Jede lässt sich in den Einstellungen abschalten. Die Ablage zeigt, "
     "welche Werte schon weg sind. Der Ungerade-Hinweis nennt, wer eine "
     "ungerade Zahl Karten hat. Der Paar-Hinweis sagt, wenn deine Hand "
     "noch ein Paar hat, und stoppt ein falsches. Dann zeigt {SELECT} dir "
     "ein Paar."),
)

FORFEITS = (
    "Sing ein Lied.",
    "Schneide deine lustigste Grimasse.",
    "Hüpf zehnmal auf einem Bein.",
    "Erzähl einen Witz.",
    "Mach dein bestes Tiergeräusch.",
    "Sag das Alphabet ab F rückwärts auf.",
    "Tanz zehn Sekunden lang.",
    "Sag jedem Mitspieler etwas Nettes.",
    "Sprich wie ein Roboter bis zu deinem nächsten Zug.",
    "Balancier ein Buch auf dem Kopf.",
)
# When a computer is the Old Maid: a line about it (%s is its name).
CPU_FORFEITS = (
    "%s piept traurig und summt ein Lied.",
    "Die Schaltkreise von %s werden rot.",
    "%s bittet sehr höflich um Revanche.",
    "%s zählt bis eine Million, um sich zu beruhigen.",
    "%s schwört, nächstes Mal besser zu mischen.",
)

# The keys, a page of the rules after the first, on a board with a D-pad: each {A} is
# the key's name on the board (game/scenes/rules.py puts them in), as in the rules above.
KEYS = ("Tasten",
     "Links und rechts bewegen den Zeiger, und {A} zieht die Karte "
     "darunter. {A} noch einmal beendet deinen Zug. Vorher lässt dich "
     "hoch oder runter die Hand ordnen: {A} nimmt eine Karte auf und "
     "legt sie ab, links und rechts tragen sie. {SELECT} mischt deine "
     "Hand und {START} beendet. {B} hält das Spiel an. In den Menüs "
     "wählen hoch und runter, links und rechts ändern.")

# The same page on a board of three buttons (a small OLED: ◀ ● ▶), in their signs.
KEYS_FEW = ("Tasten",
     "◀ und ▶ bewegen den Zeiger. ● zieht die Karte darunter, und ● noch "
     "einmal beendet deinen Zug. Halte ◀ oder ▶ für hoch oder runter: "
     "die Zeilen eines Menüs, oder die Hand ordnen. Halte ● für die "
     "Pause. ◀+▶ zusammen: fertig, oder spielen. ● mit ◀ mischt.")
