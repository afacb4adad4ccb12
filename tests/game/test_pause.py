"""The pause menu at the table: from the draw and pass screens, and with no person left.

Going on puts the table back as it was; sound and pace change the
settings; the rules and leaving keep the session, which the title offers
to resume; with every person out, the menu ends the session instead.
"""

from test_flow import Driver, check, new_game, start

from game.game import Game
from game.keeping import SAVE_SETTINGS
from game.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_START
from game.settings import HUMAN, Settings


def to_person_draw(d):
    """Press on until a person's draw screen (computers hurried); False if the round ends."""
    for _ in range(2000):
        s = d.game.screen
        if s.name() == "draw" and not s.computer:
            return True
        if s.name() == "result":
            return False
        d.press(K_START if s.name() == "arrange" else K_A)
    raise AssertionError("no person's turn came")


def menu(d):
    """Return the pause menu's rows as shown."""
    return [line.strip() for line in d.game.screen.lines if line]


def choose(d, text):
    """Move the menu's cursor to the row starting with ``text`` and press A."""
    for _ in range(8):
        s = d.game.screen
        if s.lines[s.menu].strip().startswith(text):
            d.press(K_A)
            return
        d.press(K_DOWN)
    raise AssertionError("no row %r in the menu" % text)


def test_b_on_the_draw_screen_pauses_and_b_again_puts_the_table_back_as_it_was():
    d, lines = new_game("classic", kinds=(HUMAN, 2, 1, 3), seed=4)
    start(d)
    to_person_draw(d)
    d.press(K_RIGHT)
    s = d.game.screen
    before = (s.title, list(s.lines), bytes(s.top.cards[:s.top.count]), s.top.cursor,
              bytes(s.bottom.cards[:s.bottom.count]), s.hint)
    assert "B: menu" in s.hint
    d.press(K_B)
    assert d.screen() == "pause" and s.title == "Paused"
    assert menu(d) == ["Go on", "Rules", "Sound: on", "Speed: normal", "Leave the table"]
    assert s.menu == 0 and s.top.count == 0       # no cards on show behind the menu
    d.press(K_B)
    assert d.screen() == "draw"
    assert before == (s.title, list(s.lines), bytes(s.top.cards[:s.top.count]), s.top.cursor,
                      bytes(s.bottom.cards[:s.bottom.count]), s.hint)
    d.press(K_B)
    choose(d, "Go on")                            # A on its first row does the same
    assert d.screen() == "draw" and s.title == before[0]
    d.autoplay()
    check(lines)                                  # the round went on by the rules


def test_a_pause_changes_nothing_in_the_game():
    plain, paused = [], []
    for kept, pause in ((plain, False), (paused, True)):
        d, got = new_game("classic", kinds=(HUMAN, 2, 1), seed=9)
        start(d)
        while to_person_draw(d):
            if pause:
                d.press(K_B)
                d.press(K_DOWN)
                d.press(K_B)
            d.press(K_A)
        kept.extend(got)
    assert plain == paused and len(plain) > 10


def test_sound_and_pace_change_from_the_pause_menu_and_are_kept():
    d, _ = new_game("classic", kinds=(HUMAN, 2, 1), seed=2)
    start(d)
    to_person_draw(d)
    d.press(K_B)
    d.game.due = 0
    choose(d, "Sound")
    assert d.game.settings.sound == 0 and "Sound: off" in menu(d)
    assert d.game.due & SAVE_SETTINGS
    while d.game.screen.lines[d.game.screen.menu].strip() != "Speed: normal":
        d.press(K_DOWN)
    d.press(K_RIGHT)
    assert d.game.settings.speed == 2 and "Speed: fast" in menu(d)
    d.press(K_LEFT)
    d.press(K_LEFT)
    assert d.game.settings.speed == 0 and "Speed: slow" in menu(d)


def test_leaving_the_table_keeps_the_session_and_resume_takes_it_up():
    d, lines = new_game("classic", kinds=(HUMAN, 2, 1), seed=5)
    start(d)
    to_person_draw(d)
    d.press(K_B)
    choose(d, "Leave the table")
    assert d.screen() == "title"
    title = [line.strip() for line in d.game.screen.lines if line]
    assert title[:2] == ["Play", "Resume"] and d.game.screen.menu == 2   # on Resume
    d.press(K_A)
    assert d.screen() == "draw" and not d.game.screen.computer
    d.autoplay()
    check(lines)


