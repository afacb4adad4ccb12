"""The game's flow through scripted keys: whole rounds, hot seat, mashing."""

import sys

import pytest
import resumes

from engine import cards
from engine.transcript import Transcript
from game import settings_kept, words
from game.cardtext import card_label, odd_name, picture_name
from game.game import ATTRACT_AFTER_MS, HIDE_AFTER_MS, Game
from game.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP
from game.scenes import rules
from game.scenes.table_text import gone_faces
from game.screens import SETTINGS
from game.settings import FORFEITS, HUMAN, Settings
from game.stats import Stats

FRAME = 33


class Driver:
    """Press keys on a game with a virtual clock and keep what it showed."""

    def __init__(self, game):
        self.game = game
        self.now = 0
        self.seen = []

    def press(self, keys=0, frames=1):
        for _ in range(frames):
            self.now += FRAME
            self.game.step(keys, self.now)
            keys = 0
            name = self.game.screen.name()
            if not self.seen or self.seen[-1] != name:
                self.seen.append(name)
        assert self.game.screen.name() != "error", self.game.screen.lines

    def screen(self):
        return self.game.screen.name()

    def autoplay(self, limit=5000, skip=True):
        """Answer every screen as a patient player until the session is over."""
        for _ in range(limit):
            name = self.screen()
            if name == "title" and self.game.session and self.game.session.over:
                return
            if name == "draw" and self.game.screen.computer:
                self.press(K_B if skip else 0)
            elif name == "arrange":
                self.press(K_START)
            elif name == "lay":
                self.lay_pairs()
            elif name == "session":
                over = self.game.session.over
                self.press(K_B if over else K_A)
                if over:
                    if self.screen() == "awards":    # the evening's awards, then the title
                        self.press(K_A)
                    return
            else:
                self.press(K_A)
        raise AssertionError("the session did not end")


    def lay_pairs(self):
        """On the lay screen, lay every pair of the hand, then say done."""
        row = self.game.screen.bottom
        key = self.game.rnd.key
        for i in range(row.count):
            for j in range(i + 1, row.count):
                if key[row.cards[i]] == key[row.cards[j]]:
                    for pos in (i, j):
                        while row.cursor != pos:
                            self.press(K_RIGHT)
                        self.press(K_A)
                    return
        self.press(K_START)


def new_game(variant="classic", kinds=(HUMAN, 2, 1, 3), mode=0, seed=1, manual=False):
    st = Settings()
    st.variant = cards.variant_number(variant)
    st.players = len(kinds)
    for s, k in enumerate(kinds):
        st.kinds[s] = k
    st.set_mode(mode)
    st.manual = manual
    lines = []
    game = Game(seed=seed, settings=st, watchers=[Transcript(lines.append)])
    return Driver(game), lines


def start(d):
    d.press(K_A)            # Play
    assert d.screen() == "setup"
    d.press(K_START)        # start at once


def check(lines, manual=False):
    """Check the transcript ``lines`` by the rules, chunk by chunk: a resume starts one."""
    resumes.check(lines, manual=manual)


@pytest.mark.parametrize("variant", cards.VARIANTS)
def test_a_whole_round_of_every_variant_one_human(variant):
    d, lines = new_game(variant)
    start(d)
    d.autoplay()
    check(lines)
    assert "result" in d.seen and "session" in d.seen and "pass" not in d.seen


def test_hot_seat_passes_the_device_between_people():
    d, lines = new_game("short", kinds=(HUMAN, HUMAN, 2))
    d.game.settings.names[1] = "BEA"
    start(d)
    assert d.screen() in ("pass", "draw")
    d.autoplay()
    check(lines)
    assert "pass" in d.seen


