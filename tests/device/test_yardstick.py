"""The yardstick plays real Old Maid, on CPython and under MicroPython.

``audit`` plays one round draw by draw and checks it; its own source is sent
into the VM, so both interpreters are held to the very same checks.
"""

import inspect
import os

import pytest
from conftest import require_vm

from tools.measure import mpvm, yardstick

SEEDS = 200


def audit(yardstick, seed, players=4):
    """Play a round checking every step; return (loser, queen, draws).

    Checks that cards are conserved (only same-rank pairs ever leave), no
    hand keeps a pair, and at the end the loser holds exactly one Queen while
    everyone else is empty.  Plain enough to run on MicroPython too.
    """
    def fail(why):
        raise AssertionError("seed %d, %d players: %s" % (seed, players, why))

    def ranks_unique(hands):
        for hand in hands:
            ranks = [c[:-1] for c in hand]
            if len(set(ranks)) != len(ranks):
                fail("a hand keeps a pair: %s" % hand)

    def leaving_pairs(before, after):
        # Every card now held was held before; what left is same-rank pairs.
        gone = list(before)
        for c in after:
            if c not in gone:
                fail("card %s appeared from nowhere" % c)
            gone.remove(c)
        counts = {}
        for c in gone:
            counts[c[:-1]] = counts.get(c[:-1], 0) + 1
        for rank, count in counts.items():
            if count % 2:
                fail("an odd number of %s cards left play" % rank)
        return len(gone) // 2

    deck = yardstick.new_deck()
    if len(deck) != 51 or len(set(deck)) != 51 or "QC" in deck:
        fail("bad deck")
    state = yardstick.setup_round(players, seed)
    hands = state["hands"]
    if len(hands) != players:
        fail("wrong number of hands")
    held = sorted([c for hand in hands for c in hand])
    pairs = leaving_pairs(deck, held)
    ranks_unique(hands)
    draws = 0
    while yardstick.play_turn(state):
        draws += 1
        if draws > 5000:
            fail("the round never ends")
        now = sorted([c for hand in hands for c in hand])
        if len(now) != len(held) and len(now) != len(held) - 2:
            fail("a draw moved %d cards" % (len(held) - len(now)))
        pairs += leaving_pairs(held, now)
        ranks_unique(hands)
        held = now
    if yardstick.play_turn(state):
        fail("a finished round played on")
    if pairs != 25:
        fail("%d pairs laid, not 25" % pairs)
    loser = yardstick.loser(state)
    if loser is None:
        fail("no single loser")
    for seat in range(players):
        if seat != loser and hands[seat]:
            fail("seat %d still holds %s" % (seat, hands[seat]))
    if len(hands[loser]) != 1 or hands[loser][0][:-1] != "Q":
        fail("the loser holds %s" % hands[loser])
    if yardstick.play_round(players, seed) != loser:
        fail("the same seed lost differently")
    return loser, hands[loser][0], draws


def test_the_deck_and_the_pairs():
    deck = yardstick.new_deck()
    assert len(deck) == 51 and "QC" not in deck and "10S" in deck
    hand = ["QH", "3C", "QD", "10S", "3D", "3H", "QS", "10D"]
    yardstick.lay_pairs(hand)
    assert sorted(c[:-1] for c in hand) == ["3", "Q"]   # one 3 and one Queen kept


def test_two_players_at_least():
    with pytest.raises(ValueError):
        yardstick.setup_round(1, 1)


def test_200_rounds_on_cpython():
    losers = set()
    for seed in range(SEEDS):
        loser, queen, draws = audit(yardstick, seed)
        assert queen in ("QD", "QH", "QS") and draws > 0
        losers.add(loser)
    assert losers == {0, 1, 2, 3}


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_other_table_sizes(players):
    for seed in range(20):
        assert 0 <= audit(yardstick, seed, players)[0] < players


def test_200_rounds_under_micropython():
    require_vm()
    script = "\n".join([
        "from tools.measure import yardstick",
        "",
        inspect.getsource(audit),
        "for seed in range(%d):" % SEEDS,
        "    print('%d %d %s %d' % ((seed,) + audit(yardstick, seed)))",
        "",
    ])
    out = mpvm.run_code(script, paths=[os.path.join(mpvm.ROOT, "tools", "measure", "yardstick.py")])
    lines = out.splitlines()
    assert len(lines) == SEEDS
    losers = set()
    for seed, line in enumerate(lines):
        number, loser, queen, draws = line.split()
        assert int(number) == seed and queen in ("QD", "QH", "QS") and int(draws) > 0
        losers.add(int(loser))
    assert losers == {0, 1, 2, 3}
