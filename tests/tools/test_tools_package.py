"""tools/ is a package of groups, each tool run as ``python -m tools.<group>.<tool>``.

Run so, from the repository's root, a tool finds ``engine/``, ``game/``,
``hardware/`` and the other tools the way a board finds the game's modules:
by the root being on the path.  A tool or a test that put folders on the
path itself would make a second way in, where the same file can load as
two modules (``devicefiles`` and ``tools.ship.devicefiles``) and a tool run
by hand finds what a test never saw.  Two places may: ``tests/conftest.py``
puts the root on the path for pytest, as CircuitPython puts its drive's
root, and the scripts of ``tests/mpy/`` name their folders inside the
MicroPython VM, which has no package of its own to import them from.
"""

import ast
import os

from conftest import ROOT

MAY_CHANGE_THE_PATH = ("tests/conftest.py", "tests/mpy/")


def python_files(root, folder):
    """Yield the repository paths of the Python files under ``folder``."""
    for here, dirs, names in os.walk(os.path.join(root, folder)):
        dirs[:] = sorted(d for d in dirs if d not in ("__pycache__", "node_modules"))
        for name in sorted(names):
            if name.endswith(".py"):
                yield os.path.relpath(os.path.join(here, name), root).replace(os.sep, "/")


def path_changes(source):
    """Return the lines where ``source`` changes ``sys.path`` (a call on it, or a store)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        target = None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            target = node.func.value            # sys.path.insert(...), .append, .extend, ...
        elif isinstance(node, (ast.Assign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                target = t.value if isinstance(t, ast.Subscript) else t
        if (isinstance(target, ast.Attribute) and target.attr == "path"
                and isinstance(target.value, ast.Name) and target.value.id == "sys"):
            found.append(node.lineno)
    return sorted(found)


def path_changers(root):
    """Return ``path:line`` for each change of sys.path in tools/ and tests/ but the two allowed."""
    found = []
    for folder in ("tools", "tests"):
        for rel in python_files(root, folder):
            if rel.startswith(MAY_CHANGE_THE_PATH):
                continue
            with open(os.path.join(root, rel), encoding="utf-8") as f:
                found += ["%s:%d" % (rel, line) for line in path_changes(f.read())]
    return found


def loose_tools(root):
    """Return what breaks the package: a tool outside a group, a group without __init__.py."""
    tools = os.path.join(root, "tools")
    found = [name for name in sorted(os.listdir(tools))
             if name.endswith(".py") and name != "__init__.py"]
    if not os.path.isfile(os.path.join(tools, "__init__.py")):
        found.append("__init__.py")
    for name in sorted(os.listdir(tools)):
        group = os.path.join(tools, name)
        if (os.path.isdir(group) and name != "__pycache__"
                and any(n.endswith(".py") for n in os.listdir(group))
                and not os.path.isfile(os.path.join(group, "__init__.py"))):
            found.append(name + "/__init__.py")
    return found


def test_the_finder_sees_each_way_of_changing_the_path():
    source = ("import sys\n"
              "sys.path.insert(0, 'a')\n"
              "sys.path.append('b')\n"
              "sys.path[:0] = ['c']\n"
              "sys.path += ['d']\n"
              "sys.path = ['e']\n"
              "text = 'sys.path.insert(0, \"f\")'\n"
              "print(sys.path[0], os.path.join('g'))\n")
    assert path_changes(source) == [2, 3, 4, 5, 6]


def test_no_tool_or_test_puts_folders_on_the_path():
    assert path_changers(ROOT) == []


def test_every_tool_is_in_a_group_with_its_init():
    assert loose_tools(ROOT) == []
    groups = [n for n in os.listdir(os.path.join(ROOT, "tools"))
              if os.path.isfile(os.path.join(ROOT, "tools", n, "__init__.py"))]
    assert {"play", "art", "ship", "measure", "board"} <= set(groups)
