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
     "Quando finisci le carte sei fuori e in salvo. Chi alla fine resta con la carta "
     "spaiata, la carta «%s», perde."),
    ("Consigli",
     "Nascondi la carta spaiata in mezzo al ventaglio: alcuni pescano dai "
     "bordi. Mescola tra un turno e l’altro: confonde chi "
     "ricorda le carte. Restate in due? Chi ha più carte ha la carta «%s». "
     "Si dice che un numero dispari di carte tradisca la carta «%s». "
     "L’abbiamo misurato "
     "su migliaia di partite: non aiuta."),
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
     "già usciti. L’aiuto a due vale quando restano due giocatori. Dice chi "
     "ha la carta «%s»: chi ha più carte. L’aiuto coppie avvisa se hai "
     "ancora una coppia e ferma una coppia sbagliata. Allora {SELECT} ti "
     "mostra una coppia."),
)

FORFEITS = (
    ("Fai la tua smorfia più buffa.",
     "Salta su un piede cinque volte.",
     "Ruggisci come un leone.",
     "Sbatti le braccia come un uccellino.",
     "Prova a toccarti il naso con la lingua.",
     "Canta una canzone che conosci.",
     "Batti il cinque a ogni giocatore."),
    ("Racconta una barzelletta.",
     "Di’ l’alfabeto al contrario partendo dalla F.",
     "Parla come un robot fino al tuo prossimo turno.",
     "Tieni un libro in equilibrio sulla testa.",
     "Nomina cinque animali in dieci secondi.",
     "Di’ veloce tre volte: «Trentatré trentini entrarono a Trento».",
     "Balla per dieci secondi."),
    ("Canta il ritornello di una canzone che ami.",
     "Di’ una cosa carina a ogni giocatore.",
     "Racconta la tua giornata in tre parole.",
     "Imita un personaggio famoso: gli altri indovinano.",
     "Di’ l’alfabeto al contrario partendo dalla M.",
     "Annuncia l’ora come al telegiornale.",
     "Fai un discorso di un minuto sui calzini."),
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
     "Sinistra e destra muovono il cursore, e {A} pesca la carta indicata. "
     "Sulla carta pescata, {A} chiude il turno; prima, con su o giù, puoi "
     "ordinare la mano: {A} prende una carta e la posa, sinistra e destra la "
     "spostano. {SELECT} mescola la mano e {START} conclude. {B} mette "
     "in pausa. Nei menu su e giù scelgono, sinistra e destra cambiano.")

# The same page on a board of three buttons (a small OLED: ◀ ● ▶), in their signs.
KEYS_FEW = ("Tasti",
     "◀ e ▶ muovono il cursore. ● pesca la carta indicata, e ● di nuovo "
     "chiude il turno. Tieni premuto ◀ o ▶ per salire o scendere: le "
     "righe di un menu, o ordinare la mano. Tieni premuto ● per la "
     "pausa. ◀+▶ insieme: fatto, o gioca. ● con ◀ mescola.")

LEARN = (
    "Tutte le carte sono distribuite. Una Donna è stata tolta dal mazzo: così una "
    "Donna resta senza coppia, ed è %s.",
    "Non vedi queste carte, e nessuno vede le tue. Pescane una a caso: può fare "
    "coppia, o essere %s!",
    "Due carte dello stesso valore fanno coppia. Le coppie si scartano subito, come "
    "dopo la distribuzione. Solo %s non fa mai coppia.",
    "Ecco, %s è passata di mano! Chi ce l’ha spera che qualcuno la peschi.",
    "Senza più carte si è in salvo per questa mano. Chi alla fine resta con %s perde.",
)
