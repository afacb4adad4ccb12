"""Which files go on a board, and the form they take there.

A board gets ``code.py``, ``boot.py``, ``engine/``, ``hardware/`` (less the
PC-only simulator and test stub) and ``assets/``; never tests, tools or the
``micropython.py`` shim.  Python files go without their docstrings: a
MicroPython heap keeps a docstring's text for as long as its module is loaded,
and on a board that is memory the game needs.  Each docstring becomes a bare
``0`` spread over the same lines, so tracebacks on the board still name the
right line of the repository's file.  A module's private int constants
(``_NAME = const(5)``) are folded into their uses the same way, each
definition a bare ``0``: a board compiling the source would keep every
such name in its table of interned names for good, and past a pool's end
(about 1,260 names) that table grows by a block of kilobytes at once.
``mpy-cross`` folds them too.  So are the public ones (``NAME = const(5)``)
that other device modules import (tools/ship/constfold.py): on a board each
would be a global whose name is interned for good.  The game's own names
that the firmware does not hold are renamed to names it does, or to short
ones (tools/ship/boardnames.py; ``--untrace`` tells a board's traceback back).
A language file of ``game/lang`` goes as data, its ``.words`` file
(tools/ship/packwords.py), its words filed under those new names.

    python3 -m tools.ship.devicefiles            # list the device files
    python3 -m tools.ship.devicefiles OUT_DIR    # write their device form into OUT_DIR
"""

import ast
import io
import os
import shutil
import sys
import tokenize

from tools.ship import boardnames, constfold, packwords
from tools.ship.devicelist import ASSETS, PC_ONLY, ROOT, device_files  # noqa: F401


def strip_docstrings(source):
    """Return ``source`` with every docstring replaced by ``0`` on the same lines."""
    tree = ast.parse(source)
    spans = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                    and isinstance(body[0].value.value, str)):
                doc = body[0]
                spans.append((doc.lineno, doc.col_offset, doc.end_lineno, doc.end_col_offset))
    # ast's column offsets count UTF-8 bytes, so cut the lines as bytes.
    lines = [line.encode("utf-8") for line in source.splitlines(keepends=True)]
    for first, col, last, end_col in sorted(spans, reverse=True):
        head = lines[first - 1][:col]
        tail = lines[last - 1][end_col:]
        if first == last:
            lines[first - 1] = head + b"0" + tail
        else:
            lines[first - 1:last] = [head + b"(0\n"] + [b"\n"] * (last - first - 1) + [b")" + tail]
    return b"".join(lines).decode("utf-8")


def _private_consts(tree):
    """Return {name: (value, its definition)} of the module's ``_NAME = const(<int>)``.

    A name assigned anywhere else, or declared global, is left alone.
    """
    found = {}
    for node in tree.body:
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)):
            continue
        name, value = node.targets[0].id, node.value
        if (name.startswith("_") and isinstance(value, ast.Call)
                and isinstance(value.func, ast.Name) and value.func.id == "const"
                and len(value.args) == 1 and not value.keywords
                and isinstance(value.args[0], ast.Constant)
                and type(value.args[0].value) is int):
            found[name] = (value.args[0].value, node)
    for n in ast.walk(tree):
        if isinstance(n, ast.Global):
            for name in n.names:
                found.pop(name, None)
        elif (isinstance(n, ast.Name) and n.id in found and not isinstance(n.ctx, ast.Load)
              and n is not found[n.id][1].targets[0]):
            found.pop(n.id)
    return found


def inline_private_consts(source):
    """Return ``source`` with its private int constants folded into their uses, lines kept."""
    consts = _private_consts(ast.parse(source))
    if not consts:
        return source
    lines = source.splitlines(keepends=True)
    cuts = {}                         # line number -> [(start col, end col, definition, text)]
    defining = set()                  # the definitions' lines: they become a bare 0
    for _, node in consts.values():
        cuts.setdefault(node.lineno, []).append((node.col_offset, None, node, "0"))
        defining.update(range(node.lineno, node.end_lineno + 1))
    previous = None
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if (tok.type == tokenize.NAME and tok.string in consts
                and tok.start[0] == tok.end[0] and tok.start[0] not in defining
                and not (previous is not None and previous.string == ".")):
            row, col = tok.start
            cuts.setdefault(row, []).append((col, tok.end[1], None, str(consts[tok.string][0])))
        previous = tok
    for row in sorted(cuts, reverse=True):
        for col, end, node, text in sorted(cuts[row], key=lambda cut: -cut[0]):
            if node is not None:      # a definition: a bare 0, over the same lines
                last = node.end_lineno
                tail = lines[last - 1].encode("utf-8")[node.end_col_offset:].decode("utf-8")
                head = lines[row - 1][:col]
                lines[row - 1:last] = [head + text + tail] + ["\n"] * (last - row)
            else:
                line = lines[row - 1]
                lines[row - 1] = line[:col] + text + line[end:]
    return "".join(lines)


