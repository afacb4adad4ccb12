"""Resume after a power cut: a session taken up where it was last kept plays on as before.

A person who decides from what the screen shows (never from a memory of
their own) makes the same choices whether or not the power failed.  So a
session cut anywhere, restarted on the same storage and resumed, must give
the uninterrupted session's transcript: the part written before the save
that survived, then the resumed game's.  Cuts fall inside the session's
save writes, at every few bytes; a cut write leaves the previous save.
"""

import shutil
import tempfile

import pytest
from mpy.powercut import PowerCutStorage
from resumes import block_end

from engine.transcript import Transcript
from game.cardtext import card_label
from game.game import ATTRACT_AFTER_MS, Game
from game.keeping import SAVE_SESSION
from game.keys import K_A, K_B, K_LEFT, K_RIGHT, K_START, K_UP
from game.settings import HUMAN, VERSION, Settings
from hardware.keeper import Keeper
from hardware.nvm import NvmStorage
from hardware.storage import FileStorage

FRAME = 33


def person(game):
    """Return the key a stateless person presses on the screen shown."""
    s = game.screen
    name = s.name()
    if name == "title":
        return K_A          # Play, or Resume (second) when offered: moved to below
    if name == "setup":
        return K_START
    if name == "draw" and not game.screen.computer:
        want = (game.rnd.number * 7 + s.top.count * 3) % s.top.count
        if s.top.cursor != want:
            return K_RIGHT if s.top.cursor < want else K_LEFT
        return K_A
    if name == "lay":
        rnd = game.rnd
        row = s.bottom
        for i in range(row.count):
            for j in range(i + 1, row.count):
                if rnd.pairs(row.cards[i], row.cards[j]):
                    want = j if row.selected == i else i
                    if row.cursor != want:
                        return K_RIGHT
                    return K_A
        return K_START
    if name == "arrange":
        return K_START
    return K_A              # pass, reveal, out, result, scores; hurry the computers


def table(seed):
    st = Settings()
    st.players = 3 + seed % 3
    for seat in range(st.players):
        st.kinds[seat] = HUMAN if seat in (0, 2) else 1 + seat % 3
    st.choose_mode(("rounds:2", "elimination", "penalty:2", "tokens:2")[seed % 4])
    st.manual = seed % 5 == 0
    st.variant = seed % 5
    return st


def play(game, keeper, lines_at_save, lines, limit=40000):
    """Step ``game`` as the person until the session ends or the power fails.

    Each save written goes into ``lines_at_save`` with the transcript's length
    when the game kept it (a frame may run on past that point before the write).
    """
    kept_at = [len(lines)]
    keep = game.keep

    def keep_and_count():
        kept_at.append(len(lines))
        keep()

    game.keep = keep_and_count
    now = 0
    for _ in range(limit):
        if game.screen.name() == "title" and game.session and game.session.over:
            return True
        now += FRAME
        game.step(person(game), now)
        if game.due:
            session_due = game.due & SAVE_SESSION
            keeper.write(game)
            if getattr(keeper.saves.storage, "cut", False):
                return False
            if session_due:
                lines_at_save.append((bytes(game.session_record()), kept_at[-1]))
    raise AssertionError("the session did not end")


FOLDERS = []


@pytest.fixture(autouse=True)
def _remove_folders():
    yield
    while FOLDERS:
        shutil.rmtree(FOLDERS.pop(), ignore_errors=True)


def fresh(backend):
    """Return a new empty storage of kind ``backend``: "nvm" or "files"."""
    if backend == "nvm":
        return NvmStorage(bytearray(4096))
    FOLDERS.append(tempfile.mkdtemp(prefix="oldmaid-saves-"))
    return FileStorage(FOLDERS[-1])


def run(seed, cut_after=None, backend="nvm"):
    """Play ``seed``'s session on new storage cut after ``cut_after`` bytes; return the storage."""
    nvm = fresh(backend)
    storage = PowerCutStorage(nvm, cut_after)
    lines = []
    game = Game(seed=seed, settings=table(seed), watchers=[Transcript(lines.append)])
    saves = []
    finished = play(game, Keeper(storage, log=lambda m: None), saves, lines)
    return nvm, lines, saves, finished


