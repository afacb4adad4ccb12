"""Italian: the long texts (the same names as ``en_texts.py``).

The rules, the forfeits and the awards: only their screens show them, so
they live apart from ``it.py``, which a game holds all along:
``game.words.texts`` loads this module while one of them is shown, and
the game drops it after.
"""

RULES = (
    ("Come si gioca",
     "Si distribuiscono tutte le carte. Ognuno scarta le sue coppie. Al tuo "
     "turno pesca una carta, coperta, dal giocatore alla tua destra. Coppia? "
     "Scartala."),
    ("Fuori dal gioco",
     "Senza più carte sei fuori e in salvo. Chi alla fine resta con la carta "
     "spaiata, la carta «%s», perde."),
    ("Consigli",
     "Nascondi la carta spaiata in mezzo al ventaglio: di solito si pesca dai "
     "bordi. Mescola tra un turno e l’altro. Qualcuno ha un numero dispari di "
     "carte a metà partita? Forse ha la carta «%s»."),
    ("Varianti",
     "Stesso colore: rosso con rosso, nero con nero. Uomo Nero: un jolly è la "
     "carta spaiata. Due rimosse: una Donna e un Fante. Mazzo ridotto: dal 7 "
     "all’Asso. Due mazzi: due carte spaiate. Immagini: per i più piccoli."),
    ("Partite",
     "Più mani: vince chi perde meno. Eliminazione: chi perde esce. Penalità: "
     "un punto a sconfitta, fuori al limite. Gettoni: ogni sconfitta costa un "
     "gettone. Pegni: chi perde fa una prova buffa."),
    ("Imparare",
     "Scarti tu le tue coppie: {A} su una carta, poi {A} sulla sua gemella. "
     "Due carte che non fanno coppia si scartano lo stesso, e perdi come "
     "con la carta «%s», secondo la regola francese. La fine della mano le "
     "mostra."),
    ("Aiuti",
     "Ognuno si spegne nelle impostazioni. Il contatore elenca i valori "
     "già usciti. L’aiuto dispari dice chi ha un numero dispari di carte. "
     "L’aiuto coppie avvisa se hai ancora una coppia e ferma una coppia "
     "sbagliata. Allora {SELECT} ti mostra una coppia."),
)

FORFEITS = (
    "Canta una canzone.",
    "Fai la tua smorfia più buffa.",
    "Salta su un piede dieci volte.",
    "Racconta una barzelletta.",
    "Imita il verso di un animale.",
    "Di’ l’alfabeto al contrario partendo dalla F.",
    "Balla per dieci secondi.",
    "Di’ una cosa carina a ogni giocatore.",
    "Parla come un robot fino al tuo prossimo turno.",
    "Tieni un libro in equilibrio sulla testa.",
)
# When a computer is the Old Maid: a line about it (%s is its name).
CPU_FORFEITS = (
    "%s fa bip tristemente e canticchia.",
    "I circuiti di %s diventano rossi.",
    "%s chiede gentilmente la rivincita.",
    "%s conta fino a un milione per calmarsi.",
    "%s giura di mescolare meglio la prossima volta.",
)

# The keys, a page of the rules after the first, on a board with a D-pad: each {A} is
# the key's name on the board (game/scenes/rules.py puts them in), as in the rules above.
KEYS = ("Tasti",
     "Sinistra e destra muovono il cursore, e {A} pesca la carta sotto. "
     "{A} di nuovo chiude il turno. Prima su o giù ti fa ordinare la "
     "mano: {A} prende una carta e la posa, sinistra e destra la "
     "spostano. {SELECT} mescola la mano e {START} conclude. {B} mette "
     "in pausa. Nei menu su e giù scelgono, sinistra e destra cambiano.")

# The same page on a board of three buttons (a small OLED: ◀ ● ▶), in their signs.
KEYS_FEW = ("Tasti",
     "◀ e ▶ muovono il cursore. ● pesca la carta sotto, e ● di nuovo "
     "chiude il turno. Tieni premuto ◀ o ▶ per salire o scendere: le "
     "righe di un menu, o ordinare la mano. Tieni premuto ● per la "
     "pausa. ◀+▶ insieme: fatto, o gioca. ● con ◀ mescola.")
