"""Measure what the game's following of the odd cards allocates under MicroPython.

``Game.drew`` and its journal's hear every draw (the odd card's journey,
game/journal.py's ``TRAIL``): neither may allocate.  Prints ``name bytes draws`` lines.
"""

import gc

from engine.cards import VARIANTS
from engine.names import parse_mode
from engine.players import make_player
from engine.session import Session
from game.game import Game

game = Game()
for v in range(len(VARIANTS)):
    players = 6
    session = Session(v, *parse_mode("rounds:2"), players, 11 + v)
    seats = [make_player(s % 3, s, session.rng) for s in range(players)]
    session.begin()
    worst = 0
    draws = 0
    while not session.over:
        rnd = session.next_round()
        game.rnd = rnd
        game.journal.dealt(rnd)
        while not rnd.over:
            seats[rnd.offerer()].arrange(rnd)
            offerer = rnd.offerer()
            drawer = rnd.current_drawer()
            pos = seats[drawer].choose(rnd)
            card = rnd.card(offerer, pos)
            rnd.draw(pos)
            gc.collect()
            gc.disable()
            a = gc.mem_alloc()
            game.drew(drawer, offerer, pos, card)
            game.journal.drew(drawer, offerer, pos, card)
            b = gc.mem_alloc()
            gc.enable()
            worst = max(worst, b - a)
            draws += 1
        session.finish_round()
    print("%s %d %d" % (VARIANTS[v], worst, draws))