def test_cards_hide_after_20_seconds_idle_and_come_back():
    d, _ = new_game("classic", kinds=(HUMAN, HUMAN))
    start(d)
    assert d.screen() == "pass"
    d.press(K_A)
    assert d.screen() == "draw" and d.game.screen.bottom.count
    d.press(0, frames=HIDE_AFTER_MS // FRAME + 2)
    assert d.screen() == "pass" and "hidden" in " ".join(d.game.screen.lines)
    d.press(K_A)
    assert d.screen() == "draw"


def test_the_drawn_card_is_revealed_and_the_hand_can_be_arranged():
    d, lines = new_game("classic", kinds=(HUMAN, 1))
    start(d)
    while d.screen() != "draw" or d.game.screen.computer:
        d.press(K_B if d.screen() == "draw" else K_A)
    d.press(K_RIGHT)
    assert d.game.screen.top.cursor == 1 % d.game.screen.top.count
    d.press(K_A)
    assert d.screen() == "reveal" and d.game.screen.big >= 0
    d.press(0, frames=25)        # the drawn card is held 0.8 s
    d.press(K_DOWN)              # arrange first
    if d.screen() == "arrange" and d.game.screen.bottom.count > 1:
        before = bytes(d.game.screen.bottom.cards[:d.game.screen.bottom.count])
        d.press(K_A)        # pick the first card
        d.press(K_RIGHT)
        d.press(K_A)        # drop it one to the right
        after = bytes(d.game.screen.bottom.cards[:d.game.screen.bottom.count])
        assert after == before[1:2] + before[:1] + before[2:]
        assert lines[-1].startswith("order p0")
        d.press(K_SELECT)
        assert lines[-1].startswith("order p0")
        d.press(K_START)
    d.autoplay()
    check(lines)


def test_since_your_last_turn_tells_what_was_taken():
    d, _ = new_game("classic", kinds=(HUMAN, 1, 1))
    start(d)
    for _ in range(400):
        s = d.game.screen
        if d.screen() == "draw" and not s.computer and s.lines[0] == d.game.w.SINCE:
            return
        if d.screen() == "arrange":
            d.press(K_START)
        elif d.screen() == "draw" and d.game.screen.computer:
            d.press(K_A)
        else:
            d.press(K_A)
    raise AssertionError("never told what was taken")


def test_setup_changes_players_kinds_variant_and_initials():
    d, _ = new_game()
    d.press(K_A)
    d.press(K_RIGHT)                     # players 4 -> 5
    assert d.game.settings.players == 5
    d.press(K_DOWN)                      # seat 1
    d.press(K_A)                         # edit initials
    d.press(K_UP)                        # A -> B in the first letter
    d.press(K_A)
    d.press(K_A)
    d.press(K_A)                         # past the letters: the face
    d.press(K_A)                         # done
    assert d.game.settings.names[0] == "BNN"
    d.press(K_DOWN)
    d.press(K_LEFT)                      # seat 2: canny -> casual
    d.press(K_LEFT)                      # -> a human
    assert d.game.settings.kinds[1] == HUMAN
    for _ in range(4):
        d.press(K_DOWN)
    d.press(K_RIGHT)                     # the variant
    assert d.game.settings.variant == 1
    d.press(K_B)
    assert d.screen() == "title"


def test_menus_rules_settings_stats():
    d, _ = new_game()
    d.press(K_DOWN)
    d.press(K_A)
    assert d.screen() == "rules"
    for _ in range(5):
        d.press(K_RIGHT)
    assert "game.lang.en_texts" in sys.modules        # the rules' texts, while they show
    d.press(K_B)
    assert "game.lang.en_texts" not in sys.modules    # and dropped on leaving
    d.press(K_DOWN)
    d.press(K_A)
    assert d.screen() == "settings"
    d.press(K_DOWN)
    d.press(K_RIGHT)
    assert d.game.settings.speed == 2 and d.game.due
    d.press(K_B)
    d.press(K_DOWN)
    d.press(K_A)
    assert d.screen() == "stats"
    d.press(K_B)
    assert d.screen() == "title"


@pytest.mark.parametrize("mode", range(FORFEITS))
def test_every_session_mode_runs_to_its_winner(mode):
    d, lines = new_game("short", kinds=(HUMAN, 2, 1), mode=mode, seed=mode)
    start(d)
    d.autoplay(limit=20000)
    check(lines)
    assert lines[-1].startswith("winner")


def test_forfeits_give_a_person_a_task_a_computer_a_line_and_deal_on_until_b():
    d, lines = new_game("short", kinds=(HUMAN, 2, 1), mode=FORFEITS, seed=3)
    start(d)
    seen = {"person": [], "computer": []}
    rounds = 0
    while rounds < 8:
        name = d.screen()
        if name == "session":
            rounds += 1
            title = d.game.screen.title
            loser = d.game.rnd.losers()[0][0]
            said = " ".join(d.game.scene.board)
            if d.game.is_human(loser):
                assert title == "ANN, your forfeit:"
                seen["person"].append(said)
            else:
                name_ = d.game.name(loser)
                assert title == name_ + ", the computer:" and name_ in said
                seen["computer"].append(said.replace(name_, "%s"))
            d.press(K_A if rounds < 8 else K_B)
        elif name == "draw" and d.game.screen.computer:
            d.press(K_B)
        elif name == "arrange":
            d.press(K_START)
        else:
            d.press(K_A)
    assert d.screen() == "pause" and d.game.screen.hint == "A: yes  B: no"   # B asks first
    d.press(K_A)
    s = d.game.screen          # yes: the evening's tally, its winner, its cheer
    assert d.screen() == "session" and s.title == "The evening: forfeits"
    tally = {line.split()[0]: int(line.split()[1]) for line in s.lines
             if line and line.split()[-1].isdigit()}
    assert sum(tally.values()) == 8 and set(tally) == {"ANN", d.game.name(1), d.game.name(2)}
    fewest = min(tally.values())
    assert any(line.startswith(("Winner:", "Winners:")) for line in s.lines)
    assert all(name in " ".join(s.lines) for name, n in tally.items() if n == fewest)
    assert d.game.cheer_at >= 0
    d.press(K_A)
    assert d.screen() == "awards"                      # the evening's awards, then the title
    d.press(K_A)
    assert d.screen() == "title"
    assert "game.lang.en_texts" not in sys.modules     # dropped after each forfeit, the awards
    texts = words.texts("en")
    assert seen["person"] and seen["computer"]         # both came up in eight rounds
    assert all(t in texts.FORFEITS[0] for t in seen["person"])   # the little ones' (default)
    assert all(t in texts.CPU_FORFEITS for t in seen["computer"])
    words.forget_texts()
    # Each forfeit round is a single-round session of its own, to its winner line.
    assert sum(line.startswith("session single") for line in lines) == 8
    assert sum(line.startswith("winner") for line in lines) == 8


def test_no_forfeit_comes_again_before_all_have_come_over_a_long_evening():
    """Each run of as many forfeits (computers' lines) as there are is all different."""
    d, lines = new_game("short", kinds=(HUMAN, 2, 1), mode=FORFEITS, seed=5)
    start(d)
    seen = {True: [], False: []}      # a person's tasks, the computers' lines
    rounds = 0
    while rounds < 40:
        name = d.screen()
        if name == "session":
            rounds += 1
            loser = d.game.rnd.losers()[0][0]
            said = " ".join(d.game.scene.board).replace(d.game.name(loser), "%s")
            seen[d.game.is_human(loser)].append(said)
            d.press(K_A if rounds < 40 else K_B)
        elif name == "draw" and d.game.screen.computer:
            d.press(K_B)
        else:
            d.press(K_A)
    texts = words.texts("en")
    every = {True: texts.FORFEITS[0], False: texts.CPU_FORFEITS}
    words.forget_texts()
    for person, said in seen.items():
        n = len(every[person])
        assert len(said) > 2 * n, (person, len(said))     # each list came round twice at least
        assert n <= 14      # the bits of both lists stay a small int (game.forfeits_used)
        for start_ in range(0, len(said), n):
            run = said[start_:start_ + n]
            assert len(set(run)) == len(run), (person, start_, run)
            assert all(task in every[person] for task in run)
    assert sum(line.startswith("session single") for line in lines) == 40


def test_an_endless_evening_of_forfeits_counts_to_255_and_goes_on():
    """The evening's counts are a byte a seat: at 255 they stop there, the game goes on."""
    d, lines = new_game("short", kinds=(HUMAN, 2, 1), mode=FORFEITS, seed=3)
    start(d)
    d.game.evening[:] = b"\xff" * len(d.game.evening)
    while d.screen() != "session":
        d.press(K_B if d.screen() == "draw" and d.game.screen.computer else K_A)
    loser = d.game.rnd.losers()[0][0]
    assert d.game.evening[loser] == 255
    d.press(K_B)                       # the evening's tally, once asked
    d.press(K_A)
    s = d.game.screen
    assert d.screen() == "session" and s.title == "The evening: forfeits"
    assert any(line.split()[-1] == "255" for line in s.lines if line)


@pytest.mark.parametrize("seed", range(4))
def test_laying_pairs_by_hand_plays_to_the_end(seed):
    d, lines = new_game("classic", kinds=(HUMAN, 2, 1), mode=1, seed=seed, manual=True)
    start(d)
    d.autoplay(limit=20000)
    check(lines, manual=True)
    assert "lay" in d.seen and lines[-1].startswith("winner")


def lay_screen(nudge):
    d, _ = new_game("classic", kinds=(HUMAN, 2), seed=2, manual=True)
    d.game.settings.nudge = nudge
    start(d)
    assert d.screen() == "lay"
    return d


def lay_two_that_do_not_pair(d):
    """Pick two cards of different keys on the lay screen."""
    key = d.game.rnd.key
    row = d.game.screen.bottom
    a, b = next((i, j) for i in range(row.count) for j in range(i + 1, row.count)
                if key[row.cards[i]] != key[row.cards[j]])
    for pos in (a, b):
        while row.cursor != pos:
            d.press(K_RIGHT)
        d.press(K_A)


def test_the_nudge_points_at_a_pair_and_stops_a_false_one():
    d = lay_screen(True)
    rnd = d.game.rnd
    assert d.game.screen.lines[1] == d.game.w.NUDGED
    lay_two_that_do_not_pair(d)
    assert d.game.screen.lines[0] == d.game.w.NOT_A_PAIR and not rnd.irregular[0]
    d.press(K_START)      # done, with a pair still in hand: not yet
    assert d.screen() == "lay" and d.game.screen.lines[0] == d.game.w.STILL_PAIR


def test_without_the_nudge_a_false_pair_is_laid_and_loses():
    d = lay_screen(False)
    rnd = d.game.rnd
    assert d.game.w.NUDGED not in d.game.screen.lines
    lay_two_that_do_not_pair(d)
    assert rnd.irregular[0]
    d.autoplay(limit=20000)
    assert rnd.loser_seat[0] == 0 or 0 in rnd.loser_seat[:rnd.loser_count]


def test_attract_mode_starts_after_a_minute_on_the_title_and_any_key_ends_it():
    d, lines = new_game()
    d.press(0, frames=ATTRACT_AFTER_MS // FRAME + 2)
    assert d.game.demo and d.screen() == "draw"
    d.press(0, frames=2000)                  # computers play on, round after round
    assert d.game.demo and d.game.demos >= 1 and lines == []   # no transcript of demos
    d.press(K_B)
    assert d.screen() == "title" and not d.game.demo
    start(d)                                 # a real game's seeds are untouched
    assert d.game.session.seed == d.game.seed


@pytest.mark.parametrize("auto", (0, 1))
def test_autoshuffle_shuffles_a_persons_fan_before_it_is_offered(auto):
    d, _ = new_game("classic", kinds=(HUMAN, 2))
    d.game.settings.autoshuffle = auto
    start(d)
    rnd = d.game.rnd
    shuffles = []
    rnd.shuffle = lambda seat, real=rnd.shuffle: (shuffles.append(seat), real(seat))
    d.autoplay()             # arranging is always just START
    assert (0 in shuffles) == bool(auto)


def test_the_setup_shows_a_count_only_for_modes_that_have_one():
    d, _ = new_game(kinds=(HUMAN, 2))
    d.press(K_A)
    assert d.screen() == "setup"
    d.game.settings.set_mode(0)
    n_single = len(menu_rows(d.game))
    d.game.settings.set_mode(1)
    assert len(menu_rows(d.game)) == n_single + 1 and d.game.settings.count == 5
    d.game.settings.choose_mode("tokens:12")
    assert (d.game.settings.session_mode(), d.game.settings.session_count()) == (4, 12)


def test_settings_round_trip_and_refuse_garbage():
    st = Settings()
    st.players, st.variant, st.manual, st.lang = 9, cards.DOUBLE, 1, 3
    st.choose_mode("penalty:4")
    st.names[2] = "ZOE"
    again = Settings()
    settings_kept.read(again, st.to_bytes())
    assert again.to_bytes() == st.to_bytes() and again.names[2] == "ZOE"
    for bad in (b"", st.to_bytes()[:-1], bytes(len(st.to_bytes())),
                b"\xff" * len(st.to_bytes())):
        fresh = Settings()
        with pytest.raises(ValueError):
            settings_kept.read(fresh, bad)
        assert fresh.to_bytes() == Settings().to_bytes()   # nothing half taken


def test_changing_the_language_changes_every_word_at_once():
    d, _ = new_game()
    d.press(K_DOWN)
    d.press(K_DOWN)
    d.press(K_A)
    assert d.screen() == "settings"
    d.press(K_RIGHT)                       # English -> French
    assert d.game.settings.language() == "fr" and d.game.w.NAME != "English"
    assert d.game.screen.title == d.game.w.SETTINGS
    d.press(K_B)
    assert d.game.screen.title == d.game.w.GAME


def test_stats_count_rounds_by_initials_and_seat_and_reset_only_when_confirmed():
    d, _ = new_game("short", kinds=(HUMAN, 2, 1), mode=1, seed=4)
    start(d)
    d.autoplay(limit=20000)
    stats = Stats.from_bytes(d.game.stats)
    ann = stats.player(stats.find("ANN"))
    assert ann[0] == 5 and ann[2] == 1 and stats.count == 1     # computers: by seat only
    assert sum(stats.seat(s)[1] for s in range(3)) >= 5          # a loser a round at least
    for _ in range(3):
        d.press(K_DOWN)
    d.press(K_A)
    assert d.screen() == "stats" and "ANN" in " ".join(d.game.screen.lines)
    d.press(K_RIGHT)                    # by seat, under what the numbers are
    head = words.wrap(d.game.w.STATS_HEAD, d.game.columns)
    assert d.game.screen.lines[:len(head)] == head
    assert d.game.screen.lines[len(head)].startswith(d.game.w.SEAT_NAME % 1)
    d.press(K_A)                        # reset? no
    assert d.game.screen.lines[1] == d.game.w.RESET
    d.press(K_B)
    assert Stats.from_bytes(d.game.stats).count == 1
    d.press(K_A)
    d.press(K_A)                        # reset? yes
    stats = Stats.from_bytes(d.game.stats)
    assert stats.count == 0 and stats.seat(0) == (0, 0, 0, 0) and d.game.due
    assert d.game.screen.lines[0] == d.game.w.STATS_EMPTY


@pytest.mark.parametrize("variant", ("classic", "themed"))
def test_the_tracker_lists_what_no_hand_holds_any_more(variant):
    d, _ = new_game(variant, kinds=(HUMAN, 1))
    start(d)
    game = d.game
    rnd = game.rnd

    def label(c):                       # a rank's sign, or a picture's bare name
        if variant == "classic":
            return card_label(game, c & 0x7F | 3)[:-1]
        return picture_name(game, c & cards.FACE_MASK)

    held = set()
    for seat in range(2):
        for pos in range(rnd.hand_size(seat)):
            c = rnd.card(seat, pos)
            if c & cards.FACE_MASK != cards.OLD_MAID:
                held.add(label(c))
    gone = [label(c) for c in gone_faces(rnd)]
    assert gone and not set(gone) & held
    in_deck = {label(c) for c in rnd.fresh if c & cards.FACE_MASK != cards.OLD_MAID}
    assert set(gone) | held == in_deck
    if variant == "themed":
        assert set(gone) <= set(words.pictures("en").NAMES)


@pytest.mark.parametrize("columns, rows, oled", ((26, 7, False), (21, 4, False), (22, 7, False),
                                                 (21, 4, True), (10, 3, True)))
def test_rules_pages_fit_and_end_at_the_end_of_a_sentence(columns, rows, oled):
    from hardware.monoview import View as MonoView

    for lang in range(5):
        st = Settings()
        st.lang = lang
        game = Game(settings=st, columns=columns, rows=rows,
                    keys=MonoView.KEYS if oled else None)
        pages = rules.Scene(game).pages
        texts = words.texts(st.language())
        titles = [t for t, _ in texts.RULES]
        assert [t for t, _ in pages if t != texts.KEYS[0]][:1] == titles[:1]
        assert pages[len([p for p in pages if p[0] == titles[0]])][0] == texts.KEYS[0]
        for title, lines in pages:
            assert 0 < len(lines) <= rows and all(len(line) <= columns for line in lines)
            run_on = len(lines) == rows and not lines[-1].endswith((".", "?", "!"))
            assert lines[-1].endswith((".", "?", "!")) or run_on, (lang, title, lines)
        words.forget_texts()


@pytest.mark.parametrize("lang", range(5))
def test_every_rules_page_names_the_boards_own_keys(lang):
    """Three buttons get their own keys page and their signs in the learning pages."""
    from hardware.monoview import View as MonoView

    st = Settings()
    st.lang = lang
    for keys in (None, MonoView.KEYS):
        game = Game(settings=st, keys=keys, columns=21, rows=4)
        pages = rules.Scene(game).pages
        texts = words.texts(st.language())
        said = " ".join(" ".join(lines) for _, lines in pages)
        shown = [lines for _, lines in pages]
        assert "{" not in said and "}" not in said
        learning = " ".join(" ".join(lines) for title, lines in pages
                            if title == texts.RULES[5][0])
        if keys is None:
            assert "START" in said and "SELECT" in said and "\u25c0" not in said
            assert " A " in " " + learning, learning
        else:
            assert "START" not in said and "SELECT" not in said, shown
            assert "\u25cf" in learning and "\u25c0" in said   # ● lays, ◀ is held for rows
        words.forget_texts()


def menu_rows(game):
    """Return every row of the menu on screen, top to bottom, walking it with DOWN.

    Each row's text, without the spaces that make it the screen's width.
    """
    rows = []
    game.step(K_DOWN, 1)       # the rows as they stand now
    game.step(K_UP, 2)
    while game.screen.lines[game.screen.menu].rstrip() not in rows:
        rows.append(game.screen.lines[game.screen.menu].rstrip())
        game.step(K_DOWN, 3)
    return rows


def settings_rows(game):
    """Open the settings from the title; return every row's text, top to bottom."""
    game.step(K_DOWN, 1)
    game.step(K_DOWN, 2)
    game.step(K_A, 3)
    assert game.screen.kind == SETTINGS
    return menu_rows(game)


def test_the_odd_card_is_also_offered_as_the_rules_documents_call_black_peter():
    """French offers Pierre le Noir fourth; the choice is kept, and English says Black Peter."""
    st = Settings()
    st.lang = words.LANGUAGES.index("fr")
    game = Game(settings=st)
    rows = settings_rows(game)
    while not game.screen.lines[game.screen.menu].startswith("Nom : "):
        game.step(K_DOWN, 5)
    said = []
    for _ in range(4):
        said.append(game.screen.lines[game.screen.menu].rstrip())
        game.step(K_RIGHT, 6)
    assert said == ["Nom : Vieille Fille", "Nom : Pierre Noir", "Nom : Joker",
                    "Nom : Pierre le Noir"]
    assert game.screen.lines[game.screen.menu].rstrip() == said[0] and said[0] in rows  # again
    game.step(K_LEFT, 7)                   # round to the last: the rules documents' name
    assert game.settings.odd_name == 3 and odd_name(game) == "Pierre le Noir"
    kept = Settings()
    settings_kept.read(kept, game.settings.to_bytes())      # the one byte it always had
    assert kept.odd_name == 3
    kept.lang = words.LANGUAGES.index("en")        # a language with three names
    english = Game(settings=kept)
    assert odd_name(english) == "Black Peter"
    assert "Odd card: Black Peter" in settings_rows(english)
    older = Settings()
    older.odd_name = 2                             # as a save before the fourth name had it
    again = Settings()
    settings_kept.read(again, older.to_bytes())
    assert again.odd_name == 2 and odd_name(Game(settings=again)) == "Joker"


def test_large_text_is_offered_only_where_the_board_has_it():
    small = Game(columns=21, rows=4)
    large = Game(big=(22, 7))
    small_rows, large_rows = settings_rows(small), settings_rows(large)
    assert len(large_rows) == len(small_rows) + 1
    for game, texts in ((small, small_rows), (large, large_rows)):
        assert any(t.startswith(game.w.BIG_TEXT.split("%")[0]) for t in texts) == (game is large)
    while not large.screen.lines[large.screen.menu].startswith(large.w.BIG_TEXT.split("%")[0]):
        large.step(K_DOWN, 5)
    large.step(K_RIGHT, 6)
    assert large.settings.big and (large.columns, large.rows) == (22, 7)
