"""The device's files and their docstring-free form."""

import ast
import os

from conftest import ROOT

from tools import devicefiles


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
            form = devicefiles.device_form(source)
            assert form.count("\n") == source.count("\n"), rel
            compile(form, rel, "exec")
