"""tools/ship/deploy.py against a fake CIRCUITPY drive (a folder with a boot_out.txt)."""

import atexit
import os
import shutil
import socket
import stat
import tempfile

import pytest
from conftest import ROOT

from tools.ship import deploy, devicefiles, filelist, mpycross, packwords

BOOT_9 = ("Adafruit CircuitPython 9.2.1 on 2024-11-20; Adafruit PyBadge with samd51j19\n"
          "Board ID:pybadge\nUID:ABCDEF\n")
BOOT_8 = "Adafruit CircuitPython 8.2.10 on 2024-02-14; Adafruit PyBadge with samd51j19\n"


def fake_mpy_cross(version, output="MPY %s\\n"):
    """Return a stand-in mpy-cross: says ``version``; writes ``output % SRC`` for -o OUT SRC.

    Shell built-ins only: the tests' PATH has nothing else.
    """
    return """#!/bin/sh
if [ "$1" = "--version" ]; then
    echo "%s"
    exit 0
fi
while [ $# -gt 0 ]; do
    case "$1" in
        -o) out="$2"; shift 2 ;;
        -s) shift 2 ;;
        -O*) shift ;;
        *) src="$1"; shift ;;
    esac
done
printf '%s' "$src" > "$out"
""" % (version, output)


def isolate(tmp_path, monkeypatch):
    """Give the test a PATH of its own (no real mpy-cross or circup); return its folder.

    Nor any mpy-cross cached or fetched: the cache is the test's own, and the
    builds are "published" at a loopback port nothing listens on.
    """
    folder = tmp_path / "bin"
    folder.mkdir()
    monkeypatch.setenv("PATH", str(folder))
    monkeypatch.setattr(devicefiles, "write_device_form", staged_once)
    monkeypatch.setenv(mpycross.CACHE_VARIABLE, str(tmp_path / "cache"))
    monkeypatch.setattr(mpycross, "PUBLISHED", "http://127.0.0.1:%d/bin" % closed_port())
    return folder


STAGED = {}     # root -> (a folder holding its device form, the files' list)
_write_device_form = devicefiles.write_device_form


def staged_once(out, root=ROOT):
    """Write the device form as devicefiles does, computing it once per test run."""
    if root not in STAGED:
        folder = tempfile.mkdtemp(prefix="oldmaid-device-form-")
        atexit.register(shutil.rmtree, folder, True)
        STAGED[root] = folder, _write_device_form(folder, root)
    folder, files = STAGED[root]
    for rel in files:
        os.makedirs(os.path.dirname(os.path.join(out, rel)), exist_ok=True)
        shutil.copyfile(os.path.join(folder, rel), os.path.join(out, rel))
    return list(files)


def closed_port():
    """Return a loopback port that refuses connections."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def make_drive(folder, boot=BOOT_9):
    """Make ``folder`` a fake CIRCUITPY drive whose boot_out.txt is ``boot``."""
    folder.mkdir(parents=True)
    (folder / "boot_out.txt").write_text(boot)
    return folder


@pytest.fixture
def path_dir(tmp_path, monkeypatch):
    """The test's own PATH, cache and (absent) mpy-cross server."""
    return isolate(tmp_path, monkeypatch)


@pytest.fixture
def drive(tmp_path, path_dir):
    """A fake CIRCUITPY drive running CircuitPython 9."""
    return make_drive(tmp_path / "CIRCUITPY")


def run(capsys, *args):
    """Run deploy.py's command line; return (status, stdout, stderr)."""
    status = deploy.main([str(a) for a in args])
    out, err = capsys.readouterr()
    return status, out, err


def files_on(folder, saves=False):
    """Every file under ``folder``, relative, with / separators; the save files if ``saves``."""
    found = set()
    for base, _dirs, names in os.walk(folder):
        for name in names:
            rel = os.path.relpath(os.path.join(base, name), folder).replace(os.sep, "/")
            if saves or not rel.startswith("oldmaid/"):
                found.add(rel)
    return found


def test_deploy_makes_the_save_files_once_so_that_play_never_changes_the_fat(drive, capsys):
    from hardware.reading import prepare
    from hardware.storage import FileStorage

    status, out, _ = run(capsys, "--to", drive, "--dry-run")
    assert status == 0 and "make the saves' ring" in out and not (drive / "oldmaid").exists()
    assert "the saves' ring oldmaid/ring takes 172 KB" in out
    status, out, _ = run(capsys, "--to", drive)
    assert status == 0
    made = {rel: os.path.getsize(drive / rel) for rel in files_on(drive, saves=True)
            if rel.startswith("oldmaid/")}
    assert made and prepare(FileStorage(str(drive / "oldmaid"))) is True   # all there already
    status, out, _ = run(capsys, "--to", drive)                      # a second deploy
    assert {rel: os.path.getsize(drive / rel) for rel in made} == made


