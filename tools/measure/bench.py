"""Benchmark the engine beside a plain list-based Old Maid, on CPython and MicroPython.

    python3 -m tools.measure.bench      (or: make bench)

Prints one table: microseconds per 4-player classic round on each
interpreter, bytes allocated per round set-up and per draw under MicroPython
(collector off, ``gc.mem_alloc()`` around the work), and the heap that
importing the engine takes under MicroPython.  Figures, not verdicts: the
targets are 0 bytes per draw, at most 1 KB per set-up, faster than the
yardstick on MicroPython, and at most 24 KB for the import.
"""

import os
import subprocess
import sys

from tools.measure import mpvm

ROOT = mpvm.ROOT


def parse(text):
    """Return the ``name value`` lines of benchcore's output as a dict."""
    figures = {}
    for line in text.splitlines():
        name, value = line.split()
        figures[name] = int(value)
    return figures


def main():
    core = os.path.join(ROOT, "tools", "measure", "benchcore.py")
    cpy = parse(subprocess.run([sys.executable, "-m", "tools.measure.benchcore"], cwd=ROOT,
                               capture_output=True, text=True, check=True).stdout)
    mpy = parse(mpvm.run(core, paths=("tools/measure/yardstick.py",)))
    mpy.update(parse(mpvm.run(core, "import")))
    print("Old Maid benchmark: 4-player classic rounds, casual players "
          "(best of 15 runs of 300 rounds)")
    print("%-34s %12s %12s" % ("", "engine", "yardstick"))
    print("%-34s %12d %12d" % ("CPython us per round", cpy["engine_us_per_round"],
                               cpy["yardstick_us_per_round"]))
    print("%-34s %12d %12d" % ("MicroPython us per round", mpy["engine_us_per_round"],
                               mpy["yardstick_us_per_round"]))
    print("%-34s %12d %12d" % ("MicroPython bytes per round set-up",
                               mpy["engine_bytes_per_setup"], mpy["yardstick_bytes_per_setup"]))
    print("%-34s %12d %12d" % ("MicroPython bytes per draw", mpy["engine_bytes_per_draw"],
                               mpy["yardstick_bytes_per_draw"]))
    print("%-34s %12d" % ("MicroPython heap to import engine", mpy["engine_import_bytes"]))
    speedup = mpy["yardstick_us_per_round"] / max(1, mpy["engine_us_per_round"])
    print("engine vs yardstick on MicroPython: %.2fx the speed" % speedup)
    return 0


if __name__ == "__main__":
    sys.exit(main())
