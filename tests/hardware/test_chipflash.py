"""tests/mpy/chipflash.py: nvm that writes as the chips do; tools/measure/chipcuts.py's figures."""

import pytest
from conftest import EXHAUSTIVE
from mpy import chipflash


def test_an_rp2040_programs_erased_bytes_and_erases_the_sector_for_the_rest():
    nvm = chipflash.rp2040()
    nvm[10:12] = b"ab"                 # into erased bytes: one page programmed
    assert nvm.steps == 1 and nvm[10:12] == b"ab" and nvm[0] == 0xFF
    nvm[300:302] = b"cd"               # another erased page: one more
    assert nvm.steps == 2
    nvm[10:12] = b"xy"                 # over programmed bytes: erase, then all 16 pages
    assert nvm.steps == 2 + 1 + 16
    assert nvm[10:12] == b"xy" and nvm[300:302] == b"cd"


def test_a_samd51_erases_its_block_at_every_write():
    nvm = chipflash.samd51()
    nvm[0:3] = b"abc"
    assert nvm.steps == 1 + 16 and nvm[0:3] == b"abc"


@pytest.mark.parametrize("cut, inside, left", [
    (0, False, b"abcd"),                # before the erase: as it was
    (0, True, None),                    # in the erase: bits half set, neither old nor blank
    (1, False, b"\xff" * 4),           # erased, no page programmed yet
    (2, False, b"xy\xff\xff"),        # after the first page: it alone
    (1, True, None),                    # in the first page: half programmed
])
def test_a_cut_leaves_what_the_chip_had_done(cut, inside, left):
    nvm = chipflash.rp2040()
    nvm[0:2] = b"ab"
    nvm[256:258] = b"cd"
    nvm.cut_after = nvm.steps + cut
    nvm.inside = inside
    with pytest.raises(chipflash.PowerCut):
        nvm[0:2] = b"xy"
    got = bytes(nvm[0:2]) + bytes(nvm[256:258])
    if left is not None:
        assert got == left
    else:
        assert got[:2] not in (b"ab", b"xy", b"\xff\xff")
        was = b"ab" if cut == 0 else b"xy"      # an erase only sets bits, a program clears
        assert all(g & w == w for g, w in zip(got[:2], was))
    with pytest.raises(chipflash.PowerCut):
        nvm[0:1] = b"z"                # the power stays off


@pytest.fixture(scope="module")
def figures():
    """tools/measure/chipcuts.py's figures for a short session on each model, cut at every step.

    On the drive, ``fsck.fat -n`` judges each cut of the ring's saves; the
    files opened ``wb`` as before are judged by what they left readable; the
    other models cut every third save (all under OLDMAID_EXHAUSTIVE=1).
    """
    from tools.measure import chipcuts

    got = {}
    fsck = chipcuts.FSCK
    for model in chipcuts.MODELS:
        chipcuts.FSCK = fsck and model == "files"
        try:
            sample = 1 if EXHAUSTIVE or model == "files" else 3
            got[model] = chipcuts.cut(model, "short", every_save=sample)
        finally:
            chipcuts.FSCK = fsck
    return got


def test_chipcuts_counts_a_rollback_as_a_loss():
    from tools.measure import chipcuts

    assert chipcuts.judge(b"2", [b"1", b"2", b"3"], True, False) == ("kept", 0)
    assert chipcuts.judge(b"3", [b"1", b"2", b"3"], True, False) == ("kept", 0)
    assert chipcuts.judge(b"1", [b"1", b"2", b"3"], True, False) == ("lost silently", 1)
    assert chipcuts.judge(b"2", [b"1", b"2", b"3"], False, True) == ("lost, told", 1)
    assert chipcuts.judge(None, [b"1", b"2"], False, True) == ("lost, told", 2)
    assert chipcuts.judge(b"x", [b"1"], False, False) == ("garbage", 0)


def test_on_the_drive_no_cut_loses_a_save_silently_nor_touches_the_fat_or_another_file(figures):
    """The saves written in place, round the ring: every cut of every block rewrite is harmless,
    and a computer's disk check finds nothing to mend."""
    from tools.measure import chipcuts

    got = figures["files"]
    counts = got["counts"]
    assert got["tried"] > 100 and counts["kept"] > 0
    assert counts["lost silently"] == counts["garbage"] == got["deep"] == 0
    assert counts["unmountable"] == counts["other file"] == 0
    if chipcuts.FSCK:
        assert counts["fsck"] == 0
    assert got["years"] >= 10


def test_the_files_opened_wb_as_before_put_the_whole_drive_at_risk(figures):
    """The figures before: a cut in a save's rewrite of the FAT's block leaves no drive."""
    counts = figures["files-wb"]["counts"]
    assert counts["unmountable"] > 0 and counts["other file"] > 0
    assert figures["files-wb"]["shares"]["unmountable"] > 10


@pytest.mark.parametrize("chip", ["rp2040", "samd51"])
def test_on_the_nvm_alone_a_cut_never_loads_garbage_and_a_loss_is_told(chip, figures):
    """One erase unit: a cut in it loses what it held, but the next start says so.

    Only a cut between the erase's end and the first page (no time at all)
    leaves the chip blank, as new: nothing there to tell of it.
    """
    got = figures[chip]
    assert got["counts"]["garbage"] == 0 and got["counts"]["kept"] > 0
    assert got["shares"]["lost silently"] < 0.5


@pytest.mark.skipif(not EXHAUSTIVE, reason="an evening's cuts: OLDMAID_EXHAUSTIVE=1")
def test_an_evenings_cuts_leave_the_drive_clean_for_a_computers_disk_check():
    """Every cut of every 5th save of the evening mix (some 6,500 cut points, minutes)."""
    from tools.measure import chipcuts

    got = chipcuts.cut("files", "evening", every_save=5)
    counts = got["counts"]
    assert got["tried"] > 5000
    assert counts["lost silently"] == counts["garbage"] == got["deep"] == 0
    assert counts["unmountable"] == counts["other file"] == 0
    assert counts["fsck"] == 0 or not chipcuts.FSCK
    assert got["years"] >= 10
