"""What each way of breaking the rules (``engine/errors.py``) says, in words a player would use.

Read by ``RuleError.__str__`` when a message is wanted, not when a rule is
broken: a game that never shows one never loads these.  Each sentence
takes the values its error was raised with, in order, and stands at its
error's number (the comment names it): a tuple needs no import of those
numbers, so this module and ``engine/errors.py`` need nothing of each other
but that order, which ``tests/engine/test_errors.py`` checks.
"""

SENTENCES = (
    # 0 UNKNOWN_VARIANT: name, the variants
    "unknown variant %r: choose one of %s",
    # 1 UNKNOWN_VARIANT_NUMBER
    "unknown variant number %d",
    # 2 UNKNOWN_MODE
    "unknown session mode %r: choose single, rounds:k, "
    "elimination, penalty:k or tokens:k",
    # 3 UNKNOWN_MODE_NUMBER
    "unknown session mode %d",
    # 4 MISSING_COUNT
    "%r: the number after the colon is missing",
    # 5 COUNT_OUT_OF_RANGE: mode, most, mode
    "%s needs a count from 1 to %d, as in %s:5",
    # 6 NO_COUNT
    "%s takes no count",
    # 7 UNKNOWN_PERSONALITY
    "unknown computer player %r: choose casual, canny or child",
    # 8 PLAYER_COUNT: variant, most, given
    "%s is for 2 to %d players, not %d",
    # 9 DEALER_NOT_SEATED
    "the dealer p%d is not seated",
    # 10 TOO_FEW_SEATED
    "a round needs at least 2 seated players, not %d",
    # 11 ROUND_OVER
    "the round is over",
    # 12 NOT_SEATED
    "p%d is not seated",
    # 13 PLAYER_OUT
    "p%d is out: no cards",
    # 14 PAIR_TO_LAY
    "p%d still holds a pair to lay",
    # 15 NOBODY_TO_DRAW_FROM
    "nobody else holds cards to draw from",
    # 16 OUTSIDE_FAN: position, seat, size
    "position %d is outside p%d's fan of %d cards",
    # 17 NO_CARD_THERE
    "p%d has no card at position %d",
    # 18 NO_SUCH_CARD
    "p%d has %d cards: no card at position %d",
    # 19 POSITIONS_RUN
    "p%d has %d cards: positions run 0 to %d",
    # 20 SAME_CARD_TWICE
    "a pair is two different cards",
    # 21 PAIRS_LAID_FOR_THEM
    "pairs are laid for the players in this game",
    # 22 SESSION_OVER
    "the session is over",
    # 23 ROUND_IN_PLAY
    "round %d is still being played",
    # 24 NO_ROUND_YET
    "no round has been dealt yet",
    # 25 ROUND_NOT_OVER
    "the round is not over yet",
    # 26 ROUND_COUNTED
    "round %d is already counted",
)
