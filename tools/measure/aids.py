"""Measure every learning aid and tip the game shows against rounds the engine plays.

PC-only.  An aid or a tip is a claim about the table; this plays many
rounds among the computer players (``engine/selfplay.py``'s way, over
every variant and several table sizes) and counts, at each turn before
the draw, how often each claim holds.  What it prints is the figures the
rules' words and the table's aids are written from (docs/playing.md, "Learning
aids"); tests/game/test_aids.py checks the same claims on a sample.

    .venv/bin/python -m tools.measure.aids --rounds 2000

The claims:

- ``two left``: with two hands left, the one with more cards holds the odd
  card (every card but the odd ones has its twin in the other hand, pairs
  being laid at once); with equal counts neither or both hold one.  The
  table's hint (``last two hint``) names that hand, and no other.
- ``tracker``: a rank (or picture) named gone has no card in any hand,
  and every other one has.
- ``nudge``: "your hand has a pair" exactly when two of its cards pair.
- ``odd count`` (the folk tip): a hand of an odd number of cards holds the
  odd card more often than an even one.  Counted by parity: how often each
  holds it.
- ``middle`` (the tips' "hide it in the middle, people draw from the
  edges"): how often the odd card is drawn from an edge and from the
  middle of a fan of 3 or more, by the drawer's kind.
- ``shuffle`` (the tips' "shuffle between turns"): how often a player who
  never rearranges and one who shuffles before each offer lose, at a table
  of canny computers (which remember where a card they gave went).
"""

import argparse

from engine import cards  # noqa: E402
from engine.players import PERSONALITIES, Casual, make_player  # noqa: E402
from engine.selfplay import lineup  # noqa: E402
from engine.session import SINGLE, Session  # noqa: E402

PLAYERS = (2, 3, 4, 6)


def rank_of(face):
    """Return a card's rank (0..12) or picture (13..37), or None for the odd figures."""
    if face < 52:
        return face >> 2
    if cards.THEMED_FIRST <= face < cards.THEMED_FIRST + cards.THEMED_PICTURES:
        return face - cards.THEMED_FIRST + 13
    return None


def hand(rnd, seat):
    """Return ``seat``'s cards, a list."""
    return [rnd.card(seat, i) for i in range(rnd.hand_size(seat))]


def holds_odd(rnd, seat):
    """Return how many cards of ``seat`` are of a kind dealt an odd number of times."""
    return sum(1 for c in hand(rnd, seat) if rnd.odd_kind(c))


def gone(rnd):
    """Return the ranks whose every card is out of the hands, worked out afresh."""
    dealt = {rank_of(c & cards.FACE_MASK) for c in rnd.fresh} - {None}
    held = set()
    for seat in range(rnd.players):
        held |= {rank_of(c & cards.FACE_MASK) for c in hand(rnd, seat)}
    return dealt - held


class Tally:
    """Counts of one claim: how often it held, out of how many times it was asked."""

    def __init__(self):
        self.held = 0
        self.asked = 0

    def add(self, held):
        self.asked += 1
        self.held += 1 if held else 0

    def share(self):
        return self.held / self.asked if self.asked else 0.0

    def __str__(self):
        if not self.asked:
            return "-"
        return "%d / %d (%.1f %%)" % (self.held, self.asked, 100.0 * self.share())


class Figures:
    """Every claim's tallies, by name and variant."""

    def __init__(self):
        self.tallies = {}
        self.rounds = 0

    def __getitem__(self, name):
        if name not in self.tallies:
            self.tallies[name] = Tally()
        return self.tallies[name]


