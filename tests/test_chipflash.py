"""tests/mpy/chipflash.py: nvm that writes as the chips do, and tools/chipcuts.py's figures."""

import os
import subprocess
import sys

import pytest
from conftest import ROOT
from mpy import chipflash


def test_an_rp2040_programs_erased_bytes_and_erases_the_sector_for_the_rest():
    nvm = chipflash.rp2040()
    nvm[10:12] = b"ab"                 # into erased bytes: one page programmed
    assert nvm.steps == 1 and nvm[10:12] == b"ab" and nvm[0] == 0xFF
    nvm[300:302] = b"cd"               # another erased page: one more
    assert nvm.steps == 2
    nvm[10:12] = b"xy"                 # over programmed bytes: erase, then all 16 pages
    assert nvm.steps == 2 + 1 + 16
    assert nvm[10:12] == b"xy" and nvm[300:302] == b"cd"


def test_a_samd51_erases_its_block_at_every_write():
    nvm = chipflash.samd51()
    nvm[0:3] = b"abc"
    assert nvm.steps == 1 + 16 and nvm[0:3] == b"abc"


@pytest.mark.parametrize("cut, left", [
    (0, b"\xff" * 4),                  # in the erase: everything blank
    (1, b"\xff" * 4),                  # erased, no page programmed yet
    (2, b"xy\xff\xff"),                # after the first page: it alone
])
def test_a_cut_leaves_what_the_chip_had_done(cut, left):
    nvm = chipflash.rp2040()
    nvm[0:2] = b"ab"
    nvm[256:258] = b"cd"
    nvm.cut_after = nvm.steps + cut
    with pytest.raises(chipflash.PowerCut):
        nvm[0:2] = b"xy"
    assert bytes(nvm[0:2]) + bytes(nvm[256:258]) == left
    with pytest.raises(chipflash.PowerCut):
        nvm[0:1] = b"z"                # the power stays off


@pytest.mark.parametrize("chip, every", [("rp2040", 1), ("samd51", 1), ("files", 3)])
def test_chipcuts_finds_no_cut_that_loads_garbage_or_loses_a_save_untold(chip, every):
    """A whole session's saves, cut at every step: what loads is the last save or the one before.

    Or the loss is told at the next start; or, on a chip, the cut fell in
    the erase itself and left it blank, as new (printed apart).
    """
    run = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "chipcuts.py"),
                          "--chip", chip, "--every", str(every)],
                         capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith(chip + ": ") and "cut points tried" in lines[0]
    assert int(lines[0].split("; ")[1].split()[0]) > 100
    assert [line.split()[0] for line in lines[1:]] == ["settings", "stats", "session"]
    for line in lines[1:]:
        counts = dict((part.rsplit(" ", 1)[0].strip(), int(part.rsplit(" ", 1)[1]))
                      for part in line.split(";")[0].split(None, 1)[1].split(", "))
        assert counts["kept"] > 0
        assert counts["garbage"] == counts["older untold"] == counts["lost untold"] == 0, line
        if chip == "files":
            assert counts["kept"] == sum(counts.values()), line
