"""What the game keeps, through the loop: settings, stats and the session, and bad saves.

A save file that is empty, cut short, damaged or someone else's must give
defaults and a message on the title, never a crash nor a half-read setting;
whatever is kept is read back by the next power-on.
"""

import os
import random
import sys
import types

import pytest
from conftest import ROOT

from game import error_screen
from game.keeping import SAVE_SESSION, SAVE_SETTINGS, SAVE_STATS
from game.keys import K_A, K_START
from game.settings import Settings
from game.stats import VERSION, Stats
from hardware import records, stub
from hardware.keeper import Keeper
from hardware.loop import new_game
from hardware.nvm import NVM_LAYOUT, NvmStorage
from hardware.records import LOST, OFF, ONE_LOST
from hardware.storage import FileStorage
from hardware.view import View

SIDES = 28            # the ring's sides (docs/saving.md)
GUARD = 4096          # the ring's first bytes, never written
SIDE = 6144           # from a side to the next
AT = {"settings": 0, "stats": 512, "session": 1024}          # each save's place in a side


def start(storage, lang=None):
    device = stub.Device(storage=storage)
    view = View(device.display, device.width, device.height)
    game, keeper = new_game(device, view, seed=3, lang=lang)
    return game, keeper


def with_zed(lost):
    """Return the saved form of stats where ZED played a round and lost it (1) or not (0)."""
    st = Stats()
    st.record(("ZED",), (1,), (lost,))
    return st.to_bytes()


def title_text(game):
    return " ".join(game.screen.lines)


def test_what_changes_is_kept_and_read_back_at_the_next_power_on(tmp_path):
    storage = FileStorage(str(tmp_path))
    game, keeper = start(storage)
    assert title_text(game).split() == ["Play", "Rules", "Settings", "Stats", "Learn", "to", "play"]
    game.settings.names[0] = "ZED"
    game.settings.lang = 2
    game.stats = with_zed(1)
    game.due = SAVE_SETTINGS | SAVE_STATS
    assert keeper.write(game) and game.due == 0
    again, _ = start(FileStorage(str(tmp_path)))
    assert again.settings.names[0] == "ZED" and again.settings.language() == "it"
    kept = Stats.from_bytes(again.stats)
    assert kept.player(kept.find("ZED")) == (1, 1, 0, 0)
    assert again.w.NAME == "Italiano" and again.screen.name() == "title"
    assert os.listdir(tmp_path) == ["ring"]                    # made at the first save


def _sides(folder, what):
    """Return the sides of the ring in ``folder`` holding a record of save ``what``, oldest first.

    Each save goes round the ring on sides of its own: a write never lands
    on a side holding another save's newest copy.
    """
    ring = (folder / "ring").read_bytes()
    found = []
    for side in range(SIDES):
        got = records.unpack(ring[GUARD + side * SIDE + AT[what]:])
        if got is not None:
            found.append((got[2], side))
    return [side for _, side in sorted(found)]


