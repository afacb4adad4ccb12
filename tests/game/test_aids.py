"""Every learning aid the table shows, and every tip of the rules, against simulated rounds.

The engine's computers play rounds of every variant at several table sizes
(``tools/measure/aids.py``, which prints the figures); an aid must hold every time,
a tip as the rules say it.  Then whole sessions through the game: whatever
the draw screen's aid says about who holds the odd card is so.  ``make
test`` plays a sample; ``make test-all`` (OLDMAID_EXHAUSTIVE=1) more.
"""

import pytest
from conftest import EXHAUSTIVE
from test_flow import Driver, start

from engine import cards
from game import words
from game.cardtext import odd_name
from game.game import Game
from game.keys import K_A, K_B, K_START
from game.scenes.table_text import more_cards
from game.settings import HUMAN
from tools.measure import aids
from tools.play.autokeys import table

ROUNDS = 40 if EXHAUSTIVE else 5


@pytest.fixture(scope="module")
def figures():
    return aids.measure(ROUNDS, tracker=aids.game_tracker)


def test_every_aid_holds_in_every_round(figures):
    """The tracker, the last-two hint and the pair nudge: true at every turn of every round."""
    claims = [name for name in figures.tallies
              if name.startswith(("two left:", "tracker:", "nudge:", "last two hint:"))]
    assert len([n for n in claims if n.startswith("two left: more cards")]) == len(cards.VARIANTS)
    for name in claims:
        tally = figures[name]
        assert tally.asked and tally.held == tally.asked, (name, str(tally))


def test_the_folk_tip_does_not_help(figures):
    """An odd number of cards makes a hand no likelier to hold the odd card: as the rules say."""
    for variant in ("classic", "same-color", "themed"):
        odd = figures["odd count: odd hand holds an odd card / " + variant]
        even = figures["odd count: even hand holds an odd card / " + variant]
        assert odd.asked > 100 and even.asked > 100
        assert odd.share() < even.share() + 0.05, (variant, str(odd), str(even))


def test_the_middle_tip_holds_against_those_who_draw_from_the_edges(figures):
    """The child computer draws from the edges: the odd card there goes far more often."""
    edge = figures["child: odd card drawn from the edge"]
    middle = figures["child: odd card drawn from the middle"]
    assert edge.asked > 30 and middle.asked > 30
    assert edge.share() > 2 * middle.share(), (str(edge), str(middle))


def test_shuffling_loses_no_more_than_leaving_the_hand_among_canny_players():
    """Shuffling throws off the canny computers, which remember where a card went."""
    found = aids.Figures()
    aids.shuffle_tip(200 if EXHAUSTIVE else 60, found)
    for players in (2, 3, 4):
        keeps = found["shuffle: never rearranges loses, %d players" % players]
        shuffles = found["shuffle: shuffles loses, %d players" % players]
        assert shuffles.share() <= keeps.share() + 0.05, (players, str(shuffles), str(keeps))


def test_the_game_tracker_is_the_measured_one():
    """The check is not blind: a tracker that names one rank too many is caught."""
    found = aids.measure(1, tracker=lambda rnd: aids.game_tracker(rnd) | {12}, players=(3,))
    tally = found["tracker: names exactly the ranks gone"]
    assert tally.held < tally.asked


def aid_lines(g):
    """Return the draw screen's text with its lines joined, and the hint's label and short form."""
    odd = odd_name(g)
    label, short = g.w.MORE_CARDS[0] % odd, g.w.MORE_CARDS[1] % odd
    return " ".join(line for line in g.screen.lines if line), label, short


@pytest.mark.parametrize("variant", ("classic", "double", "themed", "two-removed"))
def test_the_draw_screen_names_the_holder_and_only_when_it_is_known(variant):
    """With two hands left the hand of more cards is named as the odd card's; else nobody."""
    named = 0
    for seed in range(6 if EXHAUSTIVE else 2):
        for kinds in ((HUMAN, 1), (HUMAN, 2, 3)):
            st = table(kinds, variant)
            st.odd_hint = 1
            d = Driver(Game(seed=seed, settings=st))
            start(d)
            for _ in range(4000):
                g = d.game
                name = d.screen()
                if name in ("result", "title", "session"):
                    break
                if name == "draw" and not g.screen.computer:
                    text, label, short = aid_lines(g)
                    holder = more_cards(g.rnd)
                    left = [s for s in range(g.rnd.players) if g.rnd.hand_size(s)]
                    said = label in text or short + " " in text
                    assert said == (len(left) == 2 and holder != 255), text
                    if said:
                        who = g.name(holder)
                        assert label + " " + who in text or short + " " + who in text, text
                        assert g.rnd.holds_odd(holder)
                        other = left[0] if left[1] == holder else left[1]
                        assert not g.rnd.holds_odd(other)
                        named += 1
                d.press(K_START if name == "arrange" else
                        K_B if name == "draw" and g.screen.computer else K_A)
    assert named
    words.load("en")
