"""A first evening that teaches itself: "Learn to play", the rematch, forfeits by age, tells.

The guided round is played through the real loop from the title; what the
guide says is read off the screen with what it covers, and checked against
the round as the engine has it.
"""

import sys

import pytest
from test_flow import Driver, new_game, start

from engine.players import CANNY, CASUAL, CHILD
from game import settings_kept, words
from game.cardtext import odd_name
from game.errors import BadSettings
from game.game import Game
from game.keys import K_A, K_B, K_DOWN, K_START
from game.scenes.learn import BLIND, DEAL, MOVED, PAIR, SAFE, STEPS
from game.scenes.table_cpu import is_old_maid
from game.screenkit import board_keys
from game.screens import DRAW, OUT, PERSON, REVEAL
from game.settings import FORFEITS, HUMAN, Settings
from hardware import stub
from hardware.view import View

LEARN = "game.scenes.learn"


def to_learn(d):
    """From the title, choose "Learn to play" (the menu's last line)."""
    assert d.screen() == "title"
    while d.game.screen.lines[d.game.screen.menu].strip() != d.game.w.MENU[5]:
        d.press(K_DOWN)
    d.press(K_A)


def guide(d):
    """Return the guide of the table on show, or None."""
    g = d.game
    return g.scene.guide if g.scene_name == "table" else None


def play_learn(seed, answer=K_A, settings=None):
    """Play a guided round; return what was said: (step, screen kind, its computer, lines)."""
    d = Driver(Game(seed=seed, settings=settings or Settings()))
    to_learn(d)
    said = []
    for _ in range(5000):
        gd = guide(d)
        if gd is not None and gd.last >= 0:
            s = d.game.screen
            g = d.game
            rnd = g.rnd
            seat = 0               # the person's: the guided table's first seat
            facts = {      # as they are while the words are said
                "drew odd": last_of_its_kind(rnd, g.last_card),
                "taken odd": g.taken_by[seat] != 255 and last_of_its_kind(
                    rnd, g.taken_card[seat]),
                "out": any(rnd.is_out(s) for s in range(rnd.players)),
            }
            said.append((gd.last, s.kind, gd.under[8], [x for x in s.lines if x], facts))
            d.press(answer)
            continue
        name = d.screen()
        if name in ("result", "session", "awards"):
            return d, said
        if name == "draw" and d.game.screen.computer:
            d.press(0)
        else:
            d.press(K_A)
    raise AssertionError("the guided round did not end")


@pytest.mark.parametrize("seed", range(1, 9))
def test_each_step_is_said_once_and_only_on_its_screen(seed):
    d, said = play_learn(seed)
    steps = [step for step, *_ in said]
    assert len(steps) == len(set(steps))               # once each
    assert steps[0] == DEAL                            # on the round's first screen
    for step, kind, computer, lines, facts in said:
        assert " ".join(lines)                         # words are on screen
        if step == BLIND:
            assert kind == DRAW and computer == PERSON         # the person's own draw
        elif step == PAIR:
            assert kind == REVEAL
        elif step == SAFE:
            assert kind == OUT or kind == DRAW and facts["out"]
        elif step == MOVED:
            assert computer == PERSON and kind in (REVEAL, DRAW)


def test_every_step_comes_in_some_rounds():
    """Over a few rounds every step is said: none is waiting for a screen that never comes."""
    seen = set()
    for seed in range(1, 13):
        seen |= {step for step, *_ in play_learn(seed)[1]}
    assert seen == set(range(STEPS))


def test_the_odd_card_changing_hands_is_said_where_the_person_sees_it():
    moved = 0
    for seed in range(1, 13):
        d, said = play_learn(seed)
        for step, kind, _, _, facts in said:
            if step == MOVED:
                moved += 1
                assert facts["drew odd"] if kind == REVEAL else facts["taken odd"]
    assert moved > 3


def test_a_takes_the_words_away_and_the_screen_is_as_before():
    d = Driver(Game(seed=4))             # the round opens on a computer's turn
    to_learn(d)
    gd = guide(d)
    assert gd.last == DEAL and d.game.screen.title == "BOB draws from ANN"
    under = list(gd.under[0])
    s = d.game.screen
    hint = gd.under[2]
    assert s.hint == d.game.fit(d.game.w.H_GUIDE) and "B" in s.hint
    assert list(s.lines) != under
    d.press(K_A)
    assert gd.last < 0 and s.hint == hint and list(s.lines) == under


