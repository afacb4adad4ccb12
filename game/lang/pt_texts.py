"""Portuguese: the long texts (the same names as ``en_texts.py``).

The rules, the forfeits and the awards: only their screens show them, so
they live apart from ``pt.py``, which a game holds all along:
``game.words.texts`` loads this module while one of them is shown, and
the game drops it after.
"""

RULES = (
    ("Como jogar",
     "Todas as cartas são distribuídas. Cada um descarta seus pares. Na sua "
     "vez, tire uma carta, virada para baixo, do jogador à sua direita. "
     "Formou um par? Descarte-o."),
    ("Sair do jogo",
     "Quando suas cartas acabam, você sai e fica a salvo. Quem ficar no final com a carta "
     "sem par, %s, perde."),
    ("Dicas",
     "Esconda a carta sem par no meio do leque: alguns tiram das pontas. "
     "Embaralhe entre uma vez e outra: confunde quem lembra onde foi parar "
     "uma carta. Sobraram dois? Quem tem mais cartas está com %s. Dizem que "
     "um número ímpar de cartas entrega %s. Medimos isso em milhares de "
     "rodadas: não ajuda."),
    ("Variantes",
     "Mesma cor: vermelho com vermelho, preto com preto. Pedro Negro: um "
     "curinga é a carta sem par. Duas removidas: uma Dama e um Valete. "
     "Baralho curto: do 7 ao Ás. Dois baralhos: duas cartas sem par. "
     "Desenhos: para crianças."),
    ("Partidas",
     "Rodadas: vence quem perder menos. Eliminação: quem perde sai. "
     "Penalidade: um ponto por derrota, fora no limite. Fichas: cada derrota "
     "custa uma. Castigos: quem perde faz uma tarefa engraçada."),
    ("Aprender",
     "Você mesmo descarta seus pares: {A} numa carta, depois {A} na gêmea "
     "dela. Duas cartas que não formam par são descartadas mesmo assim, e "
     "você perde como com %s, pela regra francesa. O fim da rodada mostra "
     "as duas."),
    ("Ajudas",
     "Cada uma se desliga nas configurações. O contador lista os valores que já "
     "saíram. A dica a dois vale quando só restam dois jogadores. Ela diz "
     "quem está com %s: quem tem mais cartas. A ajuda de pares avisa quando "
     "sua mão ainda tem um par e impede um par falso. Então {SELECT} mostra "
     "um par."),
)

FORFEITS = (
    ("Faça a careta mais engraçada.",
     "Pule num pé só cinco vezes.",
     "Ruja como um leão.",
     "Bata os braços como um passarinho.",
     "Tente tocar o nariz com a língua.",
     "Cante uma música que você conhece.",
     "Bata na mão de cada jogador."),
    ("Conte uma piada.",
     "Diga o alfabeto de trás para frente a partir do F.",
     "Fale como um robô até a sua próxima vez.",
     "Equilibre um livro na cabeça por dez segundos.",
     "Diga cinco animais em dez segundos.",
     "Diga três vezes bem rápido: o rato roeu a roupa do rei de Roma.",
     "Dance por dez segundos."),
    ("Cante o refrão de uma música que você ama.",
     "Diga algo legal sobre cada jogador.",
     "Conte o seu dia em três palavras.",
     "Imite uma pessoa famosa até alguém adivinhar quem é.",
     "Diga o alfabeto de trás para frente a partir do M.",
     "Anuncie as horas como no telejornal.",
     "Faça um discurso de um minuto sobre meias."),
)
# When a computer is the Old Maid: a line about it (%s is its name).
CPU_FORFEITS = (
    "%s apita triste e cantarola baixinho.",
    "Os circuitos de %s ficam vermelhos.",
    "%s pede revanche, com muita educação.",
    "%s conta até um milhão para se acalmar.",
    "%s promete embaralhar melhor da próxima vez.",
)

# The keys, a page of the rules after the first, on a board with a D-pad: each {A} is
# the key's name on the board (game/scenes/rules.py puts them in), as in the rules above.
KEYS = ("Teclas",
     "Esquerda e direita movem o cursor, e {A} tira a carta embaixo "
     "dele. Na carta tirada, {A} encerra sua vez; antes disso, cima ou "
     "baixo deixa você arrumar a mão: {A} pega uma carta e a solta, esquerda e direita a "
     "levam. {SELECT} embaralha a mão e {START} termina. {B} pausa o "
     "jogo. Nos menus, cima e baixo escolhem, esquerda e direita mudam.")

# The same page on a board of three buttons (a small OLED: ◀ ● ▶), in their signs.
KEYS_FEW = ("Teclas",
     "◀ e ▶ movem o cursor. ● tira a carta embaixo dele, e ● de novo "
     "encerra sua vez. Segure ◀ ou ▶ para subir ou descer: as linhas de "
     "um menu, ou arrumar a mão. Segure ● para pausar o jogo. ◀+▶ "
     "juntos: pronto, ou jogar. ● com ◀ embaralha.")

LEARN = (
    "Todas as cartas foram distribuídas. Uma Dama foi tirada do baralho, então uma "
    "Dama fica sem par: essa carta é %s.",
    "Você não vê estas cartas, e ninguém vê as suas. Tire uma às cegas: pode formar "
    "um par, ou ser %s!",
    "Duas cartas do mesmo valor formam um par. Os pares são descartados na hora, como "
    "depois da distribuição. Só %s nunca forma par.",
    "Pronto, %s mudou de mão! Quem está com essa carta torce para alguém tirá-la.",
    "Sem cartas, o jogador fica a salvo nesta rodada. Quem ficar com %s no final "
    "perde.",
)
