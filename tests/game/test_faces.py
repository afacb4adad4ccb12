"""Each seat's face: a picture and a colour, chosen in the setup, shown whose turn it is."""

import pytest

from engine import cards
from game import settings as settings_form
from game import settings_kept
from game.errors import BadSettings
from game.game import Game
from game.keys import K_A, K_B, K_DOWN, K_START, K_UP
from game.screens import MAX_LINES, NONE
from game.settings import DEFAULT_FACES, HUMAN, SEATS, Settings
from hardware import monoview, stub
from hardware.sprites import EDGE_FACE, EMPTY, lower
from hardware.view import View

MonoView = monoview.View

FRAME = 33


class Driver:
    def __init__(self, settings, seed=1):
        self.game = Game(seed=seed, settings=settings)
        self.now = 0

    def press(self, keys=0):
        self.now += FRAME
        self.game.step(keys, self.now)
        assert self.game.screen.name() != "error", self.game.screen.lines

    def until(self, name, keys=0, limit=3000):
        for _ in range(limit):
            if self.game.screen.name() == name:
                return self.game.screen
            self.press(keys)
        raise AssertionError("never reached " + name)


def table(kinds, mode=0):
    st = Settings()
    st.players = len(kinds)
    for s, k in enumerate(kinds):
        st.kinds[s] = k
    st.set_mode(mode)
    return st


def test_every_seat_has_a_face_of_its_own_by_default_and_they_are_kept():
    st = Settings()
    assert len(set(st.faces)) == SEATS and max(st.faces) < cards.THEMED_PICTURES
    st.faces[3] = 24
    back = Settings()
    settings_kept.read(back, st.to_bytes())
    assert back.faces == st.faces and back.names == st.names


def test_a_face_that_is_no_picture_is_refused_and_changes_nothing():
    st = Settings()
    data = bytearray(st.to_bytes())
    data[-1] = cards.THEMED_PICTURES            # the last seat's face
    kept = Settings()
    with pytest.raises(BadSettings):
        settings_kept.read(kept, bytes(data))
    assert kept.faces == bytearray(DEFAULT_FACES)


def test_settings_and_sessions_saved_before_the_faces_get_the_default_faces():
    st = Settings()
    st.names[0] = "ZED"
    st.motion = 0
    now = st.to_bytes()
    v3 = now[:17] + now[19:]                    # version 3: no tells nor forfeits' ages
    v2 = v3[:65] + v3[65 + SEATS:]              # version 2: no faces after the initials
    tail = b"session bytes"
    for old, rest in ((v2, b""), (v2 + tail, tail)):
        up = settings_kept.upgrade(2, old)
        assert up == now + rest and up[67:67 + SEATS] == DEFAULT_FACES
        back = Settings()
        settings_kept.read(back, up[:settings_form.SIZE])
        assert back.names[0] == "ZED" and back.motion == 0
    v1 = v2[:16] + v2[17:]                      # version 1: no motion either
    up = settings_kept.upgrade(1, v1)
    assert up[16] == 1 and up[67:67 + SEATS] == DEFAULT_FACES
    assert settings_kept.upgrade(2, b"x" * 30) is None
    assert settings_kept.upgrade(4, now) is None     # the current version: nothing to do


def test_the_setup_chooses_a_persons_face_after_their_initials_and_a_computers_alone():
    d = Driver(table((HUMAN, 2, 1, 3)))
    d.press(K_A)                                # Play
    d.press(K_DOWN)                             # seat 1, a person
    d.press(K_A)
    s = d.game.screen
    assert s.big == cards.THEMED_FIRST + DEFAULT_FACES[0] and s.seat == 0
    for _ in range(3):
        d.press(K_A)                            # past the three letters: the face
    assert d.game.screen.hint == d.game.w.H_FACE
    d.press(K_UP)
    st = d.game.settings
    # The next picture no other seat at the table has: dog, fox and bird are taken.
    taken = set(DEFAULT_FACES[1:4])
    want = next(f for f in range(DEFAULT_FACES[0] + 1, 25) if f not in taken)
    assert st.faces[0] == want and d.game.screen.big == cards.THEMED_FIRST + want
    d.press(K_A)                                # done
    assert d.game.screen.big == NONE and d.game.due
    d.press(K_DOWN)                             # seat 2, a computer: its face alone
    d.press(K_A)
    assert d.game.screen.hint == d.game.w.H_FACE
    d.press(K_DOWN)
    assert st.faces[1] != DEFAULT_FACES[1] and st.faces[1] not in (st.faces[0], st.faces[2],
                                                                     st.faces[3])
    assert st.names[1] == "BOB"
    d.press(K_B)
    assert d.game.screen.big == NONE


