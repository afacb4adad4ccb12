"""Known deals with exact outcomes, the turn order, manual pairing and bad calls."""

import pytest
from reference import Checker, deck, parse_card

from engine import cards, names
from engine.errors import BadPosition, BadSetup, NotInPlay, RuleError
from engine.rng import Rng
from engine.round import Round
from engine.transcript import Transcript


class Stacked(Rng):
    """A generator whose shuffle lays the deck in an order the test chose."""

    def __init__(self, order):
        super().__init__(0)
        self.order = [parse_card(n) for n in order]

    def shuffle(self, buf, start, count):
        if count == len(self.order) and start == 0 and len(buf) == count:
            buf[:] = bytes(self.order)
        else:
            super().shuffle(buf, start, count)


def interleave(hands):
    """Return the deck order that deals ``hands`` (in deal order) one card at a time."""
    order = []
    for i in range(max(len(h) for h in hands)):
        order += [h[i] for h in hands if i < len(h)]
    return order


def rigged(variant, hands, dealer=0, manual=False, players=None):
    """Deal ``hands`` (listed from the dealer's left) and return (round, lines)."""
    players = players or len(hands)
    lines = []
    rnd = Round(cards.variant_number(variant), players, Stacked(interleave(hands)),
                manual=manual, watchers=[Transcript(lines.append)])
    assert sorted(interleave(hands)) == deck(variant)
    rnd.deal(bytearray([1] * players), dealer)
    return rnd, lines


def hand(rnd, seat):
    return [names.card_name(rnd.card(seat, i)) for i in range(rnd.hand_size(seat))]


def pairs_of(ranks, suits="CDHS"):
    return [r + s for r in ranks for s in suits]


OTHER = ["A", "2", "3", "4", "6", "7", "8", "9", "10", "J", "K"]


def two_player_classic():
    """p1 keeps QH and 5S, p0 keeps 5C: one draw ends it."""
    p1 = ["QH", "5H", "5D", "5S"] + pairs_of(OTHER, "CD")
    p0 = ["5C", "QD", "QS"] + pairs_of(OTHER, "HS")
    return rigged("classic", [p1, p0])


def test_known_two_player_round():
    rnd, lines = two_player_classic()
    assert hand(rnd, 1) == ["QH", "5S"] and hand(rnd, 0) == ["5C"]
    assert lines[0] == "round 1 variant classic dealer p0 seats p0 p1"
    assert lines[1].startswith("deal p1 QH 5H 5D 5S AC AD")
    assert "pair p1 5H 5D" in lines and "pair p0 QD QS" in lines
    assert (rnd.current_drawer(), rnd.offerer()) == (1, 0)
    assert rnd.draw(0) == parse_card("5C")
    assert lines[-4:] == ["draw p1 p0 0 5C", "pair p1 5C 5S", "out p0", "loser p1 QH"]
    assert rnd.is_over() and rnd.loser_count == 1 and rnd.loses(1) == 1 and rnd.loses(0) == 0


def test_three_of_a_kind_keeps_the_third_and_four_lay_two_pairs():
    p1 = ["7C", "2C", "7D", "7H", "9C", "9D", "9H", "9S"] + pairs_of(["3", "4"], "CD")
    p0 = ["7S", "2D"] + pairs_of(["3", "4"], "HS")
    rest = [c for c in deck("classic") if c not in p1 + p0]
    # Give the rest in pairs so the hands stay balanced (p1 26, p0 25).
    p1 += rest[:14]
    p0 += rest[14:]
    rnd, lines = rigged("classic", [p1, p0])
    assert "pair p1 7C 7D" in lines
    assert "pair p1 9C 9D" in lines and "pair p1 9H 9S" in lines
    assert "7H" in hand(rnd, 1) and "9C" not in hand(rnd, 1)
    check(lines)


def check(lines, manual=False):
    """Run a round's lines through the reference reading of transcript.md."""
    words = lines[0].split()
    seats = len(words) - 7
    c = Checker(manual=manual)
    c.line("session single variant %s players %d seed 0" % (words[3], seats))
    dealer = int(words[5][1:])
    if dealer:
        c.dealer = dealer - 1          # as if the deal had rotated to it
    for line in lines:
        c.line(line)


