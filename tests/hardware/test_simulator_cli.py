"""The simulator's command line (hardware/desktop.py's ``main``): one line, or the game.

A run prints its screens and nothing else; whatever stops it short (a
transcript the disk refuses, a key script that is huge, endless or not
text) ends in one line on stderr and status 2, never a traceback.  The
saves on a full disk are still read, as a board reads its full drive.  The
keyboard gives A for A and B for B, besides Z and X, except where A is the
OLED board's left button.  Runs are headless, a few keys long, in a
subprocess unless the disk must be made to look full.
"""

import builtins
import errno
import os
import shutil
import subprocess
import sys
import time
import types

import pytest
from conftest import ROOT

ENV = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
# A game that writes its first transcript line at START, then plays on to a draw.
PLAYED = ["--seed", "3", "--keys", "A START " + "A " * 24]


def run(*flags, timeout=60):
    """Run code.py headless with ``flags``; return the finished process (text)."""
    return subprocess.run([sys.executable, os.path.join(ROOT, "code.py"), "--headless"]
                          + list(flags), capture_output=True, text=True, env=ENV,
                          timeout=timeout, check=False)


def one_line(process, said):
    """Check ``process`` stopped with status 2 and one line on stderr holding ``said``."""
    lines = process.stderr.splitlines()
    assert process.returncode == 2, process.stderr
    assert len(lines) == 1 and lines[0].startswith("code.py: ") and said in lines[0], lines
    return lines[0]


@pytest.fixture
def sdl(monkeypatch):
    """No window, no sound card, in this process; the environment restored after."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("PYGAME_HIDE_SUPPORT_PROMPT", "1")


# ---------------------------------------------------------------- nothing before the line


@pytest.mark.parametrize("board", ["pybadge", "oled128x64"])
def test_a_run_prints_its_screens_and_nothing_else(board):
    done = run("--board", board, "--seed", "1", "--keys", "A", "--screens")
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert done.stdout.splitlines() == ["screen title Old Maid", "screen setup New game"]


def test_an_error_is_the_only_line():
    """No Blinka warning about the PC's chip comes before it: the simulator detects no board."""
    assert one_line(run("--keys", "A JUMP"), "unknown key 'JUMP'")


def test_the_simulator_leaves_the_environment_as_it_found_it():
    code = ("import os, hardware.desktop; "
            "print(sorted(k for k in os.environ if k.startswith('BLINKA')))")
    env = {k: v for k, v in ENV.items() if not k.startswith("BLINKA")}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=60, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, "[]\n", "")


# ---------------------------------------------------------------- --transcript


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_a_transcript_the_disk_refuses_stops_the_run_in_one_line():
    """/dev/full takes the open and refuses every line: the run stops at the first."""
    done = run("--transcript", "/dev/full", "--screens", *PLAYED)
    one_line(done, "--transcript cannot be written to /dev/full (No space left on device)")
    assert "Traceback" not in done.stderr
    assert "screen reveal" not in done.stdout       # stopped at once, not played on
    assert "screen reveal" in run("--screens", *PLAYED).stdout


@pytest.mark.parametrize("where", ["folder", "missing"])
def test_a_transcript_path_that_cannot_be_written_stops_the_run_before_it_starts(
        tmp_path, where):
    path = str(tmp_path) if where == "folder" else str(tmp_path / "no" / "such" / "game.txt")
    done = run("--transcript", path, "--screens", *PLAYED)
    one_line(done, "--transcript cannot be written to %s (" % path)
    assert done.stdout == ""


def test_a_transcript_is_written_line_by_line(tmp_path):
    path = tmp_path / "game.txt"
    done = run("--transcript", str(path), *PLAYED)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "session single variant classic players 4 seed 3"
    assert any(line.startswith("draw p0 ") for line in lines)


def test_a_transcript_refused_at_close_is_one_line_too(sdl, tmp_path, monkeypatch, capsys):
    """A last flush the disk refuses (a file system that writes at close) is said, not raised."""
    from hardware import desktop

    real_open = builtins.open
    path = str(tmp_path / "game.txt")

    class RefusedAtClose:
        def __init__(self, f):
            self.f = f

        def write(self, text):
            return self.f.write(text)

        def close(self):
            self.f.close()
            raise OSError(errno.EIO, os.strerror(errno.EIO))

    def opener(file, mode="r", *args, **kwargs):
        f = real_open(file, mode, *args, **kwargs)
        return RefusedAtClose(f) if file == path else f

    monkeypatch.setattr(builtins, "open", opener)
    with pytest.raises(SystemExit) as stopped:
        desktop.main(["--headless", "--transcript", path] + PLAYED)
    assert stopped.value.code == 2
    said = capsys.readouterr().err.splitlines()
    assert said == ["code.py: --transcript cannot be written to %s (%s)"
                    % (path, os.strerror(errno.EIO))]


# ---------------------------------------------------------------- --keys-file


