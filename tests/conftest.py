"""Put the repository root on the path, as CircuitPython puts the drive's root.

Also what several test files share: where the fake displayio for the
MicroPython VM lives, ``require_vm``, ``load_tool`` and the ``made`` fixture
counting displayio objects.
"""

import collections
import importlib.util
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
TESTS = os.path.dirname(os.path.abspath(__file__))
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)

# snapshot.load imports engine.restore for each call and drops it after, unless
# it was loaded before: tests load thousands of snapshots, so keep it loaded.
import engine.restore  # noqa: E402, F401

# Just enough of displayio and adafruit_imageload for the view to run on the
# MicroPython VM: pass FAKES to mpvm.run's paths; in the VM it is VM_FAKES.
FAKES = os.path.join(TESTS, "mpy", "fakes")
VM_FAKES = "/repo/tests/mpy/fakes"


def require_vm():
    """Skip when the MicroPython VM cannot run here; fail instead on CI."""
    from tools import mpvm

    reason = mpvm.unavailable_reason()
    if reason:
        if os.environ.get("CI"):
            pytest.fail("CI must run the MicroPython VM tests: " + reason)
        pytest.skip("MicroPython VM unavailable: " + reason)


def load_tool(name):
    """Import tools/<name>.py afresh, as a module of its own."""
    spec = importlib.util.spec_from_file_location(name, os.path.join(ROOT, "tools", name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def made(monkeypatch):
    """Count the displayio objects constructed from now on, by class name."""
    import displayio

    counts = collections.Counter()
    for cls in (displayio.Group, displayio.TileGrid, displayio.Bitmap, displayio.Palette):
        def counted(self, *args, _init=cls.__init__, _name=cls.__name__, **kwargs):
            counts[_name] += 1
            _init(self, *args, **kwargs)
        monkeypatch.setattr(cls, "__init__", counted)
    return counts