def look(rnd, figures, variant, kinds, tracker=None):
    """Count every claim at this moment of ``rnd``: a turn, before its draw.

    ``tracker(rnd)`` is the game's own list of ranks gone (a set), when given.
    """
    name = cards.VARIANTS[variant]
    left = [s for s in range(rnd.players) if rnd.hand_size(s)]
    for seat in left:
        parity = "odd" if rnd.hand_size(seat) & 1 else "even"
        figures["odd count: %s hand holds an odd card / %s" % (parity, name)].add(
            holds_odd(rnd, seat))
        held = hand(rnd, seat)
        pairs = any(rnd.pairs(held[i], held[j]) for i in range(len(held)) for j in range(i))
        figures["nudge: says a pair exactly when one is held"].add(
            bool(rnd.holds_pair(seat)) == pairs)
    if len(left) == 2 and not any(rnd.irregular):
        a, b = left
        if rnd.hand_size(a) < rnd.hand_size(b):
            a, b = b, a
        if tracker is not None:      # the game's own: game/scenes/table_text.py
            from game.scenes.table_text import more_cards

            named = a if rnd.hand_size(a) != rnd.hand_size(b) and holds_odd(rnd, a) else 255
            figures["last two hint: names the holder, or nobody"].add(more_cards(rnd) == named)
        if rnd.hand_size(a) != rnd.hand_size(b):
            figures["two left: more cards holds the odd card / " + name].add(
                holds_odd(rnd, a) and not holds_odd(rnd, b))
        else:
            figures["two left: equal counts, each holds as many odd / " + name].add(
                holds_odd(rnd, a) == holds_odd(rnd, b))
    if tracker is not None:
        figures["tracker: names exactly the ranks gone"].add(tracker(rnd) == gone(rnd))
    drawer = rnd.current_drawer()
    offerer = rnd.offerer()
    n = rnd.hand_size(offerer)
    if n >= 3:
        for pos in range(n):
            if rnd.odd_kind(rnd.card(offerer, pos)):
                return ("edge" if pos in (0, n - 1) else "middle"), pos, kinds[drawer]
    return None


def game_tracker(rnd):
    """Return the ranks the table's tracker names gone (game/scenes/table_text.py), a set."""
    from game.scenes.table_text import gone_faces

    found = set()
    for face in gone_faces(rnd):
        found.add(rank_of(face))
    return found


def play(variant, players, seed, figures, tracker=None):
    """Play one round of ``variant`` among the default computers, counting every claim."""
    kinds = lineup(players)
    session = Session(variant, SINGLE, 0, players, seed)
    seats = [make_player(kinds[s], s, session.rng) for s in range(players)]
    session.watchers.extend(p for p in seats if p.watches)
    rnd = session.next_round()
    while not rnd.is_over():
        seats[rnd.offerer()].arrange(rnd)
        where = look(rnd, figures, variant, kinds, tracker)
        pos = seats[rnd.current_drawer()].choose(rnd)
        if where is not None:
            spot, at, kind = where
            figures["%s: odd card drawn from the %s" % (PERSONALITIES[kind], spot)].add(
                pos == at)
        rnd.draw(pos)
    figures.rounds += 1
    return rnd


class Shuffler(Casual):
    """Draw anywhere; shuffle the hand before each offer (the tip followed)."""

    def arrange(self, rnd):
        rnd.shuffle(self.seat)


def shuffle_tip(rounds, figures, first_seed=1):
    """Count the losses of one who never rearranges and one who shuffles, among canny players."""
    for players in (2, 3, 4):
        for who, make in (("never rearranges", Casual), ("shuffles", Shuffler)):
            tally = figures["shuffle: %s loses, %d players" % (who, players)]
            for seed in range(first_seed, first_seed + rounds):
                session = Session(cards.CLASSIC, SINGLE, 0, players, seed)
                seats = [make(0, session.rng)]
                seats += [make_player(1, s, session.rng) for s in range(1, players)]
                session.watchers.extend(p for p in seats if p.watches)
                rnd = session.next_round()
                while not rnd.is_over():
                    seats[rnd.offerer()].arrange(rnd)
                    rnd.draw(seats[rnd.current_drawer()].choose(rnd))
                tally.add(rnd.loses(0))


def measure(rounds, first_seed=1, tracker=None, players=PLAYERS):
    """Play ``rounds`` rounds of each variant at each table size; return the Figures."""
    figures = Figures()
    for variant in range(len(cards.VARIANTS)):
        for n in players:
            for seed in range(first_seed, first_seed + rounds):
                play(variant, n, seed * 7 + n, figures, tracker=tracker)
    return figures


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=500,
                        help="rounds per variant and table size (default 500)")
    parser.add_argument("--seed", type=int, default=1, help="the first seed")
    args = parser.parse_args(argv)
    figures = measure(args.rounds, args.seed, tracker=game_tracker)
    shuffle_tip(args.rounds, figures, args.seed)
    print("%d rounds (%s; %s players), %d per table for the shuffle tip" % (
        figures.rounds, ", ".join(cards.VARIANTS), "/".join(map(str, PLAYERS)), args.rounds))
    width = max(len(name) for name in figures.tallies)
    for name in sorted(figures.tallies):
        print("%-*s  %s" % (width, name, figures.tallies[name]))


if __name__ == "__main__":
    main()