def test_b_ends_the_tips_and_the_round_plays_on_to_its_end():
    d, said = play_learn(5, answer=K_B)
    assert [step for step, *_ in said] == [DEAL]      # B at the first: nothing more is said
    assert d.screen() == "result"


def test_the_guided_table_is_two_friendly_computers_and_the_players_seat():
    st = Settings()
    st.names[0] = "ZOE"
    st.players = 6
    d = Driver(Game(seed=2, settings=st))
    to_learn(d)
    t = d.game.table
    assert t.guided and not d.game.settings.guided
    assert t.players == 3 and t.names[0] == "ZOE"
    assert list(t.kinds[:3]) == [HUMAN, 1 + CHILD, 1 + CHILD]


def test_learn_is_never_resident_in_an_ordinary_session():
    d, _ = new_game(kinds=(HUMAN, 2, 1), mode=1)
    start(d)
    for _ in range(6000):
        assert LEARN not in sys.modules
        if d.screen() == "title" and d.game.session and d.game.session.over:
            break
        if d.screen() == "session" and d.game.session.over:
            d.press(K_B)
        elif d.screen() == "draw" and d.game.screen.computer:
            d.press(K_B)
        elif d.screen() == "arrange":
            d.press(K_START)
        else:
            d.press(K_A)
    else:
        raise AssertionError("the session did not end")


def test_learn_is_let_go_when_its_round_is_over():
    d, said = play_learn(4)
    assert said and d.screen() == "result"
    assert LEARN not in sys.modules


def test_play_over_a_kept_game_asks_first_for_learn_too():
    game = Game(seed=1, saved=b"x")
    d = Driver(game)
    while game.screen.lines[game.screen.menu].strip() != game.w.MENU[5]:
        d.press(K_DOWN)
    d.press(K_A)
    assert d.screen() == "title" and game.screen.hint == game.w.H_SURE
    d.press(K_B)
    assert d.screen() == "title" and game.screen.hint == game.w.H_MENU
    d.press(K_A)
    d.press(K_A)
    assert game.table.guided and game.scene_name == "table"


# -- the rematch ---------------------------------------------------------------------------

def to_final_tally(d):
    for _ in range(6000):
        name = d.screen()
        if name == "session" and d.game.session.over:
            return
        if name == "draw" and d.game.screen.computer:
            d.press(K_B)
        elif name == "arrange":
            d.press(K_START)
        else:
            d.press(K_A)
    raise AssertionError("no final tally")


def test_start_on_the_final_tally_plays_again_with_the_same_seats_and_settings():
    d, lines = new_game(kinds=(HUMAN, 2, 1, 3), mode=1, seed=7)
    start(d)
    to_final_tally(d)
    g = d.game
    first = g.session
    assert "START" in g.screen.hint and g.screen.hint in (
        g.fit(g.w.H_AWARDS_AGAIN), g.fit(g.w.H_END_AGAIN))
    kinds, names, sessions = bytes(g.table.kinds), list(g.table.names), g.sessions
    d.press(K_START)
    assert g.scene_name == "table" and g.session is not first and not g.session.over
    assert g.session.rounds_played == 0 and g.sessions == sessions + 1
    assert bytes(g.table.kinds) == kinds and g.table.names == names and g.table is g.settings
    assert sum(line.startswith("session rounds") for line in lines) == 2


def test_a_rematch_after_learning_is_the_same_table_without_the_tips():
    d, said = play_learn(6)
    for _ in range(50):
        if d.screen() == "session":
            break
        d.press(K_A)
    assert d.screen() == "session" and d.game.session.over
    table = d.game.table
    d.press(K_START)
    assert d.game.table is table and not table.guided and d.game.scene.guide is None
    assert LEARN not in sys.modules


# -- forfeits by age ---------------------------------------------------------------------------

@pytest.mark.parametrize("code", words.LANGUAGES)
def test_forfeits_come_in_three_groups_by_age_twice_as_many_as_before(code):
    texts = words.texts(code)
    groups = texts.FORFEITS
    words.forget_texts()
    assert len(groups) == 3 and len({len(g) for g in groups}) == 1
    assert sum(len(g) for g in groups) >= 20              # there were 10
    every = [t for g in groups for t in g]
    assert len(set(every)) == len(every)


