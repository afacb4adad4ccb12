"""Save records and storage backends: nothing saved ever loads as garbage.

Power is cut at every byte of a write, over files and over nvm; damaged,
truncated, empty and foreign data, old and unknown versions and sequence
wrap-around all give either a good payload or defaults with a message.
"""

import os
import random
import subprocess
import sys

import pytest
from conftest import ROOT, require_vm
from mpy import chipflash
from mpy.powercut import PowerCut, PowerCutStorage

from hardware import reading
from hardware import records as r
from hardware.nvm import NvmStorage
from hardware.storage import FileStorage, Saves

SETTINGS = r.KIND_SETTINGS
PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\xa0\x00\x00\x00\x80\x08\x06"
SIZES = (0, 1, 37, 200)


def payload(n, salt):
    return bytes((i * 7 + salt) & 0xFF for i in range(n))


def record(kind, version, seq, data):
    out = bytearray(len(data) + r.OVERHEAD)
    n = r.pack(kind, version, seq, data, out)
    return bytes(out[:n])


@pytest.fixture(params=["file", "nvm8k", "nvm4k"])
def make_storage(request, tmp_path):
    """Return a function giving a fresh, empty backend on each call."""
    count = [0]

    def make():
        count[0] += 1
        if request.param == "file":
            folder = str(tmp_path / str(count[0]))
            os.mkdir(folder)
            return FileStorage(folder)
        return NvmStorage(bytearray(8192 if request.param == "nvm8k" else 4096))

    return make


# The record format.

def test_crc_check_value():
    assert r.crc16(b"123456789") == 0x29B1
    assert r.crc16(b"xx123456789yy", 2, 11) == 0x29B1
    assert r.crc16(memoryview(bytearray(b"123456789"))) == 0x29B1
    assert r.crc16(b"") == 0xFFFF


def test_pack_layout_and_overhead():
    out = bytearray(20)
    n = r.pack(r.KIND_STATS, 3, 0x1234, b"abc", out)
    assert n == 3 + r.OVERHEAD == 13
    assert out[:8] == b"OM\x02\x03\x12\x34\x00\x03"
    assert out[8:11] == b"abc"
    assert (out[11] << 8) | out[12] == r.crc16(out, 0, 11)
    assert r.unpack(out) == (r.KIND_STATS, 3, 0x1234, 8, 3)
    assert r.unpack(bytes(out[:n])) == (r.KIND_STATS, 3, 0x1234, 8, 3)


def test_pack_refuses_what_does_not_fit():
    with pytest.raises(ValueError):
        r.pack(SETTINGS, 1, 0, b"x" * 11, bytearray(20))
    with pytest.raises(ValueError):
        r.pack(256, 1, 0, b"", bytearray(20))
    with pytest.raises(ValueError):
        r.pack(SETTINGS, 300, 0, b"", bytearray(20))
    assert r.pack(SETTINGS, 1, 0x1FFFF, b"", bytearray(10)) == 10  # seq wraps


def test_unpack_rejects_garbage_without_raising():
    good = record(SETTINGS, 1, 5, b"hello")
    assert r.unpack(good) is not None
    rng = random.Random(1)
    cases = [None, b"", b"O", b"OM", PNG, b"\xff" * 64, bytes(64), good[:-1], good[:9],
             b"OM" + b"\xff" * 30, b"OM\x01\x01\x00\x00\xff\xff" + bytes(20)]
    cases += [bytes(rng.randrange(256) for _ in range(rng.randrange(40))) for _ in range(500)]
    cases += [b"OM" + bytes(rng.randrange(256) for _ in range(rng.randrange(40)))
              for _ in range(500)]
    for case in cases:
        assert r.unpack(case) is None, case


def test_every_single_byte_change_is_caught():
    good = bytearray(record(SETTINGS, 1, 5, payload(60, 3)))
    for i in range(len(good)):
        for flip in (0x01, 0x80, 0xFF, 0x5A):
            bad = bytearray(good)
            bad[i] ^= flip
            assert r.unpack(bad) is None, (i, flip)


def test_trailing_bytes_are_ignored():
    good = record(SETTINGS, 2, 9, b"abc")
    assert r.unpack(good + b"\xff" * 100) == (SETTINGS, 2, 9, 8, 3)


