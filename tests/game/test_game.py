"""Whole games through ``hardware.loop.play``: the stub device, the real view, every variant.

Each game runs the loop a board runs: keys from the device, ``Game.step``,
``View.draw`` with Blinka's displayio, a refresh, the next frame.  The keys
come from ``tools/play/autokeys.py``, answering whatever the screen shows, so
the games do not depend on how a seed deals.  Each must reach its result and
final scores, leave a transcript the independent checker accepts, and make
not one displayio object after the view is built.  One game also runs
under MicroPython, where the heap it takes is measured.
"""

import os
import subprocess
import sys

import pytest
from conftest import FAKES, ROOT, VM_FAKES, load_tool, require_vm
from reference import Checker

from engine import cards
from engine.transcript import Transcript
from game.game import Game
from game.keys import K_A, K_DOWN, K_LEFT, K_RIGHT, K_UP
from game.settings import HUMAN, Settings
from hardware import loop, stub
from hardware.view import View
from tools.measure import mpvm
from tools.play.autokeys import HASTY, MIXED, PATIENT, KeyPlayer, answer, table

FRAME_LIMIT = 60000  # 33 minutes of virtual time: far beyond any session below


class Table(stub.Device):
    """The stub device with a person at it: a KeyPlayer answers every screen."""

    def __init__(self, keys_script=()):
        super().__init__(keys_script=list(keys_script))
        self.player = None

    def wait_frame(self):
        """Feed the player's next key, then move on to the next frame."""
        answer(self, self.player)
        if self.frames >= FRAME_LIMIT:
            self.running = False
        super().wait_frame()


def sit_down(settings, seed, prelude=(), computers=MIXED):
    """Return a device with a KeyPlayer, the game, its transcript lines and the view."""
    lines = []
    game = Game(seed=seed, settings=settings, watchers=[Transcript(lines.append)])
    device = Table(prelude)
    device.player = KeyPlayer(game, seed=seed, computers=computers)
    view = View(device.display, device.width, device.height)
    return device, game, lines, view


def run(device, game, view, made):
    """Run the loop; return the screen lines it printed and the displayio objects it made."""
    made.clear()  # the view is built: from here on nothing may be made
    seen = []
    loop.play(device, game, view, screens=seen.append)
    return seen, sum(made.values())


def check(lines):
    checker = Checker()
    for line in lines:
        checker.line(line)
    checker.finish()


def final_scores(device):
    """Return the texts of the last scoreboard the display showed (the awards may follow it)."""
    boards = [texts for texts in device.display.screens
              if any(text.startswith(("A: title", "A: awards")) for text in texts)
              and "Awards of the evening" not in texts]
    assert boards, "no final scoreboard was shown"
    return boards[-1]


GAMES = [
    # variant, seats, session mode, how the computers are met
    ("classic", (HUMAN, 2, 1, 3), "single", MIXED),
    ("same-color", (HUMAN, 1, 2, HUMAN, 3), "single", PATIENT),
    ("black-peter", (HUMAN, 3, 1), "elimination", HASTY),
    ("two-removed", (2, HUMAN, 1, HUMAN, 3), "single", MIXED),
    ("short", (HUMAN, 1), "rounds:5", MIXED),
    ("double", (HUMAN, 1, 2, 3, 1, 2, 3, HUMAN, 2), "single", HASTY),
    ("themed", (HUMAN, 3, 3, 1), "penalty:3", HASTY),
    ("classic", (HUMAN, 2, 3), "tokens:2", HASTY),
    ("short", (2, HUMAN, 1), "rounds:7", HASTY),
]


@pytest.mark.parametrize("variant, kinds, mode, computers", GAMES,
                         ids=[g[0] for g in GAMES])
def test_a_whole_session_through_the_loop(variant, kinds, mode, computers, made):
    found = 0
    for seed in range(1, 4):  # a few deals, so people both draw and go out
        device, game, lines, view = sit_down(table(kinds, variant, mode), seed,
                                                 computers=computers)
        seen, objects = run(device, game, view, made)
        names = [line.split()[1] for line in seen]
        per_step = objects / device.frames
        print("%s seed %d: %d frames, %d displayio objects made after the view (%.3f per step)"
              % (variant, seed, device.frames, objects, per_step))
        assert objects == 0, "%d displayio objects in %d frames: %.3f per step" % (
            objects, device.frames, per_step)
        assert device.player.done(), "the session did not end in %d frames" % device.frames
        assert "error" not in names, game.screen.lines
        assert "result" in names and "session" in names and names[-1] == "title"
        assert ("pass" in names) == (kinds.count(HUMAN) > 1)
        check(lines)
        assert lines[-1].startswith("winner")
        board = final_scores(device)
        assert any(t.startswith(("Winner: ", "Winners: ", "Nobody wins!")) for t in board), board
        assert any(t.startswith("Round ") for t in board)
        found += ("draw" in names and "reveal" in names and "arrange" in names)
    assert found, "no person ever drew and arranged"