def fake_tool(path_dir, name, text):
    """Write an executable shell script ``name`` into the test's PATH."""
    script = path_dir / name
    script.write_text(text)
    script.chmod(script.stat().st_mode | stat.S_IEXEC | stat.S_IXGRP | stat.S_IXOTH)


def test_boot_out_gives_version_and_board():
    assert deploy.parse_boot_out(BOOT_9) == ((9, 2, 1), "Adafruit PyBadge")
    assert deploy.parse_boot_out("Adafruit CircuitPython 10.0.0-beta.2 on 2025-07-01; "
                                 "Adafruit PyGamer with samd51j20\n") == (
        (10, 0, 0), "Adafruit PyGamer")
    assert deploy.parse_boot_out("hello\n") is None


def test_dry_run_lists_the_device_files_and_writes_nothing(drive, capsys):
    status, out, err = run(capsys, "--to", drive, "--dry-run")
    assert status == 0 and err == ""
    assert "Adafruit PyBadge" in out and "9.2.1" in out
    copied = [line.split()[1] for line in out.splitlines() if line.startswith("copy ")]
    assert sorted(copied) == devicefiles.device_paths()
    assert copied[-2:] == ["boot.py", "code.py"]       # what the board starts: the last
    assert "copy engine/round.py -> %s" % os.path.join(drive, "engine/round.py") in out
    assert files_on(drive) == {"boot_out.txt"}


def test_deploy_writes_exactly_the_device_form(drive, capsys):
    status, out, err = run(capsys, "--to", drive)
    assert status == 0 and err == ""
    wanted = devicefiles.device_paths()
    assert files_on(drive) == set(wanted) | {"boot_out.txt", deploy.MANIFEST}
    for rel in devicefiles.device_files():
        with open(os.path.join(ROOT, rel), "rb") as f:
            source = f.read()
        with open(os.path.join(drive, devicefiles.device_path(rel)), "rb") as f:
            placed = f.read()
        if packwords.is_language(rel):
            assert placed == devicefiles.language_form(source.decode("utf-8"))
        elif rel.endswith(".py"):
            assert placed.decode("utf-8") == devicefiles.device_form(source.decode("utf-8"), rel)
        else:
            assert placed == source
    assert filelist.paths_in(drive) == wanted
    assert "adafruit_displayio_ssd1306" in out  # no bundle, no circup: says what to install
    # A second deploy rewrites nothing.
    status, out, _ = run(capsys, "--to", drive)
    assert status == 0 and "copy " not in out.replace("copy adafruit", "")
    assert sum(line.startswith("same ") for line in out.splitlines()) == len(wanted)


def test_circuitpython_8_is_refused(drive, capsys):
    (drive / "boot_out.txt").write_text(BOOT_8)
    status, out, err = run(capsys, "--to", drive, "--force")
    assert status == 2 and out == ""
    assert len(err.splitlines()) == 1 and "8.2.10" in err and "9" in err
    assert files_on(drive) == {"boot_out.txt"}


def test_drive_without_boot_out_needs_force(drive, capsys):
    (drive / "boot_out.txt").unlink()
    status, out, err = run(capsys, "--to", drive)
    assert status == 2 and out == "" and len(err.splitlines()) == 1
    assert "boot_out.txt" in err and "--force" in err
    assert files_on(drive) == set()
    status, out, err = run(capsys, "--to", drive, "--force")
    assert status == 0 and "code.py" in files_on(drive)


def test_no_drive_found_is_one_line(path_dir, capsys, monkeypatch):
    monkeypatch.setattr(deploy, "drive_candidates", lambda: [])
    status, out, err = run(capsys)
    assert status == 2 and out == "" and "--to" in err and len(err.splitlines()) == 1


def test_stale_files_go_and_the_owners_files_stay(drive, capsys):
    (drive / "engine").mkdir()
    (drive / "engine" / "old.py").write_text("x = 1\n")
    (drive / "lib").mkdir()
    (drive / "lib" / "keep.mpy").write_text("lib")
    (drive / "settings.toml").write_text("A = 1\n")
    (drive / "notes.txt").write_text("mine")
    # A manifest naming things outside the game's files must not delete them.
    (drive / deploy.MANIFEST).write_text(
        "engine/old.py\nlib/keep.mpy\nsettings.toml\nnotes.txt\n../outside\n/etc/passwd\n")
    (drive.parent / "outside").write_text("outside")
    status, out, _ = run(capsys, "--to", drive, "--dry-run")
    assert status == 0 and (drive / "engine" / "old.py").exists()
    assert "remove %s" % os.path.join(drive, "engine/old.py") in out
    status, out, _ = run(capsys, "--to", drive)
    assert status == 0
    assert not (drive / "engine" / "old.py").exists()
    assert (drive / "lib" / "keep.mpy").read_text() == "lib"
    assert (drive / "settings.toml").read_text() == "A = 1\n"
    assert (drive / "notes.txt").read_text() == "mine"
    assert (drive.parent / "outside").read_text() == "outside"
    assert sum(line.startswith("remove ") for line in out.splitlines()) == 1


