"""The command-line simulator: transcripts, statistics and one-line errors."""

import subprocess
import sys

from conftest import ROOT
from reference import Checker


def sim(*args):
    return subprocess.run([sys.executable, "-m", "tools.play.sim", *args], capture_output=True,
                          text=True, cwd=ROOT, check=False)


def test_prints_a_transcript_that_follows_the_rules():
    r = sim("--variant", "black-peter", "--mode", "rounds:3", "--players", "5",
            "--seed", "12")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "session rounds:3 variant black-peter players 5 seed 12"
    c = Checker()
    for line in lines:
        c.line(line)
    c.finish()


def test_same_seed_same_bytes():
    a = sim("--seed", "5", "--players", "6", "--mode", "elimination").stdout
    b = sim("--seed", "5", "--players", "6", "--mode", "elimination").stdout
    assert a == b and a


def test_cpu_lineup_and_stats():
    r = sim("--players", "2", "--cpu", "canny,casual", "--games", "300", "--stats")
    assert r.returncode == 0, r.stderr
    assert "canny   loss rate" in r.stdout and "casual  loss rate" in r.stdout
    assert "mean draws per round" in r.stdout and "games per second" in r.stdout


def test_bad_arguments_one_line_and_status_2():
    for args in (["--players", "9"], ["--mode", "rounds:0"], ["--variant", "poker"],
                 ["--cpu", "shark"], ["--players", "x"], ["--games", "0"]):
        r = sim(*args)
        assert r.returncode == 2, args
        assert len(r.stderr.strip().splitlines()) == 1, r.stderr
        assert r.stderr.startswith("sim.py: ")
