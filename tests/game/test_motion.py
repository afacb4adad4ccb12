"""Motion, lights and sound: the computers' cursor glides, the lights follow the table, soft beeps.

None of it makes a displayio object (tests/game/test_game.py's whole sessions
run with motion on and count them) or allocates in a frame (the cursor and
the colour are ints).
"""

from test_flow import Driver, start

from game import lights
from game.game import Game
from game.keys import K_A, K_B, K_START
from game.screens import COMPUTER_AIMS, COMPUTER_TOOK
from game.settings import HUMAN, Settings
from hardware import loop, stub
from hardware.view import View
from tools.play.autokeys import PATIENT, KeyPlayer, answer, table


def computer_aiming(d):
    """Press on to a computer's turn, its cursor on the way."""
    for _ in range(2000):
        s = d.game.screen
        if s.name() == "draw" and s.computer == COMPUTER_AIMS and d.game.scene.cpu.pick >= 3:
            return
        d.press(K_START if s.name() == "arrange" else K_A if not s.computer else 0)
    raise AssertionError("no computer aimed far enough")


def glide(motion):
    st = Settings()
    st.players = 3
    st.kinds[1], st.kinds[2] = 2, 1
    st.motion = motion
    d = Driver(Game(seed=5, settings=st))
    start(d)
    computer_aiming(d)
    pick = d.game.scene.cpu.pick
    seen = []
    while d.game.screen.computer == COMPUTER_AIMS:
        seen.append(d.game.screen.top.cursor)
        d.press()
    assert d.game.screen.computer == COMPUTER_TOOK and d.game.screen.top.cursor == pick
    return seen, pick


def test_a_computers_cursor_glides_to_its_pick_and_jumps_with_motion_off():
    seen, pick = glide(1)
    seen.append(pick)                            # where the pick is shown
    assert seen == sorted(seen) and seen[0] == 0
    assert len(set(seen)) == pick + 1           # through every card on the way
    seen, pick = glide(0)
    assert set(seen) == {0}                      # off: it jumps when the step ends


def test_the_normal_pace_is_at_most_0_8_s_a_computer_turn():
    game = Game()
    assert 2 * game.delay() <= 800
    game.settings.speed = 0
    slow = game.delay()
    game.settings.speed = 2
    assert game.delay() < 400 < slow


def sit(kinds, mode, seed=2):
    device = stub.Device(keep_tones=True)
    view = View(device.display, device.width, device.height)
    game, keeper = loop.new_game(device, view, seed)
    st = table(kinds, "classic", mode)
    game.settings.players = st.players
    game.settings.kinds[:] = st.kinds
    game.settings.choose_mode(mode)
    player = KeyPlayer(game, seed=seed, computers=PATIENT)
    return device, game, view, player


def test_the_lights_show_whose_turn_it_is_flash_on_a_pair_and_cheer_at_the_end():
    device, game, view, player = sit((HUMAN, 1, 2), "single")
    colours = {}
    flashes = cheers = 0
    after = [0]
    wait = device.wait_frame

    def frame():
        nonlocal flashes, cheers
        rnd = game.rnd
        if device.color == lights._FLASH:
            flashes += 1
        elif device.color in lights._PARTY:
            cheers += 1
        elif game.scene_name == "table" and rnd is not None and not rnd.is_over():
            colours.setdefault(rnd.current_drawer(), set()).add(device.color)
        if game.cheer_at < 0:
            answer(device, player)          # the person waits while the session cheers
        after[0] += player.done()
        if after[0] > 150 or device.frames > 30000:
            device.running = False
        wait()

    device.wait_frame = frame
    loop.play(device, game, view)
    assert player.done()
    assert len(colours) == 3 and all(len(c) == 1 for c in colours.values())
    assert len({c.pop() for c in colours.values()}) == 3      # a colour a seat
    assert flashes and cheers
    notes = [t[0] for t in device.tones]
    assert notes[-len(game_tune()):] == list(game_tune())     # the session's tune, last


def game_tune():
    from game import game as flow

    return flow._TUNE


