"""The engine's transcripts on CircuitPython's own firmware, set beside CPython's.

The transcript is the game's contract: the same seed and settings give the
same bytes everywhere.  This lays a drive whose ``code.py`` plays sessions
among computers with the engine (``engine/selfplay.py``, as ``.mpy`` when
given CircuitPython's ``mpy-cross``) and prints their transcripts; the board
harness (``run.js``) runs it on the firmware in the emulated Pico; the
console's lines are then compared with CPython's for the same sessions::

    python3 -m tools.board.transcripts --uf2 FILE --bootrom FILE --out DIR [--mpy-cross BIN]

Exit status 0 when every session's transcript is byte-identical, 1 if not.
"""

import argparse
import os
import subprocess
import sys
import tempfile

from engine.selfplay import play_session
from tools.board import drive

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# (variant, mode, players, seed): every variant, and each kind of session.
SESSIONS = (
    ("classic", "single", 3, 42),
    ("same-color", "rounds:3", 4, 7),
    ("black-peter", "elimination", 4, 11),
    ("two-removed", "penalty:2", 5, 3),
    ("short", "tokens:3", 3, 5),
    ("double", "single", 9, 13),
    ("themed", "rounds:2", 4, 21),
)

CODE = '''import sys
from engine.selfplay import play_session

def out(line):
    print("T " + line)

for variant, mode, players, seed in %r:
    play_session(variant, mode, players, seed, write=out)
    print("T END")
print("transcripts done")
'''


def expected():
    """Return the transcripts' lines as CPython writes them, each session closed by END."""
    lines = []
    for variant, mode, players, seed in SESSIONS:
        play_session(variant, mode, players, seed, write=lines.append)
        lines.append("END")
    return lines


def board_lines(console):
    """Return the transcript lines in a harness's console.txt (its ``T `` lines)."""
    found = []
    with open(console, encoding="utf-8") as f:
        for line in f:
            text = line.split(" | ", 1)[1].rstrip("\n") if " | " in line else ""
            if text.startswith("T "):
                found.append(text[2:])
    return found


def make_drive(path, mpy_cross=None):
    """Write a drive image whose code.py prints the SESSIONS' transcripts."""
    img = drive.Image()
    with tempfile.TemporaryDirectory() as into:
        for rel in drive.stage(into, mpy_cross):
            if rel == "code.py":
                continue
            with open(os.path.join(into, rel), "rb") as f:
                img.add(rel, f.read())
    img.add("code.py", (CODE % (SESSIONS,)).encode("utf-8"))
    with open(path, "wb") as f:
        f.write(img.image())


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--uf2", required=True)
    p.add_argument("--bootrom", required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--mpy-cross")
    args = p.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    image = os.path.join(args.out, "transcripts.img")
    make_drive(image, args.mpy_cross)
    keys = os.path.join(args.out, "wait.keys")
    with open(keys, "w", encoding="utf-8") as f:
        f.write("wait 600000\n")
    subprocess.run(["node", os.path.join(HERE, "run.js"), "--uf2", args.uf2, "--bootrom",
                    args.bootrom, "--out", args.out, "--drive", image, "--keys", keys],
                   check=False)
    got = board_lines(os.path.join(args.out, "console.txt"))
    want = expected()
    same = sum(1 for a, b in zip(got, want) if a == b)
    print("transcripts: %d sessions, %d lines on CPython, %d on the board, %d the same"
          % (len(SESSIONS), len(want), len(got), same))
    if got != want:
        for i, (a, b) in enumerate(zip(got, want)):
            if a != b:
                print("first difference, line %d:\n  board:   %s\n  CPython: %s" % (i, a, b))
                break
        return 1
    print("byte-identical")
    return 0


if __name__ == "__main__":
    sys.exit(main())