def skip_deal():
    """Dealer p3; p3 is dealt only pairs and is out before the first draw."""
    p0 = ["QH", "5S", "8S"] + pairs_of(["A", "2"]) + ["3C", "3D"]
    p1 = ["5C", "3H", "3S"] + pairs_of(["4", "6"]) + ["QD", "QS"]
    p2 = ["8C"] + pairs_of(["7", "9", "10"])
    p3 = ["5D", "5H", "8D", "8H"] + pairs_of(["J", "K"])
    return rigged("classic", [p0, p1, p2, p3], dealer=3)


def test_turn_order_skips_players_out():
    rnd, lines = skip_deal()
    assert lines[0] == "round 1 variant classic dealer p3 seats p0 p1 p2 p3"
    assert [x.split()[1] for x in lines if x.startswith("deal")] == ["p0", "p1", "p2", "p3"]
    assert "out p3" in lines
    assert hand(rnd, 0) == ["QH", "5S", "8S"] and hand(rnd, 1) == ["5C"]
    assert hand(rnd, 2) == ["8C"]
    # p0 is left of the dealer; p3 to its right is out, so p0 draws from p2.
    assert (rnd.current_drawer(), rnd.offerer()) == (0, 2)
    rnd.draw(0)
    assert lines[-3:] == ["draw p0 p2 0 8C", "pair p0 8C 8S", "out p2"]
    # The next player with cards left of p0 is p1; it draws from p0.
    assert (rnd.current_drawer(), rnd.offerer()) == (1, 0)
    rnd.draw(1)
    assert lines[-4:] == ["draw p1 p0 1 5S", "pair p1 5S 5C", "out p1", "loser p0 QH"]
    assert rnd.is_over()
    check(lines)


def snapshot(rnd):
    return (bytes(rnd.cards), bytes(rnd.size), rnd.drawer, rnd.over, rnd.live,
            bytes(rnd.in_hands), rnd.rng.state, rnd.loser_count)


def fresh(variant="classic", players=4, manual=False, seed=3):
    rnd = Round(cards.variant_number(variant), players, Rng(seed), manual=manual)
    rnd.deal(bytearray([1] * players), 0)
    return rnd


@pytest.mark.parametrize("call,error,message", [
    (lambda r: r.draw(99), BadPosition, "outside"),
    (lambda r: r.draw(-1), BadPosition, "outside"),
    (lambda r: r.move(0, 0, 40), BadPosition, "positions"),
    (lambda r: r.move(7, 0, 0), NotInPlay, "not seated"),
    (lambda r: r.lay(0, 0, 1), RuleError, "laid for the players"),
    (lambda r: r.card(0, 60), BadPosition, "no card"),
])
def test_bad_calls_raise_and_change_nothing(call, error, message):
    rnd = fresh()
    before = snapshot(rnd)
    with pytest.raises(error, match=message):
        call(rnd)
    assert snapshot(rnd) == before


def test_draw_after_the_end():
    rnd, _ = two_player_classic()
    rnd.draw(0)
    before = snapshot(rnd)
    with pytest.raises(NotInPlay, match="over"):
        rnd.draw(0)
    with pytest.raises(NotInPlay):
        rnd.shuffle(1)
    assert snapshot(rnd) == before


def test_a_player_who_is_out_cannot_rearrange():
    rnd, _ = skip_deal()
    before = snapshot(rnd)
    with pytest.raises(NotInPlay, match="out"):
        rnd.shuffle(3)
    assert snapshot(rnd) == before


@pytest.mark.parametrize("variant,players", [("classic", 1), ("classic", 9), ("double", 13)])
def test_player_counts(variant, players):
    with pytest.raises(BadSetup, match="players"):
        Round(cards.variant_number(variant), players, Rng(1))


