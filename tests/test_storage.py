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
from mpy.powercut import PowerCut, PowerCutStorage

from hardware import records as r
from hardware.storage import NVM_LAYOUT, FileStorage, NvmStorage, Saves

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
    assert r.next_slot(a, b, SETTINGS) == (0, 6)
    assert r.load(b, a, SETTINGS)[0] == 0
    assert r.load(a, b"junk", SETTINGS)[0] == 0
    assert r.next_slot(a, b"junk", SETTINGS) == (1, 5)
    assert r.load(None, None, SETTINGS) is None
    assert r.next_slot(None, None, SETTINGS) == (0, 0)
    other = record(r.KIND_STATS, 1, 9, b"S")
    assert r.load(a, other, SETTINGS)[0] == 0  # a record of another kind is not ours
    assert r.load(other, None, SETTINGS) is None


def test_sequence_wrap_picks_the_newer_slot():
    a = record(SETTINGS, 1, 0xFFFF, b"old")
    b = record(SETTINGS, 1, 0, b"new")
    assert r.load(a, b, SETTINGS)[:3] == (1, 1, 0)
    assert r.next_slot(a, b, SETTINGS) == (0, 1)
    assert r.load(b, a, SETTINGS)[:3] == (0, 1, 0)


def test_settle_versions():
    assert r.settle(2, 2, b"p") == (b"p", r.OK)
    assert r.settle(1, 2, b"p") == (None, r.OLD)
    assert r.settle(1, 2, b"p", lambda v, p: p + b"+") == (b"p+", r.MIGRATED)
    assert r.settle(1, 2, b"p", lambda v, p: None) == (None, r.OLD)
    assert r.settle(1, 2, b"p", lambda v, p: p[5]) == (None, r.OLD)  # migrate raised
    assert r.settle(3, 2, b"p", lambda v, p: p) == (None, r.NEWER)
    assert r.message(r.OLD, "settings") == (
        "Saved settings were from an older version: defaults restored.")
    assert r.message(r.OK, "settings") == r.message(r.EMPTY, "x") == ""
    assert "newer" in r.message(r.NEWER, "stats") and "damaged" in r.message(r.DAMAGED, "stats")


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
    assert seen == [(0, 1, 0), (1, 1, 1), (0, 1, 2), (1, 1, 3)]


def test_nvm_layout_and_one_slice_per_write():
    class Nvm(bytearray):
        writes = []

        def __setitem__(self, key, value):
            self.writes.append((key.start, key.stop, len(value)))
            super().__setitem__(key, value)

    nvm = Nvm(4096)
    storage = NvmStorage(nvm)
    assert storage.used == 3584 == sum(2 * size for _, size in NVM_LAYOUT)
    saves = Saves(storage)
    saves.save("settings", SETTINGS, 1, b"abc")
    saves.save("settings", SETTINGS, 1, b"defg")
    saves.save("session", r.KIND_SESSION, 1, b"x")
    assert Nvm.writes == [(0, 13, 13), (256, 270, 14), (1536, 1547, 11)]
    with pytest.raises(ValueError):
        storage.write("settings.a", bytes(257))
    with pytest.raises(ValueError):
        storage.read("nothing.a")
    with pytest.raises(ValueError):
        NvmStorage(bytearray(2048))
    assert NvmStorage(bytearray(64), layout=(("tiny", 32),)).used == 64


def test_blank_nvm_reads_as_nothing_saved():
    for fill in (0x00, 0xFF):
        storage = NvmStorage(bytearray((fill,)) * 4096)
        assert storage.read("settings.a") is None
        assert Saves(storage).load("settings", SETTINGS, 1) == (None, r.EMPTY, "")


def test_a_refused_write_reports_false(tmp_path):
    saves = Saves(FileStorage(str(tmp_path / "missing-folder")))
    assert saves.save("settings", SETTINGS, 1, b"x") is False
    assert saves.load("settings", SETTINGS, 1) == (None, r.EMPTY, "")


# Power cuts: at every byte of a write.

def _cut_sweep(make_storage, earlier_saves):
    """Cut the power at every byte of a save after ``earlier_saves`` good ones."""
    checked = 0
    for size in SIZES:
        new = payload(size, 200)
        length = size + r.OVERHEAD
        for cut in range(length + 1):
            inner = make_storage()
            good = Saves(inner)
            previous = None
            for i in range(earlier_saves):
                previous = payload(size + i, i)
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
                assert (got, status, text) == (previous, r.OK, "")
            else:  # the very first save was cut: defaults, maybe with a message
                assert got is None and status in (r.EMPTY, r.DAMAGED)
            # The next save after the reboot lands and wins.
            good.save("settings", SETTINGS, 1, b"after")
            assert good.load("settings", SETTINGS, 1) == (b"after", r.OK, "")
            if earlier_saves:
                assert good.load("settings", SETTINGS, 1)[0] == b"after"
            checked += 1
    return checked


@pytest.mark.parametrize("earlier_saves", [0, 1, 2, 3])
def test_power_cut_at_every_byte_never_loads_garbage(make_storage, earlier_saves):
    assert _cut_sweep(make_storage, earlier_saves) == sum(s + r.OVERHEAD + 1 for s in SIZES)


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
    expected = (None, r.DAMAGED, "Saved settings were damaged: defaults restored.")
    for data in bad:
        assert _stored(make_storage, data).load("settings", SETTINGS, 1) == expected, data
        assert _stored(make_storage, data, data).load("settings", SETTINGS, 1) == expected
    assert _stored(make_storage, None, PNG).load("settings", SETTINGS, 1) == expected


def test_empty_file_gives_defaults_and_a_message(tmp_path):
    for name in ("settings.a", "settings.b"):
        (tmp_path / name).write_bytes(b"")
    got = Saves(FileStorage(str(tmp_path))).load("settings", SETTINGS, 1)
    assert got == (None, r.DAMAGED, "Saved settings were damaged: defaults restored.")


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
        None, r.OLD, "Saved settings were from an older version: defaults restored.")
    assert saves.load("settings", SETTINGS, 2, lambda v, p: None)[1] == r.OLD


def test_newer_version_is_treated_like_garbage(make_storage):
    saves = _stored(make_storage, record(SETTINGS, 1, 0, b"ok"), record(SETTINGS, 7, 1, b"?"))
    got = saves.load("settings", SETTINGS, 2, lambda v, p: p)
    assert got == (None, r.NEWER, "Saved settings were from a newer version: defaults restored.")
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
    from tools import mpvm

    script = os.path.join(ROOT, "tests", "mpy", "records_check.py")
    on_micropython = mpvm.run(script, paths=("tests/mpy",))
    env = dict(os.environ, PYTHONPATH=ROOT)
    on_cpython = subprocess.run([sys.executable, script], capture_output=True, text=True,
                                check=True, env=env).stdout
    assert on_micropython.count("\n") > 50
    assert on_micropython == on_cpython
