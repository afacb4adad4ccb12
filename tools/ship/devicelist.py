"""Which files of the repository go on a board: the list both the device form and the names read.

Only ``code.py``, ``boot.py``, ``engine/``, ``game/``, ``hardware/`` (less
``PC_ONLY``) and ``assets/`` go; ``tools/`` (every group of it) and ``tests/``
are PC-only and never do.  ``tools/ship/devicefiles.py`` makes their device
form and ``tools/ship/boardnames.py`` works out their new names from them;
both import this, and neither the other, so the two tools hold no circle of
imports.
"""

import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
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