@pytest.mark.parametrize("ages", range(3))
def test_the_forfeit_comes_from_the_group_the_settings_chose(ages):
    d, _ = new_game("short", kinds=(HUMAN, 2, 1), mode=FORFEITS, seed=3)
    d.game.settings.ages = ages
    start(d)
    texts = words.texts("en")
    group = texts.FORFEITS[ages]
    words.forget_texts()
    told = 0
    for _ in range(8000):
        name = d.screen()
        if name == "session" and d.game.is_human(d.game.rnd.losers()[0][0]):
            said = " ".join(d.game.scene.board)
            assert said in group
            told += 1
            if told == 3:
                return
        if name == "draw" and d.game.screen.computer:
            d.press(K_B)
        else:
            d.press(K_A)
    raise AssertionError("the person never lost")


# -- tells ---------------------------------------------------------------------------------

def to_person_draw_from(kind, seed=1, tells=1, now=0, first=False):
    """Return a driver at a person's draw from a computer of ``kind`` (ANN, BOB, CAT).

    The first such draw where the fan holds its Old Maid for sure (and shows a tell), or
    the first draw at all (``first``).
    """
    st = Settings()
    st.players = 3      # three Queens in two hands or three: one is the Old Maid only at the end
    st.kinds[0] = HUMAN
    st.kinds[1] = st.kinds[2] = 1 + kind
    st.tells = tells
    d = Driver(Game(seed=seed, settings=st))
    d.now = now
    start(d)
    for _ in range(5000):
        s = d.game.screen
        if s.kind == DRAW and s.computer == PERSON and marked(s.top):
            return d
        if s.kind == DRAW and s.computer == PERSON and first:
            return d
        if d.game.session.round.over:
            return None
        d.press(0 if s.kind == DRAW and s.computer else K_A)
    raise AssertionError("the round did not end")


def marked(row):
    return [i for i in range(row.count) if row.tell and row.tells[i >> 3] >> (i & 7) & 1]


def last_of_its_kind(rnd, card):
    """Return True if ``card`` is of the kind dealt without a pair and the last of it in a hand."""
    same = sum(rnd.key[rnd.card(s, p)] == rnd.key[card] for s in range(rnd.players)
               for p in range(rnd.hand_size(s)))
    return bool(rnd.unmatched[rnd.key[card]]) and same == 1


def test_the_easiest_computer_tells_true_and_only_over_its_old_maid():
    found = 0
    for seed in range(1, 12):
        d = to_person_draw_from(CHILD, seed)
        if d is None:          # its Old Maid never in its fan on a person's draw
            continue
        found += 1
        g = d.game
        rnd = g.rnd
        top = g.screen.top
        offerer = rnd.offerer()
        truth = [i for i in range(top.count) if last_of_its_kind(rnd, rnd.card(offerer, i))]
        assert marked(top) == truth and truth
    assert found > 3


def test_the_old_maid_for_sure_is_the_last_of_its_kind():
    """Three Queens in three hands: none is the Old Maid yet; the last one left is."""
    spread = 0
    for seed in range(1, 9):
        d = to_person_draw_from(CHILD, seed, first=True)
        rnd = d.game.rnd
        queens = 0
        for seat in range(rnd.players):
            for pos in range(rnd.hand_size(seat)):
                c = rnd.card(seat, pos)
                queens += bool(rnd.unmatched[rnd.key[c]])
                assert is_old_maid(rnd, c) == last_of_its_kind(rnd, c)
        spread += queens == 3
    assert spread       # a deal that left three


def test_the_canny_computer_never_tells_and_the_setting_turns_every_tell_off():
    for kind, tells in ((CANNY, 1), (CHILD, 0), (CASUAL, 0)):
        for seed in (1, 2, 3):
            st = Settings()
            st.players = 2
            st.kinds[1] = 1 + kind
            st.tells = tells
            d = Driver(Game(seed=seed, settings=st))
            start(d)
            for _ in range(3000):
                if d.game.session.round.over:
                    break
                assert not d.game.screen.top.tell
                s = d.game.screen
                d.press(0 if s.kind == DRAW and s.computer else K_A)


