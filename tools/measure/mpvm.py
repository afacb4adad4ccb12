"""Run repository Python under a real MicroPython VM, from CPython.

A thin wrapper over ``node tools/measure/mpvm.mjs`` (MicroPython's WebAssembly port)
for tests and benchmarks: they need MicroPython's answers (31-bit small ints,
heap use, missing CPython features), not CPython's.

    >>> run_code('import sys; print(sys.implementation.name)')   # doctest: +SKIP
    'micropython\\n'

``run`` returns the script's stdout exactly (UTF-8, no newline translation)
and raises ``MicroPythonError`` carrying stderr when the script fails.  The
``heap`` is where the VM starts, not a cap: it grows on demand (see mpvm.mjs).
"""

import os
import shutil
import subprocess
import tempfile

from tools.ship import devicefiles

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RUNNER = os.path.join(ROOT, "tools", "measure", "mpvm.mjs")
PACKAGE = os.path.join(ROOT, "node_modules", "@micropython",
                       "micropython-webassembly-pyscript", "micropython.mjs")


class MicroPythonError(RuntimeError):
    """The script failed in the VM (or the VM could not run it).

    ``stderr`` holds MicroPython's traceback, ``stdout`` what was printed
    before, ``returncode`` the runner's exit status (None: never started).
    """

    def __init__(self, message, stdout="", stderr="", returncode=None):
        super().__init__(message)
        self.stdout = stdout
        self.stderr = stderr
        self.returncode = returncode


def unavailable_reason():
    """Return why the VM cannot run here, or None when it can."""
    if shutil.which("node") is None:
        return "node is not on PATH (install Node.js 20+)"
    if not os.path.isfile(PACKAGE):
        return "the MicroPython npm package is missing: run `npm ci` in %s" % ROOT
    return None


def available():
    """Return True when node and the MicroPython npm package are present."""
    return unavailable_reason() is None


def device_root():
    """Return a folder holding engine/, game/ and hardware/ as a board gets them (no docstrings)."""
    global _DEVICE_ROOT
    if _DEVICE_ROOT is None:
        _DEVICE_ROOT = tempfile.mkdtemp(prefix="mpvm-device-")
        devicefiles.write_device_form(_DEVICE_ROOT, ROOT)
    return _DEVICE_ROOT


_DEVICE_ROOT = None


def run(script_path, *args, heap=None, paths=(), timeout=600, device=True):
    """Run ``script_path`` with ``args`` in the VM; return its stdout.

    ``heap`` is the VM heap in bytes (the runner's default: 2 MB); ``paths``
    are extra directories or files copied into the VM beside ``engine/``
    (a repository path keeps its place under ``/repo``).  With ``device``
    the VM gets ``engine/`` and ``hardware/`` in the form a board gets them
    (tools/ship/devicefiles.py).  A run longer than ``timeout`` seconds is killed
    and raises ``subprocess.TimeoutExpired``.
    """
    reason = unavailable_reason()
    if reason:
        raise MicroPythonError("MicroPython VM unavailable: " + reason)
    cmd = [shutil.which("node"), RUNNER]
    if device:
        cmd += ["--root", device_root()]
    if heap is not None:
        cmd += ["--heap", str(int(heap))]
    for p in paths:
        cmd += ["--path", os.fspath(p)]
    cmd += ["--", os.fspath(script_path)] + [str(a) for a in args]
    proc = subprocess.run(cmd, capture_output=True, timeout=timeout, check=False)
    out = proc.stdout.decode("utf-8", "replace")
    err = proc.stderr.decode("utf-8", "replace")
    if proc.returncode != 0:
        raise MicroPythonError(
            "%s exited with status %d under MicroPython:\n%s"
            % (os.path.basename(os.fspath(script_path)), proc.returncode, err),
            out, err, proc.returncode)
    return out


def run_code(source, *args, heap=None, paths=(), timeout=600, name="snippet.py",
             device=True):
    """Write ``source`` to a temporary ``name`` and ``run`` it; return stdout."""
    with tempfile.TemporaryDirectory(prefix="mpvm-") as tmp:
        script = os.path.join(tmp, name)
        with open(script, "w", encoding="utf-8", newline="") as f:
            f.write(source)
        return run(script, *args, heap=heap, paths=paths, timeout=timeout, device=device)
