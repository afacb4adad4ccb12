"""What a power cut loses from the saves, on a board's nvm as the chips write it, or in files.

    python3 tools/chipcuts.py [--chip rp2040|samd51|files] [--every N] [--seed 4]
                              [--mode rounds:3]

Plays one session through the real loop (one person by tools/autokeys.py,
two computers) and records every write its saves make, then replays those
writes onto a fresh backend, cutting the power after each N-th step: on a
chip (``tests/mpy/chipflash.py``) a step is an erase or a page programmed,
in files (``tests/mpy/powercut.py``) a byte written.  Then it loads what is
left as the next power-on would and judges each save:

- kept: the last save completed before the cut, or the one before it (or
  the one being written, when it got through whole);
- older or lost, told: the next start says a save was lost;
- blank chip: the cut fell in the erase itself, which leaves the chip as a
  new one, with nothing on it to tell of the loss;
- older or lost, untold; garbage: what must never happen.

Prints the cut points tried and each outcome's count, with the worst loss.
Figures, not a verdict: the exit status is 0.
"""

import argparse
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for path in (ROOT, os.path.join(ROOT, "tests")):
    if path not in sys.path:
        sys.path.insert(0, path)

from mpy import chipflash  # noqa: E402
from mpy.powercut import PowerCut, PowerCutStorage  # noqa: E402

from hardware import records, stub  # noqa: E402
from hardware.keeper import Keeper  # noqa: E402
from hardware.loop import new_game, play  # noqa: E402
from hardware.nvm import NvmStorage  # noqa: E402
from hardware.storage import FileStorage  # noqa: E402
from hardware.view import View  # noqa: E402
from tools.autokeys import MIXED, KeyPlayer, answer  # noqa: E402

CHIPS = {"rp2040": chipflash.rp2040, "samd51": chipflash.samd51}
KINDS = ("settings", "stats", "session")


class Recording:
    """A backend that writes to ``inner`` and remembers every write, in order."""

    def __init__(self, inner):
        self.inner = inner
        self.writes = []

    def read(self, name):
        return self.inner.read(name)

    def write(self, name, data):
        self.writes.append((name, bytes(data)))
        self.inner.write(name, data)


def record_session(seed, mode="rounds:2"):
    """Play a session; return every write its saves made."""
    storage = Recording(NvmStorage(chipflash.rp2040()))
    device = stub.Device(storage=storage)
    view = View(device.display, device.width, device.height)
    game, keeper = new_game(device, view, seed)
    keeper.log = lambda line: None
    game.settings.players = 3
    game.settings.choose_mode(mode)
    game.due |= 1          # the settings too, as a first change of them would
    player = KeyPlayer(game, seed=seed, computers=MIXED)
    wait = device.wait_frame

    def wait_frame():
        answer(device, player)
        if device.frames > 40000:
            device.running = False
        wait()

    device.wait_frame = wait_frame
    play(device, game, view, keeper=keeper)
    return storage.writes


def payload(record):
    """Return the payload a record holds."""
    found = records.unpack(record)
    return bytes(record[found[3]:found[3] + found[4]])


def backend(chip, cut=None, folder=None):
    """Return ``(saves' backend, flash or None)``: a fresh ``chip``, the power cut ``cut`` in.

    ``cut`` counts a chip's steps, or the bytes written to the files in ``folder``.
    """
    if chip == "files":
        for name in os.listdir(folder):
            os.remove(os.path.join(folder, name))
        return PowerCutStorage(FileStorage(folder), cut), None
    flash = CHIPS[chip](cut)
    return NvmStorage(flash, rewrite=chip == "samd51"), flash


def replay(chip, writes, cut, folder):
    """Write ``writes`` onto a fresh chip, cut ``cut`` steps in.

    Return what the next power-on reads it with, the flash (None for
    files) and how many writes were done.
    """
    storage, flash = backend(chip, cut, folder)
    done = 0
    for name, data in writes:
        try:
            storage.write(name, data)
        except (chipflash.PowerCut, PowerCut):
            break
        done += 1
    if flash is None:
        return storage.inner, None, done
    flash.cut_after = None     # the next power-on: a chip that works again
    flash.cut = False
    return NvmStorage(flash, rewrite=chip == "samd51"), flash, done


