"""What a power cut loses from the saves: on a board's nvm as each chip writes it, or on CIRCUITPY.

    python3 -m tools.measure.chipcuts [--model rp2040|samd51|files|files-wb|all]
                                      [--mix short|evening] [--every N] [--every-save N] [--wear]

Plays sessions through the real loop (tools/play/autokeys.py at the keys) and
records every save they make, then replays those saves on a model of the
medium, cutting the power at every step of its work, just before the step
and inside it (bits half set):

- ``rp2040``, ``samd51``: the nvm as each chip writes it
  (``tests/mpy/chipflash.py``), the game saving there (the drive left to
  the computer);
- ``files``: the drive as CircuitPython formats a PyBadge's and writes it,
  FAT12 on 4 KB erase blocks behind a one-block cache
  (``tools/measure/fatdrive.py``), with the game's files on it as deploy leaves
  them, the saves in place in the ring's one file (hardware/storage.py's
  FileStorage);
- ``files-wb``: the same drive with each save's file opened ``wb``, as the
  game did before (for the figures before and after).

After each cut the next power-on loads what is left, and each save is
judged: kept (its last completed save, or the one being written); lost and
told (older or none, and the title says a save was lost); lost silently;
garbage (never written by the game).  On the drive, also, read from its
bytes alone: left unmountable (the boot sector damaged: CircuitPython then
formats it), another file changed, and what ``fsck.fat -n`` (dosfstools:
a computer's disk check) finds.  A rollback of any depth is a loss.  Each cut inside a
step is weighed by the step's time (the chips' data sheets: chipflash.py,
fatdrive.py), and the shares of the time the medium spends writing are
printed beside the counts.  ``--wear`` prints the erases an evening (the
``evening`` mix) costs each erase unit, and how many years of three
evenings a week the flash's endurance gives.  It measures the engine/,
game/, hardware/ and tools/ of the tree it is run from: for the figures
before a change, run it in a checkout of that version (``git worktree add``).
"""

import argparse
import os
import sys

from engine import cards
from game.keeping import SAVE_SETTINGS, SAVE_STATS
from game.settings import HUMAN
from hardware import records, stub
from hardware.keeper import Keeper
from hardware.loop import new_game, play
from hardware.nvm import NvmStorage
from hardware.reading import prepare
from hardware.storage import FileStorage
from hardware.view import View
from tests.mpy import chipflash
from tools.measure import fatdrive
from tools.play.autokeys import MIXED, KeyPlayer, answer

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

MODELS = ("rp2040", "samd51", "files", "files-wb")
KINDS = ("settings", "stats", "session")
FOLDER = "oldmaid"
# Each board's flash, its endurance (program/erase cycles an erase unit is rated for) and its
# source (docs/saving.md says which figures were read in the data sheet).
ENDURANCE = {
    "rp2040": (100000, "Winbond W25Q16JV, the Pico's flash: 100,000 cycles, not confirmed in "
                       "its own data sheet (the W25Q32JV/64JV/128JV sheets: min. 100K a sector)"),
    "samd51": (10000, "Microchip SAM D5x/E5x data sheet DS60001507E, 54.12, Table 54-41: "
                      "CycNVM min. 10K cycles at 85 C"),
    "files": (100000, "GigaDevice GD25Q16C data sheet rev 3.0, 1 Features: "
                      "minimum 100,000 program/erase cycles"),
}
ENDURANCE["files-wb"] = ENDURANCE["files"]
EVENINGS_A_YEAR = 3 * 52
# The sessions of each mix: (players, mode, variant, learning, people, seed).
MIXES = {
    "short": [(3, "rounds:2", cards.CLASSIC, 0, 1, 4)],
    "evening": [(6, "rounds:10", cards.CLASSIC, 0, 2, 4),
                (12, "rounds:3", cards.DOUBLE, 0, 3, 5),
                (4, "rounds:3", cards.CLASSIC, 1, 2, 6)],
}


class Recording:
    """A backend that writes to ``inner`` and remembers every write, in order."""

    def __init__(self, inner, twin):
        self.inner = inner
        self.twin = twin
        self.writes = []

    def read(self, name, into=None):
        return self.inner.read(name, into)

    def write(self, name, data):
        self.writes.append((name, bytes(data)))
        self.inner.write(name, data)


