"""Statistics by initials and by seat: counted right, kept in a fixed table, saved safely."""

import doctest
import os
import random
import subprocess
import sys

import pytest
from conftest import ROOT, require_vm

from engine import cards
from engine.names import parse_mode
from engine.selfplay import play_round
from engine.session import Session
from game import stats
from game.errors import BadStats
from game.stats import CAPACITY, LOST, MAX_BYTES, ROUNDS, SEATS, SESSIONS, WON, Stats
from hardware import records
from hardware.nvm import NVM_LAYOUT, NvmStorage
from hardware.storage import Saves


def test_the_examples_in_the_docstring():
    assert doctest.testmod(stats).failed == 0


def play(variant, mode, players, seed, names, st, cpus=(1, 0, 2)):
    """Play a session among computers, recording every round and the session in ``st``."""
    from engine.players import make_player

    session = Session(variant, *parse_mode(mode), players, seed)
    seats = [make_player(cpus[s % len(cpus)], s, session.rng) for s in range(players)]
    session.watchers.extend(p for p in seats if p.watches)
    expected = {}
    while not session.over:
        rnd = play_round(session, seats)
        st.record_round(rnd, names)
        for s in range(players):
            if rnd.seated[s]:
                e = expected.setdefault(s, [0, 0, 0, 0])
                e[ROUNDS] += 1
                e[LOST] += 1 if rnd.loses(s) else 0
    st.record_session(session, names)
    for s in range(players):
        e = expected.setdefault(s, [0, 0, 0, 0])
        e[SESSIONS] += 1
        e[WON] += 1 if s in session.winners[:session.nwinners] else 0
    return session, expected


def test_sessions_are_counted_by_initials_and_by_seat():
    st = Stats()
    names = ["ANN", "BOB", "CAT", "DAN", "EVE"]
    total = {}
    by_name = {}
    for seed in range(12):
        players = 2 + seed % 4
        variant = seed % len(cards.VARIANTS)
        _, expected = play(variant, ("rounds:3", "elimination", "tokens:2")[seed % 3],
                           players, seed, names, st)
        for s, e in expected.items():
            t = total.setdefault(s, [0, 0, 0, 0])
            n = by_name.setdefault(names[s], [0, 0, 0, 0])
            for i in range(4):
                t[i] += e[i]
                n[i] += e[i]
    for s in range(SEATS):
        assert st.seat(s) == tuple(total.get(s, [0, 0, 0, 0])), s
    assert st.count == len(by_name)
    for name, want in by_name.items():
        assert st.player(st.find(name)) == tuple(want)
    assert sum(st.seat(s)[WON] for s in range(SEATS)) >= 12   # every session has a winner
    assert st.find("ZZZ") == -1


def test_two_unmatched_cards_are_one_round_lost():
    st = Stats()
    st.record(("ANN", "BOB", "CAT"), (1, 1, 1), (0, 2, 0))
    assert st.player(st.find("BOB")) == (1, 1, 0, 0)


def test_seats_not_at_the_table_and_unnamed_seats():
    st = Stats()
    st.record(("ANN", "BOB", "CAT"), (1, 0, 1), (1, 1, 0))
    assert st.seat(1) == (0, 0, 0, 0)
    assert st.find("BOB") == -1                # not seated: not counted, not added
    st.record(("ANN", None, "CAT"), (1, 1, 1), (0, 1, 0))
    assert st.seat(1) == (1, 1, 0, 0)          # a computer: counted for its seat only
    assert st.count == 2
    assert st.player(st.find("ANN")) == (2, 1, 0, 0)


def test_a_full_table_gives_up_the_least_played():
    st = Stats()
    for i in range(CAPACITY):
        name = "P%02d" % i
        for _ in range(1 + (i != 5) * 3):      # P05 played once, everyone else 4 times
            st.record((name,), (1,), (0,))
    assert st.count == CAPACITY
    st.record(("NEW",), (1,), (1,))
    assert st.count == CAPACITY
    assert st.find("P05") == -1 and st.find("NEW") == 5
    assert st.player(5) == (1, 1, 0, 0)
    # Ties go to the oldest row; never to initials at the table being recorded.
    st.reset()
    for i in range(CAPACITY):
        st.record(("Q%02d" % i,), (1,), (0,))
    st.record(("Q00", "AAA"), (1, 1), (0, 0))
    assert st.find("Q00") == 0 and st.find("Q01") == -1 and st.find("AAA") == 1
    twelve = ["N%02d" % i for i in range(12)]
    st.record(twelve, [1] * 12, [0] * 12)
    assert all(st.find(n) >= 0 for n in twelve) and st.count == CAPACITY


