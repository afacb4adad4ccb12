"""tools/fatdrive.py: CIRCUITPY as CircuitPython formats and writes it, and what a save costs."""

from hardware import records
from hardware.reading import prepare
from hardware.storage import FileStorage, Saves
from tools import fatdrive

SIDES = 28            # the ring of save files (README, "Saving")
FILE_BYTES = 9216     # each side's file


def drive_with_game():
    drive = fatdrive.Drive()
    drive.deploy({"code.py": b"c" * 3000, "boot.py": b"b" * 900,
                  "lib/neopixel.mpy": b"n" * 1500, "game/game.py": b"g" * 20000})
    return drive


def test_the_volume_is_laid_out_as_circuitpython_formats_a_2_mb_drive():
    """os.VfsFat.mkfs on 4,096 sectors (checked on CircuitPython's unix port): FAT12, 1 KB
    clusters, one 7-sector FAT after the boot sector, 512 root entries, data from sector 40."""
    drive = fatdrive.Drive()
    boot = drive.flash[:512]
    assert boot[13] == 2 and boot[14:17] == b"\x01\x00\x01" and boot[22] == 7
    assert boot[17:19] == (512).to_bytes(2, "little") and boot[510:512] == b"\x55\xaa"
    assert fatdrive.DATA_AT == 1 + 7 + 32
    assert drive.block_owners(0) == {"#boot", "#fat"}


def test_a_file_opened_wb_rewrites_the_fat_block_and_one_written_in_place_does_not():
    drive = drive_with_game()
    drive.mkdir("oldmaid")
    drive.write_file("oldmaid/settings.a", b"x" * 40)
    drive.flushes = []
    drive.write_file("oldmaid/settings.a", b"y" * 40)           # the game before: wb
    assert 0 in [block for block, _, _ in drive.flushes]
    store = FileStorage("/oldmaid2", os=drive.fs())
    assert Saves(store).save("stats", records.KIND_STATS, 1, b"first")   # set-up: the ring
    drive.flushes = []
    for i in range(10):
        assert Saves(store).save("stats", records.KIND_STATS, 1, b"%d" % i)
    blocks = [block for block, _, _ in drive.flushes]
    assert 10 <= len(blocks) <= 20 and 0 not in blocks          # a block or two a save, no FAT
    for block in blocks:
        assert {owner.split("/")[0] for owner in drive.block_owners(block)} == {"oldmaid2"}
    assert Saves(FileStorage("/oldmaid2", os=drive.fs())).load(
        "stats", records.KIND_STATS, 1) == (b"9", records.OK, "")


def test_the_ring_keeps_each_side_in_erase_blocks_of_its_own():
    """Whatever the phase of the erase blocks, no block a save rewrites holds another side."""
    drive = drive_with_game()
    store = FileStorage("/oldmaid", os=drive.fs())
    prepare(store)
    assert drive.nodes["oldmaid/00/saves"]["size"] == FILE_BYTES
    drive.flushes = []
    saves = Saves(store)
    for i in range(2 * SIDES):
        assert saves.save("session", records.KIND_SESSION, 2, bytes(200) + b"%d" % i)
    live = {}                               # sector -> the side whose folder or records it holds
    for side in range(SIDES):
        folder = drive.nodes["oldmaid/%02d" % side]["clusters"]
        records_at = drive.nodes["oldmaid/%02d/saves" % side]["clusters"][:2]   # its first 2 KB
        for cluster in folder + records_at:
            for s in range(fatdrive.CLUSTER):
                live[drive.sector_of(cluster) + s] = side
    touched = {}
    for block, _, _ in drive.flushes:
        owners = {o for o in drive.block_owners(block) if o}
        assert all(o.startswith("oldmaid/") for o in owners), owners
        sides = {live[s] for s in range(block * 8, block * 8 + 8) if s in live}
        assert len(sides) == 1, owners                          # one side's live sectors
        touched[block] = touched.get(block, 0) + 1
    assert max(touched.values()) <= 4                           # the wear spread round the ring


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
