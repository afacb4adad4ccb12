"""Every name a board's code takes from CircuitPython's own modules is one the firmware has.

The desktop runs the game on Blinka and fakes, which take names a board's C
core may not: ``micropython.opt_level`` stopped the game at start-up on
CircuitPython 10 for the Pico (found on the firmware, ``make board``), and
the desktop never noticed.  CircuitPython's published API stubs
(``circuitpython-stubs``, pinned with the firmware's major version) list each
module's names; a board's module may use another only where it checks first
(``getattr``, or inside a ``try`` that catches ImportError or AttributeError).
"""

import ast
import importlib.util
import os
import re

import pytest
from conftest import ROOT

from tools.ship import devicefiles

_DEFINED = re.compile(r"(?m)^(?:def|class)\s+(\w+)|^(\w+)\s*[:=]")
_IMPORTED = re.compile(r"(?m)^from\s+\S+\s+import\s+([\w, ]+)$")
# A board's own pins are its board module's, which one generic stub cannot list.
_PER_BOARD = ("board",)


def stub_names(module):
    """Return the names CircuitPython's stub of ``module`` defines, or None: no stub."""
    if module in _PER_BOARD:
        return None
    spec = importlib.util.find_spec(module + "-stubs")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = os.path.join(spec.submodule_search_locations[0], "__init__.pyi")
    with open(path, encoding="utf-8") as f:   # read by pattern: the stubs use 3.12's syntax
        text = f.read()
    names = {a or b for a, b in _DEFINED.findall(text)}
    return names | {n.strip() for group in _IMPORTED.findall(text) for n in group.split(",")}


def guarded(tree):
    """Return the ids of the nodes of a ``try`` that catches ImportError or AttributeError.

    Its handlers count too: a fallback for an older firmware's names.
    """
    inside = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try):
            caught = set()
            for handler in node.handlers:
                kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
                caught.update(getattr(k, "id", "Exception") for k in kinds if k is not None)
                if handler.type is None:
                    caught.add("Exception")
            if caught & {"ImportError", "AttributeError", "Exception"}:
                for part in node.body + [h for h in node.handlers]:   # a fallback: older firmware
                    inside.update(id(n) for n in ast.walk(part))
    return inside


def firmware_uses(path):
    """Yield (line, module, name) for each name ``path`` takes from a firmware module, unguarded."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    safe = guarded(tree)
    bound = {}                      # a local name -> the firmware module it is
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                bound[alias.asname or alias.name] = alias.name
        elif isinstance(node, ast.ImportFrom) and node.module and id(node) not in safe:
            for alias in node.names:
                yield node.lineno, node.module, alias.name
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id in bound and id(node) not in safe):
            yield node.lineno, bound[node.value.id], node.attr


def board_files():
    return [rel for rel in devicefiles.device_files() if rel.endswith(".py")
            and not rel.startswith("game/lang/")]


@pytest.mark.parametrize("rel", board_files())
def test_a_board_module_takes_only_names_the_firmware_has(rel):
    missing = []
    for line, module, name in firmware_uses(os.path.join(ROOT, rel)):
        names = stub_names(module)
        if names is not None and name not in names:
            missing.append("%s:%d %s.%s" % (rel, line, module, name))
    assert not missing, "not in CircuitPython's API: " + ", ".join(missing)


def test_the_check_finds_a_name_the_firmware_lacks(tmp_path):
    """``micropython.opt_level``, as code.py called it before: caught unless checked first."""
    assert "const" in stub_names("micropython") and "opt_level" not in stub_names("micropython")
    bad = tmp_path / "bad.py"
    bad.write_text("import micropython\nmicropython.opt_level(3)\n")
    assert list(firmware_uses(str(bad))) == [(2, "micropython", "opt_level")]
    good = tmp_path / "good.py"
    good.write_text("import micropython\ntry:\n    micropython.opt_level(3)\n"
                    "except AttributeError:\n    pass\n")
    assert list(firmware_uses(str(good))) == []