@pytest.mark.parametrize("content, said", [
    (b"A " * (1 << 19) + b"A", "is too big for a key script (over 1 MB)"),
    (b"\xff\xfe\x00A", "is not a key script: it is not text"),
    (b"A\x00B", "is not a key script: it is not text"),
    (b"A \x1b[2J START", "is not a key script: it is not text"),
    (b"A START\nJUMP", ": unknown key 'JUMP'"),
])
def test_a_key_file_that_is_no_key_script_is_one_line(tmp_path, content, said):
    keys = tmp_path / "keys.txt"
    keys.write_bytes(content)
    line = one_line(run("--keys-file", str(keys)), said)
    assert str(keys) in line and len(line) < 200


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_an_endless_key_file_is_refused_at_once():
    began = time.monotonic()
    one_line(run("--keys-file", "/dev/zero", timeout=30), "/dev/zero is too big")
    assert time.monotonic() - began < 20


def test_a_key_file_that_cannot_be_read_is_one_line(tmp_path):
    one_line(run("--keys-file", str(tmp_path)), "cannot read the key script %s (" % tmp_path)
    missing = str(tmp_path / "nothing.txt")
    one_line(run("--keys-file", missing),
             "cannot read the key script %s (No such file or directory)" % missing)


def test_a_key_file_saved_with_a_byte_order_mark_plays(tmp_path):
    keys = tmp_path / "keys.txt"
    keys.write_bytes("\ufeffA\r\nSTART\r\n".encode("utf-8"))   # Windows Notepad's way
    done = run("--keys-file", str(keys), "--seed", "3", "--screens")
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert done.stdout.splitlines()[:2] == ["screen title Old Maid", "screen setup New game"]


# ---------------------------------------------------------------- --saves on a full disk


def test_the_saves_on_a_full_disk_are_read_and_the_title_offers_resume(
        sdl, tmp_path, monkeypatch, capsys):
    """As on a board: the kept game is offered, and play goes on saving.

    The saves are written in place into their ring, made at the first save:
    a disk that has since filled up, which refuses any new file or any
    growth, still takes them, and the simulator says nothing of it.
    """
    from hardware import desktop

    saves = str(tmp_path / "saves")
    kept = run("--saves", saves, *PLAYED)        # plays to a turn's end: the session is kept
    assert kept.returncode == 0, kept.stderr
    before = saved_files(saves)
    assert before and not any(name.endswith(".tmp") for name in before)

    real_open = builtins.open

    def full_open(file, mode="r", *args, **kwargs):
        if str(file).startswith(saves) and ("w" in mode or "a" in mode or "x" in mode):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), file)
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", full_open)
    monkeypatch.setattr(shutil, "disk_usage",
                        lambda path: types.SimpleNamespace(total=1 << 30, used=1 << 30, free=0))
    # The title's cursor starts on Resume when a game is kept: A takes it up (a draw,
    # not the setup), and the A's after it play on to saves written in place.
    assert desktop.main(["--headless", "--saves", saves, "--screens", "--seed", "3",
                         "--keys", "A " * 24]) == 0
    out = capsys.readouterr().out.splitlines()
    assert not any(line.startswith("saves: ") for line in out)      # nothing to say
    assert out[0] == "screen title Old Maid" and out[1].startswith("screen draw "), out
    assert not any("could not be saved" in line for line in out)
    monkeypatch.setattr(builtins, "open", real_open)
    after = saved_files(saves)
    assert set(after) == set(before) and after != before      # the same files, new saves
    assert all(len(after[name]) == len(before[name]) for name in before)


def saved_files(folder):
    """Return {path under ``folder``: bytes} of every save file there."""
    found = {}
    for base, _dirs, names in os.walk(folder):
        for name in names:
            path = os.path.join(base, name)
            with open(path, "rb") as f:
                found[os.path.relpath(path, folder)] = f.read()
    return found


def test_a_disk_with_room_says_nothing_of_being_full(sdl, tmp_path):
    from hardware import desktop

    device = desktop.Device(headless=True, saves_folder=str(tmp_path))
    try:
        backend, message = device.open_storage()
        assert backend.folder == str(tmp_path) and message == ""
    finally:
        device.close()


# ---------------------------------------------------------------- A and B on the keyboard


@pytest.fixture
def pygame_events(sdl):
    """Post key presses to the headless window: ``tap(pygame_key)``."""
    import pygame

    def tap(key):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key))

    return pygame, tap


def test_a_and_b_are_a_and_b_on_the_pybadge(pygame_events):
    from hardware.desktop import simulate
    from hardware.keys import K_A, K_B

    pygame, tap = pygame_events
    device, _ = simulate("pybadge", headless=True)
    try:
        assert "A or Z=A, B or X=B" in pygame.display.get_caption()[0]
        for key, bit in ((pygame.K_a, K_A), (pygame.K_b, K_B),
                         (pygame.K_z, K_A), (pygame.K_x, K_B)):
            tap(key)
            assert device.keys() == bit, pygame.key.name(key)
        tap(pygame.K_s)      # S and D are the OLED board's: nothing here
        tap(pygame.K_d)
        assert device.keys() == 0
    finally:
        device.close()


def test_on_the_oled_board_a_is_its_left_button(pygame_events):
    from hardware.desktop import simulate
    from hardware.keys import K_A, K_B, K_LEFT

    pygame, tap = pygame_events
    device, _ = simulate("oled128x64", headless=True)
    try:
        caption = pygame.display.get_caption()[0]
        assert "A S D" in caption and "Z=A" in caption and "A or Z" not in caption
        tap(pygame.K_a)
        assert device.keys() == K_LEFT
        tap(pygame.K_z)
        assert device.keys() == K_A
        tap(pygame.K_b)
        assert device.keys() == K_B
    finally:
        device.close()