def test_counts_halve_instead_of_overflowing():
    st = Stats()
    for i in range(65535 + 10):
        st.record(("ANN",), (1,), (i % 4 == 0,))
    rounds, lost, _, _ = st.player(0)
    assert rounds < 65536 and 30000 < rounds
    assert abs(lost / rounds - 0.25) < 0.01
    assert st.seat(0)[ROUNDS] == rounds


def test_initials_are_checked():
    st = Stats()
    for bad in ("", "ABCD", "A B", "\u00c9VE", "\n"):
        with pytest.raises(ValueError):
            st.record((bad,), (1,), (0,))
    st.record(("A", "7x"), (1, 1), (0, 0))
    assert [st.name(0), st.name(1)] == ["A", "7x"]


def test_reset_forgets_everything():
    st = Stats()
    play(cards.CLASSIC, "rounds:2", 4, 1, ["ANN", "BOB", "CAT", "DAN"], st)
    assert st.count == 4
    st.reset()
    assert st.count == 0 and all(st.seat(s) == (0, 0, 0, 0) for s in range(SEATS))
    assert st.to_bytes() == Stats().to_bytes()


def test_the_saved_form_round_trips_and_fits_the_stats_slot():
    st = Stats()
    for i in range(CAPACITY + 4):
        st.record(("X%02d" % i, "ANN"), (1, 1), (i & 1, 0))
    st.record_session(Session(cards.CLASSIC, *parse_mode("single"), 2, 0), ["ANN", None])
    data = st.to_bytes()
    assert len(data) == MAX_BYTES == 2 + CAPACITY * 11 + SEATS * 8
    assert MAX_BYTES <= dict(NVM_LAYOUT)["stats"] - records.OVERHEAD
    again = Stats.from_bytes(bytes(data))
    assert again.to_bytes() == data
    assert [again.name(i) for i in range(again.count)] == [st.name(i) for i in range(st.count)]
    saves = Saves(NvmStorage(bytearray(4096)))
    assert saves.save("stats", records.KIND_STATS, stats.VERSION, data)
    got, status, _ = saves.load("stats", records.KIND_STATS, stats.VERSION)
    assert status == records.OK and Stats.from_bytes(got).to_bytes() == data
    assert Stats.from_bytes(Stats().to_bytes()).count == 0


def test_garbage_is_refused_with_a_clear_error():
    st = Stats()
    st.record(("ANN", "BOB"), (1, 1), (1, 0))
    good = bytes(st.to_bytes())
    name = 2
    counts = 2 + 3
    cases = {
        b"": "another version",
        b"\x02" + good[1:]: "another version",
        good[:-1]: "size",
        good + b"\x00": "size",
        good[:1] + b"\x11" + good[2:]: "size",
        good[:name] + b"BOB" + good[name + 3:]: "initials",      # the same initials twice
        good[:name] + b" AN" + good[name + 3:]: "initials",
        good[:name] + b"A\x00N" + good[name + 3:]: "initials",
        good[:counts] + b"\x00\x00\x00\x05" + good[counts + 4:]: "counts",  # lost 5 of 0
    }
    for data, words in cases.items():
        with pytest.raises(BadStats, match=words):
            Stats.from_bytes(data)
    rng = random.Random(4)
    for _ in range(2000):
        junk = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 400)))
        try:
            Stats.from_bytes(junk)
        except BadStats as e:
            assert isinstance(e, ValueError) and str(e)
    seat_counts = len(good) - SEATS * 8
    with pytest.raises(BadStats, match="counts"):
        Stats.from_bytes(good[:seat_counts + 6] + b"\x00\x09" + good[seat_counts + 8:])


def test_stats_are_byte_identical_on_micropython():
    require_vm()
    from tools.measure import mpvm

    code = (
        "from game.stats import Stats\n"
        "st = Stats()\n"
        "names = ['A%d' % i for i in range(20)]\n"
        "for i in range(400):\n"
        "    at = [names[(i * 7 + k) % 20] for k in range(1 + i % 12)]\n"
        "    st.record(at, [1] * len(at), [(i + k) % 3 == 0 for k in range(len(at))])\n"
        "data = st.to_bytes()\n"
        "print(''.join('%02x' % b for b in data))\n"
        "print(Stats.from_bytes(bytes(data)).to_bytes() == data, st.count)\n"
        "try:\n"
        "    Stats.from_bytes(bytes(data[:-1]))\n"
        "except ValueError as e:\n"
        "    print(e)\n")
    on_micropython = mpvm.run_code(code)
    env = dict(os.environ, PYTHONPATH=ROOT)
    on_cpython = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                check=True, env=env).stdout
    assert on_micropython == on_cpython
    assert "True 16" in on_cpython and "damaged" in on_cpython
