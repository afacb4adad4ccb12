"""Screens that hold still while a person decides, and pages that end at a phrase's end.

Whole sessions with people are played through the real view (both boards,
every language); on each screen of a person's (their seat's, no computer's
turn) the view is drawn on with no key pressed and must not move, then its
pages are turned as the person would (SELECT, named in the hint) and each
must end where a phrase or an item of a list ends, never mid-sentence, and
no line may start with a sign.  ``make test`` plays a sample of languages,
tables and seeds; ``make test-all`` every one.
"""

import pytest
from conftest import EXHAUSTIVE

from game import cardtext, words
from game.screenkit import board_keys
from game.screens import NONE, PERSON, Screen
from game.settings import HUMAN
from hardware import loop, stub
from hardware.monoview import View as MonoView
from hardware.view import View
from tools.art.render_screen import fill_row as fill
from tools.play.autokeys import MIXED, KeyPlayer, table

TABLES = (   # (kinds, variant, mode, pairs laid by hand: learning mode)
    ((HUMAN, HUMAN, 1), "classic", "single", 0),
    ((HUMAN, 2, HUMAN, 1), "themed", "single", 0),
    ((HUMAN, HUMAN, 1, 2, 3, 1, 2, 3), "double", "single", 0),
    ((HUMAN, HUMAN, 2), "same-color", "single", 1),
)
BOARDS = ("pybadge", "oled")
CASES = [(b, lang, t) for b in BOARDS for lang in range(len(words.LANGUAGES))
         for t in range(len(TABLES))]
if not EXHAUSTIVE:     # a sample: each language on each board, the tables in turn
    CASES = [(b, lang, (lang + i) % len(TABLES)) for i, b in enumerate(BOARDS)
             for lang in range(len(words.LANGUAGES))]
SEEDS = (5, 11, 23) if EXHAUSTIVE else (11,)
_ENDS = ".,:;!?\u00bb)"
_SIGNS = ".,:;!?"
_SUITS = "\u2663\u2666\u2665\u2660"
STILL_DRAWS = 300        # more than the view's PAGE_HOLD and a PAGE_STEP: it would have paged


def persons_screen(game):
    s = game.screen
    return (game.scene_name == "table" and s.seat != NONE and s.computer == PERSON
            and game.is_human(s.seat))


def item_ends(game):
    """Return the words that end an item of a list at the table: names, counts, ranks, pictures."""
    ends = set(game.table.names[:game.table.players]) | {"-"}
    ends |= {str(n) for n in range(120)} | set("AJQK") | set(getattr(game.w, "FACE_CARDS", ""))
    if cardtext.pictures is not None or game.rnd is not None and game.rnd.variant == 6:
        ends |= {name.split()[-1] for name in cardtext.picture_names(game).NAMES}
    ends |= {name.split()[-1] for name in game.w.ODD_NAMES}     # a card taken: the odd card
    return ends


def ends_a_phrase(line, ends):
    """Return True if ``line`` may end a page: a phrase's end, or an item's."""
    last = line.split()[-1].strip("\u00ab\u00bb") or line
    return line[-1] in _ENDS or last in ends or last[-1] in _SUITS


def visible(view):
    return [view.lines[i].text for i in range(view.lines_shown)]


def check_screen(game, view, faults):
    """Hold the screen still, then turn its pages: add to ``faults`` what goes wrong."""
    s = game.screen
    used = max([i + 1 for i in range(len(s.lines)) if s.lines[i]] + [0])
    if not used:
        return
    view.draw(s)
    first = (view.lines_first, visible(view))
    for _ in range(STILL_DRAWS):
        view.draw(s)
        if (view.lines_first, visible(view)) != first:
            faults.append("paged by itself: %r to %r" % (first[1], visible(view)))
            return
    pages = view.pages
    if pages > 1 and board_keys(game, "SELECT") not in view.hint.text:
        faults.append("a second page, and the hint %r says no key for it" % view.hint.text)
    ends = item_ends(game)
    turned = s.page
    for _ in range(pages):
        lines = visible(view)
        for line in lines:
            if line and (line[0] in _SIGNS or line.startswith("\u00bb ")):   # (German opens »)
                faults.append("a line starts with a sign: %r" % line)
        last = view.lines_first + view.lines_shown
        if lines and last < used and lines[-1] and not ends_a_phrase(lines[-1], ends):
            faults.append("a page ends mid-phrase: %r (then %r)" % (lines, s.lines[last]))
        s.page += 1
        s.changed()
        view.draw(s)
    s.page = turned
    s.changed()
    view.draw(s)