def record_session(storage, players, mode, variant, learning, people, seed):
    """Play a session on ``storage`` through the loop, interleaving settings and stats saves."""
    device = stub.Device(storage=storage)
    view = View(device.display, device.width, device.height)
    game, keeper = new_game(device, view, seed)
    keeper.log = lambda line: None
    settings = game.settings
    settings.variant = variant
    settings.players = players
    settings.manual = learning
    settings.choose_mode(mode)
    for s in range(players):
        settings.kinds[s] = HUMAN if s < people else 1 + s % 3
    game.due |= SAVE_SETTINGS
    player = KeyPlayer(game, seed=seed, computers=MIXED)
    wait = device.wait_frame
    write = keeper.write
    saves = [0]

    def wait_frame():
        answer(device, player)
        if device.frames > 200000:
            device.running = False
        wait()

    def keep(game):           # now and then a setting or the stats saved with the session
        saves[0] += 1
        if saves[0] % 3 == 0:     # a setting changed, which play never reads: a real write
            game.settings.colorblind ^= 1  # (a save the newest record holds is not written)
            game.due |= SAVE_SETTINGS
        if saves[0] % 5 == 0:
            game.due |= SAVE_STATS
        return write(game)

    device.wait_frame = wait_frame
    keeper.write = keep
    play(device, game, view, keeper=keeper)


def record(model, mix):
    """Return every write the ``mix``'s sessions make, on the backend ``model`` reads with."""
    twin = model == "files"
    storage = Recording(NvmStorage(bytearray(8192), rewrite=False), twin)
    if twin:
        storage.inner = FileStorage("/" + FOLDER, os=fatdrive.Drive().fs())
    for session in MIXES[mix]:
        record_session(storage, *session)
    return storage.writes


def payload(record):
    """Return the payload a record holds."""
    found = records.unpack(record)
    return bytes(record[found[3]:found[3] + found[4]])