def test_newer_is_wrap_aware():
    assert r.newer(1, 0) and not r.newer(0, 1)
    assert r.newer(0, 0xFFFF) and not r.newer(0xFFFF, 0)
    assert r.newer(5, 0xFFF0)
    assert not r.newer(7, 7)


def test_load_and_next_slot_pick_by_validity_kind_and_sequence():
    a = record(SETTINGS, 1, 4, b"A")
    b = record(SETTINGS, 1, 5, b"B")
    assert r.load(a, b, SETTINGS) == (1, 1, 5, 8, 1)
    assert r.next_slot(r.load(a, b, SETTINGS)) == (0, 6)
    assert r.load(b, a, SETTINGS)[0] == 0
    assert r.load(a, b"junk", SETTINGS)[0] == 0
    assert r.next_slot(r.load(a, b"junk", SETTINGS)) == (1, 5)
    assert r.load(None, None, SETTINGS) is None
    assert r.next_slot(r.load(None, None, SETTINGS)) == (0, 0)
    other = record(r.KIND_STATS, 1, 9, b"S")
    assert r.load(a, other, SETTINGS)[0] == 0  # a record of another kind is not ours
    assert r.load(other, None, SETTINGS) is None


def test_sequence_wrap_picks_the_newer_slot():
    a = record(SETTINGS, 1, 0xFFFF, b"old")
    b = record(SETTINGS, 1, 0, b"new")
    assert r.load(a, b, SETTINGS)[:3] == (1, 1, 0)
    assert r.next_slot(r.load(a, b, SETTINGS)) == (0, 1)
    assert r.load(b, a, SETTINGS)[:3] == (0, 1, 0)


def test_settle_versions():
    assert reading.settle(2, 2, b"p") == (b"p", r.OK)
    assert reading.settle(1, 2, b"p") == (None, r.OLD)
    assert reading.settle(1, 2, b"p", lambda v, p: p + b"+") == (b"p+", r.MIGRATED)
    assert reading.settle(1, 2, b"p", lambda v, p: None) == (None, r.OLD)
    assert reading.settle(1, 2, b"p", lambda v, p: p[5]) == (None, r.OLD)  # migrate raised
    assert reading.settle(3, 2, b"p", lambda v, p: p) == (None, r.NEWER)
    assert reading.message(r.OLD, "settings") == (
        "The settings save was from an older version: defaults restored.")
    assert reading.message(r.OK, "settings") == reading.message(r.EMPTY, "x") == ""
    assert "newer" in reading.message(r.NEWER, "stats")
    assert "damaged" in reading.message(r.DAMAGED, "stats")


# Backends and Saves.

def test_round_trip_on_every_backend(make_storage):
    saves = Saves(make_storage())
    assert saves.load("settings", SETTINGS, 1) == (None, r.EMPTY, "")
    for i, size in enumerate(SIZES * 3):
        data = payload(size, i)
        assert saves.save("settings", SETTINGS, 1, data)
        assert saves.load("settings", SETTINGS, 1) == (data, r.OK, "")
    assert saves.load("stats", r.KIND_STATS, 1) == (None, r.EMPTY, "")
    saves.save("stats", r.KIND_STATS, 1, b"s")
    saves.save("session", r.KIND_SESSION, 1, payload(1000, 9))
    assert saves.load("stats", r.KIND_STATS, 1)[0] == b"s"
    assert saves.load("session", r.KIND_SESSION, 1)[0] == payload(1000, 9)
    assert saves.load("settings", SETTINGS, 1)[0] == payload(SIZES[-1], len(SIZES) * 3 - 1)


def test_round_trip_through_an_uncut_power_cut_storage(make_storage):
    saves = Saves(PowerCutStorage(make_storage()))
    saves.save("settings", SETTINGS, 1, b"one")
    saves.save("settings", SETTINGS, 1, b"two")
    assert saves.load("settings", SETTINGS, 1) == (b"two", r.OK, "")