def test_each_turn_shows_whose_it_is_and_the_pass_screen_their_face_large():
    d = Driver(table((HUMAN, HUMAN, 2, 1)))
    d.press(K_A)
    d.press(K_START)                            # deal
    seen = set()
    for _ in range(3000):
        s = d.game.screen
        name = s.name()
        rnd = d.game.rnd
        if name == "pass":
            assert s.seat == d.game.scene.pass_to
            assert s.big == s.face == cards.THEMED_FIRST + d.game.table.faces[s.seat]
            seen.add(name)
        elif name in ("draw", "reveal", "arrange") and rnd is not None and not rnd.is_over():
            drawer = rnd.current_drawer() if name == "draw" else s.seat
            assert s.seat == drawer and s.face == d.game.face(drawer)
            if name == "draw":                      # the fan drawn from: its owner's face
                assert s.top.face == d.game.face(rnd.offerer())
            seen.add("computer" if s.computer else name)
        elif name == "session":
            break
        d.press(K_A if name != "arrange" else K_START)
    assert {"pass", "draw", "computer"} <= seen


def test_the_scoreboard_gives_each_line_its_seats_face():
    d = Driver(table((HUMAN, 2, 1, 3), mode=1))
    d.press(K_A)
    d.press(K_START)
    s = d.until("session", K_A)
    names = d.game.table.names
    lined = 0
    for i in range(len(s.lines)):
        seat = next((k for k in range(4) if s.lines[i].startswith(names[k] + " ")), None)
        if seat is None:
            assert s.faces[i] == 0
        else:
            assert s.faces[i] == d.game.face(seat)
            lined += 1
    assert lined == 4


@pytest.mark.parametrize("make", [View, MonoView])
def test_the_view_colours_a_seats_title_bar_and_shows_its_face(make):
    dev = stub.Device() if make is View else stub.Device(width=128, height=64)
    v = make(dev.display, dev.width, dev.height)
    d = Driver(table((HUMAN, HUMAN, 2, 1)))
    d.press(K_A)
    d.press(K_START)
    s = d.until("pass")
    v.draw(s)
    bar = v.small.title_bar.pixel_shader[0]
    if make is View:
        assert bar == View.SEAT_BARS[s.seat] and not v.face.hidden
        assert v.face[0] == v.big_card[0]           # the same picture, small and large
    else:
        assert bar == MonoView.TITLE_BAR and v.face is None
    s.show(0, "Old Maid")
    v.draw(s)
    assert v.small.title_bar.pixel_shader[0] == make.TITLE_BAR
    assert v.face is None or v.face.hidden


def test_a_fan_shows_its_owners_face_at_its_left_where_there_is_room():
    dev = stub.Device()
    v = View(dev.display, dev.width, dev.height)
    d = Driver(table((HUMAN, 2, 1)))
    d.press(K_A)
    d.press(K_START)
    s = d.until("draw")
    offerer = d.game.rnd.offerer()
    v.draw(s)
    grid, fan = v.line_faces, v.top.cards
    assert not grid.hidden and grid[0] == d.game.face(offerer) and grid[1] == EDGE_FACE
    card = 2 * v.HALVES          # the cells of a line's face and edge, a card high
    assert (grid[2], grid[3]) == (lower(d.game.face(offerer)), lower(EDGE_FACE))
    assert all(grid[i] == EMPTY and grid[i + 2] == lower(EMPTY)
               for i in range(card, card * MAX_LINES) if i % card < 2)
    assert grid.x + v.face_w == fan.x and grid.y == fan.y
    s.top.count = 40                            # a fan cut off at its left: no room
    s.top.cursor = 39
    s.changed()
    v.draw(s)
    assert not v.top.left.hidden and grid.hidden
    s.top.clear()                               # a row with no owner (a pair laid) has no face
    s.top.count = 2
    s.changed()
    v.draw(s)
    assert grid.hidden
    mono = stub.Device(width=128, height=64)    # one ink: no faces beside rows or lines
    mv = MonoView(mono.display, mono.width, mono.height)
    assert mv.draw(s) and mv.line_faces is None