def test_fun_forfeits_and_learning_mode_through_the_loop(made):
    """Forfeit rounds (a single-round session each) with people laying their own pairs."""
    forfeits = 0
    for seed in range(1, 4):
        settings = table((HUMAN, 1, HUMAN), "classic", "forfeits")
        settings.manual = 1
        device, game, lines, view = sit_down(settings, seed)
        seen, objects = run(device, game, view, made)
        names = [line.split()[1] for line in seen]
        assert objects == 0 and device.player.done() and "error" not in names
        assert "lay" in names and names[-1] == "title"
        c = Checker(manual=True)
        for line in lines:
            if line.startswith("session") and c.lines:
                c.finish()          # each forfeit round is a session of its own
                c = Checker(manual=True)
            c.line(line)
        c.finish()
        assert lines[-1].startswith("winner")
        forfeits += sum(1 for line in seen if line.endswith("your forfeit:"))
    assert forfeits >= 3


def test_hot_seat_set_up_by_keys():
    """Two people and two computers, the second person named and the variant chosen in setup."""
    st = Settings()
    seat = 1
    prelude = [K_A]                              # Play
    prelude += [K_DOWN] * (1 + seat)             # the second seat's row
    prelude += [K_LEFT] * st.kinds[seat]         # its kind, back to a person
    prelude += [K_A, K_UP, K_A, K_A, K_A, K_A]   # initials: the first letter one on; face
    prelude += [K_DOWN] * (st.players - seat)    # the variant's row
    prelude += [K_RIGHT]                         # classic -> same-color
    lines = []
    game = Game(seed=5, settings=st, watchers=[Transcript(lines.append)])
    device = Table(prelude)
    device.player = KeyPlayer(game, seed=5)
    view = View(device.display, device.width, device.height)
    seen = []
    loop.play(device, game, view, screens=seen.append)
    name = chr(ord(Settings().names[seat][0]) + 1) + Settings().names[seat][1:]
    assert st.names[seat] == name and st.kinds[seat] == HUMAN
    assert cards.VARIANTS[st.variant] == "same-color"
    assert device.player.done()
    assert "screen pass Pass to %s" % name in seen
    assert any("Pass to %s" % name in texts for texts in device.display.screens)
    check(lines)
    assert lines[0].split()[3] == "same-color"


HEAP_BUDGET = 128 * 1024  # of the ~150 KB a PyBadge has before displayio's own buffers


def test_a_game_under_micropython_and_its_heap():
    """One person and three computers through the loop on MicroPython: the heap it takes."""
    require_vm()
    out = mpvm.run(os.path.join(ROOT, "tests", "mpy", "game_heap.py"), VM_FAKES, 1,
                   paths=(os.path.join(mpvm.device_root(), "code.py"),
                          os.path.join(ROOT, "hardware", "stub.py"),
                          os.path.join(ROOT, "tools", "play", "autokeys.py"), FAKES))
    heap = {name: int(value) for name, value in (line.split() for line in out.splitlines()
                                                  if not line.startswith("qstr pool:"))}
    print("MicroPython heap, bytes: " + ", ".join("%s %d" % item for item in heap.items()))
    assert heap["done"] == 1, "the session did not end in %d frames" % heap["frames"]
    assert heap["start"] < heap["fakes"] < heap["imports"] < heap["built"]
    assert heap["built"] <= heap["peak_live"] <= heap["peak"]
    assert heap["peak_live"] - heap["start"] < HEAP_BUDGET, heap


