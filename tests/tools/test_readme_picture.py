"""The README's picture, docs/draw.png, is the game as it draws that screen now.

``make shots`` writes it (tools/art/shots.py, the English PyBadge); this renders
it again into a folder of the test's and compares the pixels, so a change to
the table that leaves the picture stale fails here, and ``make shots`` on a
current tree leaves the tracked file as it was.
"""

import os
import subprocess
import sys

from conftest import ROOT
from PIL import Image


def test_the_readme_picture_is_current(tmp_path):
    drawn = tmp_path / "draw.png"
    run = subprocess.run([sys.executable, "-m", "tools.art.shots", "--board", "pybadge",
                          "--lang", "en", "--out", str(tmp_path / "shots"), "--draw", str(drawn)],
                         cwd=ROOT, capture_output=True, text=True, timeout=300, check=False,
                         env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
    assert run.returncode == 0, run.stderr
    kept = Image.open(os.path.join(ROOT, "docs", "draw.png")).convert("RGB")
    now = Image.open(drawn).convert("RGB")
    assert kept.size == now.size and kept.tobytes() == now.tobytes(), (
        "docs/draw.png is stale: run make shots and commit it")
