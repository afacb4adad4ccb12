"""Put the repository root on the path, as CircuitPython puts the drive's root.

Also what several test files share: where the fake displayio for the
MicroPython VM lives, ``require_vm``, ``load_tool``, the ``made`` fixture
counting displayio objects and ``assert_drawn_inside``, the check that a
drawn screen fits.
"""

import collections
import glob
import importlib.util
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
TESTS = os.path.dirname(os.path.abspath(__file__))   # pytest puts it on the path: conftest's

# snapshot.load imports game.restore for each call and drops it after, unless
# it was loaded before: tests load thousands of snapshots, so keep it loaded.
# The saved forms' faults (game/errors.py) as the test files import them: the
# game lets that module go between scenes (Game._drop) and its users import it
# again when needed, as on a board, so a class raised then is not the one a
# test imported at its start; ``errors_as_imported`` puts these back.
import game.errors as _ERRORS  # noqa: E402
import game.restore  # noqa: E402, F401

_ERROR_NAMES = ("SaveError", "BadSettings", "BadStats", "BadSnapshot")
_ERROR_USERS = ("game.settings_kept", "game.stats", "game.restore", "game.scenes.resume",
                "hardware.reading")

# `make test` runs a sample of the slowest tests' cases; `make test-all` every one
# (OLDMAID_EXHAUSTIVE=1), before a change is submitted.
EXHAUSTIVE = os.environ.get("OLDMAID_EXHAUSTIVE") == "1"

# What `make quick` leaves out (pytest -m "not slow"): the power-cut models, the VM's
# heap and transcript measurements, the text-fit sweeps, the deploy's and the save
# path's models, the device form's tools and the board harness.  The rules', the
# game's and the hardware's own tests are the rest.
SLOW_FILES = frozenset((
    "test_chipflash.py", "test_fatdrive.py", "test_saves_in_place.py", "test_storage.py",
    "test_keeper.py", "test_snapshot.py", "test_resume.py", "test_resume_transcript.py",
    "test_heap_guard.py", "test_memreport.py", "test_evening.py", "test_mpvm.py",
    "test_micropython.py", "test_yardstick.py", "test_texts.py", "test_fit.py",
    "test_still.py", "test_deploy.py", "test_deploy_whole.py", "test_deploy_mpycross.py",
    "test_deploy_safe.py", "test_boardnames.py", "test_devicefiles.py", "test_devicebuild.py",
    "test_board_harness.py", "test_simulator_cli.py", "test_packwords.py",
))


def pytest_collection_modifyitems(items):
    """Mark the tests of SLOW_FILES ``slow``, for ``make quick`` to leave out."""
    for item in items:
        if os.path.basename(str(item.fspath)) in SLOW_FILES:
            item.add_marker(pytest.mark.slow)

# Just enough of displayio and bitmaptools for the view to run on the
# MicroPython VM: pass FAKES to mpvm.run's paths; in the VM it is VM_FAKES.
FAKES = os.path.join(TESTS, "mpy", "fakes")
VM_FAKES = "/repo/tests/mpy/fakes"


@pytest.fixture(autouse=True)
def errors_as_imported():
    """Give the game, before each test, the saved forms' faults the test files imported.

    A module of ``_ERROR_USERS`` still loaded with a later import's classes
    is let go too, so that it imports these again where the game needs it.
    """
    if sys.modules.get("game.errors") is not _ERRORS:
        sys.modules["game.errors"] = _ERRORS
        sys.modules["game"].errors = _ERRORS
    for name in _ERROR_USERS:
        module = sys.modules.get(name)
        if module is not None and any(
                getattr(module, cls, None) not in (None, getattr(_ERRORS, cls))
                for cls in _ERROR_NAMES):
            from game.words import drop

            drop(name)
    yield


def require_vm():
    """Skip when the MicroPython VM cannot run here; fail instead on CI."""
    from tools.measure import mpvm

    reason = mpvm.unavailable_reason()
    if reason:
        if os.environ.get("CI"):
            pytest.fail("CI must run the MicroPython VM tests: " + reason)
        pytest.skip("MicroPython VM unavailable: " + reason)


def vm_draws(view):
    """Return what tests/mpy/view_alloc.py prints for ``view`` ("view", "monoview") in the VM.

    The draws made and the bytes they allocated, then the VM's name: every
    kind of screen drawn again and again, the same for both views.
    """
    require_vm()
    from tools.measure import mpvm

    script = os.path.join(TESTS, "mpy", "view_alloc.py")
    return mpvm.run(script, VM_FAKES, view, paths=(FAKES,)).split()


def load_tool(name):
    """Import the tool ``name`` (tools/<group>/<name>.py) afresh, as a module of its own."""
    (path,) = glob.glob(os.path.join(ROOT, "tools", "*", name + ".py"))
    spec = importlib.util.spec_from_file_location(name, path)
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


def assert_drawn_inside(view, screen, whole=True):
    """Check what ``view`` last drew of ``screen``: texts whole, on screen, overlapping nothing.

    Title, hint, labels and lines show their whole text (none longer than
    its line, which the view would cut; ``whole=False`` lets that be, for
    screens made long on purpose) in the text size in use; the lines lie
    between the title and the hint and clear of every row of cards, label,
    cursor and the big card; as many show as ``lines_shown`` says, in order.
    Works for any view: the colour one, large text or not, and the OLED's.
    """
    size = view.text_size
    cell_w, cell_h = size.cell_w, size.cell_h
    width, height = view.width, view.height
    shown = [t for t in [view.title, view.hint, view.top.label, view.bottom.label] + view.lines
             if not t.hidden]
    for t in shown:
        assert len(t.text) <= t.max_chars or not whole, "cut: %r" % t.text
        assert t.cell_w == cell_w, "%r in the other size" % t.text
        n = min(len(t.text), t.max_chars)
        assert 0 <= t.x and t.x + n * cell_w <= width + 1, t.text  # + the last gap column
        assert 0 <= t.y and t.y + cell_h <= height, t.text
    lines = [line for line in view.lines if not line.hidden]
    assert len(lines) == view.lines_shown
    for i, line in enumerate(lines):
        assert line.text == screen.lines[view.lines_first + i]
        assert cell_h <= line.y and line.y + cell_h <= height - cell_h, line.text
    taken = []   # (top, bottom) of everything the lines must keep clear of
    for row in (view.top, view.bottom):
        if row.cards.hidden:
            continue
        assert cell_h <= row.cards.y and row.cards.y + view.TILE_H <= height - cell_h
        taken.append((row.cards.y, row.cards.y + view.TILE_H))
        if not row.label.hidden:
            assert cell_h <= row.label.y and row.label.y + cell_h <= height - cell_h
            taken.append((row.label.y, row.label.y + cell_h))
        if not row.cursor.hidden:  # the arrow fills the end of its tile nearest the cards
            y = row.cursor.y if row is view.top else row.cursor.y + view.TILE_H - view.CURSOR_H
            taken.append((y, y + view.CURSOR_H))
    big = view.big_group
    if not big.hidden:
        taken.append((big.y, big.y + view.TILE_H * big.scale))
    for top, bottom in taken:
        for line in lines:
            assert line.y + cell_h <= top or line.y >= bottom, line.text
