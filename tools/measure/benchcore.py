"""The measurements behind tools/measure/bench.py, runnable on CPython and MicroPython alike.

``python3 -m tools.measure.benchcore`` (or the same script in the MicroPython VM)
prints ``name value`` lines: microseconds per 4-player classic round for the
engine and the yardstick, and under MicroPython the bytes allocated per round
set-up and per draw.  ``benchcore.py import`` prints the heap that importing
the whole engine takes (run it in a fresh VM).
"""

import gc
import sys
import time

ROUNDS = 300
PLAYERS = 4
MICROPYTHON = sys.implementation.name == "micropython"


def clock_us():
    """Return a microsecond clock reading."""
    if MICROPYTHON:
        return time.ticks_us()
    return int(time.perf_counter() * 1000000)


def mem():
    """Return the bytes allocated so far (MicroPython), or 0."""
    return gc.mem_alloc() if MICROPYTHON else 0


def engine_game(seed):
    from engine.cards import CLASSIC
    from engine.names import parse_mode
    from engine.players import CASUAL, make_player
    from engine.session import Session

    session = Session(CLASSIC, *parse_mode("rounds:99"), PLAYERS, seed)
    seats = [make_player(CASUAL, s, session.rng) for s in range(PLAYERS)]
    return session, seats


def engine_rounds(session, seats, rounds, measure=False):
    """Play ``rounds`` rounds; return (set-up bytes, play bytes, draws).

    ``gc.mem_alloc()`` walks the heap, so the timed runs do not call it.
    """
    setup = play = draws = 0
    for _ in range(rounds):
        a = mem() if measure else 0
        rnd = session.next_round()
        b = mem() if measure else 0
        while not rnd.is_over():
            rnd.draw(seats[rnd.current_drawer()].choose(rnd))
            draws += 1
        c = mem() if measure else 0
        setup += b - a
        play += c - b
        session.rounds_played = rnd.number     # keep dealing; the score is not the point
    return setup, play, draws


def yardstick_rounds(rounds, seed, measure=False):
    from tools.measure import yardstick

    setup = play = draws = 0
    for r in range(rounds):
        a = mem() if measure else 0
        state = yardstick.setup_round(PLAYERS, seed + r)
        b = mem() if measure else 0
        while yardstick.play_turn(state):
            draws += 1
        c = mem() if measure else 0
        setup += b - a
        play += c - b
    return setup, play, draws


def report(name, us_per_round, measured):
    """Print one implementation's figures; bytes are per round and per draw."""
    setup, play, draws = measured
    print("%s_us_per_round %d" % (name, us_per_round))
    if MICROPYTHON:
        print("%s_bytes_per_setup %d" % (name, setup // 50))
        print("%s_bytes_per_draw %d" % (name, play // max(1, draws)))


def best_us(play, repeats=5, rounds=ROUNDS):
    """Return the fastest of several timed runs, in microseconds per round.

    The minimum is the run least disturbed by the machine's other work.
    """
    best = None
    for _ in range(repeats):
        t = clock_us()
        play(rounds)
        us = (clock_us() - t) // rounds
        if best is None or us < best:
            best = us
    return best


def main():
    session, seats = engine_game(1)
    engine_rounds(session, seats, 5)           # warm up
    yardstick_rounds(5, 1)
    timed_engine = timed_yard = None
    for i in range(3):                         # interleaved, so both see the same machine
        e = best_us(lambda n: engine_rounds(session, seats, n))
        y = best_us(lambda n, i=i: yardstick_rounds(n, 1 + 1000 * i))
        timed_engine = e if timed_engine is None else min(timed_engine, e)
        timed_yard = y if timed_yard is None else min(timed_yard, y)
    gc.collect()
    if MICROPYTHON:
        gc.disable()
    measured = engine_rounds(session, seats, 50, measure=True)
    if MICROPYTHON:
        gc.enable()
    report("engine", timed_engine, measured)
    gc.collect()
    if MICROPYTHON:
        gc.disable()
    measured = yardstick_rounds(50, 1000, measure=True)
    if MICROPYTHON:
        gc.enable()
    report("yardstick", timed_yard, measured)


def import_steps():
    """Measure the heap that importing the engine keeps, in steps.

    The VM collects garbage only between calls from JavaScript, so each
    figure is read in a step after the one that asked for a collection (see
    tools/measure/mpvm.mjs, MPVM_STEPS).
    """
    gc.collect()
    yield
    before = gc.mem_alloc()
    import engine.cards
    import engine.errors
    import engine.players
    import engine.rng
    import engine.round
    import engine.selfplay
    import engine.session
    import engine.transcript
    import engine.watcher  # noqa: F401
    gc.collect()
    yield
    print("engine_import_bytes %d" % (gc.mem_alloc() - before))


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "import":
        MPVM_STEPS = import_steps()
    else:
        main()
