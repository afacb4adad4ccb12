"""Save and take up sessions at every step; the output must match CPython's byte for byte.

Runs unchanged on MicroPython and CPython.  For each session it prints the
transcript of a game restored from a snapshot before every step (each piece
written by a new transcript writer), the bytes of a few snapshots and the
resume blocks the transcript writes for them, and a
``same`` or ``DIFFERENT`` line comparing the pieces with the uninterrupted
game.  A last line counts the damaged snapshots refused.
"""

from engine.names import parse_mode
from engine.players import make_player
from engine.selfplay import lineup, play_step
from engine.session import Session
from engine.transcript import Transcript
from game.errors import BadSnapshot
from game.restore import load
from game.snapshot import MAX_SIZE, dump

MODES = ("single", "rounds:2", "elimination", "penalty:2", "tokens:2")
CPUS = (("canny", "casual"), ("canny", "child", "casual"), ("canny",), ("casual", "canny"))


def hexed(buf):
    return "".join("%02x" % b for b in buf)


def new(variant, mode, players, seed, cpus, manual, write):
    watchers = [Transcript(write)]
    session = Session(variant, *parse_mode(mode), players, seed, manual=manual, watchers=watchers)
    seats = [make_player(k, s, session.rng) for s, k in enumerate(lineup(players, cpus))]
    for p in seats:
        if p.watches:
            watchers.append(p)
    return session, seats


def whole(args):
    lines = []
    session, seats = new(*args, lines.append)
    while not session.over:
        play_step(session, seats)
    return lines


def pieces(args):
    """Play with a dump and a load into new objects before every step."""
    lines = []
    session, seats = new(*args, lines.append)
    buf = bytearray(MAX_SIZE)
    steps = 0
    while not session.over:
        end = dump(session, seats, buf)
        block = []                     # where play stands: printed now and then, not compared
        transcript = Transcript(block.append)
        session, seats, _ = load(buf, 0, [transcript])
        transcript.write = lines.append
        if steps % 40 == 7:
            print("snapshot", steps, hexed(buf[:end]))
            for line in block:
                print(line)
        play_step(session, seats)
        steps += 1
    return lines


def refused():
    """Count the one-byte changes of a snapshot that load refuses."""
    session, seats = new(5, "rounds:2", 12, 3, ("canny",), False, lambda line: None)
    for _ in range(30):
        play_step(session, seats)
    buf = bytearray(MAX_SIZE)
    end = dump(session, seats, buf)
    n = 0
    for i in range(end):
        bad = bytearray(buf[:end])
        bad[i] ^= 0x41
        try:
            load(bad)
        except BadSnapshot:
            n += 1
    for cut in range(end):
        try:
            load(buf[:cut])
        except BadSnapshot:
            n += 1
    print("refused", end, n)


def main():
    k = 0
    for variant in range(7):
        top = 12 if variant == 5 else 8
        for m in range(variant & 1, len(MODES), 2):
            players = 2 + (variant * 3 + m) % (top - 1)
            args = (variant, MODES[m], players, 500 + k, CPUS[k % len(CPUS)], k % 5 == 4)
            got = pieces(args)
            for line in got:
                print(line)
            print("same" if got == whole(args) else "DIFFERENT", len(got))
            k += 1
    refused()


main()
