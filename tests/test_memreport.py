"""tools/memreport.py: the heap report of a whole 6-player session under MicroPython."""

import os
import re
import subprocess
import sys

from conftest import ROOT, require_vm

MODULES = ("game.game", "engine.round", "game.screens", "game.keys", "game.words",
           "game.lang.en", "game.settings", "game.stats", "game.snapshot",
           "hardware.view", "hardware.text", "hardware.glyphs", "hardware.sprites",
           "hardware.keys", "hardware.records", "hardware.storage", "hardware.keeper",
           "hardware.stub", "code")


def figure(out, label):
    """Return the bytes on the report's line starting with ``label``."""
    found = re.search(r"^%s +(\d+) +(-?\d+)$" % re.escape(label), out, re.MULTILINE)
    assert found, "no %r line in:\n%s" % (label, out)
    return int(found.group(1))


def test_the_memory_report():
    """The tool runs, the session finishes and every figure is there, in a sane order."""
    require_vm()
    run = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "memreport.py")],
                         capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    out = run.stdout
    print(out)
    assert "6 players" in out and "rounds:5" in out
    assert "session finished" in out
    start = figure(out, "VM, fake displayio, nvm stand-in")
    imports = figure(out, "heap after imports")
    live = figure(out, "peak live (at a frame's end)")
    peak = figure(out, "peak with the frame's garbage")
    after = figure(out, "heap after the session")
    assert start < imports <= live <= peak
    assert imports < after <= live
    # The target is shown beside the peak, met or not: a figure, not a test.
    target = re.search(r"^target 65536 bytes \(64 KB\).*: peak (\d+) .*: (met|NOT met)",
                       out, re.MULTILINE)
    assert target and int(target.group(1)) == peak - start, out
    # Every module in its own row, the largest first.
    table = out.split("largest modules", 1)[1].splitlines()[1:]
    rows = [line.split() for line in table]
    costs = {name: int(cost) for name, cost in rows}
    assert set(MODULES) <= set(costs), costs
    assert "hardware.pybadge" not in costs and "hardware.desktop" not in costs
    sizes = [int(cost) for _, cost in rows]
    assert sizes == sorted(sizes, reverse=True) and sizes[-1] > 0
    # Every module measured is more than the game imports (the selfplay and
    # transcript modules are for PCs), and less than all the game holds.
    assert imports - start < sum(sizes) < peak - start
