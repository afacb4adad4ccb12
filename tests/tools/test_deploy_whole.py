"""A deploy never leaves half a game: cut at every file, on short names, over a misplaced file.

The board starts ``code.py`` (after ``boot.py``), and they import the rest:
wherever a deploy is cut, each entry there must find every file of its own
version there, as that version wrote it (more than the modules it imports,
transitively: the scenes and the words are imported by name at run time).
The next deploy then finishes the job and leaves no temporary file.
`make test` cuts at a sample of the points; OLDMAID_EXHAUSTIVE=1 at every one.
"""

import errno
import os
import shutil
import tempfile

import pytest
import test_deploy
from conftest import EXHAUSTIVE
from test_deploy import files_on, run

from tools.ship import deploy, devicefiles, driveroom, filelist

path_dir = test_deploy.path_dir     # the deploy tests' own PATH, cache and drive
drive = test_deploy.drive
PART = driveroom.PART
ENTRIES = ("code.py", "boot.py")


def game_form():
    """Return the game's device form as {path: bytes} (the .py form: no mpy-cross here)."""
    folder = tempfile.mkdtemp(prefix="oldmaid-form-")
    try:
        files = test_deploy.staged_once(folder)
        found = {}
        for rel in files:
            with open(os.path.join(folder, rel), "rb") as f:
                found[rel] = f.read()
        return found
    finally:
        shutil.rmtree(folder)


def next_version(old, code_changes):
    """Return a later version of ``old``: every module changed, one gone, one new, assets same."""
    new = {}
    for rel, data in old.items():
        if rel == "engine/retired.py":
            continue
        changed = rel.endswith(".py") and (code_changes or rel != "code.py")
        new[rel] = data + b"\n# the next version\n" if changed else data
    new["game/added.py"] = b"ADDED = 1\n"
    return new


def serve(monkeypatch, version):
    """Make deploy stage ``version`` ({path: bytes}) as the game's device form."""
    def write_device_form(out, root=None):
        for rel, data in version.items():
            os.makedirs(os.path.dirname(os.path.join(out, rel)), exist_ok=True)
            with open(os.path.join(out, rel), "wb") as f:
                f.write(data)
        return sorted(version)

    monkeypatch.setattr(devicefiles, "write_device_form", write_device_form)


def on_drive(folder):
    """Return the game's files on the drive as {path: bytes}, no temporary file or list."""
    found = {}
    for rel in files_on(folder):
        if rel.endswith(PART) or rel in ("boot_out.txt", filelist.MANIFEST):
            continue
        with open(os.path.join(folder, rel), "rb") as f:
            found[rel] = f.read()
    return found


def started(folder, versions):
    """Return the version the board starts (None: no code.py); fail on half a game."""
    there = on_drive(folder)
    for entry in ENTRIES:
        if entry not in there:
            continue
        whole = [name for name, v in versions.items() if v[entry] == there[entry] and all(
            there.get(rel) == data for rel, data in v.items()
            if rel != "code.py" or entry == "code.py")]
        assert whole, "%s starts half a game: %s" % (entry, sorted(
            rel for rel, data in versions["new"].items() if there.get(rel) != data))
        if entry == "code.py":
            return whole[0]
    return None


class Cut:
    """The drive's writes, renames and removals fail after ``n`` of them (a pulled cable)."""

    def __init__(self, monkeypatch, folder, n):
        self.folder = str(folder)
        self.left = n
        self.log = []       # (what, path) of each done
        for module, name in ((deploy.shutil, "copyfile"), (deploy.os, "replace"),
                             (deploy.os, "remove"), (deploy.os, "makedirs"),
                             (deploy.filelist, "write")):
            monkeypatch.setattr(module, name, self.wrap(name, getattr(module, name)))

    def wrap(self, name, real):
        def cut_short(*args, **kw):
            path = str(args[1] if name == "copyfile" else args[0])
            if path.startswith(self.folder):
                if self.left <= 0:
                    raise OSError(errno.EIO, "Input/output error (the cable was pulled)")
                self.left -= 1
                self.log.append((name, os.path.relpath(path, self.folder)))
            return real(*args, **kw)

        return cut_short


def cut_deploy(monkeypatch, board, n):
    """Deploy to ``board`` cut after ``n`` writes; return (finished, the writes done)."""
    with monkeypatch.context() as m:
        cut = Cut(m, board, n)
        try:
            deploy.deploy(str(board), say=lambda line: None)
        except OSError:
            return False, cut.log
    return True, cut.log


