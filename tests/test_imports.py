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
