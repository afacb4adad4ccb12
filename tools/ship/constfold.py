"""Fold the device modules' public int constants into the modules that use them.

A public ``NAME = const(5)`` is a global of its module on a board: its name
is interned for good, and every ``from engine.cards import NAME`` costs a
dict entry and bytecode in the importer too.  About two hundred such names
(keys, variants, screen kinds) cost a board several KB it needs for play.
In the device form (tools/ship/devicefiles.py) each use of an imported public
constant, ``NAME`` or ``cards.NAME``, becomes its value, the import of it
goes, and the definition becomes a bare ``0`` like a private one's, so no
module holds the name at all.

A name is left alone wherever folding it could change what a program
means: one bound again in the importing module, one whose value is not a
plain int, and one that code running beside the device modules in the
MicroPython VM reads (tests/mpy/, the stub, the scripted player: see
``harness_names``), which keeps its definition, though its uses are still
folded.  Lines stay where they were, so a traceback still names the
repository's line.
"""

import ast
import os
import re

_IDENT = re.compile(r"[A-Z][A-Z0-9_]*")
# The tools that run in the VM beside the device modules: the scripted player and
# the benchmark's core (make bench).
VM_TOOLS = ("play/autokeys.py", "measure/benchcore.py", "measure/yardstick.py")


def module_name(rel):
    """Return the dotted module name of repository path ``rel`` ("engine/cards.py")."""
    name = rel[:-3].replace("/", ".")
    return name[:-len(".__init__")] if name.endswith(".__init__") else name


def public_consts(tree):
    """Return {NAME: value} of a module's top-level ``NAME = const(<int>)``, public names only.

    A name assigned anywhere else in the module, or declared global, is left out.
    """
    found = {}
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and not node.targets[0].id.startswith("_")
                and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name)
                and node.value.func.id == "const" and len(node.value.args) == 1
                and not node.value.keywords and isinstance(node.value.args[0], ast.Constant)
                and type(node.value.args[0].value) is int):
            found[node.targets[0].id] = node.value.args[0].value
    for name in _rebound(tree, skip_top_consts=True):
        found.pop(name, None)
    return found


