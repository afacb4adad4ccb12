"""The board's files, written into a folder a person can read: ``make device``.

What ``make deploy`` copies to a board is not the repository's source: each
Python file goes through the stages of ``tools/ship/devicefiles.py`` (``STAGES``:
docstrings out, private constants folded, the public ones other modules
import folded, names renamed to the firmware's), a language file becomes
its ``.words`` data, and with CircuitPython's ``mpy-cross`` every module but
``code.py`` and ``boot.py`` is compiled.  This writes the result, and on
request each stage's, so the steps can be read and diffed
(docs/device-build.md walks through them)::

    python3 -m tools.ship.devicebuild OUT                  # OUT/board: the board's files
    python3 -m tools.ship.devicebuild OUT --stages         # and OUT/1-docstrings ... OUT/4-names
    python3 -m tools.ship.devicebuild OUT --mpy-cross BIN  # OUT/board compiled, as deploy does

Each stage's folder holds every Python file as it stands after that stage,
so ``diff -r OUT/2-private-constants OUT/3-public-constants`` shows what one
stage did.  OUT/board is byte for byte what ``make deploy`` would write
(less the libraries of ``lib/``).
"""

import argparse
import os
import shutil
import sys

from tools.ship import deploy, devicefiles

ROOT = devicefiles.ROOT


def stage_folder(number, stage):
    """Return the folder name of stage ``number`` (from 1) called ``stage``."""
    return "%d-%s" % (number, stage)


def write_stages(out, root=ROOT):
    """Write each Python device file after every stage under ``out``; return the folders."""
    folders = [os.path.join(out, stage_folder(i + 1, name))
               for i, name in enumerate(devicefiles.STAGES)]
    for rel in devicefiles.device_files(root):
        if not rel.endswith(".py") or devicefiles.packwords.is_language(rel):
            continue
        with open(os.path.join(root, rel), encoding="utf-8") as f:
            source = f.read()
        for folder, (_, text) in zip(folders, devicefiles.device_stages(source, rel, root)):
            path = os.path.join(folder, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(text)
    return folders


def write_board(out, mpy_cross=None):
    """Write the board's files into ``out`` as deploy stages them; return their paths."""
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    placed = deploy.stage_files(out, mpy_cross)
    if mpy_cross:      # the device form's .py of each compiled module is not the board's
        for rel in devicefiles.device_paths():
            mpy = rel[:-3] + ".mpy"
            if rel.endswith(".py") and mpy in placed:
                os.remove(os.path.join(out, rel))
    return placed


def main(argv=None):
    parser = argparse.ArgumentParser(description="Write the board's files into a folder.")
    parser.add_argument("out", help="the folder to write (made; its board/ is replaced)")
    parser.add_argument("--stages", action="store_true",
                        help="also write each stage's output (1-docstrings ... 4-names)")
    parser.add_argument("--mpy-cross", help="CircuitPython's mpy-cross: compile as deploy does")
    args = parser.parse_args(argv)
    try:
        placed = write_board(os.path.join(args.out, "board"), args.mpy_cross)
    except deploy.DeployError as e:
        print("devicebuild: %s" % e, file=sys.stderr)
        return 2
    print("%s: %d files" % (os.path.join(args.out, "board"), len(placed)))
    if args.stages:
        for folder in write_stages(args.out):
            print(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