def _damaged(folder, side, what, damage):
    """Damage save ``what``'s record on ``side`` of the ring in ``folder``."""
    path = folder / "ring"
    whole = path.read_bytes()
    at = GUARD + side * SIDE + AT[what]
    n = records.unpack(whole[at:])[4] + records.OVERHEAD
    record = whole[at:at + n]
    bad = {"empty": bytes(n), "truncated": record[:n // 2] + b"\xff" * (n - n // 2),
           "flipped": record[:-3] + bytes((record[-3] ^ 0x40,)) + record[-2:],
           "foreign": b"\x89PNG\r\n\x1a\n" + record[8:],
           "garbage": os.urandom(n)}[damage]
    path.write_bytes(whole[:at] + bad + whole[at + n:])


@pytest.mark.parametrize("damage", ["empty", "truncated", "flipped", "foreign", "garbage"])
@pytest.mark.parametrize("what", ["settings", "stats", "session"])
def test_a_bad_save_file_gives_defaults_and_a_message(tmp_path, damage, what):
    storage = FileStorage(str(tmp_path))
    game, keeper = start(storage)
    game.settings.names[0] = "ZED"
    game.stats = with_zed(0)
    game.record[:4] = b"junk"          # any session bytes: the record checks them, not the game
    game.record_len = 4
    game.due = SAVE_SETTINGS | SAVE_STATS | SAVE_SESSION
    assert keeper.write(game)
    sides = _sides(tmp_path, what)
    assert len(sides) == 2             # a first save is on two sides, a and b: both damaged
    for side in sides:
        _damaged(tmp_path, side, what, damage)
    logged = []
    back = Keeper(FileStorage(str(tmp_path)), log=logged.append)
    settings, stats, saved, trouble = back.load()
    assert trouble == LOST and logged, "no message for a %s %s file" % (damage, what)
    assert (settings.names[0] == "ZED") == (what != "settings")
    assert (Stats.from_bytes(stats).count == 1 if stats else False) == (what != "stats")
    assert (saved == b"junk") == (what != "session")
    if what == "settings":
        assert settings.to_bytes() == Settings().to_bytes()
    game, _ = start(FileStorage(str(tmp_path)))     # and on screen, through the loop
    assert game.w.BAD_SAVE in title_text(game) and game.w.DEFAULTS in title_text(game)


@pytest.mark.parametrize("damage", ["empty", "flipped", "garbage"])
@pytest.mark.parametrize("what", ["settings", "stats", "session"])
def test_a_lost_copy_gives_its_twin_and_says_the_last_save_may_be_lost(tmp_path, damage, what):
    """One of a save's two files damaged (a cut in its erase): the other loads, and it is told."""
    game, keeper = start(FileStorage(str(tmp_path)))
    game.settings.names[0] = "ZED"
    game.stats = with_zed(0)
    game.record[:4] = b"junk"
    game.record_len = 4
    game.due = SAVE_SETTINGS | SAVE_STATS | SAVE_SESSION
    assert keeper.write(game)
    game.settings.names[0] = "ZOE"
    game.stats = with_zed(1)
    game.record[:4] = b"jump"
    game.due = SAVE_SETTINGS | SAVE_STATS | SAVE_SESSION
    assert keeper.write(game)          # the newer copies, on the next side
    sides = _sides(tmp_path, what)
    assert len(sides) == 3             # the first save's two, then the newer copy
    _damaged(tmp_path, sides[-1], what, damage)
    logged = []
    settings, stats, saved, trouble = Keeper(FileStorage(str(tmp_path)),
                                             log=logged.append).load()
    assert trouble == ONE_LOST and any("may have been lost" in line for line in logged)
    assert settings.names[0] == ("ZED" if what == "settings" else "ZOE")
    assert Stats.from_bytes(stats).player(0)[1] == (0 if what == "stats" else 1)
    assert saved == (b"junk" if what == "session" else b"jump")
    game, keeper = start(FileStorage(str(tmp_path)))
    assert " ".join(title_text(game).split()) == game.w.LAST_SAVE_LOST
    assert game.w.DEFAULTS not in title_text(game)
    game.due = SAVE_SETTINGS | SAVE_STATS | SAVE_SESSION
    assert keeper.write(game)          # the next save mends the lost copy: nothing to tell
    assert Keeper(FileStorage(str(tmp_path)), log=logged.append).load()[3] == 0


def test_settings_that_read_but_make_no_sense_give_defaults(tmp_path):
    storage = NvmStorage(bytearray(4096))
    game, keeper = start(storage)
    game.settings.players = 12                       # only two decks seat twelve ...
    game.due = SAVE_SETTINGS
    keeper.write(game)
    logged = []
    settings, _, _, trouble = Keeper(storage, log=logged.append).load()
    assert trouble == LOST and "settings" in logged[0]
    assert settings.to_bytes() == Settings().to_bytes()


def test_with_nowhere_to_save_the_game_plays_and_says_so():
    device = stub.Device()
    device.storage = None
    view = View(device.display, device.width, device.height)
    game, keeper = new_game(device, view, seed=1)
    assert game.w.SAVE_OFF in title_text(game)
    game.due = SAVE_SETTINGS
    assert not keeper.write(game) and game.due == 0
    assert Keeper(None).load()[3] == OFF


def test_a_chip_that_erases_at_every_write_keeps_no_session_and_the_stats_at_the_end():
    """A SAMD51's nvm (rewrite: its 8 KB block erased at every write) would last a week of
    evenings with a save a turn: settings when they change, stats once a session is over."""
    storage = NvmStorage(bytearray(8192), rewrite=True)
    writes = []
    real = storage.write
    storage.write = lambda name, data: (writes.append(name.split(".")[0]), real(name, data))
    game, keeper = start(storage)
    assert keeper.sparing and game.w.SAVE_SPARING in title_text(game)
    game.settings.choose_mode("rounds:3")
    game.step(K_A, 33)             # the notice, then Play
    game.step(K_A, 66)
    game.step(K_START, 99)         # start at once
    session = game.session
    held = 0                       # frames the stats were due while the session was on
    now = 99
    for _ in range(20000):         # turns and rounds, each kept as a board would
        now += 33
        game.step(K_A, now)
        game.due |= SAVE_SESSION
        if game.due & SAVE_STATS and not session.over:
            held += 1
        keeper.write(game)
        if session.over:
            break
        assert writes.count("stats") == 0      # counted, held while the session is on
    assert held >= 1 and session.over
    assert writes.count("stats") == 1 and "session" not in writes
    game.settings.sound = 1 - game.settings.sound
    game.due = SAVE_SETTINGS
    keeper.write(game)
    assert writes[-1] == "settings"
    again, _ = start(storage)
    assert again.saved is None and again.stats == game.stats     # no resume; the stats kept


def test_a_session_is_offered_for_resuming_after_a_restart():
    storage = NvmStorage(bytearray(4096))
    game, keeper = start(storage)
    game.step(K_A, 33)             # Play
    game.step(K_START, 66)         # start at once
    now = 66
    for _ in range(60):            # play a few frames of the session (A alone ends a turn)
        now += 33
        game.step(K_A, now)
        keeper.write(game)
    assert game.session is not None and not game.session.over
    again, _ = start(storage)
    assert again.w.MENU[1] in title_text(again)


def test_a_save_refused_for_memory_says_out_of_memory(tmp_path):
    said = []
    keeper = Keeper(FileStorage(str(tmp_path)), log=said.append)
    game, _ = start(NvmStorage(bytearray(4096)))

    def no_room(*_args):
        raise MemoryError("memory allocation failed")

    keeper.saves.save = no_room
    game.due = SAVE_SETTINGS
    assert keeper.write(game) is False and game.due == 0
    assert any("out of memory" in line for line in said), said
    assert not any("read-only" in line for line in said), said


def test_an_error_in_play_keeps_the_last_good_save():
    """The error screen never saves a session record the failing step may have half written."""
    game, keeper = start(NvmStorage(bytearray(4096)))
    game.due = SAVE_SESSION | SAVE_STATS
    game.fault(MemoryError("memory allocation failed"))
    assert game.screen.name() == "error" and game.screen.title == game.w.ERROR
    assert game.due == SAVE_STATS


@pytest.mark.parametrize("lang", ["en", "fr", "it", "pt", "de"])
def test_out_of_memory_is_said_in_the_players_language(lang):
    game, _ = start(NvmStorage(bytearray(4096)), lang=lang)
    game.fault(MemoryError("memory allocation failed, allocating 1280 bytes"))
    shown = " ".join(line for line in game.screen.lines if line)
    fix = game.w.NO_MEMORY_FIX % (error_screen.NEED_MPY_KB, error_screen.NEED_PY_KB)
    assert shown.split() == (game.w.NO_MEMORY + " " + fix).split() and "allocat" not in shown


@pytest.mark.parametrize("lang", ["en", "fr", "it", "pt", "de"])
def test_a_fault_is_a_sentence_in_the_players_language_and_its_text_goes_to_the_console(
        lang, capsys):
    game, _ = start(NvmStorage(bytearray(4096)), lang=lang)
    capsys.readouterr()
    game.fault(KeyError("the card sheet could not be read"))
    shown = " ".join(line for line in game.screen.lines if line)
    assert shown.split() == game.w.ERROR_SAID.split()
    assert game.screen.title == game.w.ERROR and "KeyError" not in shown and "sheet" not in shown
    assert "game: KeyError 'the card sheet could not be read'" in capsys.readouterr().out


def test_the_heap_figures_said_are_the_same_everywhere():
    """hardware/start.py (out of memory at start-up) says the figures game/game.py has."""
    with open(os.path.join(ROOT, "hardware", "start.py"), encoding="utf-8") as f:
        said = f.read()
    assert "about %d KB of heap as .mpy files, %d KB as .py" % (
        error_screen.NEED_MPY_KB, error_screen.NEED_PY_KB) in said


def test_the_keeper_saves_stats_with_their_version():
    """hardware/keeper.py names game/stats.py's version without loading it: the same number."""
    from hardware import keeper

    assert keeper._STATS_VERSION == VERSION == Stats().to_bytes()[0]


def test_the_saves_buffer_holds_the_largest_record_of_each_kind(tmp_path):
    """The keeper sizes the saves' one buffer for a session's record: the others fit in it."""
    from game import keeping, settings, stats

    keeper = Keeper(FileStorage(str(tmp_path)))
    room = len(keeper.saves._out) - records.OVERHEAD
    assert room == keeping.RECORD_SIZE
    assert settings.SIZE <= room and stats.MAX_BYTES <= room
    assert keeper.saves.save("session", records.KIND_SESSION, 3, bytes(room))
    with pytest.raises(ValueError):
        keeper.saves.save("session", records.KIND_SESSION, 3, bytes(room + 1))


class FillingUp:
    """Files that take ``room`` writes, then refuse with the drive full (ENOSPC)."""

    def __init__(self, folder, room):
        self.files = FileStorage(folder)
        self.room = room

    def read(self, name, into=None):
        return self.files.read(name, into)

    def write(self, name, data):
        if self.room <= 0:
            raise OSError(28, "No space left on device")
        self.room -= 1
        self.files.write(name, data)


@pytest.mark.parametrize("error, reason", [
    (OSError(28, "No space left on device"), "FULL"),
    (OSError(30, "Read-only file system"), "READ_ONLY"),
    (MemoryError("memory allocation failed"), "NO_MEMORY"),
    (ValueError("502 bytes do not fit the 400-byte region 'session'"), "TOO_BIG"),
    (OSError(5, "Input/output error"), "REFUSED"),
])
def test_why_a_save_was_refused(error, reason):
    from hardware import keeper

    class Refusing:
        """A backend whose every write fails with ``error``."""

        def read(self, name, into=None):
            return None

        def write(self, name, data):
            raise error

    said = []
    refusing = keeper.Keeper(Refusing(), log=said.append)
    game = types.SimpleNamespace(to_save=lambda: SAVE_SETTINGS, settings=Settings())
    assert not refusing.write(game) and said
    assert refusing.refused == getattr(keeper, reason)


def test_a_refused_save_is_told_once_on_the_next_screen_and_the_game_goes_on(tmp_path):
    """A drive that fills up mid-session: one notice in the next screen's hint, play goes on."""
    from hardware import loop
    from tools.play.autokeys import MIXED, KeyPlayer, answer

    said = []
    storage = FillingUp(str(tmp_path), room=6)
    device = stub.Device(storage=storage)
    view = View(device.display, device.width, device.height)
    game, keeper = new_game(device, view, seed=4)
    keeper.log = said.append
    game.settings.players = 3
    game.settings.choose_mode("rounds:2")
    player = KeyPlayer(game, seed=4, computers=MIXED)
    hints = []

    def wait_frame(original=device.wait_frame):
        answer(device, player)
        hints.append(game.screen.hint)
        if device.frames > 40000:
            device.running = False
        original()

    device.wait_frame = wait_frame
    loop.play(device, game, view, keeper=keeper)
    assert player.done(), "the game did not go on to the end of the session"
    told = game.w.SAVE_REFUSED[0]
    shown = [i for i in range(1, len(hints)) if hints[i] == told and hints[i - 1] != told]
    assert len(shown) == 1, "told %d times" % len(shown)                 # once a session
    assert any("could not be saved" in line and "No space left" in line for line in said)


def _forged(kind, version, data):
    """Return a record with a good CRC over ``data``: what a CRC alone cannot catch."""
    out = bytearray(len(data) + records.OVERHEAD)
    n = records.pack(kind, version, 0x7FFF, data, out)
    return bytes(out[:n])


KINDS = {"settings": records.KIND_SETTINGS, "stats": records.KIND_STATS,
         "session": records.KIND_SESSION}


@pytest.mark.parametrize("backend", ["files", "nvm"])
def test_bad_saves_of_every_kind_never_end_in_an_exception(tmp_path, backend):
    """Truncations, bit flips, random bytes and forged CRCs over garbage, in every slot.

    Each is the newest save on the next power-on, which then plays on:
    defaults or the good save, a message for what was bad, never a traceback.
    """
    rng = random.Random(10)
    storage = FileStorage(str(tmp_path)) if backend == "files" else NvmStorage(bytearray(4096))
    game, keeper = start(storage)
    game.settings.players = 3
    game.stats = with_zed(0)
    game.due = SAVE_SETTINGS | SAVE_STATS
    keeper.write(game)
    game.step(K_A, 33)                       # Play: the setup
    game.step(K_START, 66)                   # the session starts...
    now = 66
    while storage.read("session.a") is None and now < 33 * 300:
        now += 33
        game.step(K_A, now)                  # ...and is kept at a person's turn
        keeper.write(game)
    good = {name: storage.read(name + ".a") for name in KINDS}
    assert all(good.values())
    tried = 0
    for name, kind in KINDS.items():
        sample = bytes(good[name])
        body = sample[records.HEADER:-2]
        cases = [sample[:n] for n in range(0, len(sample), 3)]
        for _ in range(25):
            flipped = bytearray(sample)
            flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
            cases.append(bytes(flipped))
            cases.append(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300))))
            forged = bytearray(body)
            for _ in range(rng.randrange(1, 4)):
                forged[rng.randrange(len(forged))] = rng.randrange(256)
            cases.append(_forged(kind, sample[3], bytes(forged)))
            cases.append(_forged(kind, sample[3], bytes(rng.randrange(256)
                                                        for _ in range(rng.randrange(60)))))
        for bad in cases:
            if backend == "files":
                folder = tmp_path / ("case%d" % tried)
                folder.mkdir()
                for other, data in good.items():
                    (folder / (other + ".a")).write_bytes(data)
                (folder / (name + ".b")).write_bytes(bad)
                again = FileStorage(str(folder))
            else:
                again = NvmStorage(bytearray(4096))
                for other, data in good.items():
                    again.write(other + ".a", data)
                if len(bad) <= dict(NVM_LAYOUT)[name]:
                    again.write(name + ".b", bad)
            device = stub.Device(keys_script=[K_A] * 40, storage=again)
            view = View(device.display, device.width, device.height)
            game, keeper = new_game(device, view, seed=3)
            for i in range(40):                     # Resume, if offered, and play on
                game.step(K_A, 33 * (i + 1))
                keeper.write(game)
                assert game.screen.name() != "error", (name, bad)
            tried += 1
    assert tried > 300