def test_saves_alternate_slots(make_storage):
    storage = make_storage()
    saves = Saves(storage)
    seen = []
    for i in range(4):
        saves.save("settings", SETTINGS, 1, bytes((i,)))
        a, b = storage.read("settings.a"), storage.read("settings.b")
        seen.append(r.load(a, b, SETTINGS)[:3])
    if saves.twin:       # files: the first save writes both slots, each its own file
        assert seen == [(1, 1, 1), (0, 1, 2), (1, 1, 3), (0, 1, 4)]
    else:
        assert seen == [(0, 1, 0), (1, 1, 1), (0, 1, 2), (1, 1, 3)]


class Counted:
    """A backend that passes everything to ``inner`` and counts the writes reaching it."""

    def __init__(self, inner):
        self.inner = inner
        self.twin = getattr(inner, "twin", False)       # as Saves reads them off the backend
        self.trouble = getattr(inner, "trouble", None)
        self.writes = 0

    def read(self, name, into=None):
        return self.inner.read(name, into)

    def write(self, name, data):
        self.writes += 1
        self.inner.write(name, data)


def test_a_save_the_newest_record_already_holds_is_not_written(make_storage):
    """Settings saved unchanged, stats already counted, a session that has not moved: no write."""
    storage = Counted(make_storage())
    saves = Saves(storage)
    assert saves.save("settings", SETTINGS, 1, b"mine")
    # Files: the first save writes both copies.  Nvm: the second fills the other slot.
    assert storage.writes == (2 if saves.twin else 1)
    assert saves.save("settings", SETTINGS, 1, b"mine")
    assert storage.writes == 2
    for same in (b"mine", bytearray(b"mine"), memoryview(b"..mine")[2:]):
        assert saves.save("settings", SETTINGS, 1, same)         # True: it is kept
    assert storage.writes == 2
    assert saves.load("settings", SETTINGS, 1) == (b"mine", r.OK, "")
    for changed, version in ((b"mind", 1), (b"min", 1), (b"mine!", 1), (b"", 1),
                             (b"mine", 2)):        # another version of the same bytes writes
        before = storage.writes
        assert saves.save("settings", SETTINGS, version, changed)
        assert storage.writes == before + 1, changed
        assert saves.load("settings", SETTINGS, version) == (changed, r.OK, "")
    assert saves.save("settings", SETTINGS, 2, b"mine")
    assert saves.save("session", r.KIND_SESSION, 1, b"mine")    # another save's kind writes
    assert storage.writes == 7 + (2 if saves.twin else 1)
    # Over the newest (one its reader refused): written, the older record left as it was.
    assert saves.save("settings", SETTINGS, 2, b"mine", over_newest=True)
    assert storage.writes == 8 + (2 if saves.twin else 1)
    assert saves.load("settings", SETTINGS, 1, older=True)[0] == b""
    again = Counted(storage.inner)                    # the next power-on: still nothing to write
    assert Saves(again).save("settings", SETTINGS, 2, b"mine") and again.writes == 0


def test_a_save_whose_other_slot_is_damaged_is_written_though_the_newest_holds_it(make_storage):
    storage = Counted(make_storage())
    saves = Saves(storage)
    saves.save("stats", r.KIND_STATS, 1, b"old")
    saves.save("stats", r.KIND_STATS, 1, b"won 3")
    newest = r.load(storage.read("stats.a"), storage.read("stats.b"), r.KIND_STATS)[0]
    storage.inner.write("stats.b" if newest == 0 else "stats.a", b"OM-garbage")
    assert saves.load("stats", r.KIND_STATS, 1, older=True)[0] is None
    before = storage.writes
    assert saves.save("stats", r.KIND_STATS, 1, b"won 3")    # the copy made whole again
    assert storage.writes == before + 1
    assert saves.load("stats", r.KIND_STATS, 1) == (b"won 3", r.OK, "")
    assert saves.load("stats", r.KIND_STATS, 1, older=True)[0] == b"won 3"
    assert saves.save("stats", r.KIND_STATS, 1, b"won 3") and storage.writes == before + 1


class Nvm(bytearray):
    """An nvm that remembers its writes: (start, stop) of each."""

    def __init__(self, fill=0xFF, size=4096):
        super().__init__(bytes((fill,)) * size)
        self.writes = []

    def __setitem__(self, key, value):
        if isinstance(key, int):
            self.writes.append((key, key + 1))
        else:
            self.writes.append((key.start, key.stop))
        super().__setitem__(key, value)


