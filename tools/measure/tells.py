"""Measure how much a computer's tell helps a child win: rounds with and without it.

A simulated child plays one round at a time against two computers of one
kind, in each of the three seats in turn (where one sits matters: the
engine's first seat loses some 19 % of rounds, the others 35-45 %).  Drawing from a computer's fan,
the child moves along it; when the computer gives a tell
(game/scenes/table_cpu.py: the easiest every turn, the casual one a turn
in two, the canny never) over its Old Maid for sure (``is_old_maid``, the
game's own test), the child notices and draws another card with
probability ``--follow``; otherwise, and without tells, the child draws
anywhere, as a casual computer does.  The child never arranges.  Prints
how often the child is left with the Old Maid, each way.

    python -m tools.measure.tells --rounds 20000
"""

import argparse

from engine import cards  # noqa: E402
from engine.players import CANNY, CASUAL, CHILD, PERSONALITIES, make_player  # noqa: E402
from engine.session import SINGLE, Session  # noqa: E402
from game.scenes.table_cpu import is_old_maid  # noqa: E402


def tells(kind, turn):
    """Return True if a computer of ``kind`` gives its tell on turn ``turn`` (as the game does)."""
    return kind == CHILD or kind == CASUAL and turn & 1 == 1


def child_draw(rnd, seats, follow, rng_below, use_tells, turn):
    """Return the simulated child's pick from the offerer's fan."""
    offerer = rnd.offerer()
    n = rnd.hand_size(offerer)
    pos = rng_below(n)
    seen = use_tells and tells(seats[offerer].kind, turn)
    if seen and n > 1 and is_old_maid(rnd, rnd.card(offerer, pos)) and rng_below(1000) < follow:
        pos = (pos + 1 + rng_below(n - 1)) % n     # any other card
    return pos


def play(rounds, kind, follow, use_tells, seed):
    """Return how many of ``rounds`` the child lost (seated in each seat in turn)."""
    lost = 0
    for r in range(rounds):
        child = r % 3
        session = Session(cards.CLASSIC, SINGLE, 0, 3, seed + r, rotate=True)
        seats = [None if s == child else make_player(kind, s, session.rng) for s in range(3)]
        session.begin()
        rnd = session.next_round()
        below = session.rng.below
        turn = 0
        while not rnd.is_over():
            if seats[rnd.offerer()] is not None:
                seats[rnd.offerer()].arrange(rnd)
            if rnd.current_drawer() == child:
                turn += 1
                rnd.draw(child_draw(rnd, seats, follow, below, use_tells, turn))
            else:
                rnd.draw(seats[rnd.current_drawer()].choose(rnd))
        session.finish_round()
        if any(seat == child for seat, _ in rnd.losers()):
            lost += 1
    return lost


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=20000)
    parser.add_argument("--follow", type=float, default=0.8,
                        help="how often the child notices a tell and draws another card")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    follow = int(args.follow * 1000)
    print("%d rounds a line; the child follows a tell %d%% of the time" % (
        args.rounds, follow // 10))
    print("computers   child loses: no tells  tells   wins: no tells  tells")
    for kind in (CHILD, CASUAL, CANNY):
        without = play(args.rounds, kind, follow, False, args.seed)
        with_ = play(args.rounds, kind, follow, True, args.seed)
        print("%-10s  %20.1f%% %5.1f%%  %14.1f%% %5.1f%%" % (
            PERSONALITIES[kind], 100.0 * without / args.rounds, 100.0 * with_ / args.rounds,
            100.0 * (args.rounds - without) / args.rounds,
            100.0 * (args.rounds - with_) / args.rounds))


if __name__ == "__main__":
    main()