@pytest.mark.parametrize("seed, backend", [(s, "nvm") for s in range(6)]
                         + [(s, "files") for s in range(6, 9)])
def test_a_session_cut_anywhere_resumes_to_the_same_transcript(seed, backend):
    _, full, saves, finished = run(seed)
    assert finished and full[-1].startswith("winner")
    assert run(seed)[2] == saves            # the same game twice
    tried = 0
    # Where each session write began, in bytes written: a session kept again unmoved is not
    # written (its newest record holds it), so there are fewer writes than saves.
    starts = session_writes(seed, backend)
    assert 6 <= len(starts) <= len(saves) + 1     # files: a first save writes both copies
    for k in range(2, len(starts) - 1, max(1, len(starts) // 6)):
        # Cut inside the k-th write (or what follows it before the next).
        for fraction in (0.0, 0.5, 0.99):
            total = starts[k]
            size = starts[k + 1] - total
            stored, lines, _, done = run(seed, total + int(size * fraction), backend)
            assert not done
            keeper = Keeper(stored, log=lambda m: None)     # the next power-on
            # (A cut inside the very first stats save leaves no good copy: its
            # defaults and a message, trouble == LOST; the session is still there.)
            settings, stats, kept, _ = keeper.load()
            if not kept:        # the cut fell before the first session save survived
                continue
            assert any(kept == data for data, _ in saves), "garbage loaded"
            at = next(n for data, n in saves if data == kept)
            rest = []
            again = Game(seed=seed + 1000, settings=settings, stats=stats, saved=kept,
                         watchers=[Transcript(rest.append)])
            assert again.screen.lines[2].strip() == again.w.MENU[1]     # Resume
            again.step(K_A, 2)     # the cursor starts on Resume
            assert again.session is not None
            play(again, Keeper(NvmStorage(bytearray(4096)), log=lambda m: None), [], rest)
            # The transcript says where play stands (tests/resumes.py), then goes on.
            assert full[:at] + rest[block_end(rest):] == full
            tried += 1
    assert tried >= 3


def session_writes(seed, backend):
    """Return how many bytes ``backend`` had taken before each session write of the session."""
    counting = Counting(fresh(backend))
    lines = []
    game = Game(seed=seed, settings=table(seed), watchers=[Transcript(lines.append)])
    assert play(game, Keeper(counting, log=lambda m: None), [], lines)
    return counting.starts


class Counting:
    """A backend wrapper counting the bytes written, noting where each session write began."""

    def __init__(self, inner):
        self.inner = inner
        self.twin = getattr(inner, "twin", False)   # as PowerCutStorage: the same writes
        self.written = 0
        self.starts = []

    def read(self, name, into=None):
        return self.inner.read(name, into)

    def write(self, name, data):
        if name.startswith("session"):
            self.starts.append(self.written)
        self.inner.write(name, data)
        self.written += len(data)


def test_an_unreadable_kept_session_gives_the_title_and_a_message():
    game = Game(saved=b"\x00" * 90)
    assert game.screen.lines[2].strip() == game.w.MENU[1]
    assert game.screen.menu == 2           # the cursor starts on Resume
    game.step(K_A, 1)
    assert game.screen.name() == "error" and game.saved is None
    assert game.w.BAD_SAVE in " ".join(game.screen.lines)
    game.step(K_A, 2)
    assert game.screen.name() == "title" and game.w.MENU[1] not in " ".join(game.screen.lines)


def kept_session(seed=5):
    """Return a session record as kept at a person's turn, a few turns in."""
    st = Settings()
    st.players = 3
    st.kinds[1] = st.kinds[2] = 2          # ANN and two computers
    game = Game(seed=seed, settings=st)
    now = 0
    while game.screen.name() != "draw" or game.screen.computer or game.rnd.number < 1:
        now += FRAME
        game.step(person(game), now)
    return bytes(game.session_record()), st


def test_the_title_offers_the_kept_session_first_and_asks_before_play_replaces_it():
    kept, st = kept_session()
    game = Game(seed=9, settings=st, saved=kept)
    assert game.screen.lines[2].strip() == game.w.MENU[1] and game.screen.menu == 2
    game.step(K_UP, 1)                       # to Play
    game.step(K_A, 2)
    assert game.screen.name() == "title" and game.screen.hint == game.w.H_SURE
    assert " ".join(game.screen.lines).split() == game.w.NEW_OVER_KEPT.split()
    game.step(K_B, 3)                        # no: the kept game stays
    assert game.saved == kept and game.screen.lines[2].strip() == game.w.MENU[1]
    game.step(K_A, 4)                        # Play, again
    game.step(K_A, 5)                        # yes
    assert game.screen.name() == "setup" and game.saved == kept   # kept until a deal
    game.step(K_START, 6)
    assert game.saved is None and game.session is not None


def test_the_attract_mode_leaves_the_kept_session_alone():
    kept, st = kept_session()
    game = Game(seed=9, settings=st, saved=kept)
    game.step(0, ATTRACT_AFTER_MS + 1)       # a minute on the title: computers play
    now = ATTRACT_AFTER_MS + 1
    for _ in range(300):
        now += FRAME
        game.step(0, now)
    assert game.demo and game.due & SAVE_SESSION == 0
    game.step(K_B, now + FRAME)              # a key: back to the title
    assert game.screen.name() == "title" and game.saved == kept
    assert game.screen.lines[2].strip() == game.w.MENU[1] and game.screen.menu == 2
    game.step(K_A, now + 2 * FRAME)          # Resume takes up the kept game
    assert game.screen.name() in ("draw", "pass") and game.rnd.number >= 1
    assert game.session_record() == b"" or game.due & SAVE_SESSION


@pytest.mark.parametrize("where, value", [(0, 12), (0, 200), (0, 0), (11, 1)])
def test_kept_news_that_names_no_seat_is_refused_with_the_notice(where, value):
    """A record whose "since your last turn" bytes are damaged gives the notice, not an error."""
    from game.keeping import FLOW_BYTES  # noqa: F401  (the layout: settings, then the news)
    from game.settings import SIZE

    kept, st = kept_session()
    bad = bytearray(kept)
    bad[SIZE + where] = value                # taken_by[where]: who took a card from that seat
    game = Game(seed=9, settings=st, saved=bytes(bad))
    game.step(K_A, 1)                        # Resume
    assert game.screen.name() == "error" and game.w.BAD_SAVE in " ".join(game.screen.lines)
    assert game.screen.title == game.w.GAME  # the notice, not "Something went wrong"
    assert game.due & SAVE_SESSION and game.session_record() == b""   # dropped, not saved again
    game.step(K_A, 2)
    assert game.screen.name() == "title" and game.w.MENU[1] not in " ".join(game.screen.lines)


def test_a_refused_newest_save_falls_back_to_the_one_before_and_keeps_it(tmp_path):
    """Resume takes up the older slot when the newest is refused, and never overwrites it first."""
    from game.settings import SIZE
    from hardware import records, stub
    from hardware.keeper import Keeper
    from hardware.loop import new_game
    from hardware.storage import Saves
    from hardware.view import View

    older, st = kept_session(seed=5)
    newest = bytearray(older)
    newest[SIZE] = 12                          # "since your last turn" names seat 13: refused
    storage = FileStorage(str(tmp_path))
    saves = Saves(storage)
    saves.save("settings", records.KIND_SETTINGS, VERSION, st.to_bytes())
    assert saves.save("session", records.KIND_SESSION, VERSION, older)
    assert saves.save("session", records.KIND_SESSION, VERSION, bytes(newest))
    slots = {name: storage.read(name) for name in ("session.a", "session.b")}
    older_slot = next(n for n, data in slots.items() if older in data)
    device = stub.Device(storage=storage)
    view = View(device.display, device.width, device.height)
    game, keeper = new_game(device, view, seed=9)
    assert keeper.older == older
    game.step(K_A, 1)                          # Resume: the cursor is on it
    assert game.screen.name() in ("draw", "pass"), " ".join(game.screen.lines)
    assert game.rnd is not None and game.due & SAVE_SESSION   # kept at the person's turn
    assert keeper.write(game)
    assert storage.read(older_slot) == slots[older_slot]      # the one in use: untouched
    again = Keeper(FileStorage(str(tmp_path)), log=lambda m: None).load()[2]
    assert again == bytes(game.session_record())              # the newest now: this game


def test_both_kept_sessions_refused_give_the_notice():
    from game.settings import SIZE

    older, st = kept_session(seed=5)
    bad = bytearray(older)
    bad[SIZE] = 12
    game = Game(seed=9, settings=st, saved=bytes(bad), older=bytes(bad))
    game.step(K_A, 1)
    assert game.screen.name() == "error" and game.w.BAD_SAVE in " ".join(game.screen.lines)


def test_a_draw_is_final_switching_off_cannot_undo_it():
    """Kept right after a person's draw: the resumed game goes on from there, not before it."""
    st = Settings()
    st.players = 3
    st.kinds[1] = st.kinds[2] = 2
    lines = []
    game = Game(seed=5, settings=st, watchers=[Transcript(lines.append)])
    now = 0
    while game.screen.name() != "draw" or game.screen.computer or game.rnd.number < 1:
        now += FRAME
        game.step(person(game), now)
    game.due = 0
    game.step(K_A, now + FRAME)              # ANN draws
    assert game.screen.name() == "reveal" and game.due & SAVE_SESSION
    drawn = [line for line in lines if line.startswith("draw p0 ")][-1]
    kept = bytes(game.session_record())
    rest = []                                # the power goes; the next start resumes
    again = Game(seed=99, settings=st, saved=kept, watchers=[Transcript(rest.append)])
    again.step(K_A, 1)
    now = 1
    while not any(line.startswith("draw ") for line in rest):
        now += FRAME
        again.step(person(again), now)
    first = next(line for line in rest if line.startswith("draw "))
    assert not first.startswith("draw p0 "), (drawn, first)   # the next player's turn
    card = drawn.split()[-1]
    hand = [card_label(again, again.rnd.card(0, i)) for i in range(again.rnd.hand_size(0))]
    laid = any(line.startswith("pair p0 " + card) for line in lines)
    assert laid or card in " ".join(cards_named(again, 0)), (card, hand)


def cards_named(game, seat):
    """Return ``seat``'s cards as the transcript names them."""
    from engine.names import card_name

    return [card_name(game.rnd.card(seat, i)) for i in range(game.rnd.hand_size(seat))]


def test_a_turn_start_is_kept_only_when_a_person_changed_the_round_since():
    """Unmoved, the draw before replays to the next person's turn; an arranged hand is kept."""
    from game.keeping import FLOW_BYTES
    from game.restore import load
    from game.settings import SIZE

    st = Settings()
    st.players = 3
    st.kinds[1] = HUMAN
    st.kinds[2] = 2
    game = Game(seed=7, settings=st)
    keeps = [0]
    keep = game.keep

    def counted():
        keeps[0] += 1
        keep()

    game.keep = counted
    now = 0
    draws = []          # (keeps before the draw, the hand then arranged, the round)
    for _ in range(20000):
        s = game.screen
        if s.name() == "draw" and not s.computer and game.rnd.number >= 1:
            before = keeps[0]
            number = game.rnd.number
            now += FRAME
            game.step(K_A, now)                     # draw
            now += 1000                             # past the drawn card's hold
            seat = game.viewer
            arrange = len(draws) % 2 == 1 and game.rnd.hand_size(seat) > 1
            game.step(K_UP if arrange else K_A, now)
            if arrange:
                assert game.screen.name() == "arrange"
                for keys in (K_A, K_RIGHT, K_A, K_START):    # the first card one place on
                    now += FRAME
                    game.step(keys, now)
            draws.append((before, arrange, number))
            if len(draws) == 10:
                break
            continue
        now += FRAME
        game.step(person(game), now)
    assert len(draws) == 10
    # Between two people's draws in a round: the draw's keep, and the next turn's start
    # only when the hand was arranged after the draw.
    seen = set()
    for (a, arranged, number), (b, _, then) in zip(draws, draws[1:]):
        if number == then:
            assert b - a == (2 if arranged else 1), (a, b, arranged)
            seen.add(arranged)
    assert seen == {True, False}
    # The last arrangement is in the record kept at the next person's turn.
    session, _, _ = load(bytes(game.session_record()), SIZE + FLOW_BYTES)
    for seat in range(3):
        got = [session.round.card(seat, i) for i in range(session.round.hand_size(seat))]
        want = [game.rnd.card(seat, i) for i in range(game.rnd.hand_size(seat))]
        assert got == want
