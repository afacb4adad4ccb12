"""The engine on a real MicroPython VM: same transcripts, same checks, no allocation."""

import os
import subprocess
import sys

import pytest
from conftest import ROOT, require_vm

from tools.measure import mpvm

MPY = os.path.join(ROOT, "tests", "mpy")


@pytest.fixture(scope="module")
def vm():
    require_vm()
    return mpvm


def cpython(script):
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, script], capture_output=True, text=True,
                          check=True, env=env).stdout


def test_transcripts_are_byte_identical(vm):
    script = os.path.join(MPY, "transcripts.py")
    on_micropython = vm.run(script, paths=("tests/mpy",))
    on_cpython = cpython(script)
    assert on_micropython.count("\n") > 10000
    assert on_micropython == on_cpython


def test_engine_checks_pass_on_micropython(vm):
    out = vm.run(os.path.join(MPY, "engine_checks.py"), paths=("tests/mpy",))
    last = out.strip().splitlines()[-1]
    passed, failed = (int(x.split()[0]) for x in last.split(", "))
    assert failed == 0 and passed > 10000, out[-2000:]


def test_a_turn_allocates_nothing(vm):
    out = vm.run(os.path.join(MPY, "alloc.py"), paths=("tests/mpy",))
    rows = [line.split() for line in out.strip().splitlines()]
    assert len(rows) == 8
    for name, _, setup, _, play, _, draws in rows:
        assert int(draws) > 0
        assert int(play) == 0, "%s allocated %s bytes in play" % (name, play)
        assert int(setup) <= 1024, "%s allocated %s bytes setting up a round" % (name, setup)


def test_following_the_odd_cards_allocates_nothing_a_draw(vm):
    """The game hears every draw to tell where the Old Maid went: nothing allocated."""
    out = vm.run(os.path.join(MPY, "journey_alloc.py"), paths=("tests/mpy",))
    rows = [line.split() for line in out.strip().splitlines()]
    assert len(rows) == 7
    for name, alloc, draws in rows:
        assert int(draws) > 0 and int(alloc) == 0, "%s allocated %s bytes a draw" % (name, alloc)
