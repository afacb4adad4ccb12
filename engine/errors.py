"""The ways a call can break the rules.

Every one is a ``ValueError`` whose message says, in words a player would use,
what was wrong; a call that raises one has changed nothing.
"""


class RuleError(ValueError):
    """A move or a setting the rules do not allow."""


class BadSetup(RuleError):
    """Too few or too many players, an unknown variant or mode."""


class BadPosition(RuleError):
    """A position outside a fan, or two positions that are the same card."""


class NotInPlay(RuleError):
    """Not now: the round or session is over, a pair must be laid first, or the player is out."""

