"""Random playouts: whatever the variant, mode, table and seed, the rules hold.

Every line of every transcript goes through the independent reading of
transcript.md in ``reference.py``: cards conserved from the deal on, no pair
kept after laying, every draw in turn from the right player at a card that is
there, the round ending within a bound, the losers exactly the holders of the
unmatched cards, and the session's score, eliminations and winners.
"""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference import Checker

from engine import cards
from engine.errors import RuleError
from engine.rng import Rng
from engine.round import Round
from engine.selfplay import play_session

MODES = st.sampled_from(["single", "rounds:2", "rounds:4", "elimination", "penalty:2",
                         "tokens:2", "tokens:3"])


@st.composite
def tables(draw):
    variant = draw(st.sampled_from(cards.VARIANTS))
    players = draw(st.integers(2, cards.max_players(cards.variant_number(variant))))
    return variant, players


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(), MODES, st.integers(0, 2**40), st.booleans(), st.booleans(),
       st.lists(st.sampled_from(["casual", "canny", "child"]), min_size=1, max_size=4))
def test_sessions_follow_the_rules(table, mode, seed, manual, rotate, cpus):
    variant, players = table
    checker = Checker(manual=manual, rotate=rotate, max_draws=3000)
    play_session(variant, mode, players, seed, write=checker.line, cpus=cpus,
                 rotate=rotate, manual=manual)
    checker.finish()


def state(rnd):
    return (bytes(rnd.cards), bytes(rnd.size), rnd.drawer, rnd.over, rnd.live,
            bytes(rnd.in_hands), rnd.rng.state)


@settings(max_examples=80, deadline=None)
@given(tables(), st.integers(0, 2**30 - 1), st.lists(st.integers(-3, 60), min_size=1,
                                                     max_size=400))
def test_any_sequence_of_calls_is_legal_or_refused_cleanly(table, seed, moves):
    """Random calls, good and bad: a refused one changes nothing, cards are conserved."""
    variant, players = table
    v = cards.variant_number(variant)
    rnd = Round(v, players, Rng(seed))
    rnd.deal(bytearray([1] * players), seed % players)
    total = len(rnd.deck)
    laid = 0
    counter = {"laid": 0}

    class Count:
        seat = 255

        def paired(self, *a):
            counter["laid"] += 2

        def __getattr__(self, name):
            return lambda *a: None

    rnd.watchers.append(Count())
    laid = sum(rnd.size) + 0
    for i, m in enumerate(moves):
        before = state(rnd)
        try:
            if i % 7 == 3:
                rnd.move(m % players, m % 5, (m * 3) % 7)
            elif i % 11 == 5:
                rnd.shuffle(m % players)
            else:
                rnd.draw(m)
        except RuleError:
            assert state(rnd) == before
        assert sum(rnd.size) + counter["laid"] == laid
        for s in range(players):
            assert not rnd.holds_pair(s)
        if rnd.is_over():
            break
    assert sum(rnd.size) <= total