def test_a_computer_never_tells_on_its_own_draw_nor_on_a_persons_fan():
    st = Settings()
    st.players = 3
    st.kinds[0] = st.kinds[1] = HUMAN
    st.kinds[2] = 1 + CHILD
    d = Driver(Game(seed=4, settings=st))
    start(d)
    told = 0
    for _ in range(6000):
        g = d.game
        if g.session.round.over:
            break
        s = g.screen
        if s.top.tell:
            told += 1
            assert s.kind == DRAW and s.computer == PERSON
            assert not g.is_human(g.rnd.offerer()) and s.seat == g.rnd.current_drawer()
        d.press(0 if s.kind == DRAW and s.computer else K_A)
    assert told


def test_the_face_jumps_as_the_cursor_passes_the_old_maid_and_not_elsewhere():
    dev = stub.Device()
    v = View(dev.display, dev.width, dev.height)
    d = next(d for d in map(lambda seed: to_person_draw_from(CHILD, seed), range(1, 9)) if d)
    s = d.game.screen
    (at,) = marked(s.top)[:1]
    heights = []
    for pos in range(s.top.count):
        s.top.cursor = pos
        s.changed()
        v.draw(s)
        heights.append(v.line_faces.y)
    resting = v.top.cards.y
    for pos in range(s.top.count):
        assert heights[pos] == (resting - 3 if pos in marked(s.top) else resting), pos
    assert heights[at] < resting


def test_the_casual_computer_tells_on_some_turns_not_all():
    told = set()
    for now in range(0, 4096, 256):
        d = to_person_draw_from(CASUAL, 5, now=now, first=True)
        told.add(bool(d.game.screen.top.tell))
    assert told == {True, False}


# -- the settings' saved form ---------------------------------------------------------------

def test_tells_on_and_little_ones_by_default_kept_and_read_back():
    st = Settings()
    assert st.tells == 1 and st.ages == 0
    st.tells = 0
    st.ages = 2
    back = Settings()
    settings_kept.read(back, st.to_bytes())
    assert back.tells == 0 and back.ages == 2
    bad = bytearray(st.to_bytes())
    bad[len(st.to_bytes()) - 5 * 12 - 1] = 3      # the ages: no fourth group
    with pytest.raises(BadSettings):
        settings_kept.read(Settings(), bytes(bad))


def test_settings_kept_before_the_tells_are_read_with_tells_on_and_little_ones():
    st = Settings()
    st.names[0] = "ZED"
    st.motion = 0
    new = st.to_bytes()
    at = 17                          # version 3 had no tells nor ages after motion
    old = new[:at] + new[at + 2:]
    up = settings_kept.upgrade(3, old)
    assert up == new[:at] + b"\x01\x00" + new[at + 2:]
    back = Settings()
    settings_kept.read(back, up)
    assert back.names[0] == "ZED" and back.motion == 0 and back.tells == 1 and back.ages == 0
    assert settings_kept.upgrade(3, old[:-1]) is None


@pytest.mark.parametrize("code", words.LANGUAGES)
def test_on_the_small_screen_a_turns_the_words_pages_each_whole_and_the_hint_stays(code):
    """The OLED's four lines: A shows the next page; every word is shown; A and B are named."""
    from hardware.monoview import View as MonoView

    st = Settings()
    st.lang = words.LANGUAGES.index(code)
    g = Game(seed=4, settings=st, columns=21, rows=4, page=1, keys=MonoView.KEYS)
    d = Driver(g)
    to_learn(d)
    gd = guide(d)
    assert gd.last == DEAL
    texts = words.texts(code)
    text = texts.LEARN[DEAL] % (g.w.ODD_CARD % odd_name(g))
    words.forget_texts()
    pages = []
    while gd.last == DEAL:
        s = g.screen
        shown = [line for line in s.lines if line]
        assert 0 < len(shown) <= 4 and s.top.count == 0 and s.bottom.count == 0
        assert s.hint == g.fit(board_keys(g, g.w.H_GUIDE)) and MonoView.KEYS[1] in s.hint
        pages.append(shown)
        d.press(K_A)
    assert len(pages) > 1
    assert " ".join(" ".join(p) for p in pages).split() == text.split()
    for page in pages[:-1]:          # a page ends after a sentence where the page holds one
        if any(line[-1] in ".!?:" for line in page[:-1]):
            assert page[-1][-1] in ".!?:", page
