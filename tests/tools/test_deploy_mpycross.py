"""Deploy fetches CircuitPython's mpy-cross, here from a loopback server laid out as published."""

import contextlib
import functools
import http.server
import os
import threading

import pytest
import test_deploy
from test_deploy import (
    closed_port,
    fake_mpy_cross,
    fake_tool,
    files_on,
    make_drive,
    run,
)

from tools.ship import deploy, devicefiles, mpycross

RELEASE = "10.0.3"
BOOT_10 = ("Adafruit CircuitPython 10.0.3 on 2025-10-17; Adafruit PyBadge with samd51j19\n"
           "Board ID:pybadge\n")
# A stand-in for a build: says its version, and writes an .mpy-looking file for -o OUT IN.
def build(version):
    """Return the stand-in build of CircuitPython ``version``'s mpy-cross."""
    return fake_mpy_cross("CircuitPython %s on 2025-10-17; mpy-cross emitting mpy v6.3" % version,
                          "C\\006\\000\\037%s\\n")
MPY_HEADER = b"C\x06\x00\x1f"
HERE = mpycross.published_paths(RELEASE)

pytestmark = [
    pytest.mark.skipif(os.name == "nt", reason="the fake build is a shell script"),
    pytest.mark.skipif(not HERE, reason="Adafruit publishes no build for this computer"),
]


class Quiet(http.server.SimpleHTTPRequestHandler):
    """Serve a folder, counting the requests instead of logging them."""

    asked = None

    def log_message(self, *args):
        type(self).asked.append(self.path)


class CutShort(Quiet):
    """Promise a whole build and send ten bytes of it."""

    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Length", "100000")
        self.end_headers()
        self.wfile.write(b"#!/bin/sh\n")


@contextlib.contextmanager
def serving(folder, handler=Quiet):
    """Serve ``folder`` on a loopback port; yield (the --mpy-cross-url base, requests)."""
    asked = []
    kind = type("Serving", (handler,), {"asked": asked})
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(kind, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield "http://127.0.0.1:%d/bin/mpy-cross" % server.server_address[1], asked
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def publish(root, text=None, data=None, release=RELEASE):
    """Lay a build out under ``root`` at the path Adafruit publishes it; return ``root``."""
    path = root / "bin" / "mpy-cross" / mpycross.published_paths(release)[0]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data if data is not None else build(text).encode())
    return root


path_dir = test_deploy.path_dir     # the deploy tests' own PATH, cache and closed server


@pytest.fixture
def cache(tmp_path, path_dir):
    """The folder the test's builds are kept in."""
    return tmp_path / "cache" / "mpy-cross" / RELEASE


@pytest.fixture
def drive(tmp_path, path_dir):
    """A fake CIRCUITPY drive running CircuitPython 10.0.3."""
    return make_drive(tmp_path / "CIRCUITPY", BOOT_10)


def compiled(rel):
    """Return where ``rel`` goes when compiled: engine/, game/, hardware/ become .mpy."""
    compiles = rel.startswith(("engine/", "game/", "hardware/")) and rel.endswith(".py")
    return rel[:-3] + ".mpy" if compiles else rel


def mpy_cross_lines(out):
    """Return the lines of the output about mpy-cross."""
    return [line for line in out.splitlines() if "mpy-cross" in line]


def test_the_published_names_for_each_computer():
    # As CircuitPython's release workflow uploads them (build-mpy-cross.yml, and
    # the macOS job), and as circuitpython-build-tools fetches them.
    base = "10.0.3"
    assert mpycross.published_paths(base, "Linux", "x86_64") == [
        "linux-amd64/mpy-cross-linux-amd64-10.0.3.static"]
    assert mpycross.published_paths(base, "Linux", "aarch64") == [
        "linux-aarch64/mpy-cross-linux-aarch64-10.0.3.static-aarch64"]
    assert mpycross.published_paths(base, "Linux", "armv7l") == [
        "linux-raspbian/mpy-cross-linux-raspbian-10.0.3.static-raspbian"]
    assert mpycross.published_paths(base, "Windows", "AMD64") == [
        "windows/mpy-cross-windows-10.0.3.static.exe"]
    assert mpycross.published_paths(base, "Darwin", "arm64") == [
        "macos/mpy-cross-macos-10.0.3-universal", "macos/mpy-cross-macos-10.0.3-arm64"]
    assert mpycross.published_paths(base, "Darwin", "x86_64") == [
        "macos/mpy-cross-macos-10.0.3-universal"]
    assert mpycross.published_paths(base, "Linux", "riscv64") == []


def test_a_fetched_build_compiles_the_game_and_its_cache_serves_when_offline(
        drive, cache, tmp_path, capsys):
    with serving(publish(tmp_path / "www", RELEASE)) as (url, asked):
        status, out, err = run(capsys, "--to", drive, "--mpy-cross-url", url)
    assert status == 0 and err == "", err
    assert len(asked) == 1 and asked[0].endswith(HERE[0])
    assert "fetched %s/%s" % (url, HERE[0]) in out
    assert "compiling with CircuitPython 10.0.3" in out
    wanted = {compiled(rel) for rel in devicefiles.device_paths()}
    assert files_on(drive) == wanted | {"boot_out.txt", deploy.MANIFEST}
    assert (drive / "engine" / "round.mpy").read_bytes().startswith(MPY_HEADER)
    assert (drive / "code.py").read_bytes()[:1] != b"C"
    assert os.listdir(cache) == [mpycross.executable_name()]     # no part left over
    # The server is gone: a fresh drive gets the same, from the cache.
    other = make_drive(tmp_path / "OTHER", BOOT_10)
    status, out, err = run(capsys, "--to", other, "--mpy-cross-url", url)
    assert status == 0 and err == ""
    assert "fetched http" not in out and "compiling with CircuitPython 10.0.3" in out
    assert str(cache) in out
    assert files_on(other) == files_on(drive)
    assert (other / "engine" / "round.mpy").read_bytes() == (
        drive / "engine" / "round.mpy").read_bytes()


