"""Portuguese (Brazilian, as the source rules are): every word the game shows.

The same names as ``en.py``.  "Você", the everyday informal address in
Brazil.  The odd card's names carry their article ("a Solteirona", "o Pedro
Negro"), so "%s é %s!" and "ficar com %s" read for each.  The card is "a
Solteirona" (an old maid, in one word): "a Velha Solteirona", the game's
name, would leave a line no room for a player's name or a label.
"""

NAME = "Português"
GAME = "A Velha Solteirona"
# With the article: "ANN é o Pedro Negro!", "quem ficar com a Solteirona".
ODD_NAMES = ("a Solteirona", "o Pedro Negro", "o Curinga")
# Which of them the Black Peter deal's joker goes by when the first is chosen.
PETER = 1
# The odd card inside a sentence: its name, which carries its article.
ODD_CARD = "%s"
# The face cards' letters as a Brazilian deck prints them: Valete J, Dama Q, Rei K
# (the card pictures show them too).
FACE_CARDS = "JQK"

MENU = ("Jogar", "Continuar", "Regras", "Configurações", "Estatísticas", "Aprender a jogar")
H_MENU = "↑↓ escolher  A: ok"
H_PAGE = "←→ página  B: voltar"
H_CHANGE = "←→ mudar  B: voltar"
H_SETUP = "←→ mudar START: jogar"
H_LETTER = "↑↓ letra  A: próxima"
H_FACE = "↑↓ figura  A: pronto"
H_BACK = "A/B: voltar"
H_GO_ON = "A: continuar"
H_SHOW = "A: ver cartas B: menu"
H_CHOOSE = "←→ A: tirar  B: menu"
H_CPU = "A: rápido  B: pular"
H_CPU_OUT = "A: rápido START: menu"   # no person left at the table: the pause menu
H_PAUSE = "↑↓←→  A: ok  B: jogar"
H_PICK = "A: pegar  START: ok"
H_PUT = "←→ mover  A: soltar"
H_LAY = "A: pegar  START: ok"
H_SHOW_ME = "SELECT: mostrar par"   # the pair nudge stopped a false pair: help at hand
H_MORE = "SELECT: mais"
H_LAY_SHOWN = "A: descartar B: fim"   # SELECT showed a pair: A on its twin lays it
H_SCORES = "A: placar"
H_NEXT = "A: próxima rodada"
H_FORFEIT = "A: próxima  B: fim"   # B ends an evening of forfeits
H_END = "A: início"
H_TO_FORFEIT = "A: o castigo"   # an evening of forfeits: A on the result shows the forfeit
H_RESET = "←→ A: zerar B: voltar"
H_SURE = "A: sim  B: não"
NEW_OVER_KEPT = "Há um jogo guardado em Continuar. Começar outro? Ele será perdido."
H_ATTRACT = "Qualquer tecla: menu"

# Setup
NEW_GAME = "Novo jogo"
PLAYERS = "Jogadores: %d"
SEAT = "%d %s %s"
KINDS = ("pessoa", "normal", "esperto", "fácil")   # en.py says why no "criança"
VARIANT = "Jogo: %s"
VARIANTS = ("clássico", "mesma cor", "Pedro Negro", "duas removidas",
            "baralho curto", "dois baralhos", "desenhos")
SESSION = "Partida: %s"
MODES = ("uma rodada", "rodadas", "eliminação", "penalidade", "fichas", "castigos")
COUNT = ("", "Rodadas: %d", "", "Sai com %d pontos", "Fichas: %d", "")
DEALER = "Distribuidor: %s"
DEALERS = ("reveza", "fixo")
PAIRS = "Pares: %s"
PAIRING = ("automáticos", "você descarta")
AUTOSHUFFLE = "Auto-embaralhar: %s"
START = "Começar!"
OFF_ON = ("não", "sim")
# What each choice means, under its row (en.py says which).
KIND_TIPS = ("Uma pessoa joga", "Computador comum", "Computador difícil",
             "Computador fácil")
VARIANT_TIPS = ("Uma Dama a menos", "Pares da mesma cor", "Baralho e um curinga",
                "Dama e Valete fora", "Do 7 ao Ás: rápido", "Para 8 ou mais",
                "Desenhos sem números")
MODE_TIPS = ("Um só perdedor", "Menos derrotas vence", "Quem perde sai",
             "Derrota: +1 ponto", "Derrota: -1 ficha", "Quem perde: castigo")
COUNT_TIPS = ("", "Quantas rodadas", "", "Pontos para sair", "Fichas no começo", "")
DEALER_TIPS = ("Muda a cada rodada", "Sempre o mesmo")
PAIRING_TIPS = ("O jogo descarta", "Você mesmo descarta")
SETUP_TIPS = ("Pessoas e computador", "Embaralha sua mão", "Distribuir as cartas")

# Settings
SETTINGS = "Configurações"
LANGUAGE = "Idioma: %s"
SPEED = "Velocidade: %s"
SPEEDS = ("lenta", "normal", "rápida")
SOUND = "Som: %s"
MOTION = "Animações: %s"   # cards and cursors move
BIG_TEXT = "Texto grande: %s"
SUIT_INKS = "Cores dos naipes: %s"
INKS = ("2", "4")
ODD_NAME = "Carta: %s"
ODD_NAME_TIP = "A carta que sobra"
TRACKER = "Pares na mesa: %s"
ODD_HINT = "Dica a dois: %s"
NUDGE = "Aviso de par: %s"

