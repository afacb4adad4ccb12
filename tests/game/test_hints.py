"""Each hint says what its key does there, and B is back everywhere: an evening ends when asked.

The hints are checked against the game itself: on each screen whose hint
names what A leads to, A is pressed and the screen that follows is the one
named.  B on a forfeit asks the pause menu's question ("End the session
now?"): no puts the forfeit back as it was, yes shows the evening's tally.
"""

import pytest
from test_flow import Driver

from game import words
from game.game import Game
from game.keys import K_A, K_B, K_START
from game.screenkit import board_keys
from game.screens import AWARDS, ERROR, SESSION, TITLE
from game.settings import FORFEITS, HUMAN, Settings


def table(kinds, mode, lang="en", seed=1):
    st = Settings()
    st.players = len(kinds)
    for seat, kind in enumerate(kinds):
        st.kinds[seat] = kind
    st.choose_mode(mode)
    st.lang = words.LANGUAGES.index(lang)
    d = Driver(Game(seed=seed, settings=st))
    d.press(K_A)             # Play
    d.press(K_START)         # deal
    return d


def hint(game, name):
    """Return hint ``name`` of the game's language as a screen shows it."""
    return game.fit(board_keys(game, getattr(game.w, name)))


def is_forfeit(g):
    """Return True if the screen shows the round's loser their forfeit."""
    s = g.screen
    if s.kind != SESSION or g.table.mode != FORFEITS or g.scene.final:
        return False
    seat = g.rnd.losers()[0][0]
    return s.title in (g.fit(g.w.FORFEIT % g.name(seat)), g.fit(g.w.FORFEIT_CPU % g.name(seat)))


# What A leads to, for each hint that names it: a test of the screen that follows.
AFTER_A = {
    "H_SCORES": lambda g: g.screen.kind == SESSION and not is_forfeit(g),
    "H_TO_FORFEIT": is_forfeit,
    "H_NEXT": lambda g: g.scene_name == "table",
    "H_FORFEIT": lambda g: g.scene_name == "table",     # "A: next round  B: end"
    "H_AWARDS_AGAIN": lambda g: g.screen.kind == AWARDS,  # the final tally: "A: awards ..."
    "H_END_AGAIN": lambda g: g.screen.kind == TITLE,    # ... or, with no award, "A: title ..."
    "H_END": lambda g: g.screen.kind == TITLE,
}


def press_a_checking_the_hint(d, checked):
    """Press A; if the screen's hint names where A goes, check it went there."""
    g = d.game
    named = [name for name in AFTER_A
             if hasattr(g.w, name) and g.screen.hint == hint(g, name)]
    before = (g.screen.title, g.screen.hint)
    d.press(K_A)
    for name in named:
        assert AFTER_A[name](g), "%s on %r: A showed %s %r" % (
            name, before, g.screen.name(), g.screen.title)
        checked.add(name)


def play(d, checked, forfeits=3, awards=True):
    """Play a session (an evening of ``forfeits`` rounds) to the title, A checked everywhere."""
    g = d.game
    rounds = 0
    for _ in range(20000):
        name = d.screen()
        if name == "title":
            return
        if name == "draw" and g.screen.computer:
            d.press(K_B)
        elif name == "arrange":
            d.press(K_START)
        elif name == "pause":                 # "End the session now?": yes
            d.press(K_A)
        elif name == "result" and not awards:
            g.journal.count_afresh()          # no award earned: the tally goes to the title
            press_a_checking_the_hint(d, checked)
        elif name == "session" and is_forfeit(g):
            rounds += 1
            if rounds < forfeits:
                press_a_checking_the_hint(d, checked)
            else:
                d.press(K_B)
        else:
            press_a_checking_the_hint(d, checked)
    raise AssertionError("the session did not end")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_hint_that_names_a_screen_is_where_a_goes(lang):
    checked = set()
    for kinds, mode, awards in (((HUMAN, 2, 1), "single", True),
                                ((HUMAN, 1), "single", False),
                                ((HUMAN, 2, 1, 3), "rounds:2", True),
                                ((HUMAN, 2, 1), "forfeits", True)):
        d = table(kinds, mode, lang)
        play(d, checked, awards=awards)
    assert checked == {name for name in AFTER_A if hasattr(words.load(lang), name)}
    words.load("en")


