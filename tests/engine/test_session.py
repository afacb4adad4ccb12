"""Sessions: modes, scores, eliminations, dealers and winners."""

import pytest
from reference import Checker

from engine import cards
from engine.errors import BadSetup, NotInPlay
from engine.names import parse_mode
from engine.selfplay import play_session
from engine.session import ELIMINATION, PENALTY, ROUNDS, SINGLE, TOKENS, Session


@pytest.mark.parametrize("text,want", [
    ("single", (SINGLE, 0)), ("rounds:5", (ROUNDS, 5)), ("elimination", (ELIMINATION, 0)),
    ("penalty:3", (PENALTY, 3)), ("tokens:10", (TOKENS, 10))])
def test_modes_parse(text, want):
    assert parse_mode(text) == want


@pytest.mark.parametrize("text", ["", "rounds", "rounds:", "rounds:0", "rounds:x",
                                  "single:2", "tokens:100", "poker"])
def test_bad_modes(text):
    with pytest.raises(BadSetup):
        parse_mode(text)


def transcript(variant, mode, players, seed, **kw):
    lines = []
    play_session(variant, mode, players, seed, write=lines.append, **kw)
    checker = Checker(manual=kw.get("manual", False), rotate=kw.get("rotate", True))
    for line in lines:
        checker.line(line)
    checker.finish()
    return lines


def summary(lines):
    return [x for x in lines if x.split()[0] in ("loser", "score", "eliminated", "winner")]


def test_single_round_everyone_but_the_old_maid_wins():
    lines = transcript("classic", "single", 4, 42)
    loser = [x for x in lines if x.startswith("loser")]
    assert len(loser) == 1
    seat = int(loser[0].split()[1][1:])
    assert lines[-1] == "winner " + " ".join("p%d" % s for s in range(4) if s != seat)


def test_rounds_fewest_losses_win_and_ties_share():
    for seed in range(30):
        lines = transcript("short", "rounds:5", 4, seed)
        assert sum(x.startswith("round ") for x in lines) == 5
        last_score = [x for x in lines if x.startswith("score")][-1].split()[2::2]
        least = min(int(v) for v in last_score)
        want = ["p%d" % s for s, v in enumerate(last_score) if int(v) == least]
        assert lines[-1] == "winner " + " ".join(want)


def test_elimination_until_one_is_left():
    lines = transcript("classic", "elimination", 5, 3)
    assert sum(x.startswith("eliminated") for x in lines) == 4
    assert sum(x.startswith("round ") for x in lines) == 4


def test_nobody_left_to_win():
    # Two-removed, three players: a round can leave the last two each holding
    # an unmatched card; then nobody wins.
    for seed in range(200):
        lines = transcript("two-removed", "elimination", 3, seed)
        if lines[-1] == "winner none":
            tail = summary(lines)[-6:]
            losers = sorted(x.split()[1] for x in tail[:2])
            assert tail[0].startswith("loser") and tail[1].startswith("loser")
            assert tail[2].startswith("score")
            assert sorted(x.split()[1] for x in tail[3:5]) == losers
            assert losers[0] != losers[1]
            return
    raise AssertionError("no seed left nobody to win")


def test_tokens_count_down_and_penalties_up():
    lines = transcript("classic", "tokens:2", 3, 5)
    scores = [x for x in lines if x.startswith("score")]
    assert scores[0].split()[2::2].count("1") == 1 and scores[0].split()[2::2].count("2") == 2
    lines = transcript("classic", "penalty:2", 3, 5)
    scores = [x for x in lines if x.startswith("score")]
    assert sorted(scores[0].split()[2::2]) == ["0", "0", "1"]


@pytest.mark.parametrize("rotate", [True, False])
def test_dealer_rotates_or_stays(rotate):
    lines = transcript("classic", "rounds:4", 4, 1, rotate=rotate)
    dealers = [x.split()[5] for x in lines if x.startswith("round ")]
    assert dealers == (["p0", "p1", "p2", "p3"] if rotate else ["p0"] * 4)


def test_a_fixed_dealer_who_leaves_passes_the_deal_left():
    for seed in range(40):
        lines = transcript("classic", "elimination", 4, seed, rotate=False)
        if "eliminated p0" in lines[:lines.index(next(x for x in lines
                                                       if x.startswith("score"))) + 3]:
            rounds = [x for x in lines if x.startswith("round ")]
            assert rounds[1].split()[5] != "p0"
            return
    raise AssertionError("no seed eliminated the dealer in round 1")


