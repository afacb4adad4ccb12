"""Report the game's heap under MicroPython: a whole session, each scene, each module.

    python3 -m tools.measure.memreport [--players 6] [--mode rounds:5] [--seed 1] [--top N]
    python3 -m tools.measure.memreport --unix BIN --heap 96 [--pixels] [--mpy-cross MPYCROSS]
    python3 -m tools.measure.memreport --unix BIN --find [--mpy-cross MPYCROSS] [--worst]
    make memreport

Every form takes the scenario: ``--players``, ``--mode``, ``--variant``,
``--lang``, ``--learning``, ``--big``, or ``--worst`` for the heaviest (12
players, two decks, Portuguese, learning mode, large text).

Runs tests/mpy/game_heap.py (the one place a session is measured) and
tests/mpy/module_heap.py (each module's costs, apart: its code is no part of
a session's figures).  By default in the MicroPython VM through
``tools.measure.mpvm.run``, which gives the VM ``engine/``, ``game/`` and
``hardware/`` as a board gets them, docstrings stripped: three VMs, one
that plays a whole session through hardware/loop.py's ``play()`` loop (one
person, tools/play/autokeys.py at the keys, and computers; the stub for the
board, with the fake displayio of tests/mpy/fakes), one that imports each
device module in a step of its own, and one that compiles each module's
source with the collector off (the last two module_heap.py's).

Prints the heap after the imports and after building the device, the view
and the game; the peak (live at a frame's end, and with the frame's
garbage) beside the 84 KB target; what each scene holds when it is the one
on screen, and its code; the modules' import and compile costs, the
largest first.  Figures, not a verdict: the exit status is 0 whenever the
session finished.  The fake displayio holds no pixels there.

``--unix BIN --heap K`` runs the same session under a unix-port
``micropython`` binary (MicroPython's or CircuitPython's) with a fixed heap
of K KB (``-X heapsize``) and says whether it completed, the smallest heap
that does being the figure to compare with a board's free heap.
``--pixels`` makes the fake Bitmaps hold their real pixel bytes (the
sprite sheets and text lines a board keeps); ``--mpy-cross`` compiles the
device modules to ``.mpy`` first (CircuitPython's own for its binary), as
``tools/ship/deploy.py`` does.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

from engine.cards import VARIANTS
from game.words import LANGUAGES
from tools.measure import mpvm
from tools.ship import devicefiles

ROOT = mpvm.ROOT

SCRIPT = os.path.join(ROOT, "tests", "mpy", "game_heap.py")
MODULE_SCRIPT = os.path.join(ROOT, "tests", "mpy", "module_heap.py")
FAKES = os.path.join(ROOT, "tests", "mpy", "fakes")
PIECES = os.path.join(ROOT, "tests", "mpy", "heap_pieces.py")   # the VM's run alone
VM_FAKES = "/repo/tests/mpy/fakes"   # where mpvm.run puts FAKES in the VM
SAVES = "oldmaid-heap"   # game_heap.py's saves, in the folder it runs in
TARGET = 84 * 1024
KB = 1024.0


def parse(out, figures, costs):
    """Read game_heap.py's ``name bytes`` lines into ``figures`` and ``costs`` (kind -> pairs)."""
    for line in out.splitlines():
        if line.startswith("qstr pool:"):     # the VM's interned names
            for part in line[len("qstr pool:"):].split(","):
                key, _, value = part.strip().partition("=")
                figures[key] = int(value)
            continue
        parts = line.split()
        if len(parts) != 2 or not parts[1].lstrip("-").isdigit():
            figures.setdefault("console", []).append(line)   # the game's own words
            continue
        name, value = parts
        kind, _, what = name.partition(":")
        if what:
            costs.setdefault(kind, []).append((what, int(value)))
        else:
            figures[name] = int(value)


