"""The layers: imports run hardware -> game -> engine only, and the rules import no hardware.

``engine/`` is the rules (pure logic), ``game/`` what the device shows and
keeps (pure logic too), ``hardware/`` everything that touches the board.
A layer may import the ones below it, never one above; and neither
``engine/`` nor ``game/`` may pull in a hardware or CPython-only module.
"""

import ast
import os
import subprocess
import sys

import pytest
from conftest import ROOT

FORBIDDEN = ("hardware", "board", "displayio", "keypad", "pygame", "digitalio",
             "microcontroller", "supervisor", "typing", "dataclasses", "enum", "abc_",
             "random")
# What each layer may import at run time (its own modules included).
ALLOWED = {
    "engine": ("engine", "micropython", "gc", "sys"),
    "game": ("engine", "game", "micropython", "gc", "sys"),
}


def imported_modules(path):
    """Yield ``(line, module)`` for every import in the file at ``path``."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            yield node.lineno, node.module or ""


def fresh_python(code):
    """Return what ``code`` prints, run by a Python of its own (no module loaded before)."""
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout


def layer_files(layer):
    """Return the .py files of package ``layer``."""
    found = []
    for here, _, names in os.walk(os.path.join(ROOT, layer)):
        found += [os.path.join(here, n) for n in sorted(names) if n.endswith(".py")]
    return found


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_each_layer_imports_only_the_layers_below_it(layer):
    files = layer_files(layer)
    assert files
    for path in files:
        for line, module in imported_modules(path):
            assert module.split(".")[0] in ALLOWED[layer], (path, line, module)


def test_hardware_imports_nothing_of_the_tools_or_tests():
    for path in layer_files("hardware"):
        for line, module in imported_modules(path):
            assert module.split(".")[0] not in ("tools", "tests"), (path, line, module)


def test_importing_the_rules_and_the_game_pulls_in_no_hardware():
    code = (
        "import sys\n"
        "before = set(sys.modules)\n"
        "import engine.selfplay, engine.players, engine.session, engine.round\n"
        "import engine.transcript, engine.cards, engine.rng, engine.errors\n"
        "import game.game, game.restore, game.keeping\n"
        "new = sorted(set(sys.modules) - before)\n"
        "print('\\n'.join(new))\n")
    out = fresh_python(code).split()
    ours = [m for m in out if m.split(".")[0] in ("engine", "game") or m in ("micropython", "gc")]
    assert sorted(out) == sorted(ours), [m for m in out if m not in ours]
    for name in FORBIDDEN:
        assert name not in out


def test_the_game_loads_one_scene_at_a_time():
    """A scene's code leaves memory when the next scene comes (a PyBadge holds one)."""
    code = (
        "import sys\n"
        "from game.game import Game\n"
        "from game.keys import K_A, K_B, K_DOWN\n"
        "g = Game()\n"
        "def scenes(): return sorted(m for m in sys.modules if m.startswith('game.scenes.'))\n"
        "print(scenes())\n"
        "g.step(K_A, 1)\n"
        "print(scenes())\n"
        "g.step(K_B, 2)\n"
        "g.step(K_DOWN, 3)\n"
        "g.step(K_A, 4)\n"
        "print(scenes())\n")
    out = fresh_python(code).splitlines()
    assert out == ["['game.scenes.title']", "['game.scenes.setup']", "['game.scenes.rules']"]


def test_play_reads_no_words_only_the_tools_and_a_broken_rule_need():
    """A whole session leaves game/names.py and engine/sentences.py on the drive."""
    code = (
        "import sys\n"
        "from game.game import Game\n"
        "from game.settings import ROUNDS, Settings\n"
        "from hardware import loop, stub\n"
        "from hardware.view import View\n"
        "from tools.autokeys import KeyPlayer, answer\n"
        "class Table(stub.Device):\n"
        "    def wait_frame(self):\n"
        "        answer(self, self.player)\n"
        "        super().wait_frame()\n"
        "st = Settings()\n"
        "st.set_mode(ROUNDS)\n"
        "st.count = 2\n"
        "game = Game(seed=3, settings=st)\n"
        "device = Table()\n"
        "device.player = KeyPlayer(game, seed=3)\n"
        "loop.play(device, game, View(device.display, device.width, device.height))\n"
        "print(game.session.over, 'game.names' in sys.modules,\n"
        "      'engine.sentences' in sys.modules)\n")
    out = fresh_python(code).split()
    assert out[-3:] == ["True", "False", "False"]


def import_graph():
    """Return {module: modules it imports, anywhere in it} for the device code and the tools."""
    modules = {}
    for top in ("engine", "game", "hardware", "tools"):
        for here, _dirs, names in os.walk(os.path.join(ROOT, top)):
            for name in names:
                if name.endswith(".py"):
                    rel = os.path.relpath(os.path.join(here, name), ROOT)[:-3]
                    modules[rel.replace(os.sep, ".")] = os.path.join(here, name)
    flat = {name.rpartition(".")[2]: name for name in modules if name.startswith("tools.")}
    graph = {}
    for name, path in modules.items():
        found = set()
        for _line, target in imported_modules(path):
            for candidate in (target, flat.get(target) if name.startswith("tools.") else None):
                if candidate in modules and candidate != name:
                    found.add(candidate)
        with open(path, encoding="utf-8") as f:
            for node in ast.walk(ast.parse(f.read())):
                if isinstance(node, ast.ImportFrom) and node.module:
                    for alias in node.names:
                        if node.module + "." + alias.name in modules:
                            found.add(node.module + "." + alias.name)
        graph[name] = found
    return graph


def circles(graph):
    """Return the strongly connected groups of more than one module, each sorted."""
    found, index, low, stack, on = [], {}, {}, [], set()

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in graph:
        if v not in index:
            visit(v)
    return sorted(found)


def test_no_circle_of_imports_but_the_saves_one_left_to_cut():
    """Modules import down, never round: a circle is two modules that each need the other.

    The one left: the saves' keeper, power-on's reading and the storage
    (their shared layout and status codes are to go down into a module of
    their own).  A new circle fails here.
    """
    assert circles(import_graph()) == [["hardware.keeper", "hardware.reading", "hardware.storage"]]
    assert circles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]    # the check sees one
