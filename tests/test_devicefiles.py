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