OLED_LIBS = {"adafruit_displayio_ssd1306.mpy", "adafruit_displayio_sh1107.mpy"}


def make_bundle(tmp_path, version="9"):
    """A fake unzipped Adafruit bundle with the game's libraries and two more."""
    bundle = tmp_path / ("adafruit-circuitpython-bundle-%s.x-mpy-20241120" % version)
    lib = bundle / "lib"
    (lib / "adafruit_imageload" / "bmp").mkdir(parents=True)
    (lib / "adafruit_imageload" / "__init__.mpy").write_text("imageload")
    (lib / "adafruit_imageload" / "bmp" / "__init__.mpy").write_text("bmp")
    (lib / "neopixel.mpy").write_text("neopixel")
    for name in OLED_LIBS:
        (lib / name).write_text(name)
    (lib / "adafruit_other.mpy").write_text("other")
    return bundle


def test_bundle_installs_the_libraries(drive, tmp_path, capsys):
    bundle = make_bundle(tmp_path)
    status, out, _ = run(capsys, "--to", drive, "--bundle", bundle, "--dry-run")
    assert status == 0 and not (drive / "lib").exists()
    status, out, _ = run(capsys, "--to", drive, "--bundle", bundle)
    assert status == 0
    assert files_on(drive / "lib") == OLED_LIBS     # neither neopixel nor the others
    assert "lib/" not in (drive / deploy.MANIFEST).read_text()


def test_bundle_for_another_version_or_without_a_library_is_refused(drive, tmp_path, capsys):
    status, _, err = run(capsys, "--to", drive, "--bundle", make_bundle(tmp_path, "8"))
    assert status == 2 and "8.x" in err and len(err.splitlines()) == 1
    assert files_on(drive) == {"boot_out.txt"}
    bundle = make_bundle(tmp_path / "no-oled")
    os.remove(bundle / "lib" / "adafruit_displayio_sh1107.mpy")
    status, _, err = run(capsys, "--to", drive, "--bundle", bundle)
    assert status == 2 and "adafruit_displayio_sh1107" in err


@pytest.mark.skipif(os.name == "nt", reason="the fake mpy-cross is a shell script")
def test_circuitpython_mpy_cross_compiles_all_but_code_and_boot(drive, path_dir, capsys):
    run(capsys, "--to", drive)  # a first deploy of .py files
    fake_tool(path_dir, "mpy-cross", fake_mpy_cross("CircuitPython 9.2.1 on 2024-11-20; "
                                                    "mpy-cross emitting mpy v6.3"))
    status, out, err = run(capsys, "--to", drive)
    assert status == 0 and err == "", err
    assert "compiling with CircuitPython" in out
    wanted = set()
    for rel in devicefiles.device_paths():
        if rel.startswith(("engine/", "game/", "hardware/")) and rel.endswith(".py"):
            wanted.add(rel[:-3] + ".mpy")
        else:
            wanted.add(rel)
    assert files_on(drive) == wanted | {"boot_out.txt", deploy.MANIFEST}
    assert (drive / "engine" / "round.mpy").read_text() == "MPY engine/round.py\n"
    with open(os.path.join(ROOT, "code.py"), encoding="utf-8") as f:
        assert (drive / "code.py").read_text() == devicefiles.device_form(f.read(), "code.py")
    assert filelist.paths_in(drive) == sorted(wanted)


@pytest.mark.skipif(os.name == "nt", reason="the fake mpy-cross is a shell script")
def test_micropython_mpy_cross_is_ignored_with_a_message(drive, path_dir, capsys):
    fake_tool(path_dir, "mpy-cross", fake_mpy_cross("MicroPython v1.24.1 on 2024-11-29; "
                                                    "mpy-cross emitting mpy v6.3"))
    status, out, _ = run(capsys, "--to", drive)
    assert status == 0
    assert "not CircuitPython's" in out and "copying .py" in out
    assert "engine/round.py" in files_on(drive)
    assert not [f for f in files_on(drive) if f.endswith(".mpy")]