def test_offline_with_nothing_cached_is_one_line_and_the_py_files(drive, cache, capsys):
    url = "http://127.0.0.1:%d/bin/mpy-cross" % closed_port()
    status, out, err = run(capsys, "--to", drive, "--mpy-cross-url", url)
    assert status == 0 and err == ""
    lines = mpy_cross_lines(out)
    assert len(lines) == 1, lines
    assert lines[0].startswith("no CircuitPython 10.0.3 mpy-cross cached")
    assert "cannot fetch %s/%s" % (url, HERE[0]) in lines[0]
    assert "copying .py files" in lines[0] and "see docs/memory.md" in lines[0]
    assert files_on(drive) == set(devicefiles.device_paths()) | {"boot_out.txt",
                                                                  deploy.MANIFEST}
    assert not cache.exists()


def test_a_build_of_another_version_is_refused_and_not_kept(drive, cache, tmp_path, capsys):
    with serving(publish(tmp_path / "www", "9.2.1")) as (url, _asked):
        status, out, _ = run(capsys, "--to", drive, "--mpy-cross-url", url)
    assert status == 0
    lines = mpy_cross_lines(out)
    assert len(lines) == 1 and "is not kept" in lines[0]
    assert "CircuitPython 9's, the board runs 10" in lines[0]
    assert "copying .py files" in lines[0]
    assert "engine/round.py" in files_on(drive)
    assert not cache.exists()


@pytest.mark.parametrize("handler, garbled, said", [
    (Quiet, b"<html>Access denied</html>\n" * 40, "does not run"),
    (CutShort, None, "cannot fetch"),
])
def test_a_garbled_or_cut_short_download_leaves_the_cache_clean(
        drive, cache, tmp_path, capsys, handler, garbled, said):
    root = publish(tmp_path / "www", data=garbled if garbled else b"x")
    with serving(root, handler) as (url, asked):
        status, out, _ = run(capsys, "--to", drive, "--mpy-cross-url", url)
    assert status == 0 and len(asked) == 1
    lines = mpy_cross_lines(out)
    assert len(lines) == 1 and said in lines[0] and "copying .py files" in lines[0]
    assert not cache.exists()
    # The next deploy, with a good server, fetches it: nothing stale stood in the way.
    with serving(publish(tmp_path / "good", RELEASE)) as (url, _asked):
        status, out, _ = run(capsys, "--to", drive, "--mpy-cross-url", url)
    assert status == 0 and "fetched" in out
    assert os.listdir(cache) == [mpycross.executable_name()]


def test_the_paths_mpy_cross_wins_when_it_is_the_boards_major_version(
        drive, path_dir, tmp_path, capsys):
    with serving(publish(tmp_path / "www", RELEASE)) as (url, asked):
        fake_tool(path_dir, "mpy-cross", build("10.0.0"))
        status, out, _ = run(capsys, "--to", drive, "--mpy-cross-url", url)
        assert status == 0 and asked == []
        assert "compiling with CircuitPython 10.0.0" in out
        fake_tool(path_dir, "mpy-cross", build("9.2.1"))
        status, out, _ = run(capsys, "--to", drive, "--mpy-cross-url", url)
        assert status == 0 and len(asked) == 1
        assert ("mpy-cross on the PATH is not used: it is CircuitPython 9's, the board runs 10"
                in out)
        assert "compiling with CircuitPython 10.0.3" in out


def test_an_explicit_mpy_cross_must_be_the_boards(drive, path_dir, capsys):
    fake_tool(path_dir, "other-mpy-cross", build("9.2.1"))
    status, out, err = run(capsys, "--to", drive, "--mpy-cross", path_dir / "other-mpy-cross")
    assert status == 2 and len(err.splitlines()) == 1
    assert "CircuitPython 9's, the board runs 10" in err
    assert files_on(drive) == {"boot_out.txt"}
    fake_tool(path_dir, "mine", build("10.1.0"))
    status, out, err = run(capsys, "--to", drive, "--mpy-cross", path_dir / "mine")
    assert status == 0 and "compiling with CircuitPython 10.1.0" in out
    assert (drive / "engine" / "round.mpy").read_bytes().startswith(MPY_HEADER)


def test_a_dry_run_fetches_nothing(drive, cache, tmp_path, capsys):
    with serving(publish(tmp_path / "www", RELEASE)) as (url, asked):
        status, out, _ = run(capsys, "--to", drive, "--mpy-cross-url", url, "--dry-run")
    assert status == 0 and asked == [] and not cache.exists()
    assert "a dry run fetches nothing" in out
    assert files_on(drive) == {"boot_out.txt"}


def test_the_cache_is_the_users_cache_folder(monkeypatch, tmp_path):
    monkeypatch.delenv(mpycross.CACHE_VARIABLE, raising=False)
    if os.name == "nt" or mpycross.sys.platform == "darwin":
        pytest.skip("the XDG folder is Linux's")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert mpycross.cache_folder("10.0.3") == str(tmp_path / "oldmaid" / "mpy-cross" / "10.0.3")
    monkeypatch.setenv(mpycross.CACHE_VARIABLE, str(tmp_path / "mine"))
    assert mpycross.cache_folder("9.2.1") == str(tmp_path / "mine" / "mpy-cross" / "9.2.1")
