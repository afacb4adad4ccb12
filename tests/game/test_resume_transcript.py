"""A resumed session in the transcript: its block, then the events as they happen from there.

A session is left anywhere (a few turns after its last save, as a person who
leaves the table and chooses Resume plays them again), taken up from the
save, and played to its end: every chunk of the transcript must be legal
(tests/resumes.py) and the events after the block must be those the session
played from the save on.  `make test` samples the points; OLDMAID_EXHAUSTIVE=1
takes up every one.
"""

import os
import random
import subprocess
import sys

import pytest
from conftest import EXHAUSTIVE, ROOT
from resumes import Chunks, block_end, check

from engine import cards
from engine.names import parse_mode
from engine.players import make_player
from engine.selfplay import lineup, play_step
from engine.session import Session
from engine.transcript import Transcript
from game.keys import KEY_NAMES
from game.restore import load
from game.snapshot import MAX_SIZE, dump

# (variant, mode, players, seed, manual): every variant, every mode, both pairings.
SESSIONS = [
    ("classic", "single", 4, 1, False),
    ("same-color", "rounds:2", 3, 2, True),
    ("black-peter", "elimination", 4, 3, False),
    ("two-removed", "penalty:2", 3, 4, True),
    ("short", "tokens:2", 4, 5, False),
    ("double", "elimination", 6, 6, True),
    ("themed", "rounds:2", 2, 7, False),
    ("classic", "tokens:1", 5, 8, True),
]


def new(variant, mode, players, seed, manual, transcript):
    watchers = [transcript]
    session = Session(cards.variant_number(variant), *parse_mode(mode), players, seed,
                      manual=manual, watchers=watchers)
    seats = [make_player(k, s, session.rng) for s, k in enumerate(lineup(players))]
    watchers.extend(p for p in seats if p.watches)
    return session, seats


def whole(args):
    """Return the transcript of the session never left, and its length before each step."""
    lines = []
    session, seats = new(*args, Transcript(lines.append))
    marks = []
    while not session.over:
        marks.append(len(lines))
        play_step(session, seats)
    return lines, marks


def left_and_resumed(args, step, again):
    """Save before ``step``, play ``again`` steps more, leave, resume, play to the end.

    The same transcript writer goes on after the resume, as the simulator's
    does.  Return the lines and where the block starts and ends.
    """
    lines = []
    transcript = Transcript(lines.append)
    session, seats = new(*args, transcript)
    for _ in range(step):
        play_step(session, seats)
    buf = bytearray(MAX_SIZE)
    dump(session, seats, buf)
    for _ in range(again):
        if session.over:
            break
        play_step(session, seats)
    start = len(lines)
    session, seats, _ = load(buf, 0, [transcript])
    end = len(lines)
    while not session.over:
        play_step(session, seats)
    return lines, start, end


@pytest.mark.parametrize("args", SESSIONS, ids=lambda a: "%s-%s-%d" % a[:3])
def test_a_session_left_and_resumed_anywhere_reads_legally(args):
    full, marks = whole(args)
    check(full, manual=args[4])
    r = random.Random(args[3])
    steps = range(len(marks)) if EXHAUSTIVE else sorted(
        set(r.sample(range(len(marks)), 12)) | {0, 1, len(marks) - 1})
    blocks = 0
    for step in steps:
        again = r.choice((0, 1, 3))
        lines, start, end = left_and_resumed(args, step, again)
        # What came before the leaving is the session as played; after the block, the
        # events from the save on.
        assert lines[:start] == full[:marks[min(step + again, len(marks) - 1)]
                                     if step + again < len(marks) else len(full)]
        assert lines[end:] == full[marks[step]:], "step %d" % step
        resumes = check(lines, manual=args[4])
        if step:                                 # begun: the block says where play stands
            assert resumes == 1 and lines[start] == full[0] and end > start + 3, lines[start:end]
            blocks += 1
        else:                                    # saved before it began: it simply begins
            assert start == end and resumes == 0
    assert blocks >= len(steps) - 1