def test_a_computers_pair_beeps_softly_a_persons_aloud():
    device, game, view, player = sit((HUMAN, 1, 2), "rounds:2")
    wait = device.wait_frame

    def frame():
        answer(device, player)
        device.running = not player.done() and device.frames <= 30000
        wait()

    device.wait_frame = frame
    loop.play(device, game, view)
    soft = [tone for tone, quiet in zip(device.tones, device.soft) if quiet]
    loud = [tone for tone, quiet in zip(device.tones, device.soft) if not quiet]
    assert soft and loud and all(tone[0] == 660 for tone in soft)


def test_the_lights_are_off_on_the_title_and_in_the_error_screen():
    game = Game()
    assert lights.color(game) == 0
    game.fault(RuntimeError("x"))
    assert lights.color(game) == 0
    d = Driver(Game())
    d.press(K_B)
    assert lights.color(d.game) == 0


def fan_drawn(title="ANN: draw from BOB", cursor=6, screen=None):
    """Return (view, screen) with a fan of 8 drawn and its cursor at ``cursor``."""
    from game.screens import DRAW, Screen

    device = stub.Device()
    view = View(device.display, device.width, device.height)
    s = screen or Screen()
    s.show(DRAW, title)
    for i in range(8):
        s.top.cards[i] = i * 4
    s.top.count = 8
    s.top.cursor = cursor
    view.draw(s)
    return view, s


def test_a_drawn_card_flies_from_the_fan_to_the_big_card_and_is_gone():
    from engine import cards
    from game.screens import DRAW, REVEAL

    view, s = fan_drawn()
    start = (view.top.cursor.x, view.top.cards.y)
    card = cards.THEMED_FIRST + 2
    s.show(REVEAL, "You drew")
    s.big = card
    s.fly = card
    view.draw(s)
    flyer = view.flyer.grid
    path = [(flyer.x, flyer.y)]
    assert not flyer.hidden and flyer[0] == view.big_card[0]
    while not flyer.hidden:
        assert view.draw(s)                       # each frame moves it: a refresh
        path.append((flyer.x, flyer.y))
    end = (view.big_group.x, view.big_group.y)
    assert path[0] != start and path[-1] == end and len(path) == 6
    xs = [x for x, _ in path]
    assert xs == sorted(xs) or xs == sorted(xs, reverse=True)
    assert not view.draw(s)                       # landed: nothing more to draw
    s.show(DRAW, "Arrange your hand")             # a pair: from the big card to the table
    s.fly = card
    view.draw(s)
    ys = [flyer.y]
    while not flyer.hidden:
        view.draw(s)
        ys.append(flyer.y)
    assert ys == sorted(ys, reverse=True) and ys[-1] < 0      # up and off the top
    s.show(DRAW, "BOB draws")                     # nothing to fly from: no fan, no big card
    s.fly = card
    view.draw(s)
    assert flyer.hidden


def test_a_flight_is_not_started_again_by_a_change_on_the_same_screen():
    from game.screens import DRAW

    view, s = fan_drawn("CAT draws from BOB", 3)
    s.show(DRAW, "ANN: draw from CAT")
    for i in range(6):
        s.top.cards[i] = i * 4 + 1
    s.top.count = 6
    s.top.cursor = 0
    s.fly = 12
    view.draw(s)
    frames = 1
    while not view.flyer.grid.hidden:
        s.top.cursor = (s.top.cursor + 1) % 6     # the person moves along the fan meanwhile
        s.changed()
        view.draw(s)
        frames += 1
        assert frames < 20
    assert frames <= 6


def test_tools_gif_films_a_draw_with_its_motion(tmp_path):
    import subprocess
    import sys

    from conftest import ROOT
    from PIL import Image

    out = tmp_path / "draw.gif"
    run = subprocess.run([sys.executable, "-m", "tools.art.gif", "--out", str(out)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 0, run.stderr
    gif = Image.open(out)
    assert gif.n_frames > 15 and gif.size == (320, 256)
    assert "frames" in run.stdout


def test_any_key_skips_a_flight():
    from game.screens import REVEAL

    game = Game()
    view, s = fan_drawn(cursor=2, screen=game.screen)
    s.show(REVEAL, "You drew")
    s.big = 5
    s.fly = 5
    view.draw(s)
    assert not view.flyer.grid.hidden
    game.step(K_A, 33)          # a key, whatever it does on this screen
    view.draw(game.screen)
    assert view.flyer.grid.hidden
