"""Report the game's heap under MicroPython: imports, a whole session, each module.

    python3 tools/memreport.py [--players 6] [--mode rounds:5] [--seed 1]
    make memreport

Runs tests/mpy/game_heap.py (the one place the measuring is done) in the
MicroPython VM through ``tools/mpvm.run``, which gives the VM ``engine/`` and
``hardware/`` as a board gets them, docstrings stripped.  There every device
module that needs no real hardware is imported, each in a step of its own and
measured after a real collection; the stub stands in for the board, with the
fake displayio of tests/mpy/fakes.  Then one person (tools/autokeys.py at the
keys) and computers in the other seats play a whole session through
hardware/loop.py's ``play()`` loop, one frame a step.

Prints the heap after the imports, the peak (live at a frame's end, and with
the frame's garbage), the heap after the session, the 64 KB target beside the
peak with whether it is met, and what the largest modules cost.  Figures, not
a verdict: the exit status is 0 whenever the session finished.  The fake
displayio holds no pixels, so on a board the sprite sheets' Bitmaps add more.
"""

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import mpvm  # noqa: E402

SCRIPT = os.path.join(ROOT, "tests", "mpy", "game_heap.py")
FAKES = os.path.join(ROOT, "tests", "mpy", "fakes")
VM_FAKES = "/repo/tests/mpy/fakes"   # where mpvm.run puts FAKES in the VM
TARGET = 64 * 1024


def measure(players=6, mode="rounds:5", seed=1):
    """Run game_heap.py in the VM; return its figures as a dict and the modules' costs.

    The costs are ``(module, bytes)`` pairs in import order.
    """
    paths = (os.path.join(mpvm.device_root(), "code.py"),
             os.path.join(ROOT, "hardware", "stub.py"),
             os.path.join(ROOT, "tools", "autokeys.py"), FAKES)
    figures, modules = {}, []
    for how in ("game", "modules"):    # two VMs: the game as a board runs it, then each module
        out = mpvm.run(SCRIPT, VM_FAKES, seed, players, mode, how, paths=paths)
        for line in out.splitlines():
            name, value = line.split()
            if name.startswith("module:"):
                modules.append((name[len("module:"):], int(value)))
            else:
                figures[name] = int(value)
    return figures, modules


def report(figures, modules, players, mode, seed, top=None):
    """Return the report's lines."""
    base = figures["fakes"]
    kb = 1024.0
    lines = [
        "Old Maid heap under MicroPython (device form of engine/ and hardware/, no docstrings)",
        "session: %d players (1 person by tools/autokeys.py, %d computers), %s, seed %d: "
        "%d frames, %s" % (players, players - 1, mode, seed, figures["frames"],
                           "session finished" if figures["done"] else "session NOT finished"),
        "gc.mem_alloc() in bytes; 'game' leaves out the %d that the VM, the fake displayio "
        "and a stand-in for the board's nvm hold, and the test's person at the keys (%d)"
        % (base, figures["harness"]),
        "%-42s %9s %9s" % ("", "bytes", "game"),
    ]
    for label, key in (("VM, fake displayio, nvm stand-in", "fakes"),
                       ("heap after imports", "imports"),
                       ("game, view and stub built", "built"),
                       ("peak live (at a frame's end)", "peak_live"),
                       ("peak with the frame's garbage", "peak"),
                       ("heap after the session", "after")):
        lines.append("%-42s %9d %9d" % (label, figures[key], figures[key] - base))
    peak = figures["peak"] - base
    verdict = ("met, %d bytes to spare" % (TARGET - peak) if peak <= TARGET
               else "NOT met, %d bytes over" % (peak - TARGET))
    lines.append("target %d bytes (64 KB) for the game's peak: peak %d (%.1f KB): %s"
                 % (TARGET, peak, peak / kb, verdict))
    code = figures["imports"] - base
    lines.append("of the peak, the modules' code and names take %d (%.1f KB) and what the game "
                 "makes and holds %d (%.1f KB): frozen into the firmware, the code would "
                 "leave about the second" % (code, code / kb, peak - code, (peak - code) / kb))
    ranked = sorted(modules, key=lambda item: (-item[1], item[0]))
    lines.append("largest modules (each imported in its own step, after those it needs, "
                 "in a VM of their own; all %d device modules that need no hardware, "
                 "%d bytes, more than a board imports):"
                 % (len(modules), sum(cost for _, cost in modules)))
    for name, cost in ranked[:top]:
        lines.append("  %-22s %9d" % (name, cost))
    return lines


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--mode", default="rounds:5",
                        help="a session mode as Settings.choose_mode reads it (default rounds:5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--top", type=int, default=None, help="list only this many modules")
    args = parser.parse_args(argv)
    reason = mpvm.unavailable_reason()
    if reason:
        print("memreport: the MicroPython VM is unavailable: " + reason, file=sys.stderr)
        return 2
    figures, modules = measure(args.players, args.mode, args.seed)
    for line in report(figures, modules, args.players, args.mode, args.seed, args.top):
        print(line)
    return 0 if figures["done"] else 1


if __name__ == "__main__":
    sys.exit(main())