def test_the_block_says_where_play_stands():
    """Taken up mid-round, the block holds that round's line and every hand as it lies."""
    args = ("double", "rounds:2", 5, 11, True)
    full, marks = whole(args)
    rounds = [i for i, line in enumerate(full) if line.startswith("round ")]
    step = next(k for k, m in enumerate(marks) if m > rounds[0] + 40)
    lines, start, end = left_and_resumed(args, step, 2)
    block = lines[start:end]
    assert block[:2] == [full[0], "resume 0"]
    assert block[2] == "score " + " ".join("p%d 0" % s for s in range(5))
    assert block[3] == "seated p0 p1 p2 p3 p4"
    assert block[4] == full[rounds[0]]
    assert [b.split()[1] for b in block[5:10]] == ["p%d" % s for s in range(5)]
    assert all(b.startswith("hand ") for b in block[5:10])
    assert block[-1].startswith("next p")
    assert all(b.startswith("marked ") for b in block[10:-1])


def test_a_session_resumed_between_rounds_deals_its_next_round():
    args = ("classic", "rounds:2", 3, 9, False)
    full, marks = whole(args)
    scored = next(i for i, line in enumerate(full) if line.startswith("score "))
    step = marks.index(scored + 1)          # the first round counted, the next not dealt
    lines, start, end = left_and_resumed(args, step, 0)
    assert lines[start:end] == [full[0], "resume 1", full[scored], "seated p0 p1 p2"]
    assert lines[end].startswith("round 2 ")
    check(lines)


def test_a_round_over_but_not_counted_is_taken_up_from_its_hands():
    args = ("short", "penalty:2", 4, 13, False)
    full, marks = whole(args)
    loser = next(i for i, line in enumerate(full) if line.startswith("loser "))
    step = next(k for k, m in enumerate(marks) if m > loser)   # the last draw made, not counted
    assert full[marks[step]].startswith("score ")
    lines, start, end = left_and_resumed(args, step, 0)
    assert lines[end].startswith("score ") and lines[start + 4].startswith("round 1 ")
    check(lines)


# Random keys at the simulator: seeds whose keys leave the table and choose Resume (404
# ten times, 202 once).  `make test` runs one board each; OLDMAID_EXHAUSTIVE=1 both.
MONKEYS = [(404, "pybadge"), (202, "oled128x64")]
if EXHAUSTIVE:
    MONKEYS += [(404, "oled128x64"), (202, "pybadge")]


@pytest.mark.parametrize("seed, board", MONKEYS)
def test_random_keys_that_resume_write_a_legal_transcript(tmp_path, seed, board):
    """1,500 random keys through code.py --transcript: every chunk reads legally."""
    r = random.Random(seed)
    keys = " ".join(r.choice(KEY_NAMES) for _ in range(1500))
    path = str(tmp_path / "transcript.txt")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, os.path.join(ROOT, "code.py"), "--headless",
                           "--board", board, "--seed", str(seed), "--keys", keys,
                           "--transcript", path], capture_output=True, text=True, env=env,
                          timeout=300, check=False)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    chunks = Chunks(manual=None, rotate=None)   # the keys may change the settings
    for line in lines:
        chunks.line(line)
    assert chunks.resumes >= 1 and chunks.chunks > chunks.resumes


def sim(*flags):
    done = subprocess.run([sys.executable, "-m", "tools.play.sim", *flags], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@pytest.mark.parametrize("flags", [
    ("--variant", "double", "--mode", "tokens:2", "--players", "7", "--seed", "3", "--manual"),
    ("--variant", "themed", "--mode", "elimination", "--players", "4", "--seed", "8",
     "--fixed-dealer"),
])
def test_sim_resumes_where_it_is_told_and_writes_each_resume(flags):
    full = sim(*flags)
    lines = sim(*flags, "--resume-at", "0,1,2,17,18,60,61,95")
    check(lines, manual="--manual" in flags, rotate="--fixed-dealer" not in flags)
    # The first chunk, then each chunk's events after its block: the session unbroken.
    starts = [i for i, line in enumerate(lines) if line.startswith("session ")]
    assert len(starts) == 9 and lines[starts[1] + 1] == "resume 0"
    played = lines[:starts[1]]
    for a, b in zip(starts[1:], starts[2:] + [len(lines)]):
        played += lines[block_end(lines, a):b]
    assert played == full


def test_sim_refuses_steps_it_cannot_read_in_one_line():
    done = subprocess.run([sys.executable, "-m", "tools.play.sim", "--resume-at", "3,x"],
                          cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == [
        "sim.py: --resume-at takes step numbers from 0, such as 10,40, not '3,x'"]
