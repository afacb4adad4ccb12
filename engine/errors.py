"""The ways a call can break the rules.

Every one is a ``ValueError`` whose message says, in words a player would use,
what was wrong; a call that raises one has changed nothing.
"""


class RuleError(ValueError):
    """A move or a setting the rules do not allow."""


class BadSetup(RuleError):
    """Too few or too many players, an unknown mode, a seat that is not there."""


class BadPosition(RuleError):
    """A position outside a fan, or two positions that are the same card."""


class RoundOver(RuleError):
    """A move after the round has ended."""


class NotInPlay(RuleError):
    """A move by or against a player who is out or not seated."""


class PairPending(RuleError):
    """Play cannot go on while a player still holds a pair they must lay."""


class SessionOver(RuleError):
    """A new round after the session has its winners."""