def test_the_forfeits_result_does_not_promise_scores():
    d = table((HUMAN, 2, 1), "forfeits")
    while d.screen() != "result":
        d.press(K_B if d.screen() == "draw" and d.game.screen.computer else K_A)
    g = d.game
    assert g.screen.hint == hint(g, "H_TO_FORFEIT") != hint(g, "H_SCORES")
    assert "score" not in g.screen.hint


def to_a_forfeit(d):
    while not (d.screen() == "session" and is_forfeit(d.game)):
        d.press(K_B if d.screen() == "draw" and d.game.screen.computer else K_A)


@pytest.mark.parametrize("columns", [26, 21])
def test_b_on_a_forfeit_asks_as_the_pause_menu_no_goes_back_yes_ends(columns):
    st = Settings()
    st.players = 3
    st.kinds[1], st.kinds[2] = 2, 1
    st.set_mode(FORFEITS)
    d = Driver(Game(seed=5, settings=st, columns=columns, rows=(7 if columns > 21 else 4)))
    d.press(K_A)
    d.press(K_START)
    to_a_forfeit(d)
    g = d.game
    s = g.screen
    forfeit = (s.title, s.hint, list(s.lines), s.seat, s.face)
    evening = bytes(g.evening)
    d.press(K_B)                          # asked, in the pause menu's words
    assert d.screen() == "pause" and s.title == g.fit(g.w.PAUSE)
    assert s.hint == hint(g, "H_SURE")
    asked = words.wrap(g.w.END_ASK, g.columns)
    assert [line for line in s.lines if line] == asked[:g.rows]
    d.press(0)                            # a frame with no key: still asking
    assert d.screen() == "pause"
    d.press(K_B)                          # no: the same forfeit, nothing counted again
    assert (s.title, s.hint, list(s.lines), s.seat, s.face) == forfeit
    assert bytes(g.evening) == evening and d.screen() == "session"
    d.press(K_B)
    d.press(K_A)                          # yes: the evening's tally
    assert d.screen() == "session" and s.title == g.fit(g.w.EVENING)
    assert g.scene.final and g.cheer_at >= 0
    d.press(K_A)
    assert g.screen.kind in (AWARDS, TITLE)


def test_the_question_is_one_and_the_same_wherever_asked():
    """The pause menu's "End the session" and B on a forfeit draw the same screen."""
    from game.scenes import table_pause

    d = table((HUMAN, 2, 1), "forfeits", seed=5)
    to_a_forfeit(d)
    d.press(K_B)
    g = d.game
    s = g.screen
    shown = (s.kind, s.title, s.hint, list(s.lines))
    table_pause.ask_end(g)
    assert (s.kind, s.title, s.hint, list(s.lines)) == shown
    assert [table_pause.answer(k) for k in (K_A, K_START, K_B, 0)] == [1, 1, 0, -1]


@pytest.mark.parametrize("lang", words.LANGUAGES)
def test_the_error_screen_tells_a_family_what_to_do_and_a_goes_to_the_title(lang):
    st = Settings()
    st.lang = words.LANGUAGES.index(lang)
    d = Driver(Game(seed=1, settings=st, columns=21, rows=4))
    g = d.game
    g.fault(ValueError("a bug"))
    s = g.screen
    assert s.kind == ERROR and s.hint == hint(g, "H_END")
    said = " ".join(line for line in s.lines if line)
    assert said == " ".join(g.w.ERROR_SAID.split())        # whole on the smallest screen
    assert "onsol" not in said                           # no console: a family has none
    g.step(K_A, d.now + 33)
    assert g.screen.kind == TITLE
    words.load("en")
