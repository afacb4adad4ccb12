"""A plain, list-based Old Maid: the yardstick the engine is benchmarked against.

This is the obvious version a hobbyist would write: cards are strings such as
"QH" and "10S", hands are lists of strings, pairs are found by slicing off the
suit.  The benchmark runs it beside ``engine/`` to show what the lean engine
saves in time and heap.  It plays the classic game (51 cards, the Queen of
Clubs removed) and runs unchanged on CPython and MicroPython.

    state = setup_round(4, seed)      # {"hands": [[card, ...], ...], "turn": i}
    while play_turn(state):           # one draw per call
        pass
    loser(state)                      # the seat left holding a Queen

Randomness comes from the ``random`` module, so a seed replays the same round
on one interpreter, not across CPython and MicroPython.
"""

import random

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["C", "D", "H", "S"]


def new_deck():
    """Return the 51-card deck: a full deck without the Queen of Clubs."""
    deck = [rank + suit for rank in RANKS for suit in SUITS]
    deck.remove("QC")
    return deck


def shuffle(deck):
    """Shuffle ``deck`` in place (Fisher-Yates: MicroPython has no shuffle)."""
    for i in range(len(deck) - 1, 0, -1):
        j = random.randint(0, i)
        deck[i], deck[j] = deck[j], deck[i]


def lay_pairs(hand):
    """Throw out every pair of equal rank from ``hand``."""
    by_rank = {}
    for card in hand:
        by_rank.setdefault(card[:-1], []).append(card)
    for same in by_rank.values():
        while len(same) >= 2:
            hand.remove(same.pop())
            hand.remove(same.pop())


def next_with_cards(hands, seat):
    """Return the nearest seat after ``seat`` holding cards (``seat`` if none)."""
    for step in range(1, len(hands) + 1):
        other = (seat + step) % len(hands)
        if hands[other]:
            return other
    return seat


def setup_round(players, seed=None):
    """Shuffle, deal one at a time, lay the pairs; return the round's state."""
    if players < 2:
        raise ValueError("Old Maid needs at least two players")
    if seed is not None:
        random.seed(seed)
    deck = new_deck()
    shuffle(deck)
    hands = [[] for _ in range(players)]
    for i in range(len(deck)):
        hands[i % players].append(deck[i])
    for hand in hands:
        lay_pairs(hand)
    turn = 0 if hands[0] else next_with_cards(hands, 0)
    return {"hands": hands, "turn": turn}


def play_turn(state):
    """Play one draw; return False, doing nothing, once the round is over.

    The drawer takes a random card from the nearest player to the right who
    still holds cards, throws out the pair if it makes one, and the turn
    passes to the next player with cards.
    """
    hands = state["hands"]
    drawer = state["turn"]
    giver = next_with_cards(hands, drawer)
    if giver == drawer:          # nobody else holds cards: only the Queen is left
        return False
    card = hands[giver].pop(random.randint(0, len(hands[giver]) - 1))
    mine = hands[drawer]
    match = None
    for other in mine:
        if other[:-1] == card[:-1]:
            match = other
            break
    if match is None:
        mine.append(card)
    else:
        mine.remove(match)
    state["turn"] = next_with_cards(hands, drawer)
    return True


def loser(state):
    """Return the seat still holding cards (the Queen), or None mid-round."""
    holders = [seat for seat in range(len(state["hands"])) if state["hands"][seat]]
    return holders[0] if len(holders) == 1 else None


def play_round(players=4, seed=None):
    """Play a whole round; return the loser's seat."""
    state = setup_round(players, seed)
    while play_turn(state):
        pass
    return loser(state)


if __name__ == "__main__":
    import sys

    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    for s in range(rounds):
        print("seed %d loser %d" % (s, play_round(4, s)))
