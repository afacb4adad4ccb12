"""Italian: every word the game shows (the same names as ``en.py``).

Informal "tu" throughout.  The odd card's names carry no article: sentences
show them after a colon or as the name of "la carta «...»", which reads for
each of them.
"""

NAME = "Italiano"
GAME = "La Vecchia Zitella"
# No article: "ANN: Vecchia Zitella!", "la carta «Jolly»".  The last is the
# Black Peter figure as the Italian rules name it.
ODD_NAMES = ("Vecchia Zitella", "Uomo Nero", "Jolly", "Peter Nero")
# Which of them the Black Peter deal's joker goes by when the first is chosen.
PETER = 1
# The odd card inside a sentence ("ANN ha posato la carta «Jolly» con 7♥").
ODD_CARD = "la carta «%s»"
# The face cards' letters in an Italian deck: Fante, Donna, Re.
FACE_CARDS = "FDR"

MENU = ("Gioca", "Riprendi", "Regole", "Impostazioni", "Statistiche", "Impara a giocare")
H_MENU = "↑↓ scegli  A: ok"
H_PAGE = "←→ pagina  B: torna"
H_CHANGE = "←→ cambia  B: torna"
H_SETUP = "←→ cambia START: via"
H_LETTER = "↑↓ lettera A: avanti"
H_FACE = "↑↓ figura A: fatto"
H_BACK = "A/B: torna"
H_GO_ON = "A: continua"
H_SHOW = "A: le carte  B: menu"
H_CHOOSE = "←→ A: pesca  B: menu"
H_CPU = "A: veloce  B: salta"
H_CPU_OUT = "A: veloce START: menu"   # no person left at the table: the pause menu
H_PAUSE = "↑↓←→  A: ok  B: gioca"
H_PICK = "A: prendi  START: ok"
H_PUT = "←→ sposta  A: posa"
H_LAY = "A: scegli  START: ok"
H_SHOW_ME = "SELECT: mostra coppia"   # the pair nudge stopped a false pair: help at hand
H_MORE = "SELECT: altro"
H_LAY_SHOWN = "A: scartala  B: fine"   # SELECT showed a pair: A on its twin lays it
H_SCORES = "A: punteggi"
H_NEXT = "A: mano successiva"
H_FORFEIT = "A: avanti  B: basta"   # B ends an evening of forfeits
H_END = "A: inizio"
H_TO_FORFEIT = "A: il pegno"   # an evening of forfeits: A on the result shows the forfeit
H_RESET = "←→ A: azzera B: torna"
H_SURE = "A: sì  B: no"
NEW_OVER_KEPT = "C’è una partita in Riprendi. Iniziarne una nuova? Quella salvata andrà persa."
H_ATTRACT = "Un tasto: menu"

# Setup
NEW_GAME = "Nuova partita"
PLAYERS = "Giocatori: %d"
SEAT = "%d %s %s"
KINDS = ("persona", "normale", "furbo", "facile")   # en.py says why no "bambino"
VARIANT = "Gioco: %s"
VARIANTS = ("classico", "stesso colore", "Uomo Nero", "due rimosse",
            "mazzo ridotto", "due mazzi", "immagini")
SESSION = "Partita: %s"
MODES = ("una mano", "più mani", "eliminazione", "penalità", "gettoni", "pegni")
COUNT = ("", "Mani: %d", "", "Fuori a %d punti", "Gettoni: %d", "")
DEALER = "Mazziere: %s"
DEALERS = ("ruota", "fisso")
PAIRS = "Coppie: %s"
PAIRING = ("automatiche", "le scarti tu")
AUTOSHUFFLE = "Mescola auto: %s"
START = "Via!"
OFF_ON = ("no", "sì")
# What each choice means, under its row (en.py says which).
KIND_TIPS = ("Gioca una persona", "Computer nella media", "Computer furbissimo",
             "Computer facile")
VARIANT_TIPS = ("Una Donna tolta", "Coppie di un colore", "52 carte e un jolly",
                "Donna e Fante tolti", "Dal 7 all’Asso", "Da 8 giocatori in su",
                "Figure, non numeri")
MODE_TIPS = ("Un solo perdente", "Vince chi perde meno", "Chi perde esce",
             "Perdi: +1 punto", "Perdi: -1 gettone", "Chi perde: un pegno")
COUNT_TIPS = ("", "Quante mani", "", "Punti per uscire", "Gettoni iniziali", "")
DEALER_TIPS = ("Cambia a ogni mano", "Sempre lo stesso")
PAIRING_TIPS = ("Le scarta il gioco", "Le scarti da te")
SETUP_TIPS = ("Persone e computer", "Mescola la tua mano", "Si danno le carte")

# Settings
SETTINGS = "Impostazioni"
LANGUAGE = "Lingua: %s"
SPEED = "Velocità: %s"
SPEEDS = ("lenta", "normale", "veloce")
SOUND = "Suono: %s"
MOTION = "Animazioni: %s"   # cards and cursors move
BIG_TEXT = "Testo grande: %s"
SUIT_INKS = "Colori dei semi: %s"
INKS = ("2", "4")
ODD_NAME = "Nome: %s"
ODD_NAME_TIP = "Nome della spaiata"
TRACKER = "Carte uscite: %s"
ODD_HINT = "Aiuto a due: %s"
NUDGE = "Avviso coppie: %s"

# Stats
STATS = "Statistiche"
STATS_EMPTY = "Nessuna mano giocata."
STATS_HEAD = "Mani giocate, perse; partite vinte:"   # over the numbers of each row, in their order
STATS_ROW = "%s %4d %4d %3d"
SEAT_NAME = "#%d"
RESET = "Azzerare tutto?"
RESET_DONE = "Statistiche azzerate."

