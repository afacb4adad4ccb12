"""Taking a round up where a save left it: the reading side of ``Round.dump``.

A save keeps only the hands, the false pairs and the turn; everything else
play reads follows from them, so it is rebuilt here rather than saved: the
ring of players with cards, the pairs still to make, whether the round is
over and who lost.  Only a resume needs this: ``game/restore.py`` imports it
and the game lets both go after (``Game._drop``), so its code is not on a
board's heap during play.
"""

from engine import cards
from engine.errors import BadPosition


def take_up(rnd, data, at, number, dealer, seated, drawer, giver, width):
    """Take ``rnd`` up as round ``number`` from the bytes ``Round.dump`` wrote; return their end.

    ``seated`` flags who was dealt in; ``width`` is the bytes of each false
    pair: 3, or 2 in the save's version 1 (no second card: the first stands
    for it).  Raise BadPosition for bytes no play can reach (a card the deck
    lacks, one card too many, an odd number of cards of a kind laid, a pair
    kept where pairs are laid at once, cards for a player not dealt in, a
    drawer without cards), so that a damaged save cannot start a game that
    breaks later.  Watchers are told nothing.
    """
    rnd.over = True                       # until the checks pass: nobody can play it
    players = rnd.players
    cap = rnd.cap
    size = rnd.size
    if at + players > len(data):
        raise BadPosition("the round is cut short")
    total = 0
    for s in range(players):
        k = data[at + s]
        if k > cap:
            raise BadPosition("p%d cannot hold a hand of %d cards" % (s, k))
        size[s] = k
        total += k
    at += players
    if at + total + 1 > len(data):
        raise BadPosition("the round is cut short")
    for s in range(players):
        k = size[s]
        rnd.cards[s * cap:s * cap + k] = data[at:at + k]
        at += k
    f = data[at]
    at += 1
    if at + width * f > len(data):
        raise BadPosition("the round is cut short")
    irregular = rnd.irregular
    for s in range(players):
        irregular[s] = 0
    for i in range(f):
        s = data[at + width * i]
        if s >= players or irregular[s]:
            raise BadPosition("the false pairs name a seat twice or one not there")
        irregular[s] = 1
        rnd.false_card[s] = data[at + width * i + 1]
        rnd.false_with[s] = data[at + width * i + width - 1]
    _rebuild(rnd, number, dealer, seated, drawer, giver)
    return at + width * f


def _rebuild(rnd, number, dealer, seated, drawer, giver):
    """Check the hands just read and rebuild what follows from them."""
    players = rnd.players
    cap = rnd.cap
    if not 0 <= dealer < players or not seated[dealer]:
        raise BadPosition("the dealer p%d is not seated" % dealer)
    if not (0 <= drawer < players and 0 <= giver < players):
        raise BadPosition("no seat p%d or p%d" % (drawer, giver))
    if not 1 <= number <= 0xFFFF:
        raise BadPosition("no round number %d" % number)
    allowed = bytearray(256)               # how many of each card the deck has
    for c in rnd.fresh:
        allowed[c] += 1
    where = bytearray(len(rnd.in_hands))  # the last hand (seat + 1) holding a key
    in_hands = rnd.in_hands
    for k in range(len(in_hands)):
        in_hands[k] = 0
    key = rnd.key
    cards_ = rnd.cards
    false_pairs = False
    total = 0
    m = 0
    for s in range(players):
        n = rnd.size[s]
        if seated[s]:
            rnd.seated[s] = 1
            m += 1
        else:
            rnd.seated[s] = 0
            if n or rnd.irregular[s]:
                raise BadPosition("p%d holds cards but was not dealt in" % s)
        if rnd.irregular[s]:
            rnd.irregular[s] = 1
            false_pairs = True
        for i in range(s * cap, s * cap + n):
            c = cards_[i]
            if not allowed[c]:
                raise BadPosition("p%d holds a card this deck has not got (byte %d)"
                                  % (s, c))
            allowed[c] -= 1
            k = key[c]
            if where[k] == s + 1 and not rnd.manual:
                raise BadPosition("p%d holds a pair that was laid at once" % s)
            where[k] = s + 1
            in_hands[k] += 1
        total += n
    if m < cards.MIN_PLAYERS:
        raise BadPosition("a round needs at least 2 seated players, not %d" % m)
    for s in range(players):
        # A false pair's first card was laid: the deck has one not in a hand.
        if rnd.irregular[s] and (not rnd.manual or not allowed[rnd.false_card[s]]):
            raise BadPosition("p%d cannot have laid a false pair" % s)
    # Cards leave hands two at a time, and only a false pair splits a kind.
    live = 0
    odd = (len(rnd.fresh) - total) & 1
    for k in range(len(in_hands)):
        live += in_hands[k] >> 1
        if (rnd.dealt_keys[k] - in_hands[k]) & 1 and not false_pairs:
            odd = 1
    if odd:
        raise BadPosition("the laid cards are not whole pairs")
    # The ring of players with cards, in seat order.
    first = 255
    last = 255
    for s in range(players):
        if rnd.size[s]:
            if first == 255:
                first = s
            else:
                rnd.nxt[last] = s
                rnd.prv[s] = last
            last = s
    if first != 255:
        rnd.nxt[last] = first
        rnd.prv[first] = last
    rnd.number = number
    rnd.dealer = dealer
    rnd.live = live
    rnd.drawer = drawer
    rnd.giver = giver
    rnd.over = not live
    if rnd.over:
        rnd._find_losers()     # the round's own rule
    else:
        rnd.loser_count = 0
        if not rnd.size[drawer] or giver != rnd.prv[drawer]:
            raise BadPosition("p%d cannot be drawing from p%d" % (drawer, giver))