def _rebound(tree, skip_top_consts=False):
    """Return the names a module binds other than by an import (or, with the flag, by const())."""
    tops = set()
    if skip_top_consts:
        tops = {id(node.targets[0]) for node in tree.body
                if isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)}
    names = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load) and id(n) not in tops:
            names.add(n.id)
        elif isinstance(n, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
            names.add(n.name)
        elif isinstance(n, ast.arg):
            names.add(n.arg)
        elif isinstance(n, ast.Global):
            names.update(n.names)
    return names


def table(sources):
    """Return {module name: {NAME: value}} from {repository path: source} of the device modules.

    A constant a module imports and others import from it (hardware/keys.py
    passes game/keys.py's on) counts as that module's too.
    """
    trees = {module_name(rel): ast.parse(text) for rel, text in sources.items()
             if rel.endswith(".py")}
    consts = {name: public_consts(tree) for name, tree in trees.items()}
    bound = {name: _rebound(tree) for name, tree in trees.items()}
    grew = True
    while grew:
        grew = False
        for name, tree in trees.items():
            for node in tree.body:
                if isinstance(node, ast.ImportFrom) and not node.level:
                    for alias in node.names:
                        local = alias.asname or alias.name
                        value = consts.get(node.module, {}).get(alias.name)
                        if (value is not None and local not in bound[name]
                                and local not in consts[name]):
                            consts[name][local] = value
                            grew = True
    return consts


def still_imported(sources, consts):
    """Return the constants some device module imports and cannot fold (it binds the name).

    Their definitions stay: ``class View: TILE_W = TILE_W`` still needs the import.
    """
    names = set()
    for text in sources.values():
        tree = ast.parse(text)
        bound = _rebound(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and not node.level:
                for alias in node.names:
                    if (alias.name in consts.get(node.module, {})
                            and (alias.asname or alias.name) in bound):
                        names.add(alias.name)
    return names


def harness_names(texts):
    """Return the upper-case names that appear anywhere in ``texts`` (the harness's sources)."""
    names = set()
    for text in texts:
        names.update(_IDENT.findall(text))
    return names


def fold(source, module, consts, keep=()):
    """Return ``source`` (module ``module``) with the public constants of ``consts`` folded.

    ``consts`` is ``table``'s answer for every device module; ``keep`` the
    names whose definitions must stay (``harness_names``).
    """
    tree = ast.parse(source)
    bound = _rebound(tree)
    values = {}           # a name this module reads -> the int it stands for
    modules = {}          # a name bound to a device module -> that module's constants
    imports = []          # (ImportFrom node, the aliases that stay)
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom) or node.level:
            continue
        stay = []
        for alias in node.names:
            local = alias.asname or alias.name
            full = node.module + "." + alias.name
            theirs = consts.get(node.module, {})
            value = theirs.get(alias.name)
            if value is not None and local not in bound and values.get(local, value) == value:
                values[local] = value
            else:
                if full in consts and local not in bound:
                    modules[local] = consts[full]
                stay.append(alias)
        if len(stay) < len(node.names):
            imports.append((node, stay))
    own = consts.get(module, {})
    cuts = []             # (line, start byte, end line, end byte, text)
    for node in tree.body:          # the definitions themselves
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name) and node.targets[0].id in own
                and node.targets[0].id not in keep):
            cuts.append((node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, "0"))
            values.setdefault(node.targets[0].id, own[node.targets[0].id])
    defining = {id(node.targets[0]) for node in tree.body if isinstance(node, ast.Assign)
                and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)}
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):     # an f-string's positions are not to be trusted
            skip.update(id(n) for n in ast.walk(node))
    for node in ast.walk(tree):
        if id(node) in skip or getattr(node, "lineno", None) != getattr(node, "end_lineno", 0):
            continue
        if (isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id in values
                and id(node) not in defining):
            text = str(values[node.id])
        elif (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load)
              and isinstance(node.value, ast.Name) and node.value.id in modules
              and node.attr in modules[node.value.id]):
            text = str(modules[node.value.id][node.attr])
        else:
            continue
        cuts.append((node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, text))
    for node, stay in imports:
        text = ("from %s import %s" % (node.module, ", ".join(
            a.name + (" as " + a.asname if a.asname else "") for a in stay))) if stay else "pass"
        cuts.append((node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, text))
    if not cuts:
        return source
    return _cut(source, cuts)


def _cut(source, cuts):
    """Return ``source`` with each (line, byte, end line, end byte, text) span replaced.

    The lines stay where they were: a span over several becomes one, and blank ones.
    """
    lines = [line.encode("utf-8") for line in source.splitlines(keepends=True)]
    for first, col, last, end_col, text in sorted(cuts, reverse=True):
        head = lines[first - 1][:col]
        tail = lines[last - 1][end_col:]
        lines[first - 1:last] = [head + text.encode("utf-8") + tail] + [b"\n"] * (last - first)
    return b"".join(lines).decode("utf-8")


def harness_sources(root):
    """Return the text of what runs beside the device modules in the VM.

    That is tests/mpy/, the stub and the tools of ``VM_TOOLS`` whole, and the
    string literals of the other tests (the snippets they hand the VM).
    """
    texts = []
    paths = [os.path.join(root, "hardware", "stub.py")]
    paths += [os.path.join(root, "tools", *name.split("/")) for name in VM_TOOLS]
    for here, _, names in os.walk(os.path.join(root, "tests")):
        paths += [os.path.join(here, n) for n in sorted(names) if n.endswith(".py")]
    mpy = os.path.join(root, "tests", "mpy") + os.sep
    for path in paths:
        if not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if path.startswith(mpy) or not os.path.basename(path).startswith("test_"):
            texts.append(text)
        else:
            texts += [n.value for n in ast.walk(ast.parse(text))
                      if isinstance(n, ast.Constant) and isinstance(n.value, str)
                      and "import " in n.value]
    return texts
