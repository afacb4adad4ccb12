"""Decks and pairing rules of every variant, as transcript.md tabulates them."""

import pytest
from reference import deck, pair_key, parse_card

from engine import cards
from engine.names import card_name


def names(variant):
    v = cards.variant_number(variant)
    buf = bytearray(200)
    n = cards.fill_deck(v, buf)
    return [card_name(c) for c in buf[:n]]


@pytest.mark.parametrize("variant,size", [
    ("classic", 51), ("same-color", 51), ("black-peter", 53), ("two-removed", 50),
    ("short", 31), ("double", 102), ("themed", 51)])
def test_deck_sizes_and_contents(variant, size):
    got = names(variant)
    assert len(got) == size == cards.deck_size(cards.variant_number(variant))
    assert sorted(got) == deck(variant)


@pytest.mark.parametrize("variant", cards.VARIANTS)
def test_pairs_match_the_table(variant):
    v = cards.variant_number(variant)
    keys = bytearray(256)
    cards.fill_keys(v, keys)
    buf = bytearray(200)
    n = cards.fill_deck(v, buf)
    for a in buf[:n]:
        for b in buf[:n]:
            same = keys[a] == keys[b]
            want = pair_key(card_name(a), variant) == pair_key(card_name(b), variant)
            assert same == want, (card_name(a), card_name(b))


def test_same_color_pairs_by_colour():
    keys = bytearray(256)
    cards.fill_keys(cards.SAME_COLOR, keys)
    c = parse_card
    assert keys[c("7H")] == keys[c("7D")]
    assert keys[c("7C")] == keys[c("7S")]
    assert keys[c("7H")] != keys[c("7S")]


def test_double_decks_never_pair_across():
    keys = bytearray(256)
    cards.fill_keys(cards.DOUBLE, keys)
    assert keys[parse_card("7H")] != keys[parse_card("7D#2")]
    assert keys[parse_card("7H#2")] == keys[parse_card("7D#2")]


@pytest.mark.parametrize("name", ["AC", "10H", "QS", "KD", "BP", "OM", "T1", "T25", "7S#2"])
def test_names_round_trip(name):
    assert card_name(parse_card(name)) == name


@pytest.mark.parametrize("bad", ["", "1H", "QX", "T0", "T26", "Q", "#2"])
def test_bad_names(bad):
    with pytest.raises(ValueError):
        parse_card(bad)


def test_unknown_variant_is_a_value_error_saying_which():
    with pytest.raises(ValueError, match="unknown variant 'poker'"):
        cards.variant_number("poker")


def test_the_names_examples_hold():
    import doctest

    from engine import names as transcript_names

    assert doctest.testmod(transcript_names).attempted >= 3
    assert doctest.testmod(transcript_names).failed == 0