def test_settings_and_a_session_saved_before_the_motion_setting_are_read_and_keep_going(tmp_path):
    """Version 1 had no motion setting: both read back, with motion on, and the game resumes."""
    from game import settings_kept

    storage = FileStorage(str(tmp_path))
    game, keeper = start(storage)
    game.settings.names[0] = "ZED"
    game.due = SAVE_SETTINGS
    keeper.write(game)
    now = 0
    while storage.read("session.a") is None and now < 33 * 400:   # kept at a person's turn
        now += 33
        game.step(K_START if game.screen.name() in ("setup", "arrange") else K_A, now)
        keeper.write(game)
    kept = {name: storage.read(name + ".a") for name in ("settings", "session")}
    assert all(kept.values())
    at = records.HEADER + 16                # the motion byte, after the language
    for name, kind in (("settings", records.KIND_SETTINGS), ("session", records.KIND_SESSION)):
        payload = kept[name][records.HEADER:-2]
        assert payload[16] == 1
        old = payload[:16] + payload[17:]   # as version 1 wrote it
        out = bytearray(len(old) + records.OVERHEAD)
        n = records.pack(kind, 1, 0, old, out)
        (tmp_path / (name + ".a")).write_bytes(bytes(out[:n]))
    assert kept["settings"][at] == 1
    logged = []
    back = Keeper(FileStorage(str(tmp_path)), log=logged.append)
    st, _, saved, trouble = back.load()
    assert trouble == 0 and st.names[0] == "ZED" and st.motion == 1
    assert saved == kept["session"][records.HEADER:-2]
    assert settings_kept.upgrade(1, b"x" * 10) is None and settings_kept.upgrade(3, b"") is None
    again, _ = start(FileStorage(str(tmp_path)))
    assert "Resume" in " ".join(again.screen.lines)


