"""The game's flow through scripted keys: whole rounds, hot seat, mashing."""

import pytest
from reference import Checker

from engine import cards
from engine.flow import HIDE_AFTER_MS, HUMAN, Game, Settings
from engine.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP
from engine.transcript import Transcript

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
            if name == "draw" and self.game.phase:
                self.press(K_B if skip else 0)
            elif name == "arrange":
                self.press(K_START)
            elif name == "session":
                over = self.game.session.over
                self.press(K_A)
                if over:
                    return
            else:
                self.press(K_A)
        raise AssertionError("the session did not end")


def new_game(variant="classic", kinds=(HUMAN, 2, 1, 3), mode=0, seed=1):
    st = Settings()
    st.variant = cards.variant_number(variant)
    st.players = len(kinds)
    for s, k in enumerate(kinds):
        st.kinds[s] = k
    st.mode = mode
    lines = []
    game = Game(seed=seed, settings=st, watchers=[Transcript(lines.append)])
    return Driver(game), lines


def start(d):
    d.press(K_A)            # Play
    assert d.screen() == "setup"
    d.press(K_START)        # start at once


def check(lines):
    c = Checker()
    for line in lines:
        c.line(line)
    c.finish()


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
    while d.screen() != "draw" or d.game.phase:
        d.press(K_B if d.screen() == "draw" else K_A)
    d.press(K_RIGHT)
    assert d.game.screen.top.cursor == 1 % d.game.screen.top.count
    d.press(K_A)
    assert d.screen() == "reveal" and d.game.screen.big >= 0
    d.press(K_A)
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
        if d.screen() == "draw" and not d.game.phase and "took your" in d.game.screen.lines[1]:
            return
        if d.screen() == "arrange":
            d.press(K_START)
        elif d.screen() == "draw" and d.game.phase:
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
    d.press(K_A)
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
    d.press(K_B)
    d.press(K_DOWN)
    d.press(K_A)
    assert d.screen() == "settings"
    d.press(K_RIGHT)
    assert d.game.settings.speed == 2
    d.press(K_B)
    d.press(K_DOWN)
    d.press(K_A)
    assert d.screen() == "stats"
    d.press(K_A)
    assert d.screen() == "title"


@pytest.mark.parametrize("mode", range(6))
def test_every_session_mode_runs_to_its_winner(mode):
    d, lines = new_game("short", kinds=(HUMAN, 2, 1), mode=mode, seed=mode)
    start(d)
    d.autoplay(limit=20000)
    check(lines)
    assert lines[-1].startswith("winner")