def test_session_calls_out_of_order():
    s = Session(cards.CLASSIC, *parse_mode("single"), 3, 1)
    with pytest.raises(NotInPlay):
        s.finish_round()          # nothing dealt yet: the round object is over-less
    rnd = s.next_round()
    with pytest.raises(BadSetup, match="still being played"):
        s.next_round()
    with pytest.raises(NotInPlay, match="not over"):
        s.finish_round()
    while not rnd.over:
        rnd.draw(0)
    s.finish_round()
    with pytest.raises(NotInPlay):
        s.finish_round()
    with pytest.raises(NotInPlay):
        s.next_round()


def test_every_variant_and_mode_follows_the_transcript_rules():
    for variant in cards.VARIANTS:
        for mode in ("single", "rounds:3", "elimination", "penalty:2", "tokens:3"):
            for players in (2, 3, 5, 8) + ((12,) if variant == "double" else ()):
                transcript(variant, mode, players, players * 31 + len(mode))


class ScriptedRound:
    """A round whose losers are written in advance: the session's bookkeeping alone."""

    def __init__(self, players, script):
        self.players = players
        self.script = list(script)
        self.number = 0
        self.over = True
        self.loser_count = 0
        self.loser_seat = bytearray(players + 2)
        self.deals = []

    def deal(self, seated, dealer, number):
        self.number = number
        self.deals.append((dealer, [s for s in range(self.players) if seated[s]]))
        losers = self.script.pop(0)
        self.loser_count = len(losers)
        for i, s in enumerate(losers):
            self.loser_seat[i] = s

    def loses(self, seat):
        return sum(1 for i in range(self.loser_count) if self.loser_seat[i] == seat)


def scripted(mode, players, script, rotate=True):
    """Play a session whose rounds lose as ``script`` says; return (lines, deals)."""
    from engine.transcript import Transcript

    lines = []
    session = Session(cards.CLASSIC, *parse_mode(mode), players, 9, rotate=rotate,
                      watchers=[Transcript(lines.append)])
    session.round = ScriptedRound(players, script)
    while not session.over:
        session.next_round()
        session.finish_round()
    return lines, session.round.deals


@pytest.mark.parametrize("mode,players,script,rotate,want,dealers", [
    ("single", 3, [[1]], True,
     ["score p0 0 p1 1 p2 0", "winner p0 p2"], [0]),
    ("rounds:3", 3, [[1], [2], [1]], True,
     ["score p0 0 p1 1 p2 0", "score p0 0 p1 1 p2 1", "score p0 0 p1 2 p2 1", "winner p0"],
     [0, 1, 2]),
    ("rounds:2", 3, [[1], [2]], False,
     ["score p0 0 p1 1 p2 0", "score p0 0 p1 1 p2 1", "winner p0"], [0, 0]),
    ("elimination", 4, [[0], [3, 3], [1]], True,
     ["score p0 1 p1 0 p2 0 p3 0", "eliminated p0",
      "score p0 1 p1 0 p2 0 p3 2", "eliminated p3",
      "score p0 1 p1 1 p2 0 p3 2", "eliminated p1", "winner p2"], [0, 1, 2]),
    ("elimination", 3, [[0], [1, 2]], True,
     ["score p0 1 p1 0 p2 0", "eliminated p0",
      "score p0 1 p1 1 p2 1", "eliminated p1", "eliminated p2", "winner none"], [0, 1]),
    ("penalty:2", 3, [[1], [1], [0], [2], [0]], True,
     ["score p0 0 p1 1 p2 0", "score p0 0 p1 2 p2 0", "eliminated p1",
      "score p0 1 p1 2 p2 0", "score p0 1 p1 2 p2 1", "score p0 2 p1 2 p2 1",
      "eliminated p0", "winner p2"], [0, 1, 2, 0, 2]),
    ("tokens:2", 3, [[2, 2], [0], [1], [0]], False,
     ["score p0 2 p1 2 p2 0", "eliminated p2", "score p0 1 p1 2 p2 0",
      "score p0 1 p1 1 p2 0", "score p0 0 p1 1 p2 0", "eliminated p0", "winner p1"],
     [0, 0, 0, 0]),
])
def test_session_modes_count_exactly(mode, players, script, rotate, want, dealers):
    lines, deals = scripted(mode, players, script, rotate)
    assert lines[0] == "session %s variant classic players %d seed 9" % (mode, players)
    assert lines[1:] == want
    assert [d for d, _ in deals] == dealers
    # Each round is dealt to the players not eliminated before it.
    seated = set(range(players))
    rounds = iter(deals)
    for line in lines[1:]:
        if line.startswith("score"):
            assert next(rounds)[1] == sorted(seated)
        elif line.startswith("eliminated"):
            seated.discard(int(line.split()[1][1:]))
