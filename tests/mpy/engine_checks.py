"""Engine checks that run unchanged on MicroPython (no pytest there).

Covers every variant and session mode: decks, pairing, the deal, conserved
cards, no pair held after laying, turn order, losers, bad calls refused with
the state untouched.  Prints one line per failure and a closing
``N passed, N failed`` line.
"""

from engine import cards
from engine.errors import RuleError
from engine.names import parse_mode
from engine.players import make_player
from engine.rng import Rng
from engine.round import Round
from engine.session import Session

MODES = ("single", "rounds:3", "elimination", "penalty:2", "tokens:2")
passed = 0
failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL", what)


def state(rnd):
    return (bytes(rnd.cards), bytes(rnd.size), rnd.drawer, rnd.over, rnd.live)


def hand_keys(rnd, seat):
    return [rnd.key[rnd.card(seat, i)] for i in range(rnd.hand_size(seat))]


def check_round_play(variant, players, seed, manual):
    session = Session(variant, *parse_mode(MODES[seed % len(MODES)]), players, seed, manual=manual)
    seats = [make_player(s % 3, s, session.rng) for s in range(players)]
    session.watchers.extend(seats)
    name = "%s p%d s%d" % (cards.VARIANTS[variant], players, seed)
    while not session.over:
        rnd = session.next_round()
        total = sum(rnd.hand_size(s) for s in range(players))
        check(total <= len(rnd.deck), name + " deal size")
        if manual:
            for p in seats:
                p.lay_pairs(rnd)
        for s in range(players):
            keys = hand_keys(rnd, s)
            check(len(keys) == len(set(keys)), name + " pair kept after laying")
        draws = 0
        while not rnd.over:
            seats[rnd.offerer()].arrange(rnd)
            drawer = rnd.current_drawer()
            offerer = rnd.offerer()
            check(rnd.hand_size(drawer) > 0 and rnd.hand_size(offerer) > 0,
                  name + " turn between players with cards")
            before = sum(rnd.hand_size(s) for s in range(players))
            rnd.draw(seats[drawer].choose(rnd))
            if manual:
                seats[drawer].lay_pairs(rnd)
            after = sum(rnd.hand_size(s) for s in range(players))
            check(after == before or after == before - 2, name + " cards conserved")
            draws += 1
            if draws > 5000:
                check(False, name + " round never ends")
                break
        left = 0
        for s in range(players):
            left += rnd.hand_size(s)
            for i in range(rnd.hand_size(s)):
                check(rnd.unmatched[rnd.key[rnd.card(s, i)]], name + " loser holds odd card")
        check(rnd.loser_count == left, name + " losers are the holders")
        session.finish_round()
    check(session.nwinners <= players, name + " winners")


def check_bad_calls():
    rnd = Round(cards.CLASSIC, 4, Rng(5))
    rnd.deal(bytearray(b"\x01\x01\x01\x01"), 0)
    before = state(rnd)
    for call in (lambda: rnd.draw(60), lambda: rnd.draw(-1), lambda: rnd.move(0, 0, 50),
                 lambda: rnd.shuffle(9), lambda: rnd.lay(0, 0, 1)):
        try:
            call()
            check(False, "a bad call was accepted")
        except RuleError as e:
            check(isinstance(e, ValueError) and len(str(e)) > 5, "error message")
        check(state(rnd) == before, "a refused call changed the state")
    for bad in (lambda: Round(cards.CLASSIC, 1, Rng(1)), lambda: Round(cards.CLASSIC, 9, Rng(1)),
                lambda: cards.variant_number("poker"),
                lambda: Session(0, *parse_mode("rounds:0"), 3, 1)):
        try:
            bad()
            check(False, "a bad setup was accepted")
        except ValueError:
            check(True, "")


def check_decks():
    sizes = (51, 51, 53, 50, 31, 102, 51)
    buf = bytearray(128)
    for v in range(len(cards.VARIANTS)):
        n = cards.fill_deck(v, buf)
        check(n == sizes[v], "deck size " + cards.VARIANTS[v])
        keys = bytearray(256)
        cards.fill_keys(v, keys)
        odd = 0
        counts = {}
        for i in range(n):
            k = keys[buf[i]]
            counts[k] = counts.get(k, 0) + 1
        for count in counts.values():
            if count % 2:
                odd += 1
        check(odd == (2 if v in (cards.TWO_REMOVED, cards.DOUBLE) else 1),
              "unmatched cards " + cards.VARIANTS[v])


check_decks()
check_bad_calls()
for v in range(len(cards.VARIANTS)):
    top = cards.max_players(v)
    for players in (2, 3, 5, top):
        check_round_play(v, players, v * 10 + players, manual=players == 3)
print("%d passed, %d failed" % (passed, failed))