def test_the_simulator_command_line(tmp_path):
    """The README's scripted run: screens printed, a transcript, a PNG of each screen."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    transcript = tmp_path / "game.txt"
    shots = tmp_path / "shots"
    run = subprocess.run(
        [sys.executable, os.path.join(ROOT, "code.py"), "--headless", "--seed", "7",
         "--keys", "A START A A A", "--screens", "--transcript", str(transcript),
         "--shots", str(shots)],
        capture_output=True, text=True, cwd=str(tmp_path), env=env, timeout=120, check=False)
    assert run.returncode == 0, run.stderr
    seen = run.stdout.splitlines()
    assert seen[:3] == ["screen title Old Maid", "screen setup New game",
                        "screen draw " + seen[2].split(" ", 2)[2]]
    lines = transcript.read_text().splitlines()
    assert lines[0] == "session single variant classic players 4 seed 7"
    assert sorted(os.listdir(shots))[:2] == ["001_title.png", "002_setup.png"]
    assert len(os.listdir(shots)) == len(seen)
    bad = subprocess.run([sys.executable, os.path.join(ROOT, "code.py"), "--headless",
                          "--keys", "A JUMP"], capture_output=True, text=True, env=env,
                         timeout=120, check=False)
    assert bad.returncode == 2 and "unknown key 'JUMP'" in bad.stderr


@pytest.mark.parametrize("flags, said", [
    (["--scale", "-1"], "--scale is a zoom from 1 to 8, not -1"),
    (["--scale", "1000"], "--scale is a zoom from 1 to 8, not 1000"),
    (["--seed", str(2 ** 64)], "--seed is a number from 0 to 4294967295"),
    (["--seed", "-3"], "--seed is a number from 0 to 4294967295, not -3"),
    (["--transcript", "{tmp}/no/such/folder/game.txt"], "--transcript cannot be written"),
    (["--transcript", "{tmp}"], "--transcript cannot be written"),
    (["--shots", "{tmp}/a-file"], "--shots names a folder for the pictures"),
    (["--keys-file", "{tmp}/no-such-keys"], "No such file"),
])
def test_a_bad_flag_gives_one_line_and_status_2(tmp_path, flags, said):
    """Every bad flag is refused with one line saying what is wrong, never a traceback."""
    (tmp_path / "a-file").write_text("not a folder")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    flags = [f.replace("{tmp}", str(tmp_path)) for f in flags]
    run = subprocess.run([sys.executable, os.path.join(ROOT, "code.py"), "--headless",
                          "--keys", "A"] + flags, capture_output=True, text=True, env=env,
                         timeout=120, check=False)
    assert run.returncode == 2, run.stderr
    lines = run.stderr.strip().splitlines()     # no library's warning before it
    assert len(lines) == 1 and lines[0].startswith("code.py: ") and said in lines[0], lines
    assert "Traceback" not in run.stderr


def test_a_window_with_no_display_says_so_in_one_line_and_stops():
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    run = subprocess.run([sys.executable, os.path.join(ROOT, "code.py")], capture_output=True,
                         text=True, env=env, timeout=60, check=False)
    if sys.platform.startswith(("win", "darwin")):
        pytest.skip("a desktop always has a display")
    lines = run.stderr.strip().splitlines()
    assert run.returncode == 2 and len(lines) == 1 and "no display" in lines[0], run.stderr
    assert "--headless" in lines[0]


def test_has_display_reads_the_environment():
    from hardware.desktop import has_display

    assert not has_display({}, "linux")
    assert has_display({"DISPLAY": ":0"}, "linux")
    assert has_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert has_display({"SDL_VIDEODRIVER": "dummy"}, "linux")
    assert has_display({}, "win32") and has_display({}, "darwin")


def test_a_key_script_wait_is_read_from_the_command_line(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    code = [sys.executable, os.path.join(ROOT, "code.py"), "--headless", "--seed", "7",
            "--screens"]
    waited = subprocess.run(code + ["--keys", "A START WAIT:25000 A"], capture_output=True,
                            text=True, env=env, timeout=120, check=False)
    hurried = subprocess.run(code + ["--keys", "A START A"], capture_output=True,
                             text=True, env=env, timeout=120, check=False)
    assert waited.returncode == 0 == hurried.returncode, waited.stderr
    # 25 s are enough for the computers to play at their pace: the A then draws ANN's card.
    assert "screen reveal" in waited.stdout and "screen reveal" not in hurried.stdout
    bad = subprocess.run(code + ["--keys", "A WAIT:soon"], capture_output=True, text=True,
                         env=env, timeout=120, check=False)
    assert bad.returncode == 2 and "WAIT:2000" in bad.stderr


def test_make_shots_finds_every_screen(tmp_path):
    """tools/art/shots.py (make shots) reaches and saves every screen it promises, any language."""
    shots = load_tool("shots")
    expected = ["%02d_%s.png" % (i + 1, name) for i, name in enumerate(shots.SHOTS)]
    draw = tmp_path / "docs" / "draw.png"
    en = tmp_path / "en"
    assert shots.main(["--out", str(en), "--draw", str(draw)]) == 0
    assert sorted(os.listdir(en)) == expected
    assert draw.read_bytes() == (en / expected[shots.SHOTS.index("draw")]).read_bytes()
    oled = {}
    for lang in ("de", "en"):
        oled[lang] = tmp_path / ("oled-" + lang)
        assert shots.main(["--board", "oled128x64", "--lang", lang, "--out", str(oled[lang]),
                           "--draw", ""]) == 0
        assert sorted(os.listdir(oled[lang])) == expected
    for name in ("settings", "setup", "rules", "session-over", "forfeit"):   # in German
        png = expected[shots.SHOTS.index(name)]
        assert (oled["de"] / png).read_bytes() != (oled["en"] / png).read_bytes(), name


def invariants(game):
    """The engine's rules hold whatever keys were pressed."""
    rnd = game.rnd
    if rnd is None:
        return
    assert sum(rnd.hand_size(s) for s in range(rnd.players)) <= len(rnd.deck)
    for s in range(rnd.players):
        assert not rnd.holds_pair(s)