@pytest.mark.parametrize("code_changes", [True, False], ids=["new-code", "same-code"])
def test_a_deploy_cut_at_every_file_leaves_a_whole_game_and_the_next_finishes(
        drive, tmp_path, capsys, monkeypatch, code_changes):
    old = game_form()
    old["engine/retired.py"] = b"RETIRED = 1\n"     # a module the next version no longer has
    new = next_version(old, code_changes)
    versions = {"old": old, "new": new}
    serve(monkeypatch, old)
    assert run(capsys, "--to", drive)[0] == 0
    assert started(drive, versions) == "old"
    template = tmp_path / "template"
    shutil.copytree(drive, template)
    serve(monkeypatch, new)
    board = tmp_path / "whole"
    shutil.copytree(template, board)
    finished, log = cut_deploy(monkeypatch, board, 10 ** 9)
    assert finished and started(board, versions) == "new"
    shutil.rmtree(board)
    total = len(log)
    # The entries go: the switch begins (with no switch, somewhere in the middle).
    switch = log.index(("remove", "code.py")) if ("remove", "code.py") in log else total // 2
    points = range(total + 1) if EXHAUSTIVE else sorted(
        set(range(0, total, 23)) | {1, 2, switch - 1, switch, switch + 1, switch + 2}
        | set(range(total - 3, total + 1)))
    seen = set()
    for n in points:
        board = tmp_path / ("cut%d" % n)
        shutil.copytree(template, board)
        finished, _ = cut_deploy(monkeypatch, board, n)
        assert finished == (n >= total)
        seen.add(started(board, versions))
        status, out, err = run(capsys, "--to", board)     # the next deploy
        assert status == 0 and err == "", err
        assert on_drive(board) == new and started(board, versions) == "new"
        assert not [rel for rel in files_on(board) if rel.endswith(PART)]
        assert filelist.paths_in(str(board)) == sorted(new)
        shutil.rmtree(board)
    assert seen == {"old", None, "new"}
    assert all(what != "copyfile" for what, _ in log[switch:])    # every byte there before


def test_the_switch_comes_after_every_byte_is_on_the_drive(drive, capsys, monkeypatch):
    """The entries go away only once every new file is written, and come back last."""
    old = game_form()
    new = next_version(old, False)
    serve(monkeypatch, old)
    run(capsys, "--to", drive)
    serve(monkeypatch, new)
    status, out, _ = run(capsys, "--to", drive)
    assert status == 0
    lines = out.splitlines()
    last_copy = max(i for i, line in enumerate(lines) if line.startswith("copy "))
    away = [i for i, line in enumerate(lines) if line.startswith("take ")]
    switched = [line.split()[1] for line in lines if line.startswith("switch ")]
    assert len(away) == 2 and min(away) > last_copy
    assert switched[-2:] == ["boot.py", "code.py"] and len(switched) == len(
        [rel for rel in new if new[rel] != old.get(rel)]) + 1     # code.py: the same bytes


def short_names_only(monkeypatch, drive, truncate):
    """Make ``drive`` refuse (or cut to 8.3) a long name, as a FAT without them does."""
    real_open = os.open

    def open_short(path, flags, *args, **kw):
        if not str(path).startswith(str(drive)):
            return real_open(path, flags, *args, **kw)
        folder, name = os.path.split(path)
        stem, _, ext = name.rpartition(".") if "." in name else (name, "", "")
        if len(stem) > 8 or len(ext) > 3 or name.count(".") > 1 or name.startswith("."):
            if not truncate:
                raise OSError(errno.EINVAL, "Invalid argument", path)
            path = os.path.join(folder, (stem.replace(".", "")[:6] + "~1." + ext[:3]).upper())
        return real_open(path, flags, *args, **kw)

    monkeypatch.setattr(os, "open", open_short)


@pytest.mark.parametrize("truncate", [False, True], ids=["refused", "truncated"])
def test_a_drive_of_short_names_only_is_refused_before_the_first_write(
        drive, capsys, monkeypatch, truncate):
    (drive / "code.py").write_text("print('mine')\n")
    with monkeypatch.context() as m:
        short_names_only(m, drive, truncate)
        status, out, err = run(capsys, "--to", drive)
    assert status == 2
    assert err.splitlines() == ["deploy: %s keeps only short 8.3 file names (a FAT mounted "
                                "without long names, as fusefat mounts it), and the game's "
                                "files need long ones: mount it as vfat, or deploy from "
                                "another computer (nothing was written)" % drive]
    assert files_on(drive) == {"boot_out.txt", "code.py"}
    assert driveroom.keeps_long_names(str(drive))      # a drive with long names takes them
    assert files_on(drive) == {"boot_out.txt", "code.py"}


@pytest.mark.parametrize("where, what", [
    ("engine", "a file"), ("hardware", "a file"), ("code.py", "a folder"),
    ("game/lang", "a file")])
def test_something_where_the_game_goes_is_one_sentence_and_nothing_written(
        drive, capsys, where, what):
    if what == "a file":
        if "/" in where:
            (drive / where.split("/")[0]).mkdir()
        (drive / where).write_text("not a folder\n")
    else:
        (drive / where).mkdir()
    before = {rel: (drive / rel).read_bytes() for rel in files_on(drive)}
    status, out, err = run(capsys, "--to", drive)
    assert status == 2 and len(err.splitlines()) == 1, err
    if what == "a file":
        said = ("deploy: %s is a file where the game's folder %s/ goes: move or delete it, "
                "then deploy again (nothing was written)" % (drive / where, where))
    else:
        said = ("deploy: %s is a folder where the game's file %s goes: move or delete it, "
                "then deploy again (nothing was written)" % (drive / where, where))
    assert err == said + "\n"
    assert {rel: (drive / rel).read_bytes() for rel in files_on(drive)} == before
    assert "write " not in out and "copy " not in out
