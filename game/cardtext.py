"""Cards as the players read them: ``7♥``, ``the Old Maid``, ``the cat``, in the game's language.

Functions of the game they speak for (its settings, words and round), so
that the game's own code is what outlives a screen and no more.  Resident
with the game: a pair laid is news in these words at every turn.  The
picture deck's names are loaded only while a pictures game wants them, and
are held here (``pictures``), not by the game.
"""

from engine import cards
from game import words

_SUIT_SIGNS = "\u2663\u2666\u2665\u2660"
_RANK_SIGNS = "A23456789"   # one string, not 9 (9 objects on a board's heap); 10 is "10"

pictures = None     # the picture deck's names, while a pictures game is on ...
_language = None    # ... in this language's words


def odd_name(game):
    """Return what the odd card is called, as the settings choose.

    A name this language lacks (a fourth one, chosen in another) is its
    Black Peter's, as the own name is in a Black Peter deal.
    """
    n = game.settings.odd_name
    names = game.w.ODD_NAMES
    if (n >= len(names) or n == 0 and game.rnd is not None
            and game.rnd.variant == cards.BLACK_PETER_GAME):
        n = game.w.PETER
    return names[n]


def card_label(game, c):
    """Return a card as a player reads it in a sentence: ``7♥``, ``the Old Maid``, ``the cat``.

    The odd card takes its article in the language's own way (``ODD_CARD``).
    """
    face = c & cards.FACE_MASK
    if face < 52:
        return rank_sign(face >> 2, game.w.FACE_CARDS) + _SUIT_SIGNS[face & 3]
    if is_odd(c):
        return game.w.ODD_CARD % odd_name(game)
    return picture_names(game).ARTICLE + picture_name(game, face)


def picture_name(game, face):
    """Return the bare name of picture card ``face`` (``cat``), as the tracker shows it."""
    return picture_names(game).NAMES[face - cards.THEMED_FIRST]


def picture_names(game):
    """Return the pictures' names in the game's language, loaded on first use.

    A new language or a game of another deck drops them (``forget_pictures``);
    a game in another language (a PC's tests hold several) loads its own.
    """
    global pictures, _language
    code = game.settings.language()
    if pictures is None or _language != code:
        pictures = words.pictures(code)
        _language = code
    return pictures


def forget_pictures():
    """Let the pictures' names go: another language, or a deck without pictures."""
    global pictures
    pictures = None
    words.forget_pictures()


def rank_sign(rank, faces="JQK"):
    """Return how a rank is written in a sentence: ``A``, ``2`` ... ``10``, ``J``, ``Q``, ``K``.

    ``faces`` are the face cards' letters in the language's own deck (its
    ``FACE_CARDS``: French ``VDR``, German ``BDK``): a French child reads
    ``D`` for a Dame, never ``Q``.
    """
    if rank > 9:
        return faces[rank - 10]
    return "10" if rank == 9 else _RANK_SIGNS[rank]


def is_odd(c):
    """Return True for the cards that are nothing but the odd card (a joker, a figure)."""
    face = c & cards.FACE_MASK
    return face == cards.BLACK_PETER or face == cards.OLD_MAID
