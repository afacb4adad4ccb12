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
     "Hast du keine Karten mehr, bist du fein raus. Wer am Ende die Karte ohne Paar "
     "hält, die Karte »%s«, verliert."),
    ("Tipps",
     "Versteck die Karte ohne Paar in der Mitte: Manche ziehen "
     "am Rand. Misch zwischen den Zügen: Das verwirrt, wer sich Karten merkt. "
     "Nur noch zwei übrig? Wer mehr Karten hat, hat die Karte »%s«. Man sagt, "
     "eine ungerade Zahl Karten verrate die Karte »%s«. Wir haben es in "
     "Tausenden Runden "
     "gemessen: Es hilft nicht."),
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
     "welche Werte schon weg sind. Der Tipp zu zweit gilt, wenn nur noch "
     "zwei spielen. Er nennt, wer die Karte »%s« hat: wer mehr Karten hat. "
     "Der Paar-Hinweis sagt, wenn deine Hand noch ein Paar hat. Er stoppt "
     "ein falsches, und dann zeigt {SELECT} dir ein Paar."),
)

FORFEITS = (
    ("Schneide deine lustigste Grimasse.",
     "Hüpf fünfmal auf einem Bein.",
     "Brüll wie ein Löwe.",
     "Flatter mit den Armen wie ein Vogel.",
     "Versuch, mit der Zunge deine Nase zu berühren.",
     "Sing ein Lied, das du kennst.",
     "Klatsch jeden Mitspieler ab."),
    ("Erzähl einen Witz.",
     "Sag das Alphabet ab F rückwärts auf.",
     "Sprich wie ein Roboter bis zu deinem nächsten Zug.",
     "Balancier zehn Sekunden lang ein Buch auf dem Kopf.",
     "Nenn fünf Tiere in zehn Sekunden.",
     "Sag schnell dreimal: »Brautkleid bleibt Brautkleid«.",
     "Tanz zehn Sekunden lang."),
    ("Sing den Refrain deines Lieblingslieds.",
     "Sag jedem Mitspieler etwas Nettes.",
     "Beschreib deinen Tag in drei Wörtern.",
     "Mach eine berühmte Person nach, bis jemand sie errät.",
     "Sag das Alphabet ab M rückwärts auf.",
     "Sag die Uhrzeit an wie in den Nachrichten.",
     "Halte eine einminütige Rede über Socken."),
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
     "darunter. Bei der gezogenen Karte beendet {A} deinen Zug; davor "
     "kannst du mit hoch oder runter deine Hand ordnen: {A} nimmt eine Karte auf und "
     "legt sie wieder ab, links und rechts verschieben sie. {SELECT} "
     "mischt deine Hand und {START} beendet. {B} pausiert das Spiel. In "
     "den Menüs wählen hoch und runter, links und rechts ändern.")

# The same page on a board of three buttons (a small OLED: ◀ ● ▶), in their signs.
KEYS_FEW = ("Tasten",
     "◀ und ▶ bewegen den Zeiger. ● zieht die Karte darunter, und ● noch "
     "einmal beendet deinen Zug. Halte ◀ oder ▶ gedrückt für hoch oder "
     "runter: die Zeilen eines Menüs oder die Hand ordnen. Halte ● "
     "gedrückt für die Pause. ◀+▶ zusammen: fertig oder spielen. ● mit ◀ "
     "mischt.")

LEARN = (
    "Alle Karten sind verteilt. Eine Dame wurde aus dem Spiel genommen, also findet "
    "eine Dame nie ein Paar: Das ist %s.",
    "Diese Karten siehst du nicht, und niemand sieht deine. Zieh blind eine: "
    "Vielleicht gibt sie ein Paar, oder es ist %s!",
    "Zwei Karten mit gleichem Wert sind ein Paar. Paare werden sofort abgelegt, so "
    "wie nach dem Austeilen. Nur %s hat nie ein Paar.",
    "Jetzt hat %s die Hand gewechselt! Wer sie hat, hofft, dass jemand sie wegzieht.",
    "Wer keine Karten mehr hat, ist raus und für diese Runde aus dem Schneider. Wer "
    "am Ende %s hält, verliert.",
)
