"""What each way of breaking the rules (``engine/errors.py``) says, in words a player would use.

Read by ``RuleError.__str__`` when a message is wanted, not when a rule is
broken: a game that never shows one never loads these.  Each sentence
takes the values its error was raised with, in order.
"""

from engine.errors import (
    COUNT_OUT_OF_RANGE,
    DEALER_NOT_SEATED,
    MISSING_COUNT,
    NO_CARD_THERE,
    NO_COUNT,
    NO_ROUND_YET,
    NO_SUCH_CARD,
    NOBODY_TO_DRAW_FROM,
    NOT_SEATED,
    OUTSIDE_FAN,
    PAIR_TO_LAY,
    PAIRS_LAID_FOR_THEM,
    PLAYER_COUNT,
    PLAYER_OUT,
    POSITIONS_RUN,
    ROUND_COUNTED,
    ROUND_IN_PLAY,
    ROUND_NOT_OVER,
    ROUND_OVER,
    SAME_CARD_TWICE,
    SESSION_OVER,
    TOO_FEW_SEATED,
    UNKNOWN_MODE,
    UNKNOWN_MODE_NUMBER,
    UNKNOWN_PERSONALITY,
    UNKNOWN_VARIANT,
    UNKNOWN_VARIANT_NUMBER,
)

SENTENCES = {
    UNKNOWN_VARIANT: "unknown variant %r: choose one of %s",                # name, the variants
    UNKNOWN_VARIANT_NUMBER: "unknown variant number %d",
    UNKNOWN_MODE: "unknown session mode %r: choose single, rounds:k, "
                  "elimination, penalty:k or tokens:k",
    UNKNOWN_MODE_NUMBER: "unknown session mode %d",
    MISSING_COUNT: "%r: the number after the colon is missing",
    COUNT_OUT_OF_RANGE: "%s needs a count from 1 to %d, as in %s:5",      # mode, most, mode
    NO_COUNT: "%s takes no count",
    UNKNOWN_PERSONALITY: "unknown computer player %r: choose casual, canny or child",
    PLAYER_COUNT: "%s is for 2 to %d players, not %d",                    # variant, most, given
    DEALER_NOT_SEATED: "the dealer p%d is not seated",
    TOO_FEW_SEATED: "a round needs at least 2 seated players, not %d",
    ROUND_OVER: "the round is over",
    NOT_SEATED: "p%d is not seated",
    PLAYER_OUT: "p%d is out: no cards",
    PAIR_TO_LAY: "p%d still holds a pair to lay",
    NOBODY_TO_DRAW_FROM: "nobody else holds cards to draw from",
    OUTSIDE_FAN: "position %d is outside p%d's fan of %d cards",          # position, seat, size
    NO_CARD_THERE: "p%d has no card at position %d",
    NO_SUCH_CARD: "p%d has %d cards: no card at position %d",
    POSITIONS_RUN: "p%d has %d cards: positions run 0 to %d",
    SAME_CARD_TWICE: "a pair is two different cards",
    PAIRS_LAID_FOR_THEM: "pairs are laid for the players in this game",
    SESSION_OVER: "the session is over",
    ROUND_IN_PLAY: "round %d is still being played",
    NO_ROUND_YET: "no round has been dealt yet",
    ROUND_NOT_OVER: "the round is not over yet",
    ROUND_COUNTED: "round %d is already counted",
}
