"""Learning mode, pairs laid by hand: a false pair revealed at the end, a pair shown on asking.

The French rules: two cards laid that do not pair make their layer the Old
Maid, told at the round's end with both cards.  With the pair nudge on a
false pair is stopped instead, and SELECT then shows one pair of the hand.
"""

from test_flow import check, new_game, start

from engine import names
from engine.names import parse_mode
from engine.selfplay import play_step
from engine.session import Session
from game import restore, snapshot
from game.cardtext import card_label
from game.keys import K_A, K_B, K_RIGHT, K_SELECT, K_START
from game.settings import HUMAN


def to_lay(d):
    """Press on to the person's lay screen."""
    for _ in range(500):
        if d.screen() == "lay":
            return
        d.press(K_A)
    raise AssertionError("no lay screen came")


def false_pair(d):
    """Return the hand positions of two cards of the person's hand that do not pair."""
    row = d.game.screen.bottom
    rnd = d.game.rnd
    for j in range(1, row.count):
        if not rnd.pairs(row.cards[0], row.cards[j]):
            return 0, j
    raise AssertionError("every card pairs")


def lay(d, i, j):
    """Pick the cards at ``i`` and ``j`` of the lay screen's hand with A."""
    for pos in (i, j):
        while d.game.screen.bottom.cursor != pos:
            d.press(K_RIGHT)
        d.press(K_A)


def test_a_false_pair_is_revealed_at_the_end_with_both_cards():
    d, lines = new_game("classic", kinds=(HUMAN, 2, 1), seed=3, manual=True)
    d.game.settings.nudge = 0
    start(d)
    to_lay(d)
    i, j = false_pair(d)
    row = d.game.screen.bottom
    first, second = row.cards[i], row.cards[j]
    lay(d, i, j)
    for _ in range(5000):
        if d.screen() == "result":
            break
        if d.screen() == "lay":
            d.lay_pairs()
        elif d.screen() == "arrange":
            d.press(K_START)
        elif d.screen() == "draw" and d.game.screen.computer:
            d.press(K_B)
        else:
            d.press(K_A)
    s = d.game.screen
    g = d.game
    assert s.name() == "result" and s.title == "ANN: the Old Maid!"
    said = " ".join(line for line in s.lines if line)
    assert said.startswith("ANN laid %s with %s, which do not pair."
                           % (card_label(g, first), card_label(g, second)))
    assert s.top.count == 2 and s.top.face_up
    assert (s.top.cards[0], s.top.cards[1]) == (first, second)
    assert s.big == -1                              # the two cards, not one big one
    assert lines[0].endswith("pairs manual")
    false_lines = [line for line in lines if line.startswith("false p0 ")]
    assert false_lines
    assert false_lines[0].split()[2:] == [names.card_name(first), names.card_name(second)]
    assert "loser p0 " + names.card_name(first) in lines
    d.autoplay()
    check(lines, manual=True)


def test_with_the_nudge_a_wrong_try_offers_select_which_shows_a_pair():
    d, lines = new_game("classic", kinds=(HUMAN, 2, 1), seed=3, manual=True)
    start(d)
    to_lay(d)
    s = d.game.screen
    assert "SELECT" not in s.hint
    d.press(K_SELECT)                               # nothing to show before a wrong try...
    assert s.bottom.selected == -1
    i, j = false_pair(d)
    lay(d, i, j)
    assert s.lines[0] == d.game.w.NOT_A_PAIR
    assert s.hint == "SELECT: show a pair"
    d.press(K_SELECT)
    row = s.bottom
    assert row.selected >= 0 and d.game.rnd.pairs(row.cards[row.selected], row.cards[row.cursor])
    assert s.lines[0] == "Here is a pair." and s.hint == "A: lay it  B: done"   # not "Not laid"
    pairs_before = sum(line.startswith("pair p0 ") for line in lines)
    d.press(K_A)                                    # ...and A lays the pair shown
    assert sum(line.startswith("pair p0 ") for line in lines) == pairs_before + 1
    assert not any(line.startswith("false") for line in lines)


def test_a_snapshot_of_the_version_before_still_loads_its_false_pairs():
    session = Session(0, *parse_mode("single"), 3, 5, manual=True)
    from engine.players import make_player
    from engine.selfplay import lineup

    seats = [make_player(k, i, session.rng) for i, k in enumerate(lineup(3))]
    play_step(session, seats)
    rnd = session.round
    seat = next(s for s in range(3) if rnd.hand_size(s) >= 2
                and not rnd.pairs(rnd.card(s, 0), rnd.card(s, 1)))
    first, second = rnd.card(seat, 0), rnd.card(seat, 1)
    rnd.lay(seat, 0, 1)
    buf = bytearray(snapshot.MAX_SIZE)
    end = snapshot.dump(session, seats, buf)
    now = bytes(buf[:end])
    again, _, _ = restore.load(now)
    assert again.round.false_with[seat] == second and again.round.false_card[seat] == first
    # Version 1 had the seat and the first card only: the false pairs come before the memories.
    at = now.index(bytes((1, seat, first, second)))
    older = bytes((1,)) + now[1:at] + bytes((1, seat, first)) + now[at + 4:]
    kept, _, _ = restore.load(older)
    assert kept.round.irregular[seat] and kept.round.false_card[seat] == first
    assert kept.round.false_with[seat] == first     # unknown: the first stands for it