def test_the_rules_from_the_pause_menu_go_back_to_the_table():
    d, lines = new_game("classic", kinds=(HUMAN, 2, 1), seed=6)
    start(d)
    to_person_draw(d)
    turn = d.game.screen.title
    d.press(K_B)
    choose(d, "Rules")
    assert d.screen() == "rules"
    d.press(K_A)                                  # a page on
    d.press(K_B)
    assert d.screen() == "draw" and d.game.screen.title == turn
    d.autoplay()
    check(lines)


def test_b_on_the_pass_screen_pauses_too():
    d, _ = new_game("classic", kinds=(HUMAN, HUMAN, 1), seed=3)
    start(d)
    for _ in range(200):
        if d.screen() == "pass":
            break
        d.press(K_A if d.screen() != "draw" or d.game.screen.computer else K_A)
    assert d.screen() == "pass" and "B: menu" in d.game.screen.hint
    passing = d.game.screen.title
    d.press(K_B)
    assert d.screen() == "pause"
    d.press(K_B)
    assert d.screen() == "pass" and d.game.screen.title == passing
    d.press(K_A)
    assert d.screen() in ("draw", "lay")


def eliminated(seed):
    """Play an elimination session of ANN and three computers until ANN is out of it.

    Return the Driver, on a computer's turn with ANN out, or None when the
    session ended with ANN still in it.
    """
    st = Settings()
    st.players = 4
    st.kinds[0], st.kinds[1], st.kinds[2], st.kinds[3] = HUMAN, 2, 1, 3
    st.choose_mode("elimination")
    d = Driver(Game(seed=seed, settings=st))
    start(d)
    for _ in range(20000):
        g = d.game
        name = d.screen()
        if name == "draw" and g.screen.computer and not g.rnd.seated[0]:
            return d
        if name == "draw" and g.screen.computer:
            d.press(K_B)
        elif name == "arrange":
            d.press(K_START)
        elif name == "session" and g.session.over:
            return None
        else:
            d.press(K_A)
    raise AssertionError("the session did not end")


def test_with_every_person_out_start_opens_the_menu_that_ends_the_session():
    d = next(d for d in map(eliminated, range(40)) if d is not None)
    assert "START: menu" in d.game.screen.hint
    d.press(K_START)
    assert d.screen() == "pause"
    assert menu(d) == ["Go on", "Sound: on", "Speed: normal", "End the session"]
    d.press(K_B)
    assert d.screen() == "draw" and d.game.screen.computer
    d.press(K_START)
    choose(d, "End the session")
    s = d.game.screen                        # asked first: B says no, back to the menu
    assert d.screen() == "pause" and s.hint == "A: yes  B: no"
    assert " ".join(s.lines).startswith("End the session now?")
    d.press(K_B)
    assert d.screen() == "pause" and menu(d)[-1] == "End the session"
    choose(d, "End the session")
    rnd, session = d.game.rnd, d.game.session
    losses = bytes(session.losses)
    d.press(K_A)                             # yes: the final tally, its winners, the cheer
    assert d.screen() == "session" and s.title == "Final tally"
    assert s.hint.startswith("A: awards")    # A opens the awards that follow
    assert d.game.record_len == 0 and d.game.cheer_at >= 0 and not rnd.is_over()
    best = min(losses[seat] for seat in range(4) if session.seated[seat])
    leaders = [d.game.name(seat) for seat in range(4)
               if session.seated[seat] and losses[seat] == best]
    said = " ".join(line for line in s.lines if line)
    assert ("Winners:" if len(leaders) > 1 else "Winner:") in said
    assert all(name in said for name in leaders)
    d.press(K_A)                             # the evening's awards, then the title
    assert d.screen() == "awards" and s.title == "Awards of the evening"
    d.press(K_A)
    assert d.screen() == "title"
    assert [line.strip() for line in d.game.screen.lines if line][:2] == ["Play", "Rules"]
    assert d.game.record_len == 0


def test_the_menu_scrolls_on_a_screen_of_few_lines():
    st = Settings()
    st.players = 3
    st.kinds[1], st.kinds[2] = 2, 1
    d = Driver(Game(seed=3, settings=st, rows=4))
    start(d)
    to_person_draw(d)
    d.press(K_B)
    assert menu(d) == ["Go on", "Rules", "Sound: on", "Speed: normal"]
    for _ in range(4):
        d.press(K_DOWN)
    assert menu(d) == ["Rules", "Sound: on", "Speed: normal", "Leave the table"]
    assert d.game.screen.menu == 3
    d.press(K_DOWN)                                  # round to the top
    assert menu(d)[0] == "Go on" and d.game.screen.menu == 0