def device_files():
    """Return what deploy puts on the drive: the game's files, with their sizes, and a lib/."""
    from tools.ship import devicefiles

    files = {}
    for path in devicefiles.device_files(ROOT):
        size = os.path.getsize(os.path.join(ROOT, path))
        files[path] = bytes((len(path) + i) & 0xFF for i in range(size // 2 or 1))
    for name, size in (("lib/adafruit_imageload/bmp/indexed.mpy", 3000),
                       ("lib/neopixel.mpy", 1500), ("settings.toml", 200),
                       ("boot_out.txt", 150)):
        files[name] = bytes((len(name) + i) & 0xFF for i in range(size))
    return files


class Truncating:
    """The files as the game wrote them before: ``folder/name`` opened ``wb`` at each save."""

    twin = False

    def __init__(self, folder, fs):
        self.folder = folder
        self.fs = fs

    def read(self, name, into=None):
        try:
            with self.fs.open(self.folder + "/" + name, "rb") as f:
                return f.read()
        except OSError:
            return None

    def write(self, name, data):
        try:
            self.fs.mkdir(self.folder)
        except OSError:
            pass
        with self.fs.open(self.folder + "/" + name, "wb") as f:
            f.write(data)


class Medium:
    """One model, fresh: ``write`` a save, then cut points of the last write and what they leave."""

    def __init__(self, model):
        self.model = model
        if model in ("rp2040", "samd51"):
            self.flash = getattr(chipflash, model)()
            self.drive = None
        else:
            self.drive = fatdrive.Drive()
            self.drive.deploy(device_files())
            if model == "files":         # deploy makes the slot files (reading.prepare)
                prepare(FileStorage("/" + FOLDER, os=self.drive.fs()))
            self.drive.erased = {}
            self.drive.flushes = []
            self.files = {path: data for path, data in device_files().items()}
        self.store = None         # the game's backend, kept from save to save as on a board

    def backend(self, flash=None):
        """Return the saves' backend over the medium (``flash``: as a cut left it)."""
        if self.drive is None:
            chip = self.flash if flash is None else flash
            return NvmStorage(chip, rewrite=self.model == "samd51")
        fs = self.drive.fs(flash)
        if self.model == "files":
            return FileStorage("/" + FOLDER, os=fs)
        return Truncating("/" + FOLDER, fs)

    def write(self, name, data):
        """Write one save; return its cut points: (weight in ms, what is left, "")."""
        if self.drive is None:
            return self._chip_write(name, data)
        drive = self.drive
        drive.flushes = []
        if self.store is None:
            self.store = self.backend()
        self.store.write(name, data)
        points = []
        flushes = drive.flushes
        for j, (block, old, new, first) in enumerate(flushes):
            for step in drive.steps(flushes[j]):
                for inside in (False, True):
                    damaged = drive.damaged(old, new, step, inside, first)
                    flash = bytearray(drive.flash)
                    for k in range(len(flushes) - 1, j, -1):     # not yet rewritten
                        b = flushes[k][0]
                        flash[b * fatdrive.BLOCK:(b + 1) * fatdrive.BLOCK] = flushes[k][1]
                    flash[block * fatdrive.BLOCK:(block + 1) * fatdrive.BLOCK] = damaged
                    weight = drive.step_ms(step) if inside else 0.0
                    points.append((weight, flash, ""))
        return points

    def _chip_write(self, name, data):
        flash = self.flash
        before = bytes(flash.data)
        flash.log = True
        flash.kinds = []
        start = flash.steps
        self.backend().write(name, data)
        kinds = flash.kinds
        flash.log = False
        points = []
        for n, kind in enumerate(kinds):
            for inside in (False, True):
                chip = getattr(chipflash, self.model)()
                chip.data[:] = before
                chip.steps = start
                chip.cut_after = start + n
                chip.inside = inside
                try:
                    NvmStorage(chip, rewrite=self.model == "samd51").write(name, data)
                except chipflash.PowerCut:
                    pass
                chip.cut_after = None
                chip.cut = False
                points.append((flash.step_ms(kind) if inside else 0.0, chip, ""))
        return points

    def erases(self):
        """Return the most erases any one erase unit took so far."""
        if self.drive is None:
            return self.flash.erases
        return self.drive.erases_most()


def loaded(storage):
    """Return what the next power-on loads: {kind: payload or None}, and whether it tells."""
    keeper = Keeper(storage, log=lambda line: None)
    settings, stats, session, trouble = keeper.load()
    return {"settings": settings.to_bytes(), "stats": stats or None, "session": session}, trouble


# How a cut ended, from best to worst.
OUTCOMES = ("kept", "lost, told", "lost silently", "garbage")


def judge(have, mine, writing, told):
    """Return (outcome, saves back) for what loaded, ``have``, against this save's ``mine``.

    ``mine`` lists the payloads in the order written, the last the one being
    written when ``writing``: loading the last completed or that one is kept;
    anything older, or nothing, is a loss.
    """
    completed = len(mine) - 1 if writing else len(mine)
    if have is not None and have not in mine:
        return "garbage", 0
    if have is None:
        if completed == 0:
            return "kept", 0
        back = completed
    else:
        newest = max(i for i, p in enumerate(mine) if p == have)
        back = max(0, completed - 1 - newest)
        if back == 0:
            return "kept", 0
    return ("lost, told" if told else "lost silently"), back


def report(model, mix, every, wear, every_save=1):
    """Cut the power at every ``every``-th cut point of ``mix``'s saves on ``model``; print."""
    got = cut(model, mix, every, every_save)
    counts, shares = got["counts"], got["shares"]
    print("%s: %d saves (%s), %d cut points tried (%s, before and inside each)"
          % (model, got["saves"], ", ".join("%d %s" % (got["kinds"][k], k) for k in KINDS),
             got["tried"], got["steps"]))
    print("  " + ", ".join("%s %d (%.1f%% of the time)" % (o, counts[o], shares[o])
                           for o in OUTCOMES))
    print("  more than the last save lost: %d; drive left unmountable: %d (%.1f%%); "
          "another file changed: %d (%.1f%%); fsck.fat -n finds errors: %s"
          % (got["deep"], counts["unmountable"], shares["unmountable"],
             counts["other file"], shares["other file"],
             "%d (%.1f%%)" % (counts["fsck"], shares["fsck"]) if FSCK else "not run"))
    if wear:
        cycles, source = ENDURANCE[model]
        print("  wear: %d writes; this mix (an evening) erases one %s unit %d times at most; "
              "%d cycles (%s): %.1f years of three evenings a week (%d evenings)" % (
                  got["saves"], "4 KB" if model != "samd51" else "8 KB", got["erases"], cycles,
                  source, got["years"], cycles // max(1, got["erases"])))
    return 0


def drive_verdict(medium, left):
    """Return what a cut left of the drive beyond the saves: unmountable, other files, fsck.

    Read from the bytes alone (tools/measure/fatdrive.py's ``Image``): the boot
    sector as made, every file deploy put there as copied, and ``fsck.fat
    -n`` finding nothing (when it is installed: Debian's dosfstools).
    """
    if not medium.drive.mountable(left):
        return {"unmountable"}
    image = fatdrive.Image(medium.drive, left)
    found = set()
    if any(image.read(path) != data for path, data in medium.files.items()):
        found.add("other file")
    if FSCK and not fatdrive.fsck(left)[0]:
        found.add("fsck")
    return found


FSCK = fatdrive.has_fsck()


def cut(model, mix, every=1, every_save=1):
    """Return the figures of ``mix``'s saves on ``model``, cut at every ``every``-th cut point.

    ``every_save``: only the cut points of every such save (all of them, when ``every`` is 1).

    A dict: ``counts`` and ``shares`` (percent of the writing time) of each
    outcome and of "unmountable" and "other file", ``deep`` (cut points
    that lost more than a save's last), ``saves``, ``kinds``, ``tried``,
    ``erases`` (the most one erase unit took) and ``years`` (of three
    evenings a week, were the mix an evening).
    """
    writes = record(model, mix)
    medium = Medium(model)
    fresh = loaded(medium.backend())[0]["settings"]
    counts = dict.fromkeys(OUTCOMES, 0)
    timed = dict.fromkeys(OUTCOMES, 0.0)
    drive = {"unmountable": 0, "other file": 0, "fsck": 0}
    drive_ms = {"unmountable": 0.0, "other file": 0.0, "fsck": 0.0}
    deep = 0
    tried = 0
    total_ms = 0.0
    done = {kind: [] for kind in KINDS}
    for i, (name, data) in enumerate(writes):
        kind_name = name.split(".")[0]
        points = medium.write(name, data)
        for n, (weight, left, _) in enumerate(points):
            if (n + i) % max(1, every) or i % max(1, every_save):
                continue
            total_ms += weight
            tried += 1
            for what in drive_verdict(medium, left) if medium.drive is not None else ():
                drive[what] += 1
                drive_ms[what] += weight
            worst = "kept"
            far = False
            got, told = loaded(medium.backend(left))
            for kind in KINDS:
                mine = list(done[kind])
                writing = kind == kind_name
                if writing:
                    mine.append(payload(data))
                if not mine:
                    continue
                have = got[kind]
                if kind == "settings" and have == fresh and fresh not in mine:
                    have = None                 # defaults: nothing was loaded
                if kind != "settings" and have is None and b"" in mine[-2:]:
                    have = b""                  # empty stats, a session ended: as saved
                outcome, back = judge(have, mine, writing, told)
                far = far or back > 1
                if OUTCOMES.index(outcome) > OUTCOMES.index(worst):
                    worst = outcome
            counts[worst] += 1
            timed[worst] += weight
            deep += far
        done[kind_name].append(payload(data))
    share = 100.0 / total_ms if total_ms else 0.0
    counts.update(drive)
    timed.update(drive_ms)
    most = medium.erases()
    return {"counts": counts, "shares": {k: v * share for k, v in timed.items()},
            "deep": deep, "saves": len(writes), "kinds": {k: len(done[k]) for k in KINDS},
            "tried": tried, "erases": most,
            "steps": ("block rewrites' steps" if medium.drive
                      else "steps of erasing and programming"),
            "years": ENDURANCE[model][0] / (most * EVENINGS_A_YEAR) if most else float("inf")}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", choices=MODELS + ("all",), default="rp2040")
    parser.add_argument("--mix", choices=sorted(MIXES), default="short")
    parser.add_argument("--every", type=int, default=1, help="try every N-th cut point")
    parser.add_argument("--every-save", type=int, default=1,
                        help="cut only every N-th save (at each of its cut points)")
    parser.add_argument("--wear", action="store_true", help="the erases and the years they give")
    args = parser.parse_args(argv)
    for model in MODELS if args.model == "all" else (args.model,):
        report(model, args.mix, args.every, args.wear, args.every_save)
    return 0


if __name__ == "__main__":
    sys.exit(main())
