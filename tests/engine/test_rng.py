"""The seeded generator: repeatable, in range, fair enough, never a big int."""

from engine.rng import Rng


def test_same_seed_same_numbers():
    a, b = Rng(123), Rng(123)
    assert [a.below(52) for _ in range(200)] == [b.below(52) for _ in range(200)]


def test_different_seeds_differ():
    a, b = Rng(1), Rng(2)
    assert [a.below(1000) for _ in range(20)] != [b.below(1000) for _ in range(20)]


def test_state_stays_a_small_int_on_a_board():
    for seed in (0, 1, -5, 2**40 + 3, 1073741823):
        r = Rng(seed)
        for _ in range(2000):
            r.below(97)
            assert 0 <= r.state < 2**30


def test_below_is_in_range_and_roughly_uniform():
    r = Rng(9)
    counts = [0] * 6
    for _ in range(60000):
        counts[r.below(6)] += 1
    assert all(9400 < c < 10600 for c in counts), counts


def test_below_one_and_bad_n():
    r = Rng(3)
    assert r.below(1) == 0
    try:
        r.below(0)
    except ValueError:
        pass
    else:
        raise AssertionError("below(0) must raise")


def test_shuffle_is_a_permutation_of_the_range_only():
    r = Rng(5)
    buf = bytearray(range(20))
    r.shuffle(buf, 5, 10)
    assert buf[:5] == bytearray(range(5)) and buf[15:] == bytearray(range(15, 20))
    assert sorted(buf[5:15]) == list(range(5, 15))
    assert buf[5:15] != bytearray(range(5, 15))


def test_every_position_reachable_by_shuffle():
    seen = set()
    r = Rng(11)
    for _ in range(400):
        buf = bytearray(range(4))
        r.shuffle(buf, 0, 4)
        seen.add(bytes(buf))
    assert len(seen) == 24
