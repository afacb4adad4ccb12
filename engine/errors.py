"""The ways a call can break the rules.

Every one is a ``ValueError`` whose message says, in words a player would use,
what was wrong; a call that raises one has changed nothing.  It is raised
with what was wrong, one of the numbers below, and the values its words
name (``NotInPlay(NOT_SEATED, seat)``); the words are
``engine/sentences.py``'s, read only when a message is.  A board keeps
them on its drive: as strings of the modules that raise them they kept
some 1.1 KB of its heap (measured at the table's peak) for as long as a
game was played, to be read perhaps never.
"""

from micropython import const

# What was wrong (the sentence of each: engine/sentences.py).
UNKNOWN_VARIANT = const(0)           # a variant's name
UNKNOWN_VARIANT_NUMBER = const(1)
UNKNOWN_MODE = const(2)              # a session mode's name, as the transcript writes it
UNKNOWN_MODE_NUMBER = const(3)
MISSING_COUNT = const(4)             # "rounds:", no number after the colon
COUNT_OUT_OF_RANGE = const(5)
NO_COUNT = const(6)                  # a count given to a mode that takes none
UNKNOWN_PERSONALITY = const(7)
PLAYER_COUNT = const(8)              # too few or too many players for the variant
DEALER_NOT_SEATED = const(9)
TOO_FEW_SEATED = const(10)
ROUND_OVER = const(11)
NOT_SEATED = const(12)
PLAYER_OUT = const(13)
PAIR_TO_LAY = const(14)
NOBODY_TO_DRAW_FROM = const(15)
OUTSIDE_FAN = const(16)              # a position past the end of the fan drawn from
NO_CARD_THERE = const(17)
NO_SUCH_CARD = const(18)             # a position of a pair past the end of the hand
POSITIONS_RUN = const(19)            # a move's position past the end of the hand
SAME_CARD_TWICE = const(20)
PAIRS_LAID_FOR_THEM = const(21)      # laying by hand, in a game that lays for the players
SESSION_OVER = const(22)
ROUND_IN_PLAY = const(23)
NO_ROUND_YET = const(24)
ROUND_NOT_OVER = const(25)
ROUND_COUNTED = const(26)


class RuleError(ValueError):
    """A move or a setting the rules do not allow: ``RuleError(WHAT, value, ...)``.

    Or ``RuleError("words")``: a caller with words of its own (game/restore.py's
    checks of a saved round) says them as they are.
    """

    def __str__(self):
        what = self.args[0] if self.args else ""
        if isinstance(what, str):
            return what
        from engine.sentences import SENTENCES

        return SENTENCES[what] % self.args[1:]


class BadSetup(RuleError):
    """Too few or too many players, an unknown variant or mode."""


class BadPosition(RuleError):
    """A position outside a fan, or two positions that are the same card."""


class NotInPlay(RuleError):
    """Not now: the round or session is over, a pair must be laid first, or the player is out."""