def loaded(storage):
    """Return what the next power-on loads: {kind: payload or None}, and its trouble."""
    keeper = Keeper(storage, log=lambda line: None)
    settings, stats, session, trouble = keeper.load()
    return {"settings": settings.to_bytes(), "stats": stats or None, "session": session}, trouble


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chip", choices=sorted(CHIPS) + ["files"], default="rp2040")
    parser.add_argument("--every", type=int, default=1, help="cut after every N-th step")
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--mode", default="rounds:3",
                        help="the session, as Settings.choose_mode reads it (rounds:3)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="chipcuts-") as folder:
        return report(args.chip, args.every, args.seed, args.mode, folder)


def report(chip, every, seed, mode, folder):
    """Cut the power at every ``every``-th step of a session's saves on ``chip``; print figures."""
    writes = record_session(seed, mode)
    whole, flash = backend(chip, None, folder)
    for name, data in writes:
        whole.write(name, data)
    steps = flash.steps if flash else sum(len(data) for _, data in writes)
    fresh_settings = loaded(backend(chip, None, folder)[0])[0]["settings"]
    counts = {kind: dict.fromkeys(OUTCOMES, 0) for kind in KINDS}
    worst = dict.fromkeys(KINDS, 0)
    tried = 0
    for cut in range(0, steps, max(1, every)):
        storage, flash, done = replay(chip, writes, cut, folder)
        got, trouble = loaded(storage)
        empty = flash is not None and all(b == chipflash.ERASED for b in flash.data)
        tried += 1
        for kind in KINDS:
            mine = [payload(data) for name, data in writes[:done] if name.startswith(kind)]
            if done < len(writes) and writes[done][0].startswith(kind):
                mine.append(payload(writes[done][1]))   # the save being written may be whole
            if not mine:
                continue
            have = got[kind]
            writing = done < len(writes) and writes[done][0].startswith(kind)
            if kind == "settings" and have == fresh_settings and fresh_settings not in mine:
                have = None               # defaults: nothing was loaded
            if have is None and writing and mine[-1] == b"":
                have = b""                # the save being written ended the session
            outcome, back = judge(have, mine, writing, trouble, empty)
            counts[kind][outcome] += 1
            worst[kind] = max(worst[kind], back)
    print("%s: %d writes, %d %s; %d cut points tried"
          % (chip, len(writes), steps, "bytes" if chip == "files" else
             "steps of erasing and programming", tried))
    for kind in KINDS:
        c = counts[kind]
        print("  %-8s %s; worst: %s" % (kind, ", ".join("%s %d" % (o, c[o]) for o in OUTCOMES),
                                        "all of it" if worst[kind] == ALL else
                                        "%d saves back" % worst[kind]))
    return 0


# How a cut ended for one save, from best to worst.
OUTCOMES = ("kept", "older told", "lost told", "blank chip", "older untold", "lost untold",
            "garbage")
ALL = 1 << 20


def judge(have, mine, writing, trouble, empty):
    """Return (outcome, how many saves back) for what loaded, ``have``, against ``mine``.

    ``mine`` is this save's payloads in the order written, the last the one
    being written when ``writing``: loading it, the last completed or the
    one before that is "kept".
    """
    if have is not None and have not in mine:
        return "garbage", ALL
    completed = len(mine) - 1 if writing else len(mine)
    if have is None:
        back = ALL
        if completed == 0:
            return "kept", 0             # nothing had been saved yet
    else:                                # saves back from the last completed
        back = completed - 1 - max(i for i, p in enumerate(mine) if p == have)
        if back <= 1:
            return "kept", 0
    if empty:
        return "blank chip", back
    if have is None:
        return ("lost told" if trouble else "lost untold"), back
    return ("older told" if trouble else "older untold"), back


if __name__ == "__main__":
    sys.exit(main())
