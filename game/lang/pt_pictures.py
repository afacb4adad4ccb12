"""Portuguese: the names of the picture deck's 25 pictures (the "pictures" game).

Loaded only while a pictures game is at the table (``game.words.pictures``).
In the order of tools/make_sprites.py's PICTURES; the Old Maid figure is
named by the language's ODD_NAMES.  Each name has its article, as the
odd card's names do.
"""

ARTICLE = ""
NAMES = (
    "o sol",
    "a lua",
    "a estrela",
    "o coração",
    "a casa",
    "a árvore",
    "o peixe",
    "o gato",
    "o cão",
    "o pássaro",
    "o carro",
    "o barco",
    "a maçã",
    "a flor",
    "a bola",
    "a coroa",
    "a chave",
    "o sino",
    "o guarda-chuva",
    "a xícara",
    "o relógio",
    "o cogumelo",
    "a raposa",
    "o foguete",
    "o boneco de neve",
)
# A pair of twin pictures laid: "%s" the player, then the bare name.
LAID_TWINS = "%s: %s"
