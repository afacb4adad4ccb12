"""What a power cut loses from the saves in a board's nvm, as the chips write it.

    python3 tools/chipcuts.py [--chip rp2040|samd51] [--every N] [--seed 4]

Plays one session through the real loop (one person by tools/autokeys.py,
two computers, rounds:2) with its saves in a flash-like nvm
(``tests/mpy/chipflash.py``), records every write the saves make, then
replays those writes onto a fresh chip, cutting the power after each N-th
step of the chip's work (an erase, a page programmed), and loads what is
left as the next power-on would.  For each save it compares what loads with
the last save completed before the cut and the one before that: loading
either loses at most the save being written and the turn before it.

Prints the cut points tried and, for each save, how many cuts lost more
than that, how many lost it all, and how many of those the next start did
not report.  Figures, not a verdict: the exit status is 0.
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for path in (ROOT, os.path.join(ROOT, "tests")):
    if path not in sys.path:
        sys.path.insert(0, path)

from mpy import chipflash  # noqa: E402

from hardware import records, stub  # noqa: E402
from hardware.keeper import Keeper  # noqa: E402
from hardware.loop import new_game, play  # noqa: E402
from hardware.storage import NvmStorage  # noqa: E402
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


def record_session(chip, seed):
    """Play a session on ``chip``'s nvm; return every write its saves made."""
    storage = Recording(NvmStorage(CHIPS[chip]()))
    device = stub.Device(storage=storage)
    view = View(device.display, device.width, device.height)
    game, keeper = new_game(device, view, seed)
    keeper.log = lambda line: None
    game.settings.players = 3
    game.settings.choose_mode("rounds:2")
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


def replay(chip, writes, cut):
    """Write ``writes`` onto a fresh chip, cut ``cut`` steps in; return it and the writes done."""
    flash = CHIPS[chip](cut)
    storage = NvmStorage(flash)
    done = 0
    for name, data in writes:
        try:
            storage.write(name, data)
        except chipflash.PowerCut:
            break
        done += 1
    flash.cut_after = None     # the next power-on: a chip that works again
    flash.cut = False
    return flash, done


def loaded(flash):
    """Return what the next power-on loads from ``flash``: {kind: payload or None}, trouble."""
    keeper = Keeper(NvmStorage(flash), log=lambda line: None)
    settings, stats, session, trouble = keeper.load()
    return {"settings": settings.to_bytes(), "stats": stats or None, "session": session}, trouble


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chip", choices=sorted(CHIPS), default="rp2040")
    parser.add_argument("--every", type=int, default=1, help="cut after every N-th step")
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args(argv)
    writes = record_session(args.chip, args.seed)
    total = CHIPS[args.chip]()
    storage = NvmStorage(total)
    for name, data in writes:
        storage.write(name, data)
    steps = total.steps
    fresh_settings = loaded(CHIPS[args.chip]())[0]["settings"]
    worse = dict.fromkeys(KINDS, 0)
    gone = dict.fromkeys(KINDS, 0)
    silent = dict.fromkeys(KINDS, 0)
    tried = 0
    for cut in range(0, steps, max(1, args.every)):
        flash, done = replay(args.chip, writes, cut)
        got, trouble = loaded(flash)
        tried += 1
        for kind in KINDS:
            mine = [payload(data) for name, data in writes[:done] if name.startswith(kind)]
            if not mine:
                continue
            want = mine[-1]               # the last save completed before the cut
            before = mine[-2] if len(mine) > 1 else None
            have = got[kind]
            if kind == "settings" and have == fresh_settings and want != fresh_settings:
                have = None               # defaults: nothing was loaded
            if have == want or (before is not None and have == before):
                continue                  # the last save completed, or the one before it
            worse[kind] += 1
            if have is None:
                gone[kind] += 1
                if not trouble:
                    silent[kind] += 1
    print("chip %s: %d writes, %d steps of erasing and programming; %d cut points tried"
          % (args.chip, len(writes), steps, tried))
    for kind in KINDS:
        print("  %-8s lost more than the last save or two: %5d   all of it: %5d   "
              "unreported at the next start: %5d" % (kind, worse[kind], gone[kind], silent[kind]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
