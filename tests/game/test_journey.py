"""Where did the Old Maid go: the round's result shows the odd card's way from hand to hand.

The way is read independently from the transcript (``shared/transcript.md``):
the card's holder in its ``deal`` line, then the drawer of each ``draw`` line
that names it.  The screen shows it joined by arrows, the first holder and
the last ones, what does not fit the line given up, oldest first, for "…".
"""

import pytest
from test_flow import Driver
from test_resume import kept_session, person

from engine import cards, names
from engine.transcript import Transcript
from game.game import Game
from game.settings import HUMAN, Settings

ARROW = " \u2192 "
MORE = "\u2026"
VARIANTS = ("classic", "black-peter", "themed", "two-removed", "short", "double", "same-color")


def ways(lines, losers):
    """Return each loser card's holders, first to last, as the transcript's last round says."""
    start = max(i for i, line in enumerate(lines) if line.startswith("round "))
    found = []
    for _, c in losers:
        name = names.card_name(c)
        held = []
        for line in lines[start:]:
            words = line.split()
            if words[0] == "deal" and name in words[2:]:
                held.append(int(words[1][1:]))
            elif words[0] == "draw" and words[4] == name:
                held.append(int(words[1][1:]))
        found.append(held)
    return found


def check_way(game, line, holders, resumed=False):
    """Check the shown ``line`` against the card's ``holders`` (seats, first to last)."""
    names = [game.name(seat) for seat in holders]
    assert len(line) <= game.columns, line
    if len(names) == 1 and not resumed:
        assert line == game.w.NEVER_LEFT % names[0]
        return
    parts = line.split(ARROW)
    if MORE not in parts:
        assert not resumed and parts == names, (parts, names)
        return
    cut = parts.index(MORE)
    assert cut == (0 if resumed else 1) and parts.count(MORE) == 1, parts
    assert parts[:cut] == names[:cut]                        # the first holder
    tail = parts[cut + 1:]
    assert tail and names[-len(tail):] == tail, (parts, names)   # and the last ones
    if not resumed:
        assert len(names) > len(parts) - 1                   # something was left out
        assert len(ARROW.join(names)) > game.columns or len(names) > 9


def play_to_result(game, limit=20000):
    """Press on as a patient player until the round's result shows."""
    now = 1000
    for _ in range(limit):
        if game.screen.name() == "result":
            return
        now += 33
        game.step(person(game), now)
    raise AssertionError("no result")


@pytest.mark.parametrize("seed", range(42))
def test_the_odd_cards_way_is_the_transcripts(seed):
    variant = VARIANTS[seed % len(VARIANTS)]
    st = Settings()
    st.variant = cards.variant_number(variant)
    st.players = min(3 + seed % 6, cards.max_players(st.variant))
    for seat in range(st.players):
        st.kinds[seat] = HUMAN if seat == 0 else 1 + seat % 3
    lines = []
    columns, rows = ((21, 4), (26, 7), (22, 7))[seed % 3]   # the OLED, the PyBadge, large text
    game = Game(seed=seed, settings=st, watchers=[Transcript(lines.append)],
                columns=columns, rows=rows)
    play_to_result(game)
    losers = game.rnd.losers()
    shown = [line for line in game.screen.lines if line]
    said = [line for line in shown if ARROW in line or MORE in line
            or any(line == game.w.NEVER_LEFT % game.name(s) for s in range(st.players))]
    assert len(said) == min(len(losers), rows - (len(shown) - len(said)))
    for line, holders in zip(said, ways(lines, losers)):
        assert holders[-1] == losers[said.index(line)][0]    # it ends with its loser
        check_way(game, line, holders)


def test_a_long_way_keeps_its_first_holder_and_its_last_ones():
    """Over many seeds, some ways are cut (on 21 columns), some are whole."""
    cut = whole = 0
    for seed in range(30):
        st = Settings()
        st.variant = cards.BLACK_PETER_GAME
        st.players = 6
        for seat in range(1, 6):
            st.kinds[seat] = 1 + seat % 3
        lines = []
        game = Game(seed=seed, settings=st, watchers=[Transcript(lines.append)],
                    columns=21, rows=4)
        play_to_result(game)
        (holders,) = ways(lines, game.rnd.losers())
        line = game.screen.lines[0]
        check_way(game, line, holders)
        cut += MORE in line
        whole += MORE not in line and len(holders) > 1
    assert cut and whole


def test_after_a_resume_the_way_is_told_from_the_resume_on():
    """No save keeps the way: a resumed round tells it from where the cards were then."""
    told = 0
    for seed in range(5, 25):
        kept, st = kept_session(seed)
        lines = []
        game = Game(seed=seed, settings=st, saved=kept, watchers=[Transcript(lines.append)])
        d = Driver(game)
        d.press(0)
        d.press(person(game))              # Resume
        assert game.screen.name() != "title"
        rnd = game.rnd
        at_resume = {}
        for seat in range(rnd.players):
            for pos in range(rnd.hand_size(seat)):
                at_resume[rnd.card(seat, pos)] = seat
        play_to_result(game)
        losers = game.rnd.losers()
        if game.rnd.irregular[losers[0][0]]:
            continue
        seat, card = losers[0]
        holders = [at_resume[card]]
        name = names.card_name(card)
        holders += [int(line.split()[1][1:]) for line in lines
                    if line.startswith("draw ") and line.split()[4] == name]
        shown = [line for line in game.screen.lines if MORE in line]
        assert shown and shown[0].startswith(MORE + ARROW), game.screen.lines
        check_way(game, shown[0], holders, resumed=True)
        told += 1
    assert told >= 10