def play(board, lang, kinds, variant, mode, manual, seed):
    device = stub.Device(width=128, height=64) if board == "oled" else stub.Device()
    view = (MonoView if board == "oled" else View)(device.display, device.width, device.height)
    game, _ = loop.new_game(device, view, seed)
    st = table(kinds, variant, mode)
    ours = game.settings
    ours.players = st.players
    ours.kinds[:] = st.kinds
    ours.variant = st.variant
    ours.choose_mode(mode)
    ours.manual = manual
    ours.lang = lang
    ours.odd_hint = ours.tracker = 1
    game.w = words.load(words.LANGUAGES[lang])
    game.resize()
    player = KeyPlayer(game, seed=seed, computers=MIXED)
    faults = []
    looked = set()
    checked = 0
    for _ in range(30000):
        if player.done():
            break
        game.step(player.key(), device.now_ms())
        view.draw(game.screen)
        device.wait_frame()
        s = game.screen
        if persons_screen(game) and (s.shown, s.version) not in looked:
            looked.add((s.shown, s.version))
            check_screen(game, view, faults)
            checked += 1
            if faults:
                break
    words.load("en")
    return faults, checked, player.done()


@pytest.mark.parametrize("board, lang, which", CASES)
def test_a_persons_screen_holds_still_and_its_pages_end_at_phrases(board, lang, which):
    for seed in SEEDS:
        faults, checked, done = play(board, lang, *TABLES[which], seed)
        assert not faults, "seed %d: %s" % (seed, faults[:3])
        assert checked > 20 and done


def test_the_checks_see_a_page_that_moves_or_ends_mid_phrase():
    """Not blind: a computer's screen pages by itself, and a page cut mid-sentence is caught."""
    device = stub.Device(width=128, height=64)
    view = MonoView(device.display, 128, 64)
    game, _ = loop.new_game(device, view, 1)
    s = game.screen
    s.show(3, "Title", "hint")
    fill(s.top, list(range(9)), False, cursor=0, label="BOB")
    fill(s.bottom, list(range(9)), True, label="Hand")
    s.lines[0] = "Gib das Gerät an"
    s.lines[1] = "ANN, dann drück A."
    s.seat = 0
    s.computer = 1          # a computer's turn: it pages on by itself
    faults = []
    check_screen(game, view, faults)
    assert faults and faults[0].startswith("paged by itself")
    s.computer = PERSON      # a person's: still, but the first page ends mid-phrase
    s.changed()
    faults = []
    check_screen(game, view, faults)
    assert any(f.startswith("a page ends mid-phrase") for f in faults), faults
    s.glue = 1              # the phrase runs on: one page of one line cannot hold it
    s.changed()
    faults = []
    check_screen(game, view, faults)
    assert any(f.startswith("a page ends mid-phrase") for f in faults), faults


@pytest.mark.parametrize("board", BOARDS)
def test_the_fan_stays_put_when_its_owners_face_comes_or_goes(board):
    """Only the face changes: the fan's cards keep their place, on either board, at any size."""
    device = stub.Device(width=128, height=64) if board == "oled" else stub.Device()
    view = (MonoView if board == "oled" else View)(device.display, device.width, device.height)
    for big_text in (0, 1):
        for n in (1, 5, 9, 13, 14, 15, 16, 25):
            places = set()
            for face in (60, 0, 70, 0):
                s = Screen()
                s.show(3, "ANN: draw from BOB", "hint")
                s.big_text = big_text
                fill(s.top, list(range(n)), False, cursor=n // 2, label="BOB")
                s.top.face = face
                fill(s.bottom, list(range(7)), True, label="Hand")
                s.lines[0] = "ANN 7  BOB %d" % n
                s.seat = 0
                s.changed()
                view.draw(s)
                places.add((view.top.cards.x, view.top.cards.y, view.top.cursor.x))
            assert len(places) == 1, (board, big_text, n, places)