def test_nvm_saves_append_into_erased_bytes_and_the_slot_number_commits_each():
    nvm = Nvm()
    storage = NvmStorage(nvm)
    assert storage.used == 4096
    saves = Saves(storage)
    saves.save("settings", SETTINGS, 1, b"abc")
    saves.save("settings", SETTINGS, 1, b"defg")
    saves.save("session", r.KIND_SESSION, 1, b"x")
    # Each record (13, 14, 11 bytes) goes after the one before, then its slot's number.
    assert nvm.writes == [(1, 14), (0, 1), (15, 29), (14, 15), (30, 41), (29, 30)]
    assert nvm[0] == 0 and nvm[14] == 1 and nvm[29] == 4
    assert all(b == 0xFF for b in nvm[41:])
    again = NvmStorage(nvm)                  # the next power-on reads the same
    for name in ("settings.a", "settings.b", "session.a", "stats.a"):
        assert again.read(name) == storage.read(name)
    assert Saves(again).load("settings", SETTINGS, 1) == (b"defg", r.OK, "")
    with pytest.raises(ValueError):
        storage.write("settings.a", bytes(257))
    with pytest.raises(ValueError):
        storage.read("nothing.a")
    with pytest.raises(ValueError):
        NvmStorage(bytearray(2048))
    assert NvmStorage(bytearray(100), layout=(("tiny", 32),)).used == 100


def test_a_full_nvm_log_is_written_anew_in_one_piece_the_saves_kept():
    nvm = Nvm()
    saves = Saves(NvmStorage(nvm))
    saves.save("stats", r.KIND_STATS, 1, b"s")
    saves.save("settings", SETTINGS, 1, b"t")
    for i in range(14):
        saves.save("session", r.KIND_SESSION, 1, payload(300, i))
    whole = [w for w in nvm.writes if w == (0, 4096)]
    assert len(whole) == 1                   # once, when the 14 did not fit
    assert nvm[0] == 0x40                    # the index comes first
    again = Saves(NvmStorage(nvm))
    assert again.load("stats", r.KIND_STATS, 1) == (b"s", r.OK, "")
    assert again.load("settings", SETTINGS, 1) == (b"t", r.OK, "")
    assert again.load("session", r.KIND_SESSION, 1) == (payload(300, 13), r.OK, "")
    assert again.load("session", r.KIND_SESSION, 1, older=True)[0] == payload(300, 12)


def test_a_rewriting_nvm_writes_it_all_at_every_save_the_least_needed_last():
    nvm = Nvm(size=8192)
    storage = NvmStorage(nvm, rewrite=True)
    saves = Saves(storage)
    saves.save("session", r.KIND_SESSION, 1, b"old")
    saves.save("settings", SETTINGS, 1, b"t")
    saves.save("session", r.KIND_SESSION, 1, b"new")
    assert nvm.writes == [(0, 4096)] * 3
    # The index, the settings, the last session before this one, the new one.
    assert [nvm[0], nvm[12], nvm[12 + 12]] == [0x40, 0, 4]
    assert nvm[12 + 12 + 14] == 5


def test_what_a_cut_took_from_a_log_written_anew_is_reported_as_damaged():
    nvm = Nvm()
    saves = Saves(NvmStorage(nvm, rewrite=True))
    saves.save("settings", SETTINGS, 1, b"t")
    saves.save("stats", r.KIND_STATS, 1, b"s")
    saves.save("session", r.KIND_SESSION, 1, b"game")
    nvm[24:] = b"\xff" * (4096 - 24)          # a cut after the index and the settings
    again = Saves(NvmStorage(nvm))
    assert again.load("settings", SETTINGS, 1) == (b"t", r.OK, "")
    assert again.load("stats", r.KIND_STATS, 1) == (
        None, r.DAMAGED, "The stats save was damaged: defaults restored.")
    assert again.load("session", r.KIND_SESSION, 1)[1] == r.DAMAGED


