"""Deploy never destroys: the owner's files, a full drive, a garbled list, a FUSE mount."""

import hashlib
import os
import re

import pytest
import test_deploy
from test_deploy import files_on, make_bundle, run

from tools.ship import deploy, devicefiles, filelist

OWN = "print('my own program')\n"
path_dir = test_deploy.path_dir     # the deploy tests' own PATH, cache and drive
drive = test_deploy.drive


def sha(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_list_records_each_files_hash(drive, capsys):
    status, _, _ = run(capsys, "--to", drive)
    assert status == 0
    lines = [line for line in (drive / deploy.MANIFEST).read_text().splitlines()
             if not line.startswith("#")]
    assert len(lines) == len(devicefiles.device_paths())
    for line in lines:
        digest, rel = line.split(" ", 1)
        assert re.fullmatch("[0-9a-f]{64}", digest) and digest == sha(drive / rel)


def test_the_owners_code_written_after_a_deploy_is_kept(drive, capsys):
    """The list names code.py, but the code.py there is no longer the one deploy wrote."""
    run(capsys, "--to", drive)
    game = (drive / "code.py").read_text()
    (drive / "code.py").write_text(OWN)
    (drive / "engine" / "round.py").write_text("# mended by hand\n")
    status, out, _ = run(capsys, "--to", drive)
    assert status == 0
    assert ("keep %s as code.py.bak (changed since this tool wrote it)" % (drive / "code.py")
            in out)
    assert (drive / "code.py.bak").read_text() == OWN
    assert (drive / "engine" / "round.py.bak").read_text() == "# mended by hand\n"
    assert (drive / "code.py").read_text() == game
    status, out, _ = run(capsys, "--to", drive)          # the game's again: nothing kept
    assert status == 0 and "keep " not in out


def test_a_file_the_game_dropped_is_removed_only_as_deploy_wrote_it(drive, capsys):
    run(capsys, "--to", drive)
    entries = filelist.read(str(drive))[0]
    for rel, text in (("engine/gone.py", "x = 1\n"), ("engine/mine.py", "x = 2\n")):
        (drive / rel).write_text(text)
        entries[rel] = {hashlib.sha256(text.encode()).hexdigest()}
    filelist.write(str(drive), entries)
    (drive / "engine" / "mine.py").write_text("x = 'changed by the owner'\n")
    status, out, _ = run(capsys, "--to", drive)
    assert status == 0
    assert not (drive / "engine" / "gone.py").exists()
    assert (drive / "engine" / "mine.py").read_text() == "x = 'changed by the owner'\n"
    assert "keep %s (changed since this tool wrote it" % (drive / "engine" / "mine.py") in out
    assert "engine/mine.py" not in filelist.paths_in(str(drive))


def test_a_list_of_bare_paths_from_an_older_deploy_is_still_read(drive, capsys):
    run(capsys, "--to", drive)
    (drive / "engine" / "old.py").write_text("x = 1\n")
    (drive / "hardware" / "loop.py").write_text("# an older loop, or the owner's\n")
    (drive / deploy.MANIFEST).write_text("".join(
        rel + "\n" for rel in devicefiles.device_paths() + ["engine/old.py"]))
    status, out, _ = run(capsys, "--to", drive)
    assert status == 0
    assert not (drive / "engine" / "old.py").exists()          # listed, gone from the game
    assert (drive / "hardware" / "loop.py.bak").read_text() == "# an older loop, or the owner's\n"
    assert "keep " in out and "code.py.bak" not in out         # the same code.py is the game's
    assert filelist.paths_in(str(drive)) == devicefiles.device_paths()


@pytest.mark.parametrize("garbage", [b"\xff\xfe\x00c\x00o\x00d\x00e\x00", b"code.py\n\x00\x00\x00"])
def test_a_garbled_list_is_one_line_and_keeps_the_owners_files(drive, capsys, garbage):
    (drive / "code.py").write_text(OWN)
    (drive / "engine").mkdir()
    (drive / "engine" / "old.py").write_text("x = 1\n")
    (drive / deploy.MANIFEST).write_bytes(garbage)
    status, out, err = run(capsys, "--to", drive)
    assert status == 0 and err == ""
    said = [line for line in out.splitlines() if " is garbled " in line]
    assert said == ["%s is garbled (not a list of files): every file there is taken for the "
                    "owner's, and none is removed" % (drive / deploy.MANIFEST)]
    assert (drive / "code.py.bak").read_text() == OWN
    assert (drive / "engine" / "old.py").read_text() == "x = 1\n"
    assert filelist.paths_in(str(drive)) == devicefiles.device_paths()


def fake_statvfs(cluster, free):
    """Return an os.statvfs stand-in: a drive of ``cluster``-byte clusters, ``free`` bytes free."""
    def statvfs(path):
        return os.statvfs_result((cluster, cluster, 4096, free // cluster, free // cluster,
                                  0, 0, 0, 0, 255))
    return statvfs


def needed(capsys, drive, *args):
    """Return how many bytes deploy says it needs on a drive with almost nothing free."""
    status, _, err = run(capsys, "--to", drive, *args)
    assert status == 2 and len(err.splitlines()) == 1, err
    return int(re.search(r"needs (\d+) more", err).group(1))


@pytest.mark.skipif(not hasattr(os, "statvfs"), reason="the drive's clusters come from statvfs")
def test_room_counts_the_clusters_the_folders_and_the_libraries(
        drive, tmp_path, capsys, monkeypatch):
    form = tmp_path / "form"
    files = [os.path.join(form, rel) for rel in devicefiles.write_device_form(str(form))]
    monkeypatch.setattr(os, "statvfs", fake_statvfs(4096, 4096))
    game = needed(capsys, drive)
    # Every file takes whole clusters, and engine/, game/, ... a cluster each at least.
    assert game >= sum(-(-os.path.getsize(f) // 4096) * 4096 for f in files) + 5 * 4096
    bundle = make_bundle(tmp_path)
    both = needed(capsys, drive, "--bundle", bundle)
    assert both >= game + 4096 * 3      # two library files and lib/
    (drive / "code.py").write_text(OWN)
    # Room for the raw bytes, and for the game in clusters, but not for its libraries too.
    raw = sum(os.path.getsize(f) for f in files)
    assert raw < game
    for free, args in ((raw + 8192, ()), (game + 8192, ("--bundle", bundle))):
        monkeypatch.setattr(os, "statvfs", fake_statvfs(4096, free))
        status, out, err = run(capsys, "--to", drive, *args)
        assert status == 2 and "bytes free" in err and "nothing was written" in err
        assert files_on(drive) == {"boot_out.txt", "code.py"}     # nothing moved aside
        assert (drive / "code.py").read_text() == OWN
    monkeypatch.setattr(os, "statvfs", fake_statvfs(4096, both + 8192))
    status, out, err = run(capsys, "--to", drive, "--bundle", bundle)
    assert status == 0 and err == ""
    assert (drive / "code.py.bak").read_text() == OWN


def test_copies_carry_no_metadata_and_libraries_already_there_are_not_copied(
        drive, tmp_path, capsys, monkeypatch):
    """A FUSE-mounted FAT refuses chmod: a deploy never asks for it."""
    def refused(*args, **kwargs):
        raise PermissionError(1, "Operation not permitted")

    for name in ("chmod", "lchmod", "fchmod"):
        monkeypatch.setattr(os, name, refused, raising=False)
    for name in ("copystat", "copymode"):
        monkeypatch.setattr(deploy.shutil, name, refused)
    bundle = make_bundle(tmp_path)
    status, out, err = run(capsys, "--to", drive, "--bundle", bundle)
    assert status == 0 and err == "", err
    assert (drive / "lib" / "adafruit_displayio_ssd1306.mpy").read_text() == (
        "adafruit_displayio_ssd1306.mpy")
    assert not (drive / "lib" / "adafruit_imageload").exists()      # not the game's
    assert not [f for f in files_on(drive) if f.endswith(".oldmaid-part")]
    old = 1_000_000_000
    for rel in files_on(drive / "lib"):
        os.utime(drive / "lib" / rel, (old, old))
    (bundle / "lib" / "adafruit_displayio_ssd1306.mpy").write_text("ssd1306 2")   # a newer one
    status, out, _ = run(capsys, "--to", drive, "--bundle", bundle)
    assert status == 0
    assert "same lib/adafruit_displayio_sh1107.mpy" in out
    copied = [line for line in out.splitlines() if line.startswith("copy ") and "lib" in line]
    newer = "adafruit_displayio_ssd1306.mpy"
    assert copied == ["copy %s -> %s" % (bundle / "lib" / newer, drive / "lib" / newer)]
    assert (drive / "lib" / newer).read_text() == "ssd1306 2"
    unchanged = files_on(drive / "lib") - {newer}
    assert all(os.stat(drive / "lib" / rel).st_mtime == old for rel in unchanged)
