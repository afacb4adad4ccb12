"""The device's files and their docstring-free form."""

import ast
import os

from conftest import ROOT

from tools.ship import constfold, devicefiles


def test_device_files_are_exactly_the_board_files():
    files = devicefiles.device_files()
    assert "code.py" in files and "boot.py" in files and "engine/round.py" in files
    assert "assets/cards.bmp" in files
    assert not [f for f in files if f.startswith(("tests/", "tools/"))]
    assert "micropython.py" not in files
    assert "hardware/desktop.py" not in files and "hardware/stub.py" not in files


def test_stripping_keeps_code_and_lines_and_drops_docstrings():
    for rel in devicefiles.device_files():
        if not rel.endswith(".py"):
            continue
        with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
            source = f.read()
        stripped = devicefiles.strip_docstrings(source)
        assert source.count("\n") == stripped.count("\n"), rel
        tree = ast.parse(stripped)
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)):
                assert ast.get_docstring(node) is None, (rel, getattr(node, "name", ""))
        original = ast.parse(source)
        count = sum(isinstance(n, (ast.FunctionDef, ast.ClassDef)) for n in ast.walk(original))
        assert count == sum(isinstance(n, (ast.FunctionDef, ast.ClassDef)) for n in ast.walk(tree))


def test_strip_handles_non_ascii_and_one_line_bodies():
    src = ('def f():\n    """Return ``7♥``: é."""\n    return 1\n\n\n'
           'def g():\n    """Do nothing."""\n')
    out = devicefiles.strip_docstrings(src)
    ns = {}
    exec(compile(out, "x", "exec"), ns)
    assert ns["f"]() == 1 and ns["g"]() is None
    assert "♥" not in out


def test_private_int_constants_are_folded_on_the_same_lines():
    src = ('from micropython import const\n'
           '_A = const(5)   # five\n'
           '_B = const(_A + 1)\n'
           'PUBLIC = const(7)\n'
           '_T = (1, 2)\n'
           '_K = const(3)\n'
           '\n'
           'def f(x):\n'
           '    return x + _A * _B + PUBLIC + _T[0] + len(_T)\n'
           '\n'
           'class C:\n'
           '    _K = 9           # a class attribute of that name: not the constant\n'
           '    v = _A\n')
    out = devicefiles.inline_private_consts(src)
    assert out.count("\n") == src.count("\n")
    assert "_A" not in out and "const(5)" not in out       # folded, its definition a bare 0
    assert "_B = const(5 + 1)" in out                      # not an int literal: kept, folded into
    assert "PUBLIC = const(7)" in out and "_T = (1, 2)" in out
    assert "_K = const(3)" in out and "    _K = 9" in out  # assigned elsewhere: left alone
    ns = {"const": lambda v: v}
    exec(compile(out.replace("from micropython import const\n", "\n"), "x", "exec"), ns)
    assert ns["f"](1) == 1 + 5 * 6 + 7 + 1 + 2 and ns["C"].v == 5


def test_the_device_form_keeps_every_module_compiling_with_its_lines():
    for rel in devicefiles.device_files():
        if rel.endswith(".py"):
            with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
                source = f.read()
            form = devicefiles.device_form(source, rel)
            assert form.count("\n") == source.count("\n"), rel
            compile(form, rel, "exec")


KEYS = """from micropython import const

A = const(1)
B = const(2)
KEPT = const(4)
T = (1, 2)
"""
RELAY = """from pkg.keys import A, B
"""
USER = """from pkg import keys
from pkg.keys import (
    A,
    KEPT,
    T,
)
from pkg.relay import B as BEE


class C:
    KEPT = KEPT


def f(x):
    return x + A + keys.B + BEE + C.KEPT + T[0]
"""


def test_public_constants_are_folded_into_the_modules_that_import_them():
    sources = {"pkg/keys.py": KEYS, "pkg/relay.py": RELAY, "pkg/user.py": USER}
    consts = constfold.table(sources)
    assert consts["pkg.keys"] == {"A": 1, "B": 2, "KEPT": 4}
    assert consts["pkg.relay"] == {"A": 1, "B": 2}           # passed on counts too
    keep = constfold.still_imported(sources, consts)
    assert keep == {"KEPT"}                                    # user.py binds it again
    forms = {rel: constfold.fold(text, constfold.module_name(rel), consts, keep)
             for rel, text in sources.items()}
    for rel, form in forms.items():
        assert form.count("\n") == sources[rel].count("\n"), rel
    assert "A = const" not in forms["pkg/keys.py"] and "KEPT = const(4)" in forms["pkg/keys.py"]
    assert "from pkg.keys import" not in forms["pkg/relay.py"]
    user = forms["pkg/user.py"]
    assert "from pkg.keys import KEPT, T" in user and "BEE" not in user
    assert "return x + 1 + 2 + 2 + C.KEPT + T[0]" in user
    # Both forms mean the same: run them as modules of a package.
    for form in (sources, forms):
        modules = {}
        for rel in ("pkg/keys.py", "pkg/relay.py", "pkg/user.py"):
            modules[constfold.module_name(rel)] = _run(form[rel], modules)
        assert modules["pkg.user"]["f"](10) == 10 + 1 + 2 + 2 + 4 + 1


def _run(source, modules):
    """Execute ``source`` with its imports served from ``modules`` (name -> namespace)."""
    import types

    def load(name, globals=None, locals=None, fromlist=(), level=0):
        if name == "micropython":
            return types.SimpleNamespace(const=lambda v: v)
        if name == "pkg":
            return types.SimpleNamespace(**{k.split(".")[1]: types.SimpleNamespace(**v)
                                            for k, v in modules.items()})
        return types.SimpleNamespace(**modules[name])

    ns = {"__builtins__": dict(__builtins__ if isinstance(__builtins__, dict)
                               else vars(__builtins__), __import__=load)}
    exec(compile(source, "x", "exec"), ns)
    return ns


def test_the_device_form_names_no_public_constant_it_does_not_define():
    """Every name a device module imports from another is still there in the device form."""
    import tempfile

    with tempfile.TemporaryDirectory() as out:
        devicefiles.write_device_form(out)
        defined = {}
        for rel in devicefiles.device_paths():
            if rel.endswith(".py") and rel.startswith(("engine/", "game/", "hardware/")):
                with open(os.path.join(out, rel), encoding="utf-8") as f:
                    tree = ast.parse(f.read())
                defined[constfold.module_name(rel)] = tree
        for name, tree in defined.items():
            top = set()
            for node in tree.body:
                for target in getattr(node, "targets", []):
                    if isinstance(target, ast.Name):
                        top.add(target.id)
                if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                    top.add(node.name)
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    top.update((a.asname or a.name).split(".")[0] for a in node.names)
            defined[name] = (tree, top)
        for name, (tree, _) in defined.items():
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and node.module in defined:
                    theirs = defined[node.module][1]
                    for alias in node.names:
                        full = node.module + "." + alias.name
                        assert alias.name in theirs or full in defined, (name, full)
        with open(os.path.join(out, "game", "scenes", "table.py"), encoding="utf-8") as f:
            folded = f.read()
        assert "K_START" not in folded and "RESULT_SCREEN" not in folded
