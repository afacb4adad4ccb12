"""Portuguese: the picture deck's names, as ``en_pictures.py`` says, each with its article."""

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
