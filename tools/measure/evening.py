"""A whole evening at the board's own heap: many runs of random keys, their MemoryErrors.

    python3 -m tools.measure.evening --unix BIN [--mpy-cross MPYCROSS] [--heap 150] [--runs 100]
                                     [--keys 2000] [--seed 1] [--jobs 2] [--every N] [--each]
    python3 -m tools.measure.evening [--runs 2] [--keys 150]

Runs tests/mpy/evening.py (the one place the playing and counting is done)
once a run, run ``i`` with seed ``--seed + i``, ``--jobs`` at a time.  With
``--unix`` under a unix-port ``micropython`` binary (CircuitPython's, for
the board's VM) with a fixed heap of ``--heap`` KB, the device form laid
out as tools/measure/memreport.py lays it out (``memreport.stage``): as ``.py``
files, and with ``--mpy-cross`` compiled to ``.mpy`` too, the two forms one
after the other.  The fake Bitmaps hold their real pixel bytes
(``--no-pixels``: they do not).  Without ``--unix``, a couple of short runs
in the MicroPython VM (``tools.measure.mpvm.run``), whose heap grows as it needs:
there a MemoryError means a bug, and the free figure is no board's.

Prints for each form the runs, the MemoryErrors (those the game caught on
its error screen, the saves it gave up for want of memory, and any that
escaped the loop and would stop a board's game), how many runs had any,
the lowest free heap at a frame's end and in which run (the frame's
garbage in it, as ``gc.mem_free()`` says on a board; with ``--every N``
also the lowest just after a collection every N frames, what is live),
and the seconds taken.  Exit status 0 when every run finished with no
MemoryError and no other fault, else 1 (2: the binary cannot run).
"""

import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile
import time

from tools.measure import memreport, mpvm
from tools.ship import devicefiles

ROOT = mpvm.ROOT

SCRIPT = os.path.join(ROOT, "tests", "mpy", "evening.py")
REL_SCRIPT = "tests/mpy/evening.py"
KB = 1024.0
RUN_TIMEOUT = 3600   # seconds: a run of 2,000 keys takes well under a minute


def figures(out):
    """Return evening.py's ``name value`` lines in ``out`` as a dict (scenes under ``scenes``)."""
    found = {"scenes": {}, "faults": []}
    for line in out.splitlines():
        if line.startswith("fault "):     # fault FRAME SCENE KIND message
            found["faults"].append(line[len("fault "):])
            continue
        parts = line.split()
        if len(parts) == 2 and parts[0].endswith("_scene"):
            found[parts[0]] = parts[1]
            continue
        if len(parts) != 2 or not parts[1].lstrip("-").isdigit():
            continue        # the game's own lines ("game: MemoryError ...", "saves: ...")
        name, value = parts[0], int(parts[1])
        if name.startswith("scene:"):
            found["scenes"][name[len("scene:"):]] = value
        else:
            found[name] = value
    return found


def outcome(seed, ok, out):
    """Return one run's figures, with ``seed``, ``ok`` (all printed) and the output's tail."""
    run = figures(out)
    run["seed"] = seed
    run["ok"] = ok and "memory_errors" in run
    if not run["ok"]:
        run["tail"] = [line for line in out.splitlines() if line.strip()][-4:]
        if any("MemoryError" in line for line in run["tail"]) and "memory_errors" not in run:
            run["escaped"] = run["memory_errors"] = 1   # before the evening began, or after
    return run


def argv(seed, keys, pixels, every, fakes):
    """Return evening.py's arguments for one run (its saves in a folder of its own)."""
    return [fakes, str(seed), str(keys), "pixels" if pixels else "-", "saves-%d" % seed,
            str(every)]


def unix_run(binary, heap_kb, folder, seed, keys, pixels=True, every=0):
    """Run evening.py under ``binary`` in ``folder`` (a ``stage``), a fixed heap; return figures."""
    cmd = [binary, "-X", "heapsize=%dK" % heap_kb, REL_SCRIPT] + argv(
        seed, keys, pixels, every, "tests/mpy/fakes")
    env = memreport.unix_env()
    try:
        done = subprocess.run(cmd, cwd=folder, env=env, capture_output=True, text=True,
                              timeout=RUN_TIMEOUT, check=False)
    except (OSError, subprocess.TimeoutExpired) as e:
        return outcome(seed, False, str(e))
    finally:
        shutil.rmtree(os.path.join(folder, "saves-%d" % seed), ignore_errors=True)
    return outcome(seed, done.returncode == 0, done.stdout + done.stderr)