def test_button_mashing_never_breaks_the_game():
    """20,000 random key presses through the stub device and the view, every variant."""
    import random

    keys = [K_LEFT, K_RIGHT, K_UP, K_DOWN, K_A] + [16 << i for i in range(1, 4)]
    events = 0
    for seed in range(14):
        r = random.Random(seed)
        variant = cards.VARIANTS[seed % len(cards.VARIANTS)]
        kinds = (HUMAN, HUMAN, 2, 3)[: 2 + seed % 3]
        game = Game(seed=seed, settings=table(kinds, variant))
        # Into a game first (A on Play, START in setup), then anything at all.
        script = [K_A, 64] + [r.choice(keys) if r.random() < 0.9 else 0 for _ in range(1700)]
        events += sum(1 for k in script if k)
        device = stub.Device(keys_script=script)
        view = View(device.display, device.width, device.height)
        screens = set()
        while not device.script_done:
            now = device.now_ms()
            # Now and then a long pause: computer pacing and the 20 s hiding.
            if r.random() < 0.01:
                for _ in range(r.choice((10, 700))):
                    device.wait_frame()
            game.step(device.keys(), now)
            view.draw(game.screen)
            device.display.refresh()
            screens.add(game.screen.name())
            assert game.screen.name() != "error", game.screen.lines
            invariants(game)
            device.wait_frame()
        assert "draw" in screens, screens
    assert events >= 20000


@pytest.mark.parametrize("kinds,loaded", [
    ([HUMAN, 1, 2], (True, True)),
    ([1, 2, 3], (False, True)),          # computers alone, as the attract mode seats them
    ([HUMAN, HUMAN], (True, False)),
])
def test_a_table_loads_the_halves_of_a_turn_it_plays_as_its_round_is_dealt(kinds, loaded):
    """Before the first turn's garbage: loaded amid it, a half's code found no room on a board."""
    from game import words
    from game.game import NEW_SESSION

    halves = ("game.scenes.table_person", "game.scenes.table_cpu")
    for half in halves:
        words.drop(half)
    game = Game(seed=2)
    game.table = table(kinds)
    game.go("table", NEW_SESSION)
    game.step(0, 1)
    assert game.scene_name == "table" and game.rnd.number == 1
    assert tuple(half in sys.modules for half in halves) == loaded


def test_a_turns_half_is_loaded_after_a_collection_on_a_small_heap(monkeypatch):
    """On a board the frame's garbage is collected before a half of a turn loads (``settle``).

    So the half's code goes low in the heap, not above garbage that leaves
    holes when it goes.  A PC's collector is not called for it.
    """
    from game import words

    half = "game.scenes.table_person"

    class Watch(Table):
        def wait_frame(self):
            super().wait_frame()
            if half in sys.modules:       # the first person's turn has begun
                self.running = False

    for small in (False, True):
        monkeypatch.setattr(words, "_SMALL_HEAP", small)
        words.drop(half)
        game = Game(seed=1, settings=table([HUMAN, 1]))
        device = Watch()
        at = []      # (the scene on show, the frame) at each collection
        monkeypatch.setattr(words.gc, "collect",
                            lambda at=at, g=game, d=device: at.append((g.scene_name, d.frames)))
        device.player = KeyPlayer(game, seed=1)
        view = View(device.display, device.width, device.height)
        loop.play(device, game, view)
        assert half in sys.modules, game.screen.lines
        # On a board: between scenes (None), and at the table in the frame the half came.
        assert any(scene is None for scene, _ in at) == small, at
        assert (("table", device.frames - 1) in at) == small, at   # wait_frame counted it


def test_a_rank_is_written_as_a_player_reads_it():
    from game.cardtext import card_label, rank_sign

    assert [rank_sign(r) for r in range(13)] == ["A", "2", "3", "4", "5", "6", "7", "8", "9",
                                                 "10", "J", "Q", "K"]
    game = Game(seed=1)
    assert card_label(game, cards.card(9, cards.HEARTS)) == "10\u2665"


def test_headless_with_no_keys_says_so_at_once():
    """No window and no key script would run for ever, saying nothing: one line, status 2."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([sys.executable, os.path.join(ROOT, "code.py"), "--headless"],
                         capture_output=True, text=True, env=env, timeout=60, check=False)
    assert run.returncode == 2 and run.stdout == ""
    said = "code.py: --headless plays a key script: give --keys or --keys-file"
    assert run.stderr.strip() == said
