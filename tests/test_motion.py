"""Motion, lights and sound: the computers' cursor glides, the lights follow the table, soft beeps.

None of it makes a displayio object (tests/test_game.py's whole sessions
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
from tools.autokeys import PATIENT, KeyPlayer, answer, table


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
    device = stub.Device()
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
        if player.done() or device.frames > 30000:
            device.running = False
        wait()

    device.wait_frame = frame
    loop.play(device, game, view)
    soft = [tone for tone, quiet in zip(device.tones, device.soft) if quiet]
    loud = [tone for tone, quiet in zip(device.tones, device.soft) if not quiet]
    assert soft and loud and all(tone[0] == 660 for tone in soft)


def test_the_lights_are_off_on_the_title_and_in_the_error_screen():
    game = Game()
    assert lights.color(game) == 0
    game.fail(RuntimeError("x"))
    assert lights.color(game) == 0
    d = Driver(Game())
    d.press(K_B)
    assert lights.color(d.game) == 0