def vm_run(seed, keys, pixels=True, every=0):
    """Run evening.py in the MicroPython VM; return its figures."""
    paths = (os.path.join(ROOT, "hardware", "stub.py"), memreport.FAKES)
    try:
        out = mpvm.run(SCRIPT, *argv(seed, keys, pixels, every, memreport.VM_FAKES),
                       paths=paths, timeout=RUN_TIMEOUT)
    except mpvm.MicroPythonError as e:
        return outcome(seed, False, e.stdout + e.stderr)
    return outcome(seed, True, out)


def vm_evening(seeds, keys, jobs=2, pixels=True, every=0, each=None):
    """Return the figures of a run in the MicroPython VM for every seed, ``jobs`` at a time."""
    mpvm.device_root()      # laid out once, before the runs share it
    return evening(lambda s: vm_run(s, keys, pixels, every), seeds, jobs, each)


def stage(folder, mpy_cross=None):
    """Lay out the device form, the stub and the fakes in ``folder``, and evening.py."""
    memreport.stage(folder, mpy_cross)
    shutil.copy(SCRIPT, os.path.join(folder, REL_SCRIPT))


def digest(root):
    """Return a short digest of the device files' sources under ``root`` (which code ran)."""
    import hashlib

    sha = hashlib.sha256()
    for rel in devicefiles.device_files(root):
        sha.update(rel.encode())
        with open(os.path.join(root, rel), "rb") as f:
            sha.update(f.read())
    return sha.hexdigest()[:12]


def evening(run, seeds, jobs, each=None):
    """Return the figures of ``run(seed)`` for every seed, ``jobs`` at a time, in seed order.

    ``each`` is told of each run as it ends.
    """
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for done in concurrent.futures.as_completed([pool.submit(run, s) for s in seeds]):
            results.append(done.result())
            if each is not None:
                each(results[-1])
    return sorted(results, key=lambda r: r["seed"])


def run_line(run):
    """Return one run's line."""
    if not run["ok"]:
        return "  seed %d: did NOT finish: %s" % (run["seed"], " | ".join(run.get("tail", ())))
    return ("  seed %d: %d keys, %d frames, %d MemoryErrors, lowest free %d at frame %d, "
            "%d sessions (%d finished)"
            % (run["seed"], run["keys"], run["frames"], run["memory_errors"],
               run["lowest_free"], run["lowest_free_frame"], run["sessions"], run["finished"]))


def summary(form, where, results, seconds, jobs):
    """Return the lines that sum up one form's runs."""
    def total(name):
        return sum(r.get(name, 0) for r in results)

    finished = [r for r in results if r["ok"]]
    keys = max([r["keys"] for r in finished] or [0])
    short = sum(1 for r in finished if r["keys"] < keys)
    lines = ["%s: %d runs of %d keys %s, seeds %d-%d: %.0f s (%.1f s a run, %d at a time)"
             % (form, len(results), keys, where, results[0]["seed"], results[-1]["seed"],
                seconds, seconds * jobs / max(1, len(results)), jobs)]
    if short:
        lines.append("  %d runs stopped early, at an escaped MemoryError (keys pressed: %d "
                     "in all, of %d)" % (short, total("keys"), keys * len(finished)))
    lines.append("  MemoryErrors: %d (caught on the error screen %d, saves given up %d, "
                 "escaped the loop %d); runs with any: %d"
                 % (total("memory_errors"), total("caught"), total("save_refused"),
                    total("escaped"), sum(1 for r in results if r.get("memory_errors"))))
    failed = [r for r in results if not r["ok"]]
    lines.append("  runs that did not finish: %d; other faults on the error screen: %d"
                 % (len(failed), total("other_errors")))
    if finished:
        low = min(finished, key=lambda r: r["lowest_free"])
        lines.append("  lowest free heap at a frame's end, its garbage in it: %d bytes (%.1f "
                     "KB), run seed %d, frame %d (of a %d-byte heap; the harness held %d of "
                     "it, which a board does not)"
                     % (low["lowest_free"], low["lowest_free"] / KB, low["seed"],
                        low["lowest_free_frame"], low["heap"], low["harness"]))
        low = min(finished, key=lambda r: r["lowest_after_gc"])
        lines.append("  lowest free heap at the end of a frame with a collection in it (what "
                     "is live then, and what the frame made after): %d bytes (%.1f KB), run "
                     "seed %d, frame %d, in %s"
                     % (low["lowest_after_gc"], low["lowest_after_gc"] / KB, low["seed"],
                        low["lowest_after_gc_frame"], low.get("lowest_after_gc_scene", "?")))
        live = [r for r in finished if "lowest_live_free" in r]
        if live:
            low = min(live, key=lambda r: r["lowest_live_free"])
            lines.append("  lowest free just after a collection: %d bytes (%.1f KB), run seed "
                         "%d, frame %d" % (low["lowest_live_free"], low["lowest_live_free"] / KB,
                                           low["seed"], low["lowest_live_frame"]))
        peak = max(finished, key=lambda r: r["peak_alloc"])
        lines.append("  most in use at a frame's end: %d bytes, run seed %d; collections "
                     "between frame ends: %d, one every %.0f frames"
                     % (peak["peak_alloc"], peak["seed"], total("collections"),
                        total("frames") / max(1, total("collections"))))
        scenes = {}
        for r in finished:
            for name, count in r["scenes"].items():
                scenes[name] = scenes.get(name, 0) + count
        lines.append("  played: %d frames, %d sessions started, %d finished, %d attract "
                     "sessions; scenes shown (times): %s"
                     % (total("frames"), total("sessions"), total("finished"), total("demos"),
                        ", ".join("%s %d" % p for p in sorted(scenes.items()))))
    lines += faults(results)
    for r in failed:
        lines.append(run_line(r))
    return lines