# A turn
PASS_TO = "Passa a %s"
PASS_LINE = "Passa l’apparecchio a"
PASS_ASK = "%s, poi premi A."
HIDDEN = "Carte nascoste."
HIDDEN_ASK = "%s: A per vederle."
YOUR_TURN = "%s: pesca da %s"
CPU_TURN = "%s pesca da %s"
FAN = "Ventaglio di %s"
HAND = "La tua mano"
SINCE = "Dal tuo ultimo turno:"
TOOK = "%s ti ha preso: %s"
DREW = "Pescato: %s"
DREW_ODD = "Ahi, %s!"
A_PAIR = "Coppia! Scartata."
NO_PAIR = "Spaiata: la tieni."
EMPTY_HAND = "La tua mano è vuota!"
OUT = "%s è in salvo!"
SAFE = ("Finite le carte: sei", "in salvo per la mano.")
LAID = "%s scarta %s %s"
ARRANGE = "Sistema la mano"
ARRANGE_TIP = ("Nascondila nel mezzo.", "SELECT: mescola")
LAY = "Scarta le coppie"
LAY_TIP = "Scegli una coppia."
NOT_A_PAIR = "Non è una coppia!"
PAIR_SHOWN = "Ecco una coppia."
NUDGED = "Hai una coppia!"
STILL_PAIR = "Resta una coppia!"
GONE = "Già scartate: %s"
# With two hands left, who holds the odd card (%s its name): a label and a short one
MORE_CARDS = ("%s (più carte):", "%s:")
SHORT_LABELS = ("", "Scartate:")

# The end of a round
IS_ODD = "%s: %s!"
BOTH_LOSE = "%s e %s perdono!"
HELD_CARD = "%s: %s"
# Under the result: the odd card's way from hand to hand ("ANN → BOB"), or:
NEVER_LEFT = "Sempre in mano a %s"   # the odd card was never drawn
# Learning mode: a false pair, told at the round's end with both cards.
FALSE_PAIR = "%s ha scartato %s con %s, che non fanno coppia."
ROUND_SCORES = "Mano %d: %s"
ROUND_OF = "Mano %d di %d"   # the rounds mode: it counts them
LEADS = "◀ in testa"   # after the leader's score
WHAT = ("sconfitte", "sconfitte", "sconfitte", "punti", "gettoni", "pegno")
LEFT = "(fuori)"
LEFT_LIST = "Fuori dal tavolo:"
WINNER = "Vince:"
WINNERS = "Vincono:"
NOBODY = "Nessuno vince!"
FORFEIT = "%s, il tuo pegno:"
FORFEIT_CPU = "%s, il computer:"  # a computer lost: no forfeit

# Messages
ERROR = "Ops, qualcosa non va"
# Under ERROR: the fault itself goes to the console only.
ERROR_SAID = "La partita salvata resta. Se succede ancora, spegni e riaccendi il gioco."
NO_MEMORY = "Memoria piena: l’ultimo salvataggio è conservato."
NO_MEMORY_FIX = "Servono %d KB liberi in .mpy, %d KB in .py: installalo compilato (docs/memory.md)."
SAVE_OFF = "Niente salvataggi."
# A chip that wears at every write keeps few saves (hardware/keeper.py):
SAVE_SPARING = "Salvataggi nel chip: niente ripresa, statistiche a fine partita."
# A save refused: full, read-only, out of memory, too big, any other cause.
SAVE_REFUSED = ("Non salvato: pieno", "Non salvato: protetto",
                "Non salvato: memoria", "Non salvato: grande", "Non salvato")
BAD_SAVE = "Dati illeggibili:"
DEFAULTS = "valori predefiniti."
LAST_SAVE_LOST = "L’ultimo salvataggio potrebbe essere perso: si riprende il precedente."

# The pause menu, from a person's draw or pass screen (B) or, with no person
# left at the table, from the computers' turns (START): rules and sound and
# speed (the words above) between its first item and the others: go on; leave,
# the game kept; end it.
PAUSE = "Pausa"
PAUSE_MENU = ("Continua", "Lascia il tavolo", "Chiudi la partita")

# -- Added for issue 17 (a turn in two presses; an evening that ends with a bow) --
H_DREW = "A: avanti ↑↓: ordina"   # the drawn card: A ends the turn, up/down arranges
H_HELD = "←→ sposta  A: fatto"   # a card picked up, not carried: A puts it back, done
END_ASK = "Chiudere la partita ora? Segue il resoconto."   # "End the session" asks
FINAL = "Resoconto finale"   # a session's tally, ended from the pause menu
EVENING = "Pegni della serata"   # the tally of an evening of forfeits, after B
# The awards of the evening (en.py says which): titles anyone may hold.
AWARDS = "I premi della serata"
AWARD_NAMES = ("Asso delle coppie", "Cocco della Zitella", "Inafferrabile")
AWARD_FIGURES = ("%d coppia", "%d coppie", "%d visita", "%d visite", "%d turno", "%d turni")
AWARDS_RESUMED = "Dalla ripresa:"

# -- Added for issue 33 (a first evening that teaches itself) --
H_GUIDE = "A: ok  B: senza aiuto"
H_AWARDS_AGAIN = "A: premi START: ancora"
H_END_AGAIN = "A: menu START: ancora"
TELLS = "Tic dei computer: %s"
AGES = "Pegni: %s"
AGE_NAMES = ("piccoli", "ragazzi", "adulti")