def test_the_nvm_layout_before_the_log_is_read_and_written_anew_at_the_first_save():
    nvm = Nvm()
    nvm[0:13] = record(SETTINGS, 1, 0, b"abc")            # settings.a, at its old offset
    nvm[256:270] = record(SETTINGS, 1, 1, b"defg")        # settings.b
    nvm[2560:2576] = record(r.KIND_SESSION, 1, 7, b"kept..")  # session.b
    saves = Saves(NvmStorage(nvm))
    assert saves.load("settings", SETTINGS, 1) == (b"defg", r.OK, "")
    assert saves.load("session", r.KIND_SESSION, 1) == (b"kept..", r.OK, "")
    saves.save("stats", r.KIND_STATS, 1, b"s")
    again = Saves(NvmStorage(nvm))
    assert nvm[0] == 0x40
    assert again.load("settings", SETTINGS, 1) == (b"defg", r.OK, "")
    assert again.load("settings", SETTINGS, 1, older=True)[0] == b"abc"
    assert again.load("session", r.KIND_SESSION, 1) == (b"kept..", r.OK, "")
    assert again.load("stats", r.KIND_STATS, 1) == (b"s", r.OK, "")


def test_blank_nvm_reads_as_nothing_saved():
    for fill in (0x00, 0xFF):
        storage = NvmStorage(bytearray((fill,)) * 4096)
        assert storage.read("settings.a") is None
        assert Saves(storage).load("settings", SETTINGS, 1) == (None, r.EMPTY, "")


def test_a_refused_write_reports_false(tmp_path):
    (tmp_path / "file").write_text("x")
    saves = Saves(FileStorage(str(tmp_path / "file" / "saves")))   # under a file: refused
    assert saves.save("settings", SETTINGS, 1, b"x") is False
    assert saves.load("settings", SETTINGS, 1) == (None, r.EMPTY, "")


# Power cuts: at every byte of a write.

def _cut_sweep(make_storage, earlier_saves):
    """Cut the power at every byte of a save after ``earlier_saves`` good ones.

    On files each slot is a file of its own and a first save writes both:
    a cut that leaves one copy whole and its twin not is told (PARTIAL).
    """
    checked = 0
    twin = Saves(make_storage()).twin
    for size in SIZES:
        new = payload(size, 200)
        one = size + r.OVERHEAD
        length = 2 * one if twin and not earlier_saves else one
        for cut in range(length + 1):
            inner = make_storage()
            good = Saves(inner)
            previous = None
            for i in range(earlier_saves):
                previous = payload(size + i + 1, i)    # never the new one: a save that writes
                good.save("settings", SETTINGS, 1, previous)
            cutting = PowerCutStorage(inner, cut)
            completed = True
            try:
                Saves(cutting).save("settings", SETTINGS, 1, new)
            except PowerCut:
                completed = False
            assert completed == (cut == length)
            got, status, text = good.load("settings", SETTINGS, 1)
            if completed:
                assert (got, status) == (new, r.OK)
            elif previous is not None:
                # told when the copy being written was left damaged (not by a prefix it had)
                assert got == previous and status in ((r.OK, r.PARTIAL) if twin else (r.OK,))
            elif twin and cut >= one:                # its first copy made, not its twin
                assert (got, status) == (new, r.PARTIAL)
            else:  # the very first save was cut: defaults, maybe with a message
                assert got is None and status in (r.EMPTY, r.DAMAGED)
            # The next save after the reboot lands and wins.
            good.save("settings", SETTINGS, 1, b"after")
            assert good.load("settings", SETTINGS, 1) == (b"after", r.OK, "")
            checked += 1
    return checked


@pytest.mark.parametrize("earlier_saves", [0, 1, 2, 3])
def test_power_cut_at_every_byte_never_loads_garbage(make_storage, earlier_saves):
    twice = 2 if Saves(make_storage()).twin and not earlier_saves else 1
    assert _cut_sweep(make_storage, earlier_saves) == sum(twice * (s + r.OVERHEAD) + 1
                                                          for s in SIZES)


