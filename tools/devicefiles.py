"""Which files go on a board, and the form they take there.

A board gets ``code.py``, ``boot.py``, ``engine/``, ``hardware/`` (less the
PC-only simulator and test stub) and ``assets/``; never tests, tools or the
``micropython.py`` shim.  Python files go without their docstrings: a
MicroPython heap keeps a docstring's text for as long as its module is loaded,
and on a board that is memory the game needs.  Each docstring becomes a bare
``0`` spread over the same lines, so tracebacks on the board still name the
right line of the repository's file.

    python3 tools/devicefiles.py            # list the device files
    python3 tools/devicefiles.py OUT_DIR    # write their device form into OUT_DIR
"""

import ast
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PC_ONLY = {"hardware/desktop.py", "hardware/stub.py", "hardware/device.py"}  # device.py: a list
ASSETS = (".bmp",)


def device_files(root=ROOT):
    """Return the repository paths (relative, sorted) that a board needs."""
    found = [name for name in ("code.py", "boot.py") if os.path.isfile(os.path.join(root, name))]
    for folder, endings in (("engine", (".py",)), ("game", (".py",)), ("hardware", (".py",)),
                            ("assets", ASSETS)):
        base = os.path.join(root, folder)
        if not os.path.isdir(base):
            continue
        for here, dirs, names in os.walk(base):
            dirs[:] = [d for d in dirs if not d.startswith((".", "__"))]
            for name in names:
                rel = os.path.relpath(os.path.join(here, name), root).replace(os.sep, "/")
                if name.endswith(endings) and rel not in PC_ONLY:
                    found.append(rel)
    return sorted(found)


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


def write_device_form(out, root=ROOT):
    """Write every device file, in its device form, under ``out``; return the list."""
    files = device_files(root)
    for rel in files:
        src = os.path.join(root, rel)
        dst = os.path.join(out, rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        if rel.endswith(".py"):
            with open(src, encoding="utf-8") as f:
                text = strip_docstrings(f.read())
            with open(dst, "w", encoding="utf-8", newline="") as f:
                f.write(text)
        else:
            shutil.copyfile(src, dst)
    return files


if __name__ == "__main__":
    if len(sys.argv) > 1:
        for rel in write_device_form(sys.argv[1]):
            print(rel)
    else:
        print("\n".join(device_files()))