@pytest.mark.skipif(os.name == "nt", reason="the fake circup is a shell script")
def test_circup_installs_the_libraries_when_there_is_no_bundle(drive, path_dir, tmp_path, capsys):
    said = tmp_path / "circup-args"
    fake_tool(path_dir, "circup", '#!/bin/sh\necho "$@" > "%s"\n' % said)
    status, out, _ = run(capsys, "--to", drive, "--dry-run")
    assert status == 0 and not said.exists()
    assert "install adafruit_displayio_ssd1306 adafruit_displayio_sh1107" in out
    status, out, _ = run(capsys, "--to", drive)
    assert status == 0
    assert said.read_text().split() == ["--path", str(drive), "install",
                                        "adafruit_displayio_ssd1306",
                                        "adafruit_displayio_sh1107"]
    fake_tool(path_dir, "circup", "#!/bin/sh\nexit 1\n")
    status, out, _ = run(capsys, "--to", drive)
    assert status == 0 and "circup failed" in out and "lib" in out


def test_the_owners_code_and_boot_are_kept_as_bak(drive, capsys):
    """A code.py or boot.py this tool did not write is kept, and said, never overwritten."""
    (drive / "code.py").write_text("print('my own program')\n")
    (drive / "boot.py").write_text("# my boot\n")
    status, out, _ = run(capsys, "--to", drive, "--dry-run")
    assert status == 0 and "keep %s as code.py.bak" % (drive / "code.py") in out
    assert (drive / "code.py").read_text() == "print('my own program')\n"   # dry: untouched
    status, out, _ = run(capsys, "--to", drive)
    assert status == 0 and "keep %s as boot.py.bak" % (drive / "boot.py") in out
    assert (drive / "code.py.bak").read_text() == "print('my own program')\n"
    assert (drive / "boot.py.bak").read_text() == "# my boot\n"
    assert (drive / "code.py").read_text() != "print('my own program')\n"
    status, out, _ = run(capsys, "--to", drive)        # ours now: no second backup
    assert status == 0 and "keep " not in out and not (drive / "code.py.bak1").exists()
    (drive / deploy.MANIFEST).unlink()                  # a list lost: a changed file is kept
    (drive / "code.py").write_text("print('changed by hand')\n")
    run(capsys, "--to", drive)
    assert (drive / "code.py.bak1").read_text() == "print('changed by hand')\n"


def test_a_drive_without_room_is_refused_before_any_write(drive, capsys, monkeypatch):
    real = deploy.shutil.disk_usage
    monkeypatch.setattr(deploy.shutil, "disk_usage",
                        lambda path: real(path)._replace(free=1000))
    status, out, err = run(capsys, "--to", drive)
    assert status == 2 and "1000 bytes free" in err and len(err.splitlines()) == 1
    assert files_on(drive) == {"boot_out.txt"}


def test_a_deploy_cut_short_is_finished_by_the_next(drive, capsys, monkeypatch):
    """The file list is written before the copying: a rerun after a failure completes it.

    (tests/tools/test_deploy_whole.py cuts a deploy at every file.)
    """
    real = deploy.shutil.copyfile
    copies = []

    def full_after_ten(src, dst):
        if str(dst).startswith(str(drive)):        # (the staging copies go elsewhere)
            if len(copies) >= 10:
                raise OSError(28, "No space left on device")
            copies.append(dst)
        real(src, dst)

    monkeypatch.setattr(deploy.shutil, "copyfile", full_after_ten)
    with pytest.raises(OSError):
        deploy.deploy(str(drive), say=lambda line: None)
    listed = filelist.paths_in(drive)
    assert listed == devicefiles.device_paths()        # every file it meant to write
    monkeypatch.setattr(deploy.shutil, "copyfile", real)
    status, out, _ = run(capsys, "--to", drive)
    assert status == 0
    assert files_on(drive) == set(devicefiles.device_paths()) | {"boot_out.txt", deploy.MANIFEST}
    # What the cut deploy wrote was beside the game, under temporary names: gone now.
    removed = [line for line in out.splitlines() if line.endswith("(left by a deploy cut short)")]
    assert len(removed) == 10 and all(
        line.startswith("remove ") and deploy.driveroom.PART in line for line in removed)


def test_the_heap_figures_said_at_deploy_and_start_up_are_the_games():
    """deploy.py and hardware/start.py, which cannot import the game when short, say its figures."""
    import re

    from game.error_screen import NEED_MPY_KB, NEED_PY_KB

    mpy, py = re.search(r"(\d+) KB of heap as \.mpy files, (\d+) KB as \.py",
                        open(os.path.join(ROOT, "hardware", "start.py"),
                             encoding="utf-8").read()).groups()
    assert (int(mpy), int(py)) == (NEED_MPY_KB, NEED_PY_KB)
    py, mpy = re.search(r"needs about (\d+) KB.*form about (\d+) KB", deploy.PY_HEAP).groups()
    assert (int(mpy), int(py)) == (NEED_MPY_KB, NEED_PY_KB)