@pytest.mark.parametrize("chip", ["rp2040", "samd51"])
@pytest.mark.parametrize("earlier_saves", [0, 1, 3])
@pytest.mark.parametrize("full", [False, True])
def test_a_cut_at_every_step_of_the_chip_loads_the_last_save_or_the_one_before(chip,
                                                                               earlier_saves,
                                                                               full):
    """On the chips' flash: the settings and stats stay; the session is the new one or the last.

    Only a cut in the erase itself (or before the first page after it)
    leaves the chip blank, as a new one: nothing is there to tell the loss.
    """
    make = chipflash.rp2040 if chip == "rp2040" else chipflash.samd51
    rewrite = chip == "samd51"
    tried = blank = 0
    for size in SIZES:
        base = make()
        saves = Saves(NvmStorage(base, rewrite=rewrite))
        saves.save("settings", SETTINGS, 1, b"mine")
        if full:     # stats filling the log so that the new session's entry does not fit
            entry = 1 + r.OVERHEAD               # an entry: its slot's number, its record
            later = entry + 5 + sum(entry + size + i for i in range(earlier_saves))
            fill = 4096 - (entry + 4) - later - (entry + size - 1)
            salt = 5      # each filler its own payload: one the newest record holds is not written
            while fill >= entry:
                n = min(fill, 500 + entry)
                if 0 < fill - n < entry:
                    n = fill - entry
                saves.save("stats", r.KIND_STATS, 1, payload(n - entry, salt))
                salt += 1
                fill -= n
        saves.save("stats", r.KIND_STATS, 1, b"won 3")
        previous = None
        for i in range(earlier_saves):
            previous = payload(size + i, i)
            saves.save("session", r.KIND_SESSION, 1, previous)
        new = payload(size, 200)
        before, steps = bytes(base.data), base.steps
        Saves(NvmStorage(base, rewrite=rewrite)).save("session", r.KIND_SESSION, 1, new)
        for cut in range(base.steps - steps + 1):     # every step that save took, and after
            flash = make()
            flash.data[:] = before             # as before the save...
            flash.cut_after = cut              # ...which the power cuts ``cut`` steps in
            try:
                Saves(NvmStorage(flash, rewrite=rewrite)).save("session", r.KIND_SESSION, 1,
                                                              new)
            except chipflash.PowerCut:
                pass
            tried += 1
            flash.cut_after, flash.cut = None, False
            after = Saves(NvmStorage(flash))
            if all(b == 0xFF for b in flash.data):
                blank += 1
                assert cut <= 1
                continue
            assert after.load("settings", SETTINGS, 1) == (b"mine", r.OK, "")
            assert after.load("stats", r.KIND_STATS, 1) == (b"won 3", r.OK, "")
            got = after.load("session", r.KIND_SESSION, 1)
            assert got in ((new, r.OK, ""), (previous, r.OK, "")) or (
                previous is None and got == (None, r.EMPTY, "")), (size, cut, got)
    assert tried > 0 and blank <= 2 * len(SIZES)
    assert blank > 0 if full or rewrite else blank == 0   # only a log written anew erases


def test_after_a_cut_the_power_stays_off(make_storage):
    cutting = PowerCutStorage(make_storage(), 3)
    with pytest.raises(PowerCut):
        cutting.write("settings.a", b"OMxxxxxxxx")
    with pytest.raises(PowerCut):
        cutting.write("settings.b", b"OM")
    assert cutting.read("settings.b") is None


# Damaged, foreign and versioned data.

def _stored(make_storage, slot_a, slot_b=None):
    storage = make_storage()
    if slot_a is not None:
        storage.write("settings.a", slot_a)
    if slot_b is not None:
        storage.write("settings.b", slot_b)
    return Saves(storage)


def test_damaged_truncated_empty_and_foreign_data_give_defaults_and_a_message(make_storage):
    good = record(SETTINGS, 1, 3, payload(40, 1))
    rng = random.Random(7)
    bad = [PNG, b"\x89PNG", b"OM", good[:-1], good[:10], good[:1], b"GIF89a" + bytes(30),
           b"OM\x01\x01\x00\x03\x00\x28" + bytes(42)]
    for _ in range(40):
        flipped = bytearray(good)
        for _ in range(rng.randrange(1, 4)):
            flipped[rng.randrange(len(flipped))] ^= rng.randrange(1, 256)
        bad.append(bytes(flipped))
    expected = (None, r.DAMAGED, "The settings save was damaged: defaults restored.")
    for data in bad:
        assert _stored(make_storage, data).load("settings", SETTINGS, 1) == expected, data
        assert _stored(make_storage, data, data).load("settings", SETTINGS, 1) == expected
    assert _stored(make_storage, None, PNG).load("settings", SETTINGS, 1) == expected


