"""What the simulator, the tools and the tests call the game's numbers: screens, session modes.

No code of play reads these: ``Screen.name`` and ``Settings.choose_mode``
load them when asked (``--screens``, a mode given as a word), so a board
keeps them on its drive, not in its heap.
"""

from engine.session import MAX_COUNT  # the rules' most: the setup's too

# A screen's kind (game/screens.py), as ``--screens`` prints it.
SCREENS = ("title", "setup", "pass", "draw", "reveal", "arrange", "out", "result",
           "session", "stats", "settings", "rules", "error", "lay", "pause", "awards")

# A session mode as setup offers it (game/settings.py), as the transcript writes it.
MODES = ("single", "rounds", "elimination", "penalty", "tokens", "forfeits")


def choose_mode(settings, text):
    """Set ``settings``' session mode as the transcript writes it: ``rounds:7``, ``forfeits``."""
    colon = text.find(":")
    name = text if colon < 0 else text[:colon]
    count = "" if colon < 0 else text[colon + 1:]
    for mode in range(len(MODES)):
        if MODES[mode] == name:
            settings.set_mode(mode)
            if count and settings.count:
                settings.count = min(MAX_COUNT, max(1, int(count)))
            return
    raise ValueError("no session mode %r" % text)
