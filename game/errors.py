"""The ways a save can be unreadable: the game's errors, as engine/errors.py holds the rules'.

Every one is a ``ValueError`` whose message says what was wrong with the
saved bytes; a decoder that raises one has taken nothing of them.  The
loop's keeper (``hardware/keeper.py``) and the resume scene turn any of
them into defaults and a notice, never a crash.
"""


class SaveError(ValueError):
    """Saved bytes that are damaged, from another version, or describe nothing the game can be."""


class BadSettings(SaveError):
    """Saved settings out of range: a table nobody chose."""


class BadStats(SaveError):
    """Saved statistics that are damaged or from another version."""


class BadSnapshot(SaveError):
    """A saved session that describes no game the rules can reach."""