def test_empty_file_gives_defaults_and_a_message(tmp_path):
    for name in ("settings.a", "settings.b"):
        (tmp_path / name).write_bytes(b"")
    got = Saves(FileStorage(str(tmp_path))).load("settings", SETTINGS, 1)
    assert got == (None, r.DAMAGED, "The settings save was damaged: defaults restored.")


def test_a_damaged_newest_slot_falls_back_to_the_other(make_storage):
    old = record(SETTINGS, 1, 8, b"older")
    new = bytearray(record(SETTINGS, 1, 9, b"newer"))
    new[9] ^= 0x10
    assert _stored(make_storage, old, bytes(new)).load("settings", SETTINGS, 1) == (
        b"older", r.OK, "")


def test_older_version_is_migrated_or_replaced(make_storage):
    saves = _stored(make_storage, record(SETTINGS, 1, 0, b"\x05"))

    def migrate(old_version, data):
        assert old_version == 1
        return data + b"\x00"

    assert saves.load("settings", SETTINGS, 2, migrate) == (b"\x05\x00", r.MIGRATED, "")
    assert saves.load("settings", SETTINGS, 2) == (
        None, r.OLD, "The settings save was from an older version: defaults restored.")
    assert saves.load("settings", SETTINGS, 2, lambda v, p: None)[1] == r.OLD


def test_newer_version_is_treated_like_garbage(make_storage):
    saves = _stored(make_storage, record(SETTINGS, 1, 0, b"ok"), record(SETTINGS, 7, 1, b"?"))
    got = saves.load("settings", SETTINGS, 2, lambda v, p: p)
    assert got == (None, r.NEWER, "The settings save was from a newer version: defaults restored.")
    saves.save("settings", SETTINGS, 2, b"mine")  # overwrites the older slot, and wins
    assert saves.load("settings", SETTINGS, 2) == (b"mine", r.OK, "")


def test_saves_keep_winning_across_the_sequence_wrap(make_storage):
    saves = _stored(make_storage, record(SETTINGS, 1, 0xFFFE, b"a"),
                    record(SETTINGS, 1, 0xFFFF, b"b"))
    assert saves.load("settings", SETTINGS, 1)[0] == b"b"
    for i in range(4):
        saves.save("settings", SETTINGS, 1, bytes((i,)))
        assert saves.load("settings", SETTINGS, 1) == (bytes((i,)), r.OK, "")
    a, b = saves.storage.read("settings.a"), saves.storage.read("settings.b")
    assert sorted((r.unpack(a)[2], r.unpack(b)[2])) == [2, 3]


# The same bytes on MicroPython.

def test_records_are_byte_identical_on_micropython():
    require_vm()
    from tools.measure import mpvm

    script = os.path.join(ROOT, "tests", "mpy", "records_check.py")
    on_micropython = mpvm.run(script, paths=("tests/mpy",))
    env = dict(os.environ, PYTHONPATH=ROOT)
    on_cpython = subprocess.run([sys.executable, script], capture_output=True, text=True,
                                check=True, env=env).stdout
    assert on_micropython.count("\n") > 50
    assert on_micropython == on_cpython


@pytest.mark.parametrize("read_first", [True, False])
def test_a_first_save_makes_the_ring_with_power_ons_code_and_lets_it_go(tmp_path, read_first):
    """Finding and making the ring are hardware/reading.py's: no turn holds that code.

    A board's power-on reads every save first (finding no ring on a drive
    deploy did not prepare); a write before any read finds the sides itself.
    """
    folder = str(tmp_path / "oldmaid")
    saves = Saves(FileStorage(folder))
    if read_first:
        for name in ("settings", "stats", "session"):
            assert saves.load(name, r.KIND_STATS, 1)[0] is None
    sys.modules.pop("hardware.reading", None)     # as at a turn: power-on let it go
    try:
        assert saves.save("stats", r.KIND_STATS, 1, b"first")
        assert "hardware.reading" not in sys.modules
    finally:
        sys.modules["hardware.reading"] = reading     # the module this file imported, back
    assert os.path.getsize(os.path.join(folder, "ring")) == 176128      # the ring, whole
    assert Saves(FileStorage(folder)).load("stats", r.KIND_STATS, 1)[0] == b"first"
