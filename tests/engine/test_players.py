"""Computer players: they know only their share, and their tips work."""

import pytest

from engine import cards
from engine.names import parse_mode, personality
from engine.players import CANNY, CASUAL, CHILD, make_player
from engine.round import Round
from engine.selfplay import play_session
from engine.session import Session
from engine.watcher import HIDDEN, Watcher


class PeekError(AssertionError):
    pass


class Seen(Round):
    """A round that catches a computer player reading a hand that is not its own."""

    viewer = None
    looks = 0        # reads of the viewer's own hand: the check was on its path

    def card(self, seat, pos):
        if self.viewer is not None and seat != self.viewer:
            raise PeekError("p%d looked at p%d's card" % (self.viewer, seat))
        Seen.looks += self.viewer is not None
        return super().card(seat, pos)

    def holds_key(self, seat, k):
        if self.viewer is not None and seat != self.viewer:
            raise PeekError("p%d looked into p%d's hand" % (self.viewer, seat))
        return super().holds_key(seat, k)


class Recorder(Watcher):
    def __init__(self, seat):
        self.seat = seat
        self.draws = []

    def drew(self, drawer, offerer, pos, card):
        self.draws.append((drawer, offerer, card))


def test_players_never_read_other_hands():
    Seen.looks = 0
    for variant in range(len(cards.VARIANTS)):
        for seed in range(6):
            session = Session(variant, *parse_mode("rounds:2"), 4, seed)
            session.round.__class__ = Seen
            rnd = session.round
            seats = [make_player((CASUAL, CANNY, CHILD, CANNY)[s], s, session.rng)
                     for s in range(4)]
            session.watchers.extend(seats)
            while not session.over:
                session.next_round()
                while not rnd.over:
                    rnd.viewer = rnd.offerer()
                    seats[rnd.viewer].arrange(rnd)
                    rnd.viewer = rnd.current_drawer()
                    pos = seats[rnd.viewer].choose(rnd)
                    rnd.viewer = None
                    rnd.draw(pos)
                session.finish_round()
            assert session.rounds_played >= 1
    assert Seen.looks > 0     # the canny players read their own hands, and only those


def test_only_drawer_and_offerer_see_the_card():
    recorders = [Recorder(s) for s in range(4)]
    play_session("classic", "single", 4, 9, watchers=recorders)
    for r in recorders:
        assert r.draws
        for drawer, offerer, card in r.draws:
            involved = r.seat in (drawer, offerer)
            assert (card != HIDDEN) == involved


def loss_rate(order, games=3000):
    lost = {"canny": 0, "casual": 0}
    for g in range(games):
        s = play_session("classic", "single", 2, 1000 + g, cpus=order)
        loser = 1 - s.winners[0]
        lost[order[loser]] += 1
    return lost


def test_canny_loses_less_than_casual_head_to_head():
    a = loss_rate(["canny", "casual"])
    b = loss_rate(["casual", "canny"])
    canny = (a["canny"] + b["canny"]) / 6000
    casual = (a["casual"] + b["casual"]) / 6000
    assert canny < casual - 0.1, (canny, casual)


def test_child_draws_from_the_edges_more_often():
    from engine.rng import Rng
    rnd = Round(cards.CLASSIC, 3, Rng(4))
    rnd.deal(bytearray(b"\x01\x01\x01"), 0)
    n = rnd.hand_size(rnd.offerer())
    child = make_player(CHILD, rnd.current_drawer(), Rng(5))
    casual = make_player(CASUAL, rnd.current_drawer(), Rng(5))
    edges = [0, 0]
    for _ in range(3000):
        edges[0] += child.choose(rnd) in (0, n - 1)
        edges[1] += casual.choose(rnd) in (0, n - 1)
    # Uniform draws hit an edge 2/n of the time; the child half the time more.
    assert edges[0] - edges[1] > 0.25 * 3000, edges


def test_canny_hides_the_odd_card_away_from_the_edges():
    from engine.rng import Rng
    for seed in range(40):
        rnd = Round(cards.BLACK_PETER_GAME, 3, Rng(seed))
        rnd.deal(bytearray(b"\x01\x01\x01"), 0)
        for s in range(3):
            h = [rnd.card(s, i) for i in range(rnd.hand_size(s))]
            if cards.BLACK_PETER in h and len(h) >= 3:
                make_player(CANNY, s, Rng(seed)).arrange(rnd)
                h = [rnd.card(s, i) for i in range(rnd.hand_size(s))]
                assert h[0] != cards.BLACK_PETER and h[-1] != cards.BLACK_PETER


@pytest.mark.parametrize("name", ["casual", "canny", "child"])
def test_personality_names(name):
    assert personality(name) in (CASUAL, CANNY, CHILD)


def test_unknown_personality():
    with pytest.raises(ValueError, match="unknown computer player"):
        personality("shark")
