"""Play Old Maid sessions among computer players on a PC.

    python3 -m tools.play.sim --variant classic --mode single --players 4 --seed 7
        prints the session's transcript;
    python3 -m tools.play.sim --players 2 --cpu canny,casual --games 10000 --stats
        plays many sessions and prints loss rates per seat and personality;
    python3 -m tools.play.sim --mode rounds:3 --seed 7 --resume-at 10,40
        takes the session up from a save before its steps 10 and 40, as a
        board does after a power cut: the transcript writes each resume as
        shared/transcript.md says ("Resumed sessions").

A step is what the game saves between: a deal, one turn, or counting a
round (engine/selfplay.py's ``play_step``).
"""

import argparse
import os
import sys
import time

from engine import cards  # noqa: E402
from engine.names import parse_mode  # noqa: E402
from engine.players import PERSONALITIES, make_player  # noqa: E402
from engine.selfplay import lineup, play_session, play_step  # noqa: E402
from engine.session import Session  # noqa: E402
from engine.transcript import Transcript  # noqa: E402
from engine.watcher import Watcher  # noqa: E402
from game.restore import load  # noqa: E402
from game.snapshot import MAX_SIZE, dump  # noqa: E402


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        self.exit(2, "sim.py: %s\n" % message)


class Tally(Watcher):
    """Count rounds, draws and losses for the statistics."""

    def __init__(self, players):
        self.rounds = 0
        self.draws = 0
        self.seated = [0] * players
        self.lost = [0] * players
        self.sessions_won = [0] * players

    def drew(self, drawer, offerer, pos, card):
        self.draws += 1

    def ended(self, rnd):
        self.rounds += 1
        for s in range(rnd.players):
            if rnd.seated[s]:
                self.seated[s] += 1
                if rnd.loses(s):
                    self.lost[s] += 1

    def won(self, session):
        for i in range(session.nwinners):
            self.sessions_won[session.winners[i]] += 1


def _parse(argv):
    p = _Parser(prog="sim.py", description=__doc__.splitlines()[0])
    p.add_argument("--variant", default="classic", choices=cards.VARIANTS)
    p.add_argument("--mode", default="single",
                   help="single, rounds:k, elimination, penalty:k or tokens:k")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--cpu", default=None,
                   help="personalities seat by seat, repeated: e.g. canny,casual")
    p.add_argument("--fixed-dealer", action="store_true",
                   help="the same player deals every round")
    p.add_argument("--manual", action="store_true",
                   help="manual pairing (the computer players still lay right)")
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--stats", action="store_true",
                   help="print loss rates instead of the transcript")
    p.add_argument("--resume-at", default=None, metavar="STEPS",
                   help="save and take the session up before these steps, e.g. 10,40")
    args = p.parse_args(argv)
    if args.games < 1:
        p.error("--games must be at least 1")
    if args.resume_at is not None:
        words = args.resume_at.split(",")
        if not all(w.isdigit() for w in words):
            p.error("--resume-at takes step numbers from 0, such as 10,40, not %r"
                    % args.resume_at)
        if args.stats:
            p.error("--resume-at writes a transcript: it does not go with --stats")
        args.resume_at = {int(w) for w in words}
    return args


def _resumed(args, seed, cpus):
    """Play one session as play_session does, saved and taken up before the asked steps."""
    kinds = lineup(args.players, cpus)
    transcript = Transcript(print)
    watchers = [transcript]
    session = Session(cards.variant_number(args.variant), *parse_mode(args.mode),
                      args.players, seed, rotate=not args.fixed_dealer, manual=args.manual,
                      watchers=watchers)
    seats = [make_player(kinds[s], s, session.rng) for s in range(args.players)]
    watchers.extend(p for p in seats if p.watches)
    session.begin()
    buf = bytearray(MAX_SIZE)
    step = 0
    while not session.over:
        if step in args.resume_at:
            dump(session, seats, buf)
            session, seats, _ = load(buf, 0, [transcript])   # the same transcript goes on
        play_step(session, seats)
        step += 1


def _stats(args, cpus):
    kinds = lineup(args.players, cpus)
    tally = Tally(args.players)
    start = time.perf_counter()
    for g in range(args.games):
        play_session(args.variant, args.mode, args.players, args.seed + g,
                               cpus=cpus, rotate=not args.fixed_dealer,
                               manual=args.manual, watchers=(tally,))
    elapsed = time.perf_counter() - start
    print("%d sessions of %s %s with %d players, %d rounds" % (
        args.games, args.variant, args.mode, args.players, tally.rounds))
    print("seat  cpu     rounds  lost  loss rate  sessions won")
    for s in range(args.players):
        print("p%-4d %-7s %6d %5d  %8.3f  %12d" % (
            s, PERSONALITIES[kinds[s]], tally.seated[s], tally.lost[s],
            tally.lost[s] / max(1, tally.seated[s]), tally.sessions_won[s]))
    for k in sorted(set(kinds)):
        seated = sum(tally.seated[s] for s in range(args.players) if kinds[s] == k)
        lost = sum(tally.lost[s] for s in range(args.players) if kinds[s] == k)
        print("%-7s loss rate %.3f over %d rounds" % (
            PERSONALITIES[k], lost / max(1, seated), seated))
    print("mean draws per round %.1f" % (tally.draws / max(1, tally.rounds)))
    print("games per second %.0f" % (args.games / elapsed))


def main(argv=None):
    """Run the command line; return the exit status."""
    args = _parse(argv)
    cpus = args.cpu.split(",") if args.cpu else None
    try:
        if args.stats:
            _stats(args, cpus)
            return 0
        for g in range(args.games):
            if args.resume_at is not None:
                _resumed(args, args.seed + g, cpus)
                continue
            play_session(args.variant, args.mode, args.players, args.seed + g,
                         write=print, cpus=cpus, rotate=not args.fixed_dealer,
                         manual=args.manual)
    except ValueError as e:
        sys.stderr.write("sim.py: %s\n" % e)
        return 2
    except BrokenPipeError:
        # A reader such as ``head`` has seen enough: stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


if __name__ == "__main__":
    sys.exit(main())
