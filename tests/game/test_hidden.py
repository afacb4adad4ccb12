"""No frame shows a card of a hand to anyone but its owner: the game's first promise.

Whole sessions with two or more people, motion on, are played through the
real loop and the real view (both boards); after every frame the card faces
the display holds visible (the two rows, the big card, the card in flight)
are read back from the TileGrids and checked against whose screen it is:

- on a pass screen, and on every screen that is not a person's own (the
  computers' turns, while the device goes round), no face at all: only the
  seat's portrait, which the pass screen shows large;
- on a person's own screen, no face of a card that another seat holds.

``make test`` plays a sample of tables and seeds; ``make test-all`` more.
"""

import collections

import pytest
from conftest import EXHAUSTIVE

from game.screens import NONE, PASS
from game.settings import HUMAN
from hardware import loop, stub
from hardware.monoview import View as MonoView
from hardware.sprites import BACK1, EMPTY
from hardware.view import View
from tools.play.autokeys import MIXED, KeyPlayer, answer, table

_FACE = 0x7F
_DECK2 = 0x80
# (kinds, variant, mode): people and computers, each deck's look
TABLES = (
    ((HUMAN, HUMAN, 1), "classic", "single"),
    ((HUMAN, 2, HUMAN, 1), "themed", "single"),
    ((HUMAN, HUMAN, HUMAN, 3, 1, 2), "double", "single"),
    ((HUMAN, HUMAN), "same-color", "rounds:2"),
)
SEEDS = range(1, 9) if EXHAUSTIVE else (11, 3)


def shown_faces(view):
    """Yield (where, card) for each card face the frame shows, the seats' portraits aside.

    A card is its tile, with the second deck's bit where its mark is laid over it.
    """
    def card(tile, mark):
        return tile | (_DECK2 if mark != EMPTY else 0)

    flyer = view.flyer
    if not flyer.grid.hidden and flyer.grid[0] < BACK1:
        yield "flight", card(flyer.grid[0], EMPTY if flyer.mark.hidden else flyer.mark[0])
    big = view.big_group
    if not big.hidden and view.big_card[0] < BACK1:
        yield "big", card(view.big_card[0], EMPTY if big[1].hidden else big[1][0])
    for row in (view.top, view.bottom):
        cards = row.cards
        if cards.hidden:
            continue
        for i in range(cards.width):
            if cards[i] < BACK1:
                yield "row", card(cards[i], EMPTY if row.marks.hidden else row.marks[i])


def hands(rnd, owner):
    """Return (``owner``'s cards, every other seat's), counted: a pictures deck holds twins."""
    mine = collections.Counter()
    others = collections.Counter()
    for seat in range(rnd.players):
        held = mine if seat == owner else others
        held.update(rnd.card(seat, i) for i in range(rnd.hand_size(seat)))
    return mine, others


def leaks(game, view):
    """Return what this frame shows that its holder must not see, as (where, card, title)."""
    rnd = game.rnd
    if game.scene_name != "table" or rnd is None or rnd.is_over():
        return []
    s = game.screen
    faces = list(shown_faces(view))
    if not faces:
        return []
    owner = s.seat
    own = (s.kind != PASS and owner != NONE and game.is_human(owner) and game.viewer == owner)
    if not own:   # nobody's, or the device on its way: only the portrait
        return [(w, c, s.title) for w, c in faces if not (w == "big" and c == s.face)]
    mine, others = hands(rnd, owner)
    mine[game.last_card] += 2     # the card they just drew, and the twin it laid with it
    shown = collections.Counter(c for _, c in faces)
    # A face that someone else holds, shown more often than the owner holds it.
    return [(w, c, s.title) for w, c in faces if others[c] and shown[c] > mine[c]]


def play(board, kinds, variant, mode, seed):
    device = stub.Device(width=128, height=64) if board == "oled" else stub.Device()
    view = (MonoView if board == "oled" else View)(device.display, device.width, device.height)
    game, _ = loop.new_game(device, view, seed)
    st = table(kinds, variant, mode)
    game.settings.players = st.players
    game.settings.kinds[:] = st.kinds
    game.settings.variant = st.variant
    game.settings.choose_mode(mode)
    game.settings.motion = 1
    player = KeyPlayer(game, seed=seed, computers=MIXED)
    wait = device.wait_frame
    found = []
    checked = [0]

    def frame():
        found.extend(leaks(game, view))
        checked[0] += game.scene_name == "table"
        answer(device, player)
        if player.done() or device.frames > 40000 or found:
            device.running = False
        wait()

    device.wait_frame = frame
    loop.play(device, game, view)
    return found, checked[0], player.done()


@pytest.mark.parametrize("board", ("pybadge", "oled"))
@pytest.mark.parametrize("kinds, variant, mode", TABLES)
def test_no_frame_shows_a_hidden_card(board, kinds, variant, mode):
    for seed in SEEDS:
        found, frames, done = play(board, kinds, variant, mode, seed)
        assert not found, "seed %d: %r" % (seed, found[:3])
        assert frames > 200 and done       # a whole session was looked at


def test_the_check_sees_a_face_on_a_pass_screen():
    """The check is not blind: a card flown face up over a pass screen is caught."""
    from game.screens import FLY_BACK

    device = stub.Device()
    view = View(device.display, device.width, device.height)
    game, _ = loop.new_game(device, view, 11)
    st = table((HUMAN, HUMAN, 1))
    game.settings.players = st.players
    game.settings.kinds[:] = st.kinds
    game.settings.motion = 1
    player = KeyPlayer(game, seed=11, computers=MIXED)
    while not (game.scene_name == "table" and game.screen.kind == PASS):
        game.step(player.key(), device.now_ms())
        view.draw(game.screen)
        device.wait_frame()
    assert leaks(game, view) == []            # the portrait alone
    view.flyer.start(5, EMPTY, 0, 0, 50, 50)  # a face: tile 5, no mark
    assert leaks(game, view)[0][:2] == ("flight", 5)
    view.flyer.start(BACK1, EMPTY, 0, 0, 50, 50)
    assert leaks(game, view) == []
    assert FLY_BACK & _FACE == FLY_BACK
