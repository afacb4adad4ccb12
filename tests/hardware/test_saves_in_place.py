"""Saves in files never change the drive's FAT nor a folder in play: one file, written in place.

The storage layer runs on a recording file system (``os`` and ``open`` for
hardware/storage.py's FileStorage) that fails at any truncation, size
change, creation, rename or removal once set-up is over, and at any flush
or close of the ring (FatFs then rewrites its directory entry), while a
whole session is played through the real loop.
"""

import os
import shutil

import pytest

from game.keeping import SAVE_SETTINGS
from hardware import reading, records, stub
from hardware.loop import new_game, play
from hardware.reading import prepare
from hardware.storage import FileStorage, Saves
from hardware.view import View
from tools.play.autokeys import MIXED, KeyPlayer, answer

SIDES = 28            # the ring's sides (docs/saving.md)
GUARD = 4096          # the ring's first bytes, never written
SIDE = 6144           # from a side to the next; each save at kind * 512 in its side
RING_BYTES = GUARD + SIDES * SIDE


class Refused(AssertionError):
    """The game changed the drive's layout after set-up."""


class RecordingDrive:
    """``os`` and ``open`` over a real folder, recording each call; strict once ``played``."""

    def __init__(self):
        self.calls = []
        self.played = False

    def _check(self, what, path):
        self.calls.append((what, path))
        if self.played:
            raise Refused("%s %s after set-up" % (what, path))

    def stat(self, path):
        self.calls.append(("stat", path))
        return os.stat(path)

    def statvfs(self, path):
        return os.statvfs(path)

    def sync(self):
        self.calls.append(("sync", ""))

    def mkdir(self, path):
        if not os.path.isdir(path):
            self._check("mkdir", path)
        os.mkdir(path)

    def remove(self, path):
        self._check("remove", path)
        os.remove(path)

    def rename(self, old, new):
        self._check("rename", old)
        os.rename(old, new)

    def open(self, path, mode):
        if "r" in mode and "+" not in mode:
            self.calls.append(("read", path))
            return open(path, mode)
        if mode != "r+b":
            self._check("open " + mode, path)   # truncates, or creates
            return open(path, mode)
        self.calls.append(("in place", path))
        return InPlace(self, path)


class InPlace:
    """A file opened ``r+b`` whose length must not change, nor be flushed or closed in play."""

    def __init__(self, drive, path):
        self.drive = drive
        self.path = path
        self.size = os.path.getsize(path)
        self.f = open(path, "r+b")
        self.written = []                # where each write began

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    def close(self):
        self.drive._check("close", self.path)      # f_sync: the entry rewritten
        self.f.close()

    def flush(self):
        self.drive._check("flush", self.path)

    def seek(self, at, whence=0):
        return self.f.seek(at, whence)

    def read(self, n=-1):
        return self.f.read(n)

    def readinto(self, buf):
        return self.f.readinto(buf)

    def write(self, data):
        if self.f.tell() + len(data) > self.size:
            self.drive._check("grow", self.path)
        self.written.append(self.f.tell())
        self.drive.calls.append(("write", self.path))
        n = self.f.write(data)
        self.f.flush()                   # CPython's buffer: the board has none
        return n


def play_session(storage, seed=4, mode="rounds:2", players=3):
    """Play a session through the loop on ``storage``; return the game and the saves written."""
    device = stub.Device(storage=storage)
    view = View(device.display, device.width, device.height)
    game, keeper = new_game(device, view, seed)
    keeper.log = lambda line: None
    game.settings.players = players
    game.settings.choose_mode(mode)
    game.due |= SAVE_SETTINGS
    player = KeyPlayer(game, seed=seed, computers=MIXED)

    def wait_frame(original=device.wait_frame):
        answer(device, player)
        if device.frames > 40000:
            device.running = False
        original()

    device.wait_frame = wait_frame
    play(device, game, view, keeper=keeper)
    assert player.done()
    return game


