"""tools/measure/memreport.py: the heap report of a whole 6-player session under MicroPython."""

import os
import re
import subprocess
import sys

from conftest import ROOT, require_vm

MODULES = ("game.game", "engine.round", "game.screens", "game.keys", "game.words",
           "game.settings", "game.stats", "game.snapshot",
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
    run = subprocess.run([sys.executable, "-m", "tools.measure.memreport", "--display-text"],
                         cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    out = run.stdout
    print(out)
    assert "6 players" in out and "rounds:5" in out
    assert "session finished" in out
    start = figure(out, "VM and fake displayio")
    imports = figure(out, "heap after imports")
    live = figure(out, "peak live (at a frame's end)")
    peak = figure(out, "peak with the frame's garbage")
    after = figure(out, "heap after the session")
    assert start < imports <= live <= peak
    assert imports < after <= live
    # The target is shown beside the peak, met or not: a figure, not a test.
    target = re.search(r"^target 86016 bytes \(84 KB\).*: peak (\d+) .*: (met|NOT met)",
                       out, re.MULTILINE)
    assert target and int(target.group(1)) == peak - start, out
    # The peak's frame as a board lives it: what it allocated between the game's own
    # collections, which this VM does not make (it collects between frames only).
    told = re.search(r"^this VM collects only between frames; .* made (\d+) of: it allocated "
                     r"([\d., ]+) KB between them, ([\d.]+) KB in all; the most a frame "
                     r"allocated between two: (\d+) bytes \((\w+)\)$", out, re.MULTILINE)
    assert told, out
    pieces = [float(kb) * 1024 for kb in told.group(2).split(", ")]
    assert len(pieces) == int(told.group(1)) + 1 >= 2    # the peak comes at a scene's change
    assert max(pieces) < float(told.group(3)) * 1024
    assert float(told.group(3)) * 1024 >= peak - live - 64     # a frame's garbage, and more
    assert int(told.group(4)) >= max(pieces) - 64
    # The scenes a session shows, each with what it held and its code.
    scenes = out.split("\nscenes (", 1)[1].split("\nlargest scene code", 1)[0].splitlines()[1:]
    held = {row.split()[0]: int(row.split()[1]) for row in scenes}
    assert {"title", "setup", "table", "scores"} <= set(held), scenes
    assert all(0 < used <= peak - start for used in held.values())
    assert re.search(r"^largest scene code resident: game\.scenes\.\w+ \d+", out, re.MULTILINE)
    names = re.search(r"^names interned by the end: (\d+) in (\d+) pools", out, re.MULTILINE)
    assert names and int(names.group(1)) > 500 and int(names.group(2)) >= 2, out
    assert re.search(r"^largest compile costs .*: \w+\.\S+ \d+, ", out, re.MULTILINE)
    # Every module in its own row, the largest first, with its compile cost.
    table = out.split("\nmodules (", 1)[1].split("\ntext: ", 1)[0].splitlines()[1:]
    rows = [line.split() for line in table]
    costs = {name: int(cost) for name, cost, _ in rows}
    assert all(int(compiled) > 0 for _, _, compiled in rows), rows   # every one compiled
    assert set(MODULES) <= set(costs), costs
    assert "hardware.pybadge" not in costs and "hardware.desktop" not in costs
    sizes = [int(cost) for _, cost, _ in rows]
    assert sizes == sorted(sizes, reverse=True) and sizes[-1] > 0
    # Every module measured is more than the game imports at power-on (the
    # scenes come one at a time; selfplay and transcript are for PCs).
    assert imports - start + costs["game.scenes.table"] < sum(sizes)

    # The text drawn by TextLine, beside adafruit_display_text's bitmap_label.
    text = out.split("\ntext: ", 1)[1]
    rows = {}
    for line in text.splitlines()[2:6]:
        *label, ours, theirs = line.split()
        rows[" ".join(label)] = (int(ours), int(theirs))
    assert set(rows) == {"the module's code", "the ten lines made",
                         "held once the screens are up", "allocated by one screen change"}
    assert rows["allocated by one screen change"][0] == 0      # a TileGrid's tiles change
    assert all(theirs > 0 for _, theirs in rows.values())


def test_a_heap_that_refused_a_save_is_too_small():
    """The smallest heap (``--find``) is one where nothing was lost: no save refused, no fault."""
    from tools.measure import memreport

    figures = {}
    memreport.parse("done 1\npeak 1000\n", figures, {})
    assert memreport.completed(figures)
    for said in ("saves: out of memory: nothing was saved (the last save is kept)",
                 "saves: could not save (slice assignment not supported)",
                 "game: MemoryError memory allocation failed, allocating 1336 bytes"):
        figures = {}
        memreport.parse("done 1\n%s\npeak 1000\n" % said, figures, {})
        assert not memreport.completed(figures), said
    figures = {}
    memreport.parse("peak 1000\n", figures, {})
    assert not memreport.completed(figures)


def test_the_smallest_heap_is_told_with_what_was_live_in_it():
    """``--find`` says what of the heap it found was live: the rest is garbage and pieces."""
    from tools.measure import memreport

    figures = {}
    memreport.parse("harness 2000\nharness_all 8000\npeak_live 96000\n", figures, {})
    line = memreport.live_line(figures, 101)
    assert "at most 98000 bytes (95.7 KB), the game's 90000 (87.9 KB)" in line, line
    assert "other 5.3 KB of the 101 KB" in line, line


def test_the_staged_person_at_the_keys_imports_no_key_names(tmp_path):
    """The fixed-heap runs' scripted person has the key bits folded in, as a board's modules do.

    A board never loads game/keys.py (its bits are folded in at deploy), so
    neither may the harness: it would be heap the figures count and a
    board does not spend.
    """
    from game.keys import K_START
    from tools.measure import memreport

    memreport.stage(str(tmp_path))
    with open(tmp_path / "tools" / "play" / "autokeys.py", encoding="utf-8") as f:
        staged = f.read()
    assert "game.keys" not in staged and "K_START" not in staged
    assert "return %d" % K_START in staged          # the setup's START, a number now
    with open(os.path.join(ROOT, "tools", "play", "autokeys.py"), encoding="utf-8") as f:
        assert "from game.keys import" in f.read()   # the repository's keeps its names


def test_a_binary_measured_is_told_whether_it_is_a_boards_vm(tmp_path):
    """``--unix`` asks the binary what it is: a board's CircuitPython holds a float in its word.

    The unix port's default object form puts every float on the heap; the
    boards' (``MICROPY_OBJ_REPR_C``) does not.  Until 3 Dec the figures came
    from a build of the default form, which nothing then said.
    """
    from tools.measure import memreport

    def fake(answer):
        path = tmp_path / "micropython"
        path.write_text("#!/bin/sh\necho '%s'\n" % answer)
        path.chmod(0o755)
        return str(path)

    found = memreport.probe(fake("circuitpython 2147483647 0"))
    assert found == ("circuitpython", 2 ** 31 - 1, 0)
    assert memreport.binary_line(found).startswith("the binary: CircuitPython, 32-bit")
    line = memreport.binary_line(memreport.probe(fake("circuitpython 2147483647 16")))
    assert line.startswith("the binary is NOT a board's VM") and "16 bytes" in line
    line = memreport.binary_line(memreport.probe(fake("micropython 9223372036854775807 0")))
    assert "micropython, not CircuitPython" in line and "not 32-bit" in line
    assert "did not say" in memreport.binary_line(memreport.probe(fake("")))
    if os.path.exists("/bin/true"):
        assert memreport.probe("/bin/true") is None