# The stages a Python file goes through on its way to a board, in order
# (tools/ship/devicebuild.py writes each one's output; docs/device-build.md walks them).
STAGES = ("docstrings", "private-constants", "public-constants", "names")


def device_stages(source, rel, root=ROOT):
    """Yield ``(stage, text)`` for each of STAGES in turn: the last text is the device form.

    A stage that does not apply to ``rel`` (public constants outside the
    game's three folders) gives its input unchanged.
    """
    text = strip_docstrings(source)
    yield STAGES[0], text
    text = inline_private_consts(text)
    yield STAGES[1], text
    if rel.startswith(("engine/", "game/", "hardware/")):
        consts, keep = _public(root)
        text = constfold.fold(text, constfold.module_name(rel), consts, keep)
    yield STAGES[2], text
    yield STAGES[3], boardnames.rename(text, boardnames.plan(root, device_files(root)))


def device_form(source, rel=None, root=ROOT):
    """Return a Python file's device form: no docstrings, int constants folded.

    With ``rel``, the file's repository path, the public constants it
    imports from the device modules of ``root`` are folded too, and the
    names the board's firmware does not hold are renamed (tools/ship/boardnames.py).
    """
    if rel is None:
        return inline_private_consts(strip_docstrings(source))
    return list(device_stages(source, rel, root))[-1][1]


def harness_form(source, rel, root=ROOT):
    """Return the form of ``rel``, a tool the VM runs beside the device modules, for a fixed heap.

    Its uses of the device modules' public constants are folded as theirs
    are, so it imports none of them: the scripted person
    (tools/play/autokeys.py) no longer loads ``game/keys.py``, which a board,
    whose key bits are folded in, never holds (1.2 KB of a fixed-heap
    run's harness).
    """
    consts, keep = _public(root)
    return constfold.fold(source, constfold.module_name(rel), consts, keep)


def language_form(source, root=ROOT):
    """Return a language file's device form: its ``.words`` file, its words by their new names."""
    return packwords.device_bytes(source, boardnames.plan(root, device_files(root)))


_PUBLIC = {}     # root -> (every device module's public constants, those the harness reads)


def _public(root):
    """Return constfold's table of ``root``'s device modules, and the names to keep defined."""
    if root not in _PUBLIC:
        sources = {}
        for rel in device_files(root):
            if rel.endswith(".py") and rel.startswith(("engine/", "game/", "hardware/")):
                with open(os.path.join(root, rel), encoding="utf-8") as f:
                    sources[rel] = f.read()
        consts = constfold.table(sources)
        _PUBLIC[root] = (consts, constfold.still_imported(sources, consts)
                         | constfold.harness_names(constfold.harness_sources(root)))
    return _PUBLIC[root]


# mpy-cross's -O level.  Measured under CircuitPython 10's own VM (the heap report's
# session, .mpy): -O0 and -O1 need the same heap; -O3 needs 4 KB less, for it keeps
# no line numbers.  A traceback on the board still names each module (its -s name)
# and function, and gives every line as 1; the .py form keeps its lines.
MPY_OPT = 3


def compile_command(mpy_cross, rel, out_path, opt=None):
    """Return the command that compiles device file ``rel`` (its device form) to ``out_path``.

    The source name embedded is the module's dotted name (``engine.round``),
    which a board interns anyway as the module's ``__name__``: the file's
    path would be one more name, for each of some forty modules, and a
    traceback still says which module and line.  ``opt`` is mpy-cross's -O
    level (``MPY_OPT`` by default).
    """
    opt = MPY_OPT if opt is None else opt
    return [mpy_cross, "-O%d" % opt, "-s", constfold.module_name(rel), "-o", out_path, rel]


def device_paths(root=ROOT):
    """Return the paths (relative, sorted) that the device files take on a board."""
    return sorted(device_path(rel) for rel in device_files(root))


def device_path(rel):
    """Return where device file ``rel`` goes on a board: a language file as its words' data."""
    return packwords.device_path(rel) if packwords.is_language(rel) else rel


def write_device_form(out, root=ROOT):
    """Write every device file, in its device form, under ``out``; return their device paths."""
    placed = []
    for rel in device_files(root):
        src = os.path.join(root, rel)
        dst = os.path.join(out, device_path(rel))
        placed.append(device_path(rel))
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        if packwords.is_language(rel):        # words as data: tools/ship/packwords.py
            with open(src, encoding="utf-8") as f:
                data = language_form(f.read(), root)
            with open(dst, "wb") as f:
                f.write(data)
        elif rel.endswith(".py"):
            with open(src, encoding="utf-8") as f:
                text = device_form(f.read(), rel, root)
            with open(dst, "w", encoding="utf-8", newline="") as f:
                f.write(text)
        else:
            shutil.copyfile(src, dst)
    return placed


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1].startswith("-"):     # --help: not a folder to write
        sys.exit(__doc__.split("\n\n")[-1].rstrip())
    if len(sys.argv) > 1:
        for rel in write_device_form(sys.argv[1]):
            print(rel)
    else:
        print("\n".join(device_files()))