@pytest.mark.parametrize("deployed", [True, False])
def test_a_session_writes_its_saves_in_place_and_nothing_else(tmp_path, deployed):
    """Made by deploy (prepare) or by the first save; after that only writes in place."""
    folder = str(tmp_path / "oldmaid")
    drive = RecordingDrive()
    if deployed:
        assert prepare(FileStorage(folder)) is True
        assert prepare(FileStorage(folder, os=drive)) is True      # once
        drive.played = True
    storage = FileStorage(folder, os=drive)
    if not deployed:                             # the first save sets up, then play is strict
        assert Saves(storage).save("stats", records.KIND_STATS, 1, b"first")
        assert ("open wb", folder + "/ring.new") in drive.calls
        assert ("rename", folder + "/ring.new") in drive.calls
        drive.played = True
    drive.calls.clear()
    play_session(storage)
    writes = [path for what, path in drive.calls if what == "write"]
    assert len(writes) > 20 and set(writes) == {folder + "/ring"}
    assert {what for what, _ in drive.calls} <= {"stat", "read", "in place", "write", "sync"}
    assert [what for what, _ in drive.calls].count("in place") <= 1     # opened once, kept
    assert os.path.getsize(os.path.join(folder, "ring")) == RING_BYTES
    assert sorted(os.listdir(folder)) == ["ring"]
    sides = {(at - GUARD) // SIDE for at in storage.ring().written}
    assert len(sides) > SIDES // 2               # round the ring: the wear spread
    assert all((at - GUARD) % SIDE in (0, 512, 1024) for at in storage.ring().written)


def test_each_save_writes_one_record_at_its_place_on_the_next_side(tmp_path):
    folder = str(tmp_path / "oldmaid")
    saves = Saves(FileStorage(folder))
    for i in range(5):
        assert saves.save("session", records.KIND_SESSION, 2, bytes(range(i, 100 + i)))
    ring = open(os.path.join(folder, "ring"), "rb").read()
    assert ring[:GUARD] == b"\xff" * GUARD
    for side in range(SIDES):
        whole = ring[GUARD + side * SIDE:GUARD + (side + 1) * SIDE]
        if side > 5:                              # a first save on 00 and 01, then 02 to 05
            assert whole == b"\xff" * SIDE
            continue
        at = 1024                                 # the session's place in a side
        found = records.unpack(whole[at:])
        end = at + found[4] + records.OVERHEAD
        assert found[0] == records.KIND_SESSION | records.TWIN and found[2] == side
        assert whole[:at] == b"\xff" * at and whole[end:] == b"\xff" * (SIDE - end)
    assert saves.load("session", records.KIND_SESSION, 2) == (bytes(range(4, 104)), records.OK, "")
    again = Saves(FileStorage(folder))                 # the next power-on finds the ring's end
    assert again.load("session", records.KIND_SESSION, 2)[0] == bytes(range(4, 104))
    assert again.save("session", records.KIND_SESSION, 2, b"next")
    ring = open(os.path.join(folder, "ring"), "rb").read()
    assert records.unpack(ring[GUARD + 6 * SIDE + 1024:])[2] == 6


def test_round_the_ring_the_oldest_side_is_written_over(tmp_path):
    folder = str(tmp_path / "oldmaid")
    saves = Saves(FileStorage(folder))
    for i in range(2 * SIDES + 3):
        assert saves.save("stats", records.KIND_STATS, 1, b"%d" % i)
        assert Saves(FileStorage(folder)).load("stats", records.KIND_STATS, 1) == (
            b"%d" % i, records.OK, "")


def test_saves_of_the_layout_before_are_read_and_then_overtaken(tmp_path):
    """Files from before (folder/settings.a, written whole) load; the next saves go in place."""
    folder = tmp_path / "oldmaid"
    folder.mkdir()
    out = bytearray(64)
    for slot, seq, data in (("a", 6, b"older"), ("b", 7, b"newer")):
        n = records.pack(records.KIND_SETTINGS, 1, seq, data, out)
        (folder / ("settings." + slot)).write_bytes(bytes(out[:n]))
    saves = Saves(FileStorage(str(folder)))
    assert saves.load("settings", records.KIND_SETTINGS, 1) == (b"newer", records.OK, "")
    assert saves.load("settings", records.KIND_SETTINGS, 1, older=True)[0] == b"older"
    assert saves.save("settings", records.KIND_SETTINGS, 1, b"mine")
    assert saves.load("settings", records.KIND_SETTINGS, 1) == (b"mine", records.OK, "")
    assert (folder / "settings.b").read_bytes()[8:13] == b"newer"      # never written
    assert saves.save("settings", records.KIND_SETTINGS, 1, b"again")
    assert saves.load("settings", records.KIND_SETTINGS, 1) == (b"again", records.OK, "")
    assert saves.load("settings", records.KIND_SETTINGS, 1, older=True)[0] == b"mine"


def test_the_ring_before_is_copied_into_the_ring_when_it_is_made(tmp_path):
    """Boards keep their saves: folder/00/saves ... (9 KB each, records at 0, 256, 768)."""
    folder = tmp_path / "oldmaid"
    out = bytearray(64)
    for side, seq, data in ((0, 4, b"older"), (1, 5, b"newer")):
        (folder / ("%02d" % side)).mkdir(parents=True)
        old = bytearray(b"\xff" * 9216)
        n = records.pack(records.KIND_STATS | records.TWIN, 1, seq, data, out)
        old[256:256 + n] = out[:n]
        (folder / ("%02d" % side) / "saves").write_bytes(bytes(old))
    saves = Saves(FileStorage(str(folder)))
    assert prepare(saves.storage) is True
    assert saves.load("stats", records.KIND_STATS, 1) == (b"newer", records.OK, "")
    assert saves.load("stats", records.KIND_STATS, 1, older=True)[0] == b"older"
    assert saves.save("stats", records.KIND_STATS, 1, b"mine")
    assert Saves(FileStorage(str(folder))).load("stats", records.KIND_STATS, 1)[0] == b"mine"


def test_a_half_made_ring_is_never_used_and_is_made_anew(tmp_path):
    folder = tmp_path / "oldmaid"
    folder.mkdir()
    (folder / "ring.new").write_bytes(b"\xff" * 5000)          # a making cut short
    (folder / "ring").write_bytes(b"\xff" * 9000)              # not the ring's size
    storage = FileStorage(str(folder))
    assert storage.ring() is None
    saves = Saves(storage)
    assert saves.save("stats", records.KIND_STATS, 1, b"one")
    assert sorted(os.listdir(folder)) == ["ring"]
    assert os.path.getsize(folder / "ring") == RING_BYTES


def test_the_ring_removed_in_play_is_made_again_at_the_next_power_on(tmp_path):
    folder = str(tmp_path / "oldmaid")
    saves = Saves(FileStorage(folder))
    assert saves.save("stats", records.KIND_STATS, 1, b"one")
    saves.storage.ring().close()
    os.remove(os.path.join(folder, "ring"))
    saves = Saves(FileStorage(folder))                 # the next power-on
    assert saves.load("stats", records.KIND_STATS, 1) == (None, records.EMPTY, "")
    assert saves.save("stats", records.KIND_STATS, 1, b"two")
    assert saves.load("stats", records.KIND_STATS, 1) == (b"two", records.OK, "")
    assert os.path.getsize(os.path.join(folder, "ring")) == RING_BYTES


class Counting:
    """``os`` and ``open`` over a real folder, noting where each write in place began."""

    def __init__(self):
        self.written = []

    @property
    def writes(self):
        return len(self.written)

    def stat(self, path):
        return os.stat(path)

    def statvfs(self, path):
        return os.statvfs(path)

    def mkdir(self, path):
        os.mkdir(path)

    def remove(self, path):
        os.remove(path)

    def rename(self, old, new):
        os.rename(old, new)

    def open(self, path, mode):
        if mode != "r+b":
            return open(path, mode)
        f = open(path, mode, buffering=0)
        written = self.written

        class Noted:
            def __getattr__(self, name):
                return getattr(f, name)

            def write(self, data):
                written.append((f.tell(), len(data)))
                return f.write(data)

        return Noted()


def damage(folder, side, at, how):
    """Garble a byte of the record at ``at`` in ``side``, or erase the side's records."""
    with open(os.path.join(folder, "ring"), "r+b") as f:
        f.seek(GUARD + side * SIDE + (at if how == "garbled" else 0))
        f.write(b"\x00" if how == "garbled" else b"\xff" * 2048)


@pytest.mark.parametrize("how", ["erased", "garbled"])
def test_a_twin_found_lost_is_written_again_by_a_save_of_the_same_payload(tmp_path, how):
    """A save the newest record holds is not written, unless its twin copy was found lost."""
    folder = str(tmp_path / "oldmaid")
    saves = Saves(FileStorage(folder))
    assert saves.save("settings", records.KIND_SETTINGS, 2, b"mine")    # on 00, then 01
    drive = Counting()
    assert Saves(FileStorage(folder, os=drive)).save("settings", records.KIND_SETTINGS, 2,
                                                     b"mine")
    assert drive.writes == 0                      # both copies hold it: nothing written
    damage(folder, 0, 9, how)                     # the twin of the newest (01)
    drive = Counting()
    saves = Saves(FileStorage(folder, os=drive))   # the next power-on
    assert saves.load("settings", records.KIND_SETTINGS, 2) == (
        b"mine", records.PARTIAL, reading.message(records.PARTIAL, "settings"))
    assert saves.save("settings", records.KIND_SETTINGS, 2, b"mine")
    assert drive.writes == 1
    ring = open(os.path.join(folder, "ring"), "rb").read()
    found = records.unpack(ring[GUARD:])
    assert found[2] == 2 and found[4] == 4        # the twin written whole, the newest now
    drive = Counting()
    again = Saves(FileStorage(folder, os=drive))   # the power-on after: whole, nothing to tell
    assert again.load("settings", records.KIND_SETTINGS, 2) == (b"mine", records.OK, "")
    assert again.save("settings", records.KIND_SETTINGS, 2, b"mine") and drive.writes == 0


def test_a_damaged_side_round_the_ring_is_mended_by_saves_of_the_same_payload(tmp_path):
    """Both copies whole, an older side damaged: told, and written until the ring is whole."""
    folder = str(tmp_path / "oldmaid")
    saves = Saves(FileStorage(folder))
    assert saves.save("stats", records.KIND_STATS, 1, b"one")      # on 00, then 01
    assert saves.save("stats", records.KIND_STATS, 1, b"two")      # on 02
    damage(folder, 0, 512 + 9, "garbled")          # the stats' record: a byte of its payload
    drive = Counting()
    saves = Saves(FileStorage(folder, os=drive))   # the next power-on
    assert saves.load("stats", records.KIND_STATS, 1)[:2] == (b"two", records.PARTIAL)
    assert saves.load("stats", records.KIND_STATS, 1, older=True)[0] == b"one"
    assert saves.save("stats", records.KIND_STATS, 1, b"two")      # the other parity: 03
    assert saves.save("stats", records.KIND_STATS, 1, b"two")      # then 00, mended
    assert drive.writes == 2
    assert saves.save("stats", records.KIND_STATS, 1, b"two") and drive.writes == 2
    again = Saves(FileStorage(folder))
    assert again.load("stats", records.KIND_STATS, 1) == (b"two", records.OK, "")


def test_a_cut_that_erases_the_blocks_being_written_takes_no_other_save(tmp_path):
    """A cut in an erase block's rewrite can leave all it holds erased, which reads as never
    written; wherever the blocks fall (here: 4 KB either side of each write, erased) no write
    goes where another save's newest copy of that parity is, nor the guard's neighbour."""
    folder = str(tmp_path / "oldmaid")
    drive = Counting()
    saves = Saves(FileStorage(folder, os=drive))
    kept = {"settings": b"mine", "stats": b"won 0", "session": None}
    kinds = {"settings": records.KIND_SETTINGS, "stats": records.KIND_STATS,
             "session": records.KIND_SESSION}
    assert saves.save("settings", kinds["settings"], 2, kept["settings"])
    assert saves.save("stats", kinds["stats"], 1, kept["stats"])
    for i in range(3 * SIDES):
        name = "stats" if i % 9 == 4 else "session"          # the stats now and then
        payload = b"%s %d" % (name.encode(), i)
        del drive.written[:]
        assert saves.save(name, kinds[name], 1 if name == "stats" else 2, payload)
        cut = str(tmp_path / "cut")
        shutil.copytree(folder, cut)
        with open(os.path.join(cut, "ring"), "r+b") as f:
            for at, n in drive.written:                     # as a cut in its erase leaves it
                start = max(GUARD, at - 4095)
                assert at - 4095 >= 0
                f.seek(start)
                f.write(b"\xff" * (min(RING_BYTES, at + n + 4095) - start))
        again = Saves(FileStorage(cut))
        for other in kinds:
            got = again.load(other, kinds[other], 1 if other == "stats" else 2)[0]
            if other == name:
                assert got in (kept[other], payload), (i, other, got)
            else:
                assert got == kept[other], (i, other, got)
        kept[name] = payload
        shutil.rmtree(cut)


def test_the_save_kinds_of_a_session_keep_their_flags(tmp_path):
    """What a whole session saved loads back on the next power-on, nothing to tell."""
    folder = str(tmp_path / "oldmaid")
    game = play_session(FileStorage(folder), mode="rounds:1", players=2)
    from hardware.keeper import Keeper

    settings, stats, _, trouble = Keeper(FileStorage(folder), log=lambda m: None).load()
    assert trouble == 0 and settings.to_bytes() == game.settings.to_bytes()
    assert stats == game.stats