# Stats
STATS = "Estatísticas"
STATS_EMPTY = "Nenhuma rodada ainda."
STATS_HEAD = "Jogadas, perdidas, ganhas:"   # over the numbers of each row, in their order
STATS_ROW = "%s %4d %4d %3d"
SEAT_NAME = "#%d"
RESET = "Zerar estatísticas?"
RESET_DONE = "Estatísticas zeradas."

# A turn
PASS_TO = "Passe para %s"
PASS_LINE = "Passe o aparelho para"
PASS_ASK = "%s, depois aperte A."
HIDDEN = "Cartas escondidas."
HIDDEN_ASK = "%s: A para ver."
YOUR_TURN = "%s: tire de %s"
CPU_TURN = "%s tira de %s"
FAN = "Leque de %s"
HAND = "Sua mão"
SINCE = "Tiraram da sua mão:"
TOOK = "%s levou %s"
DREW = "Saiu %s"
DREW_ODD = "Xi, é %s!"
A_PAIR = "Um par! Descartado."
NO_PAIR = "Sem par: fica na mão."
EMPTY_HAND = "Sua mão está vazia!"
OUT = "%s está a salvo!"
SAFE = ("Sem cartas: você está", "a salvo nesta rodada.")
LAID = "%s descartou %s %s"
ARRANGE = "Arrume sua mão"
ARRANGE_TIP = ("Esconda-a no meio.", "SELECT: embaralhar")
LAY = "Descarte seus pares"
LAY_TIP = "Escolha um par."
NOT_A_PAIR = "Isso não é um par!"
PAIR_SHOWN = "Aqui está um par."
NUDGED = "Você tem um par!"
STILL_PAIR = "Ainda resta um par!"
GONE = "Fora do jogo: %s"
# With two hands left, who holds the odd card (%s its name): a label and a short one
MORE_CARDS = ("Mais cartas, com %s:", "%s:")
SHORT_LABELS = ("", "Fora:")

# The end of a round
IS_ODD = "%s é %s!"
BOTH_LOSE = "%s e %s perdem!"
HELD_CARD = "%s: %s"
# Under the result: the odd card's way from hand to hand ("ANN → BOB"), or:
NEVER_LEFT = "Sempre com %s"   # the odd card was never drawn
# Learning mode: a false pair, told at the round's end with both cards.
FALSE_PAIR = "%s descartou %s com %s, que não formam par."
ROUND_SCORES = "Rodada %d: %s"
ROUND_OF = "Rodada %d de %d"   # the rounds mode: it counts them
LEADS = "◀ na frente"   # after the leader's score
WHAT = ("derrotas", "derrotas", "derrotas", "pontos", "fichas", "castigo")
LEFT = "(saiu)"
LEFT_LIST = "Saíram da mesa:"
WINNER = "Venceu:"
WINNERS = "Venceram:"
NOBODY = "Ninguém venceu!"
FORFEIT = "%s, seu castigo:"
FORFEIT_CPU = "%s, o computador:"  # a computer lost: no forfeit

# Messages
ERROR = "Algo deu errado"
# Under ERROR: the fault itself goes to the console only.
ERROR_SAID = "A partida salva está guardada. Se acontecer de novo, desligue e religue."
NO_MEMORY = "Memória cheia: o último jogo salvo continua guardado."
NO_MEMORY_FIX = ("Precisa de %d KB livres em .mpy, %d KB em .py: instale-o "
                 "compilado (docs/memory.md).")
SAVE_OFF = "Salvamento desligado."
# A chip that wears at every write keeps few saves (hardware/keeper.py):
SAVE_SPARING = "Salvo no chip: sem retomar a partida, estatísticas só no fim."
# A save refused: full, read-only, out of memory, too big, any other cause.
SAVE_REFUSED = ("Não salvo: cheio", "Não salvo: protegido",
                "Não salvo: memória", "Não salvo: grande", "Não salvo")
BAD_SAVE = "Salvamento ilegível:"
DEFAULTS = "padrões restaurados."
LAST_SAVE_LOST = "O último jogo salvo pode ter se perdido: voltamos ao anterior."

# The pause menu, from a person's draw or pass screen (B) or, with no person
# left at the table, from the computers' turns (START): rules and sound and
# speed (the words above) between its first item and the others: go on; leave,
# the game kept; end it.
PAUSE = "Pausa"
PAUSE_MENU = ("Continuar", "Sair da mesa", "Encerrar a partida")

# -- Added for issue 17 (a turn in two presses; an evening that ends with a bow) --
H_DREW = "A: segue ↑↓: arrumar"   # the drawn card: A ends the turn, up/down arranges
H_HELD = "←→ mover  A: pronto"   # a card picked up, not carried: A puts it back, done
END_ASK = "Encerrar a partida agora? Segue o placar final."   # "End the session" asks
FINAL = "Placar final"   # a session's tally, ended from the pause menu
EVENING = "Castigos da noite"   # the tally of an evening of forfeits, after B
# The awards of the evening (en.py says which): titles anyone may hold.
AWARDS = "Prêmios da noite"
AWARD_NAMES = ("Ás dos pares", "Xodó da Solteirona", "Intocável")
AWARD_FIGURES = ("%d par", "%d pares", "%d visita", "%d visitas", "%d jogada", "%d jogadas")
AWARDS_RESUMED = "Desde a retomada:"

# -- Added for issue 33 (a first evening that teaches itself) --
H_GUIDE = "A: ok  B: sem dicas"
H_AWARDS_AGAIN = "A: prêmios START: nova"
H_END_AGAIN = "A: início START: nova"
TELLS = "Pistas no rosto: %s"
AGES = "Castigos: %s"
AGE_NAMES = ("pequenos", "maiores", "adultos")
