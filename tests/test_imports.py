"""The engine is pure logic: importing it pulls in no hardware and no CPython-only module."""

import subprocess
import sys

from conftest import ROOT

FORBIDDEN = ("hardware", "board", "displayio", "keypad", "pygame", "digitalio",
             "microcontroller", "supervisor", "typing", "dataclasses", "enum", "abc_",
             "random")


def test_engine_imports_no_hardware():
    code = (
        "import sys\n"
        "before = set(sys.modules)\n"
        "import engine.selfplay, engine.players, engine.session, engine.round\n"
        "import engine.transcript, engine.cards, engine.rng, engine.errors\n"
        "new = sorted(set(sys.modules) - before)\n"
        "print('\\n'.join(new))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.split()
    engine_or_shim = [m for m in out if m.startswith("engine") or m == "micropython"]
    assert sorted(out) == sorted(engine_or_shim), [m for m in out if m not in engine_or_shim]
    for name in FORBIDDEN:
        assert name not in out


def test_engine_sources_name_no_forbidden_import():
    import ast
    import os
    for here, _, names in os.walk(os.path.join(ROOT, "engine")):
        for fn in sorted(names):
            if not fn.endswith(".py"):
                continue
            with open(os.path.join(here, fn)) as f:
                tree = ast.parse(f.read())
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    mods = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom):
                    mods = [node.module or ""]
                else:
                    continue
                for mod in mods:
                    assert mod.split(".")[0] in ("engine", "micropython", "gc", "sys"), (
                        fn, node.lineno, mod)