def test_an_error_screen_that_runs_short_itself_never_stops_the_loop(monkeypatch):
    """The error screen's words are read as it is made: on a heap that ran short, so may it."""
    game, _ = start(None)
    from game import error_screen  # as Game.fault finds it: the title let the last one go

    real = error_screen.fail
    tries = []

    def short(game, error):
        tries.append(type(error).__name__)
        if len(tries) < 3:
            raise MemoryError("the error screen ran short too")
        real(game, error)

    monkeypatch.setattr(error_screen, "fail", short)
    game.fault(ValueError("a scene's fault"))
    assert tries == ["ValueError", "MemoryError"]      # tried again as out of memory, then bare
    assert game.screen.name() == "error" and game.scene is None
    game.step(K_A, 33)                                  # A leaves it, as any error screen
    assert game.scene_name == "title"
    monkeypatch.setattr(error_screen, "fail", real)
    game.fault(MemoryError("out"))                      # the screen made at the first try
    shown = " ".join(game.screen.lines)
    assert game.screen.name() == "error" and game.w.NO_MEMORY.split()[0] in shown


def test_the_error_screen_is_in_memory_only_while_one_is_shown():
    """game/error_screen.py is no part of play's heap: a fault loads it, a scene lets it go."""
    game, _ = start(None)
    assert "game.error_screen" not in sys.modules
    game.fault(ValueError("a scene's fault"))
    assert game.screen.name() == "error" and "game.error_screen" in sys.modules
    game.step(K_A, 33)
    assert game.scene_name == "title" and "game.error_screen" not in sys.modules


def test_a_view_that_cannot_draw_the_error_screen_either_never_stops_the_loop(monkeypatch):
    from hardware import loop

    device = stub.Device()
    view = View(device.display, device.width, device.height)
    game, _ = new_game(device, view, seed=1)
    calls = []

    def short(screen):
        calls.append(screen.name())
        raise MemoryError("a large font's sheet")

    monkeypatch.setattr(view, "draw", short)
    loop._show(device, game, view, -1, None, None)       # raises nothing
    assert calls == ["title", "error"] and game.screen.name() == "error"