def test_double_seats_twelve():
    """Two decks deal 102 cards to twelve: 9 or 8 each, every card in a hand or a laid pair."""
    lines = []
    rnd = Round(cards.DOUBLE, 12, Rng(3), watchers=[Transcript(lines.append)])
    rnd.deal(bytearray([1] * 12), 0)
    dealt = [line.split()[2:] for line in lines if line.startswith("deal ")]
    assert len(dealt) == 12 and sorted(len(h) for h in dealt) == [8] * 6 + [9] * 6
    assert sorted(c for h in dealt for c in h) == sorted(deck("double"))
    laid = [line.split()[2:] for line in lines if line.startswith("pair ")]
    assert sum(rnd.hand_size(s) for s in range(12)) + 2 * len(laid) == 102
    for s in range(12):      # what is left in each hand holds no pair of the same deck
        held = [rnd.card(s, i) for i in range(rnd.hand_size(s))]
        assert not any(rnd.pairs(a, b) for i, a in enumerate(held) for b in held[i + 1:]), s


def test_too_few_seated_and_dealer_not_seated():
    rnd = Round(0, 4, Rng(1))
    with pytest.raises(BadSetup, match="at least 2"):
        rnd.deal(bytearray([1, 0, 0, 0]), 0)
    with pytest.raises(BadSetup, match="dealer"):
        rnd.deal(bytearray([0, 1, 1, 0]), 0)


def test_move_and_shuffle_keep_the_cards():
    rnd = fresh()
    s = rnd.current_drawer()
    before = sorted(hand(rnd, s))
    first = hand(rnd, s)[0]
    rnd.move(s, 0, rnd.hand_size(s) - 1)
    assert hand(rnd, s)[-1] == first
    rnd.shuffle(s)
    assert sorted(hand(rnd, s)) == before


def test_manual_pairing_waits_for_pairs_and_punishes_a_false_one():
    p1 = ["QH", "5H", "5D", "5S"] + pairs_of(OTHER, "CD")
    p0 = ["5C", "QD", "QS"] + pairs_of(OTHER, "HS")
    rnd, lines = rigged("classic", [p1, p0], manual=True)
    assert rnd.hand_size(1) == 26
    with pytest.raises(NotInPlay, match="pair to lay"):
        rnd.draw(0)
    # p1 lays QH with 5S: not a pair, allowed, and it makes p1 the Old Maid.
    rnd.lay(1, 0, 3)
    assert lines[-1] == "false p1 QH 5S"            # shared/transcript.md: a false pair
    for seat in (1, 0):
        while rnd.holds_pair(seat):
            h = hand(rnd, seat)
            keys = [c[:-1] for c in h]
            i = next(i for i in range(len(h)) if keys.count(keys[i]) > 1)
            j = keys.index(keys[i], i + 1)
            rnd.lay(seat, i, j)
    # Left: p1 5-something, p0 5C and Q: no pair can be made by drawing? 5s pair.
    while not rnd.is_over():
        rnd.draw(0)
        d = rnd.current_drawer()
        for seat in (0, 1):
            if rnd.holds_pair(seat):
                h = hand(rnd, seat)
                keys = [c[:-1] for c in h]
                i = next(i for i in range(len(h)) if keys.count(keys[i]) > 1)
                rnd.lay(seat, i, keys.index(keys[i], i + 1))
        assert d in (0, 1)
    assert lines[-1] == "loser p1 QH"
    assert [x for x in lines if x.startswith("loser")] == ["loser p1 QH"]


def test_manual_pairing_lay_errors():
    rnd = fresh(manual=True)
    s = 1
    before = snapshot(rnd)
    with pytest.raises(BadPosition, match="different"):
        rnd.lay(s, 0, 0)
    with pytest.raises(BadPosition, match="no card"):
        rnd.lay(s, 0, 99)
    assert snapshot(rnd) == before


def test_black_peter_themed_and_double_end_on_their_odd_cards():
    for variant, odd in (("black-peter", {"BP"}), ("themed", {"OM"}),
                         ("same-color", {"QS"}), ("short", {"QD", "QH", "QS"})):
        for seed in range(5):
            rnd = fresh(variant, 3, seed=seed)
            play_out(rnd)
            assert rnd.loser_count == 1
            assert names.card_name(rnd.loser_card[0]) in odd
    for seed in range(5):
        rnd = fresh("double", 6, seed=seed)
        play_out(rnd)
        got = sorted(names.card_name(rnd.loser_card[i]) for i in range(rnd.loser_count))
        assert len(got) == 2 and all(c[0] == "Q" for c in got)
        assert sum(c.endswith("#2") for c in got) == 1
        rnd = fresh("two-removed", 4, seed=seed)
        play_out(rnd)
        got = sorted(names.card_name(rnd.loser_card[i])[0] for i in range(rnd.loser_count))
        assert got == ["J", "Q"]