def scenario(variant="classic", lang="en", learning=False, big=False):
    """Return game_heap.py's scenario argument: ``variant=N,lang=xx,manual=M,big=B``."""
    return "variant=%d,lang=%s,manual=%d,big=%d" % (VARIANTS.index(variant), lang,
                                                      int(learning), int(big))


def measure(players=6, mode="rounds:5", seed=1, setup=None, hows=("game", "modules", "compile")):
    """Run game_heap.py and module_heap.py in the VM; return the figures and costs by kind.

    The kinds are ``module``, ``compile``, ``scene``, ``garbage`` and
    ``peak_scene``, each a list of ``(name, bytes)`` pairs in the order
    measured.  ``setup`` is ``scenario``'s answer (the default game's, else);
    ``hows`` which runs to make (``game``, game_heap.py's, alone: the
    session's figures, no module costs).
    """
    paths = (os.path.join(mpvm.device_root(), "code.py"),
             os.path.join(ROOT, "hardware", "stub.py"),
             os.path.join(ROOT, "tools", "play", "autokeys.py"), FAKES, PIECES)
    figures, costs = {}, {}
    for how in hows:
        if how == "game":
            out = mpvm.run(SCRIPT, VM_FAKES, seed, players, mode, "-", setup or scenario(),
                           "pieces", paths=paths)
        else:
            out = mpvm.run(MODULE_SCRIPT, VM_FAKES, how, paths=paths)
        parse(out, figures, costs)
    return figures, costs


DISPLAY_TEXT = os.path.join(ROOT, "tests", "mpy", "display_text_heap.py")


def display_text_costs(pixels=True):
    """Run display_text_heap.py in the VM; return its figures (TextLine against Label)."""
    import adafruit_display_text
    import adafruit_ticks

    package = os.path.dirname(os.path.abspath(adafruit_display_text.__file__))
    site = os.path.dirname(package)
    vm_site = "/repo/" + os.path.relpath(site, ROOT).replace(os.sep, "/")
    if vm_site.startswith("/repo/.."):
        raise RuntimeError("adafruit_display_text is not in this repository's venv: %s" % site)
    figures = {}
    parse(mpvm.run(DISPLAY_TEXT, VM_FAKES, vm_site, "pixels" if pixels else "-",
                   paths=(FAKES, package, adafruit_ticks.__file__)), figures, {})
    return figures


def display_text_report(figures):
    """Return the lines comparing the two ways of drawing the screen's text."""
    f = figures
    return [
        "text: hardware/text.py's TextLine against adafruit_display_text's bitmap_label.Label "
        "(ten lines from our font sheet, real pixel bytes; bytes):",
        "  %-34s %9s %9s" % ("", "TextLine", "Label"),
        "  %-34s %9d %9d" % ("the module's code", f["ours_code"], f["theirs_code"]),
        "  %-34s %9d %9d" % ("the ten lines made", f["ours_lines"], f["theirs_lines"]),
        "  %-34s %9d %9d" % ("held once the screens are up", f["ours_lines"],
                             f["theirs_live"]),
        "  %-34s %9d %9d" % ("allocated by one screen change", f["ours_change"],
                             f["theirs_change"]),
        "  with Label the game's peak would be about %d bytes higher (code and lines held), "
        "and each screen change would allocate %d more"
        % (f["theirs_code"] + f["theirs_live"] - f["ours_code"] - f["ours_lines"],
           f["theirs_change"] - f["ours_change"]),
    ]


def ranked(pairs, top=None):
    """Return ``pairs`` the largest first (then by name), ``top`` of them."""
    return sorted(pairs, key=lambda item: (-item[1], item[0]))[:top]


