"""The rules' errors: each has its words, read only when a message is, and let go after a save's."""

import sys

import pytest

from engine import errors
from engine.errors import NOT_SEATED, NotInPlay, RuleError
from engine.names import parse_mode
from engine.rng import Rng
from engine.round import Round
from game import restore
from game.errors import BadSnapshot
from game.words import drop

SENTENCES = "engine.sentences"


def whats():
    """Return {name: number} of every way of breaking the rules engine/errors.py names."""
    return {name: value for name, value in vars(errors).items()
            if name.isupper() and isinstance(value, int)}


def test_every_way_of_breaking_the_rules_has_its_words():
    from engine.sentences import SENTENCES as words

    numbers = sorted(whats().values())
    assert numbers == list(range(len(numbers)))            # one number each, none skipped
    assert len(words) == len(numbers)
    # Each sentence stands at its error's number: the comment above it names both.
    import inspect

    import engine.sentences

    named = [line.split()[1:3] for line in inspect.getsource(engine.sentences).splitlines()
             if line.startswith("    # ")]
    assert [(int(n), name.rstrip(":")) for n, name in named] == sorted(
        (number, name) for name, number in whats().items())
    # Said after a colon ("the saved game is damaged: ..."): no capital, no full stop.
    assert all(text[0] == "%" or text[0].islower() for text in words)
    assert not any(text.endswith(".") for text in words)


def test_the_words_are_read_only_when_a_message_is():
    drop(SENTENCES)
    rnd = Round(0, 3, Rng(5))
    rnd.deal(bytearray([1] * 3), 0)
    with pytest.raises(NotInPlay) as caught:
        rnd.move(7, 0, 0)                                    # no seat p7
    assert SENTENCES not in sys.modules                     # broken, not yet told
    assert isinstance(caught.value, ValueError) and caught.value.args == (NOT_SEATED, 7)
    assert str(caught.value) == "p7 is not seated"
    assert SENTENCES in sys.modules
    with pytest.raises(RuleError, match=r"unknown session mode 'rounds5': choose single"):
        parse_mode("rounds5")
    assert str(RuleError("words of its own")) == "words of its own"


def test_a_damaged_saves_words_are_told_and_let_go():
    drop(SENTENCES)
    refused = restore.damaged(NotInPlay(NOT_SEATED, 4))
    assert isinstance(refused, BadSnapshot)
    assert str(refused) == "the saved game is damaged: p4 is not seated"
    assert SENTENCES not in sys.modules
    import engine
    assert not hasattr(engine, "sentences")
