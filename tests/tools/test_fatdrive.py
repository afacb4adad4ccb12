"""tools/measure/fatdrive.py: CIRCUITPY as CircuitPython formats and writes it; a save's cost."""

import pytest

from hardware import records
from hardware.reading import prepare
from hardware.storage import FileStorage, Saves
from tools.measure import fatdrive

SIDES = 28            # the ring's sides (docs/saving.md)
GUARD = 4096          # the ring's first bytes, never written
SIDE = 6144           # from a side to the next


def drive_with_game():
    drive = fatdrive.Drive()
    drive.deploy({"code.py": b"c" * 3000, "boot.py": b"b" * 900,
                  "lib/neopixel.mpy": b"n" * 1500, "game/game.py": b"g" * 20000})
    return drive


def test_the_volume_is_laid_out_as_circuitpython_formats_a_pybadge():
    """f_mkfs on the 4,088 sectors of a 2 MB flash less its staging sector: FAT12, 1 KB
    clusters, one 6-sector FAT after the boot sector, 512 root entries, data from sector 39."""
    drive = fatdrive.Drive()
    boot = drive.flash[:512]
    assert boot[13] == 2 and boot[14:17] == b"\x01\x00\x01" and boot[22] == 6
    assert boot[19:21] == (4088).to_bytes(2, "little") and boot[28:32] == b"\x01\0\0\0"
    assert boot[17:19] == (512).to_bytes(2, "little") and boot[510:512] == b"\x55\xaa"
    assert fatdrive.DATA_AT == 1 + 6 + 32 and fatdrive.CLUSTERS == 2024
    assert drive.block_owners(0) == {"#boot", "#fat", ""}       # the root's first sector too
    assert fatdrive.Drive.sector_of(2) == 39                    # a cluster straddles a block
    assert drive.read_file("code.py") == b'print("Hello World!")\n'


@pytest.mark.skipif(not fatdrive.has_fsck(), reason="fsck.fat (dosfstools) is not installed")
def test_a_fresh_drive_and_a_deployed_one_are_clean_for_fsck():
    drive = fatdrive.Drive()
    assert fatdrive.fsck(drive.image()) == (True, "")
    drive = drive_with_game()
    assert fatdrive.fsck(drive.image()) == (True, "")
    flash = bytearray(drive.image())
    flash[fatdrive.ROOT_AT * 512 + 32 + 26] ^= 0x40             # an entry's first cluster
    assert not fatdrive.fsck(bytes(flash))[0]


@pytest.mark.parametrize("page_erased", [False, True])
def test_the_cache_flushes_when_a_block_is_written_again(monkeypatch, page_erased):
    """external_flash.c: a sector written twice flushes the cached erase sector between; an
    erased block is programmed at once only where page_erased works (not as compiled)."""
    monkeypatch.setattr(fatdrive, "PAGE_ERASED", page_erased)
    drive = drive_with_game()
    drive.flushes = []
    sector = 8 * 300                                            # erased, free flash
    drive._disk_write(sector, b"a" * 512)
    drive._disk_write(sector + 1, b"b" * 512)
    drive._disk_write(sector + 1, b"c" * 512)                  # the block again: a flush
    assert len(drive.flushes) == (2 if page_erased else 1)
    drive._disk_write(sector, b"d" * 512)
    drive._disk_write(sector + 2, b"e" * 512)
    drive.sync()
    firsts = [first for _, _, _, first in drive.flushes]
    assert firsts == ([0, 2, None] if page_erased else [None, None])
    assert drive.flash[sector * 512:(sector + 3) * 512] == b"d" * 512 + b"c" * 512 + b"e" * 512


def test_a_file_closed_after_a_write_rewrites_its_folders_block():
    """FatFs's f_sync writes the entry (its time) whenever the file was written."""
    drive = drive_with_game()
    drive.mkdir("oldmaid")
    drive.write_file("oldmaid/settings.a", b"x" * 1024)
    folder = {fatdrive.Drive.sector_of(c) // 8 for c in drive.nodes["oldmaid"]["clusters"]}
    drive.flushes = []
    with drive.open("oldmaid/settings.a", "r+b") as f:
        f.write(b"y" * 40)
    assert folder <= {block for block, _, _, _ in drive.flushes}


def test_the_rings_saves_write_neither_the_fat_nor_a_folder_nor_another_file():
    drive = drive_with_game()
    store = FileStorage("/oldmaid", os=drive.fs())
    assert prepare(store) is True
    ring = drive.nodes["oldmaid/ring"]["clusters"]
    assert ring == list(range(ring[0], ring[0] + len(ring)))    # in one piece
    live = {}                           # sector -> the side whose records it holds
    for side in range(SIDES):
        for at in range(GUARD + side * SIDE, GUARD + side * SIDE + 2048, 512):
            live[fatdrive.Drive.sector_of(ring[at // 1024]) + at % 1024 // 512] = side
    drive.flushes = []
    saves = Saves(store)
    for i in range(3 * SIDES):
        assert saves.save("session", records.KIND_SESSION, 2, bytes(200) + b"%d" % i)
        assert saves.save("stats", records.KIND_STATS, 1, b"%d" % i)
    touched = {}
    for block, _, _, _ in drive.flushes:
        assert drive.block_owners(block) == {"oldmaid/ring"}    # no FAT, no folder, no file
        sides = {live[s] for s in range(block * 8, block * 8 + 8) if s in live}
        assert len(sides) == 1                                  # one side's records
        touched[block] = touched.get(block, 0) + 1
    assert max(touched.values()) <= 12                          # the wear spread round the ring
    again = Saves(FileStorage("/oldmaid", os=drive.fs(drive.image())))
    assert again.load("stats", records.KIND_STATS, 1) == (b"%d" % (3 * SIDES - 1), 0, "")
    if fatdrive.has_fsck():
        assert fatdrive.fsck(drive.image()) == (True, "")


def test_a_drive_without_room_for_the_ring_is_left_as_it_was():
    drive = drive_with_game()
    drive.write_file("big.bin", b"z" * (drive.free_bytes() - 100 * 1024))
    before = drive.image()
    why = prepare(FileStorage("/oldmaid", os=drive.fs()))
    assert why is not True and "no room" in why
    assert drive.image() == before and "oldmaid" not in drive.nodes


def test_a_cut_in_a_block_rewrite_leaves_the_drive_as_the_steps_done_left_it():
    before = bytes(range(256)) * 16
    after = bytes(4096)
    steps = fatdrive.Drive.steps()
    assert len(steps) == 17 and steps[0] == ("erase", 0)
    assert fatdrive.Drive.damaged(before, after, ("erase", 0), False) == before
    half = fatdrive.Drive.damaged(before, after, ("erase", 0), True)
    assert half not in (before, b"\xff" * 4096) and all(h | b == h for h, b in zip(half, before))
    two = fatdrive.Drive.damaged(before, after, ("page", 2), False)
    assert two[:512] == after[:512] and two[512:] == b"\xff" * 3584
    erased = b"\xff" * 4096
    program = fatdrive.Drive.damaged(erased, after, ("page", 5), False, first=4)
    assert program[1024:1280] == after[1024:1280] and program[1280:] == erased[1280:]
    assert fatdrive.Drive.steps((0, erased, after, 4)) == [("page", 4), ("page", 5)]