def play_out(rnd):
    r = Rng(77)
    while not rnd.is_over():
        rnd.draw(r.below(rnd.hand_size(rnd.offerer())))


def one_draw_deal(variant):
    """Two hands, after laying: one holds the odd card(s) and X, the other X's twin.

    Returns (odd, x, twin, holder, hands) with ``hands`` listed from the
    dealer's (p0's) left: p1 first.
    """
    from collections import defaultdict

    from reference import pair_key
    groups = defaultdict(list)
    for c in deck(variant):
        groups[pair_key(c, variant)].append(c)
    odd = sorted(g[-1] for g in groups.values() if len(g) % 2)
    odd_keys = {pair_key(c, variant) for c in odd}
    x_key = next(k for k in sorted(groups) if k not in odd_keys)
    x_group = list(groups[x_key])
    x, twin = x_group[-2], x_group[-1]
    total = len(deck(variant))
    sizes = {1: (total + 1) // 2, 0: total // 2}
    holder = 1 if sizes[1] % 2 == (len(odd) + 1) % 2 else 0
    # Laying goes left to right, so other pairs of X's key go before X.
    hands = {holder: odd + x_group[:-2] + [x], 1 - holder: [twin]}
    for k, g in sorted(groups.items()):
        if k == x_key:
            continue
        rest = [c for c in g if c not in odd]
        for i in range(0, len(rest), 2):
            # Pairs of an odd card's key go to the other hand, so the holder
            # keeps exactly that card.
            to = 1 - holder if k in odd_keys or len(hands[holder]) >= sizes[holder] else holder
            hands[to].extend(rest[i:i + 2])
    assert len(hands[1]) == sizes[1] and len(hands[0]) == sizes[0]
    return odd, x, twin, holder, [hands[1], hands[0]]


@pytest.mark.parametrize("variant", ["classic", "same-color", "black-peter", "two-removed",
                                     "short", "double", "themed"])
def test_known_deal_of_every_variant_ends_on_its_odd_cards(variant):
    odd, x, twin, holder, hands = one_draw_deal(variant)
    rnd, lines = rigged(variant, hands)
    other = 1 - holder
    assert hand(rnd, holder) == odd + [x] and hand(rnd, other) == [twin]
    assert (rnd.current_drawer(), rnd.offerer()) == (1, 0)
    if holder == 0:      # p1 draws X from p0's fan and is out
        rnd.draw(len(odd))
        want = ["draw p1 p0 %d %s" % (len(odd), x), "pair p1 %s %s" % (x, twin), "out p1"]
    else:                # p1 draws the twin, p0's only card: p0 is out
        rnd.draw(0)
        want = ["draw p1 p0 0 %s" % twin, "pair p1 %s %s" % (twin, x), "out p0"]
    assert lines[-(3 + len(odd)):] == want + ["loser p%d %s" % (holder, c) for c in odd]
    assert rnd.is_over() and rnd.loses(holder) == len(odd) and rnd.loses(other) == 0
    check(lines)


def test_two_out_at_the_deal_in_a_row_never_get_the_first_turn():
    """Found by hypothesis: a short deck, 6 seats, the dealer staying, seed 2875.

    Two players in a row from the dealer's left lay every card at the deal;
    the first turn goes to the next player with cards, and the session plays
    to its end by the rules (the first of them used to draw, holding nothing).
    """
    from reference import Checker

    from engine.names import parse_mode
    from engine.players import make_player
    from engine.selfplay import lineup, play_step
    from engine.session import Session

    lines = []
    session = Session(cards.SHORT, *parse_mode("penalty:2"), 6, 2875, rotate=False,
                      watchers=[Transcript(lines.append)])
    seats = [make_player(k, s, session.rng)
             for s, k in enumerate(lineup(6, ["casual", "canny", "casual"]))]
    for p in seats:
        if p.watches:
            session.watchers.append(p)
    steps = 0
    while not session.over and steps < 5000:
        play_step(session, seats)
        steps += 1
    assert session.over
    checker = Checker(rotate=False)
    for line in lines:
        checker.line(line)
    checker.finish()
