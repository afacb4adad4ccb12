"""Measure heap allocated by the engine's hot path under MicroPython.

Prints ``name bytes`` lines: a draw in play must allocate nothing.
"""

import gc

from engine.cards import CLASSIC, DOUBLE, VARIANTS
from engine.names import parse_mode
from engine.players import make_player
from engine.session import Session


def measure(variant, players, seed):
    session = Session(variant, *parse_mode("rounds:3"), players, seed)
    seats = [make_player(s % 3, s, session.rng) for s in range(players)]
    session.watchers.extend(seats)
    session.begin()
    worst_setup = 0
    worst_play = 0
    draws = 0
    while not session.over:
        gc.collect()
        gc.disable()
        a = gc.mem_alloc()
        rnd = session.next_round()
        b = gc.mem_alloc()
        while not rnd.over:
            seats[rnd.offerer()].arrange(rnd)
            rnd.draw(seats[rnd.current_drawer()].choose(rnd))
            draws += 1
        c = gc.mem_alloc()
        gc.enable()
        worst_setup = max(worst_setup, b - a)
        worst_play = max(worst_play, c - b)
        session.finish_round()
    return worst_setup, worst_play, draws


for v in range(len(VARIANTS)):
    setup, play, draws = measure(v, 12 if v == DOUBLE else 4, 7 + v)
    print("%s setup %d play %d draws %d" % (VARIANTS[v], setup, play, draws))
setup, play, draws = measure(CLASSIC, 8, 99)
print("classic-8 setup %d play %d draws %d" % (setup, play, draws))