def report(figures, costs, players, mode, seed, top=None):
    """Return the report's lines."""
    base = figures["fakes"]
    lines = [
        "Old Maid heap under MicroPython (device form of engine/, game/ and hardware/, "
        "no docstrings)",
        "session: %d players (1 person by tools/play/autokeys.py, %d computers), %s, seed %d: "
        "%d frames, %s" % (players, players - 1, mode, seed, figures["frames"],
                           "session finished" if figures["done"] else "session NOT finished"),
        "gc.mem_alloc() in bytes; 'game' leaves out the %d that the VM and the fake displayio "
        "hold, and the test's person at the keys (%d)"
        % (base, figures["harness"]),
        "%-42s %9s %9s" % ("", "bytes", "game"),
    ]
    for label, key in (("VM and fake displayio", "fakes"),
                       ("heap after imports", "imports"),
                       ("  and the stub device", "device"),
                       ("  and the view", "view"),
                       ("game, view and stub built", "built"),
                       ("peak live (at a frame's end)", "peak_live"),
                       ("peak with the frame's garbage", "peak"),
                       ("heap after the session", "after")):
        lines.append("%-42s %9d %9d" % (label, figures[key], figures[key] - base))
    peak = figures["peak"] - base
    verdict = ("met, %d bytes to spare" % (TARGET - peak) if peak <= TARGET
               else "NOT met, %d bytes over" % (peak - TARGET))
    lines.append("target %d bytes (%d KB) for the game's peak: peak %d (%.1f KB): %s"
                 % (TARGET, TARGET // 1024, peak, peak / KB, verdict))
    lines += pieces_lines(figures, costs)
    said = figures.get("console", [])
    if said:
        lines.append("the game printed %d lines on its console, the first: %s"
                     % (len(said), said[0]))
    if "n_qstr" in figures:
        lines.append("names interned by the end: %d in %d pools (%d bytes); each pool is one "
                     "block twice the size of the last, so a few names too many can cost KBs"
                     % (figures["n_qstr"], figures["n_pool"], figures["n_total_bytes"]))
    code = figures["imports"] - base
    lines.append("of the peak, the modules imported at power-on take %d (%.1f KB); the current "
                 "scene's code and what the game makes and holds %d (%.1f KB)"
                 % (code, code / KB, peak - code, (peak - code) / KB))
    at_peak = costs.get("peak_scene", [("?", 0)])[0][0]
    module_cost = dict(costs.get("module", ()))
    scenes = [(name, used - base) for name, used in costs.get("scene", ())]
    lines.append("scenes (the game's heap at the end of a frame with it on screen, the most; "
                 "its own code; the peak came in %s):" % at_peak)
    for name, used in ranked(scenes):
        code = sum(cost for module, cost in module_cost.items()   # its helpers too
                   if module == "game.scenes." + name
                   or module.startswith("game.scenes.%s_" % name))
        lines.append("  %-22s %9d %9d" % (name, used, code))
    scene_code = [(n, c) for n, c in module_cost.items() if n.startswith("game.scenes.")]
    biggest = ranked(scene_code, 3)
    lines.append("largest scene code resident: " + ", ".join("%s %d" % p for p in biggest))
    compiled = costs.get("compile", [])
    lines.append("largest compile costs (source compiled with the collector off): "
                 + ", ".join("%s %d" % p for p in ranked(compiled, 3)))
    modules = costs.get("module", [])
    lines.append("modules (import cost, each imported in its own step after those it needs, "
                 "in a VM of their own; compile cost; all %d device modules that need no "
                 "hardware, %d bytes, more than a board holds at once):"
                 % (len(modules), sum(cost for _, cost in modules)))
    compile_cost = dict(compiled)
    for name, cost in ranked(modules, top):
        lines.append("  %-22s %9d %9d" % (name, cost, compile_cost.get(name, 0)))
    return lines


def pieces_lines(figures, costs):
    """Return the lines on the peak's frame as a board lives it: garbage collected in pieces.

    This VM collects only between frames, so ``peak`` holds a whole frame's
    garbage; a board also collects at each of the game's collections (a
    scene's change, what stays about to be made: ``words.settle``), and
    holds at once only what was allocated since the last of them.
    """
    pieces = [n for _, n in costs.get("piece", ())]
    if not pieces:
        return []
    return [
        "this VM collects only between frames; a board also at the game's own collections "
        "(game/words.py), which the peak's frame made %d of: it allocated %s KB between "
        "them, %.1f KB in all; the most a frame allocated between two: %d bytes (%s)"
        % (len(pieces) - 1, ", ".join("%.1f" % (n / KB) for n in pieces), sum(pieces) / KB,
           figures.get("piece_most", 0), costs.get("piece_scene", [("?", 0)])[0][0]),
    ]


def stage(folder, mpy_cross=None):
    """Lay out in ``folder`` what the unix run needs: the device form, the stub, the fakes.

    With ``mpy_cross``, the device modules (not code.py) are compiled to .mpy.
    """
    devicefiles.write_device_form(folder, ROOT)
    for rel in ("hardware/stub.py", "tools/play/autokeys.py", "tests/mpy/game_heap.py",
                "tests/mpy/fakes/displayio.py",
                "tests/mpy/fakes/bitmaptools.py"):
        os.makedirs(os.path.dirname(os.path.join(folder, rel)), exist_ok=True)
        if rel == "tools/play/autokeys.py":   # the person at the keys, folded as a board's
            with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
                text = devicefiles.harness_form(f.read(), rel)
            with open(os.path.join(folder, rel), "w", encoding="utf-8") as f:
                f.write(text)
        else:
            shutil.copy(os.path.join(ROOT, rel), os.path.join(folder, rel))
    if mpy_cross:
        for here, _, names in os.walk(folder):
            rel_dir = os.path.relpath(here, folder).replace(os.sep, "/")
            if rel_dir.split("/")[0] not in ("engine", "game", "hardware"):
                continue
            for name in names:
                if name.endswith(".py") and rel_dir + "/" + name != "hardware/stub.py":
                    rel = rel_dir + "/" + name
                    subprocess.run(devicefiles.compile_command(mpy_cross, rel, rel[:-3] + ".mpy"),
                                   cwd=folder, check=True, capture_output=True)
                    os.remove(os.path.join(folder, rel))


def unix_env():
    """Return the environment of a unix-port run in a staged folder (its working folder).

    The modules are found in ``.``: each module's file name, which the VM
    interns, is then as short as a board's (``./game/game.mpy`` against
    ``/game/game.mpy``), not the temporary folder's whole path (22 bytes
    more a module, some 1 KB of names in a session).
    """
    return dict(os.environ, MICROPYPATH=".")


def unix_run(binary, heap_kb, players, mode, seed, pixels=False, mpy_cross=None, setup=None,
             folder=None):
    """Run the session under ``binary`` with a ``heap_kb`` heap; return (completed, output).

    ``folder`` is one ``stage`` laid out already (``find`` runs many in one).
    """
    if folder is None:
        with tempfile.TemporaryDirectory(prefix="memreport-") as staged:
            stage(staged, mpy_cross)
            return unix_run(binary, heap_kb, players, mode, seed, pixels, mpy_cross, setup,
                            staged)
    # Each run starts with no saves, as the first: a run cut short by a small
    # heap leaves saves that would change what the next one plays.
    shutil.rmtree(os.path.join(folder, SAVES), ignore_errors=True)
    env = unix_env()
    cmd = [binary, "-X", "heapsize=%dK" % heap_kb, "tests/mpy/game_heap.py",
           "tests/mpy/fakes", str(seed), str(players), mode, "pixels" if pixels else "-",
           setup or scenario()]
    try:
        run = subprocess.run(cmd, cwd=folder, env=env, capture_output=True, text=True,
                             timeout=900, check=False)
    except (OSError, subprocess.TimeoutExpired) as e:
        return False, str(e)
    out = run.stdout + run.stderr
    return run.returncode == 0 and completed(_figures(run.stdout)), out


def _figures(out):
    """Return game_heap.py's figures from ``out``, however far it got."""
    figures = {}
    parse(out, figures, {})
    return figures


def completed(figures):
    """Return True if the session ended with nothing lost on the way.

    The game goes on when memory runs short (a save refused and the last one
    kept, a fault shown on the error screen), so reaching the end is not
    enough: a heap in which a save was refused, or which showed the error
    screen, is too small.  A session from no saves says nothing on the
    console of either (``saves:``, ``game:``): any such line is a failure.
    """
    said = figures.get("console", [])
    return figures.get("done") == 1 and not any(
        line.startswith("game:") or line.startswith("saves:") for line in said)


def find(binary, players, mode, seed, pixels=True, mpy_cross=None, setup=None, low=48,
         high=256):
    """Return ``(smallest heap in KB that completes, its output)``, or (None, output at high).

    A binary search over whole KB: a run that completes at K completes at
    every larger heap (the game is deterministic; a larger heap only
    collects less often).
    """
    with tempfile.TemporaryDirectory(prefix="memreport-") as folder:
        stage(folder, mpy_cross)
        done, out = unix_run(binary, high, players, mode, seed, pixels, mpy_cross, setup, folder)
        if not done:
            return None, out
        best = (high, out)
        while low < best[0] - 1:
            mid = (low + best[0]) // 2
            done, out = unix_run(binary, mid, players, mode, seed, pixels, mpy_cross, setup,
                                 folder)
            if done:
                best = (mid, out)
            else:
                low = mid
        return best


# What ``--unix`` asks the binary of itself: its name, its word, and whether a float
# is a block of the heap (the unix port's default object form) or held in the
# object's word (``MICROPY_OBJ_REPR_C``, which CircuitPython builds every board with).
PROBE = ("import gc, sys\n"
         "def grows(x):\n"
         "    gc.collect()\n"
         "    before = gc.mem_alloc()\n"
         "    x = x * 3.0\n"
         "    return gc.mem_alloc() - before\n"
         "print(sys.implementation.name, sys.maxsize, grows(1.5))\n")


def probe(binary):
    """Return ``(name, maxsize, bytes a new float takes)`` of a unix-port binary, or None."""
    try:
        run = subprocess.run([binary, "-c", PROBE], capture_output=True, text=True, timeout=60,
                             check=False)
        name, maxsize, floats = run.stdout.split()
        return name, int(maxsize), int(floats)
    except (OSError, ValueError, subprocess.TimeoutExpired):
        return None


def binary_line(found):
    """Return the line saying whether ``probe``'s answer is a board's VM, and how it is not."""
    if found is None:
        return "the binary did not say what it is (not a unix port of MicroPython's family?)"
    name, maxsize, floats = found
    unlike = []
    if name != "circuitpython":
        unlike.append("%s, not CircuitPython" % name)
    if maxsize != 2 ** 31 - 1:
        unlike.append("not 32-bit")
    if floats:
        unlike.append("a float is %d bytes of heap, as in the unix port's default object form "
                      "(a board's, MICROPY_OBJ_REPR_C, holds it in the object's word)" % floats)
    if unlike:
        return "the binary is NOT a board's VM: " + "; ".join(unlike)
    return "the binary: CircuitPython, 32-bit, floats in the object's word, as a board's VM"


def harness_line(figures):
    """Return the line saying what of a fixed heap the measuring itself took."""
    return ("of it the harness (the VM's start, the fakes' code, game_heap.py, the scripted "
            "person) held %d bytes (%.1f KB), which a board does not"
            % (figures.get("harness_all", 0), figures.get("harness_all", 0) / KB))


def live_line(figures, heap_kb):
    """Return the line saying what of the smallest heap was live, and so what was its pieces.

    The smallest heap moves a KB or two with where blocks fall; what is live
    at a frame's end moves only with what the game holds, a steadier
    figure to follow a change by.
    """
    live = figures.get("peak_live", 0) + figures.get("harness", 0)
    game = live - figures.get("harness_all", 0)
    return ("live at a frame's end at most %d bytes (%.1f KB), the game's %d (%.1f KB); the other "
            "%.1f KB of the %d KB: a frame's garbage (as .py, the compiler's too) and the heap "
            "in pieces"
            % (live, live / KB, game, game / KB, heap_kb - live / KB, heap_kb))


def find_report(args, setup, what):
    """Print the smallest heap of each form (.py, and .mpy with --mpy-cross); 0 if all found."""
    status = 0
    forms = [(".py", None)] + ([(".mpy", args.mpy_cross)] if args.mpy_cross else [])
    for form, compiler in forms:
        heap, out = find(args.unix, args.players, args.mode, args.seed, True, compiler, setup)
        if heap is None:
            print("%s: %s did NOT complete even in 256 KB" % (form, what))
            status = 1
            continue
        print("%s: %s completes in %d KB, real pixels (%s)" % (form, what, heap, args.unix))
        print("  " + harness_line(_figures(out)))
        print("  " + live_line(_figures(out), heap))
    return status


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--mode", default="rounds:5",
                        help="a session mode as Settings.choose_mode reads it (default rounds:5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--top", type=int, default=None, help="list only this many modules")
    parser.add_argument("--unix", metavar="BIN", help="a unix-port micropython binary to run")
    parser.add_argument("--heap", type=int, default=96, help="its fixed heap in KB (96)")
    parser.add_argument("--pixels", action="store_true",
                        help="fake Bitmaps hold their real pixel bytes")
    parser.add_argument("--display-text", action="store_true",
                        help="also measure drawing the text with adafruit_display_text")
    parser.add_argument("--mpy-cross", metavar="MPYCROSS",
                        help="compile the device modules to .mpy with this mpy-cross first")
    parser.add_argument("--find", action="store_true",
                        help="with --unix: search the smallest heap that completes, for .py "
                             "and (with --mpy-cross) .mpy, real pixels")
    parser.add_argument("--variant", default="classic", choices=VARIANTS)
    parser.add_argument("--lang", default="en", choices=LANGUAGES)
    parser.add_argument("--learning", action="store_true", help="learning mode (pairs by hand)")
    parser.add_argument("--big", action="store_true", help="large text")
    parser.add_argument("--worst", action="store_true",
                        help="the worst case: 12 players, two decks, Portuguese, learning mode, "
                             "large text")
    args = parser.parse_args(argv)
    if args.worst:
        args.players, args.variant, args.lang = 12, "double", "pt"
        args.learning = args.big = True
    setup = scenario(args.variant, args.lang, args.learning, args.big)
    what = "the %d-player %s session (%s, %s%s%s)" % (
        args.players, args.mode, args.variant, args.lang,
        ", learning mode" if args.learning else "", ", large text" if args.big else "")
    if args.unix:
        if not os.access(args.unix, os.X_OK):
            print("memreport: %s is not a program that can run" % args.unix, file=sys.stderr)
            return 2
        print(binary_line(probe(args.unix)))
        if args.find:
            return find_report(args, setup, what)
        done, out = unix_run(args.unix, args.heap, args.players, args.mode, args.seed,
                             args.pixels, args.mpy_cross, setup)
        form = ".mpy" if args.mpy_cross else ".py"
        said = "completed" if done else "did NOT complete"
        print("%s, heap %d KB, %s%s: %s %s"
              % (args.unix, args.heap, form, ", real pixels" if args.pixels else "",
                 what, said))
        if done:
            print("  " + harness_line(_figures(out)))
        else:
            tail = [line for line in out.splitlines() if line.strip()][-3:]
            print("  " + "\n  ".join(tail))
        return 0 if done else 1
    reason = mpvm.unavailable_reason()
    if reason:
        print("memreport: the MicroPython VM is unavailable: " + reason, file=sys.stderr)
        return 2
    figures, costs = measure(args.players, args.mode, args.seed, setup)
    for line in report(figures, costs, args.players, args.mode, args.seed, args.top):
        print(line)
    if args.display_text:
        for line in display_text_report(display_text_costs()):
            print(line)
    return 0 if figures["done"] else 1


if __name__ == "__main__":
    sys.exit(main())