def faults(results, top=3):
    """Return the lines saying where the error screen came up: the scenes before, the most first."""
    where = {}
    first = {}
    for r in results:
        for fault in r["faults"]:
            frame, scene, kind, said = (fault.split(" ", 3) + ["", "", ""])[:4]
            key = (kind, scene)
            where[key] = where.get(key, 0) + 1
            first.setdefault(key, "seed %d frame %s: %s" % (r["seed"], frame, said))
    lines = []
    for (kind, scene), count in sorted(where.items(), key=lambda item: -item[1])[:top]:
        lines.append("  %d %s after a frame in %s (first: %s)"
                     % (count, kind, scene, first[(kind, scene)]))
    return lines


def clean(results):
    """Return True when every run finished with no MemoryError and no other fault."""
    return all(r["ok"] and not r["memory_errors"] and not r["other_errors"] for r in results)


def main(argv_=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--unix", metavar="BIN", help="a unix-port micropython binary to run")
    parser.add_argument("--mpy-cross", metavar="MPYCROSS",
                        help="with --unix: also run the device modules compiled to .mpy")
    parser.add_argument("--heap", type=int, default=150, help="the fixed heap in KB (150)")
    parser.add_argument("--runs", type=int, help="runs per form (100; 2 in the VM)")
    parser.add_argument("--keys", type=int, help="keys per run (2000; 150 in the VM)")
    parser.add_argument("--seed", type=int, default=1, help="the first run's seed (1)")
    parser.add_argument("--jobs", type=int, default=2, help="runs at a time (2)")
    parser.add_argument("--every", type=int, default=0, metavar="N",
                        help="also collect every N frames and read what is live then")
    parser.add_argument("--no-pixels", action="store_true",
                        help="the fake Bitmaps hold no pixel bytes")
    parser.add_argument("--each", action="store_true", help="print each run as it ends")
    args = parser.parse_args(argv_)
    pixels = not args.no_pixels
    each = (lambda r: print(run_line(r), flush=True)) if args.each else None
    results_all = []
    if args.unix:
        if not os.access(args.unix, os.X_OK):
            print("evening: %s is not a program that can run" % args.unix, file=sys.stderr)
            return 2
        runs, keys = args.runs or 100, args.keys or 2000
        seeds = range(args.seed, args.seed + runs)
        forms = ([(".mpy", args.mpy_cross)] if args.mpy_cross else []) + [(".py", None)]
        print(memreport.binary_line(memreport.probe(args.unix)), flush=True)
        with tempfile.TemporaryDirectory(prefix="evening-") as top:
            # Both forms laid out at once: the same code, however long the evening.
            print("device form of %s, staged %s UTC: digest %s"
                  % (ROOT, time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime()),
                     digest(ROOT)), flush=True)
            for form, compiler in forms:
                stage(os.path.join(top, form[1:]), compiler)
            for form, _ in forms:
                folder = os.path.join(top, form[1:])
                start = time.time()
                results = evening(lambda s, where=folder: unix_run(
                    args.unix, args.heap, where, s, keys, pixels, args.every),
                    seeds, args.jobs, each)
                seconds = time.time() - start
                where = "at a %d KB heap (%s%s%s)" % (
                    args.heap, args.unix, ", real pixels" if pixels else "",
                    ", collecting every %d frames too" % args.every if args.every else "")
                for line in summary(form, where, results, seconds, args.jobs):
                    print(line, flush=True)
                results_all += results
    else:
        reason = mpvm.unavailable_reason()
        if reason:
            print("evening: the MicroPython VM is unavailable: " + reason, file=sys.stderr)
            return 2
        runs, keys = args.runs or 2, args.keys or 150
        start = time.time()
        results_all = vm_evening(range(args.seed, args.seed + runs), keys, args.jobs, pixels,
                                 args.every, each)
        where = "in the MicroPython VM (its heap grows: no board's free figure)"
        for line in summary(".py", where, results_all, time.time() - start, args.jobs):
            print(line)
    return 0 if clean(results_all) else 1


if __name__ == "__main__":
    sys.exit(main())
