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
        "from tools.play.autokeys import KeyPlayer, answer\n"
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
    graph = {}
    for name, path in modules.items():
        found = set()
        for _line, target in imported_modules(path):
            if target in modules and target != name:
                found.add(target)
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


def test_no_circle_of_imports():
    """Modules import down, never round: a circle is two modules that each need the other.

    The last one cut: the saves' keeper, power-on's reading and the storage,
    whose shared layout and status codes are hardware/records.py's now.
    """
    assert circles(import_graph()) == []
    assert circles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]    # the check sees one


# Game is written in two modules, each a half of the class: the frame and the
# scenes (game/game.py's Game), the session at the table (game/sitting.py's Sitting).
GAME_HALVES = (("game.py", "Game"), ("sitting.py", "Sitting"))


def game_fields():
    """Return the names both halves' ``__init__`` set on ``self``: the game's state."""
    found = set()
    for module, cls in GAME_HALVES:
        with open(os.path.join(ROOT, "game", module), encoding="utf-8") as f:
            tree = ast.parse(f.read())
        body = next(node for node in tree.body if getattr(node, "name", "") == cls)
        init = next(node for node in body.body
                    if isinstance(node, ast.FunctionDef) and node.name == "__init__")
        found |= {node.attr for node in ast.walk(init) if isinstance(node, ast.Attribute)
                  and isinstance(node.ctx, ast.Store) and isinstance(node.value, ast.Name)
                  and node.value.id == "self"}
    return found


def game_writes(path, fields):
    """Yield ``(line, field)`` for each assignment in ``path`` to a field of the game.

    The game goes by ``game``, ``g`` or ``self.game``; a write into one of
    its buffers (``game.evening[seat] += 1``) is a write too, a write into an
    object it holds (``game.screen.menu = 1``, the screen's own) is not.
    """
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        else:
            continue
        while targets:
            t = targets.pop()
            if isinstance(t, (ast.Tuple, ast.List)):
                targets += t.elts
                continue
            while isinstance(t, ast.Subscript):
                t = t.value
            if not isinstance(t, ast.Attribute) or t.attr not in fields:
                continue
            owner = t.value
            if (isinstance(owner, ast.Name) and owner.id in ("game", "g")
                    or isinstance(owner, ast.Attribute) and owner.attr == "game"):
                yield node.lineno, t.attr


def test_only_the_game_sets_its_state():
    """The scenes, the loop and the keeper tell the game what happened; none sets its fields.

    What the game holds changes in its own two modules only, by its verbs
    (``hand_to``, ``deal``, ``to_save`` ...), so each field has one place
    that says when and why it changes.
    """
    fields = game_fields()
    assert {"due", "viewer", "scene", "lit"} <= fields
    halves = [os.path.join(ROOT, "game", module) for module, _ in GAME_HALVES]
    found = []
    for path in layer_files("game") + layer_files("hardware") + [os.path.join(ROOT, "code.py")]:
        if path not in halves:
            found += [(os.path.relpath(path, ROOT), line, field)
                      for line, field in game_writes(path, fields)]
    assert found == []


# Where the rest of the code may find a round: names and attributes that hold one.
ROUND_NAMES = ("rnd", "round_")
ROUND_ATTRS = ("rnd", "round")


def round_fields():
    """Return the fields ``Round`` sets on itself (engine/round.py)."""
    with open(os.path.join(ROOT, "engine", "round.py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    found = set()
    for node in ast.walk(next(n for n in tree.body if getattr(n, "name", "") == "Round")):
        if (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
                and isinstance(node.value, ast.Name) and node.value.id == "self"):
            found.add(node.attr)
    return found


def round_layout_uses(source):
    """Yield ``(line, what)`` for each look into a round's layout in ``source``.

    That is ``cap`` (or anything private) read from a round, and any field
    of a round written, replaced or written into: a name bound to a round is
    ``rnd`` or ``round_``, ``x.rnd`` or ``x.round``, or a name set from one.
    """
    tree = ast.parse(source)
    fields = round_fields()
    bound = set(ROUND_NAMES)

    def is_round(node):
        return (isinstance(node, ast.Name) and node.id in bound
                or isinstance(node, ast.Attribute) and node.attr in ROUND_ATTRS)

    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and is_round(node.value):
            bound.update(t.id for t in node.targets if isinstance(t, ast.Name))
    for node in ast.walk(tree):
        target = node.value if isinstance(node, ast.Subscript) else node
        if not (isinstance(target, ast.Attribute) and is_round(target.value)):
            continue
        name = target.attr
        if name == "cap" or name.startswith("_"):     # the hands' stride, the round's own
            yield node.lineno, "reads ." + name
        elif name in fields and isinstance(node.ctx, (ast.Store, ast.Del)):
            yield node.lineno, "writes ." + name


def test_only_the_rules_know_how_a_round_is_laid_out():
    """Outside engine/, a round is read through its methods and public facts, never its layout.

    ``rnd.cards[seat * rnd.cap + i]`` elsewhere would tie the screens and
    the saves to how the hands are stored; ``rnd.card(seat, i)`` does not.
    """
    assert {"cap", "cards", "size", "players"} <= round_fields()
    sample = ("rnd = g.rnd\nr = rnd\nn = r.cap\nrnd.size[0] = 1\nself.game.rnd.over = True\n"
              "rnd.live += 1\nrnd._find_losers()\nk = rnd.players + rnd.hand_size(0)\n"
              "del session.round.cards[0]\nrnd.key[3]\n")
    assert sorted(line for line, _ in round_layout_uses(sample)) == [3, 4, 5, 6, 7, 9]
    found = []
    files = [os.path.join(ROOT, "code.py")]
    for layer in ("game", "hardware", "tools"):
        files += layer_files(layer)
    for path in files:
        with open(path, encoding="utf-8") as f:
            source = f.read()
        found += ["%s:%d %s" % (os.path.relpath(path, ROOT), line, what)
                  for line, what in round_layout_uses(source)]
    assert found == []
