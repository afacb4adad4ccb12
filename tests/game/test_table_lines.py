"""What the table says is current and clear: the last turn's news, safe and left, the scoreboard."""

import pytest
from test_flow import Driver, new_game, start

from engine import cards
from game import words
from game.game import Game
from game.keys import K_A, K_B, K_DOWN, K_START
from game.settings import HUMAN, Settings


def screens_until(d, done, limit=20000):
    """Press on as a patient player until ``done(d)``; return the computers' news lines seen."""
    for _ in range(limit):
        if done(d):
            return
        name = d.screen()
        if name == "arrange":
            d.press(K_START)
        elif name == "session":
            d.press(K_A)
        else:
            d.press(K_A)
    raise AssertionError("never came")


def test_a_news_line_belongs_to_the_last_turn_only():
    """A computer's turn shows what the turn before it laid, and nothing older."""
    d, lines = new_game("classic", kinds=(HUMAN, 1, 2), seed=11)
    start(d)
    checked = 0
    for _ in range(3000):
        g = d.game
        s = g.screen
        draws = [i for i, line in enumerate(lines) if line.startswith("draw ")]
        if s.name() == "draw" and s.computer == 1 and not draws:
            assert " laid " not in s.lines[0]          # the deal's pairs are no news
        elif s.name() == "draw" and s.computer == 1:
            news = s.lines[0]
            last_draw = draws[-1]
            laid = [line for line in lines[last_draw:] if line.startswith("pair ")]
            if laid:
                seat = int(laid[-1].split()[1][1:])
                assert news.startswith(g.name(seat) + " laid "), (news, laid)
            else:
                assert not news.endswith(" laid"), news
                assert " laid " not in news, (news, lines[last_draw:])
            checked += 1
        if s.name() in ("result", "title") and checked:
            break
        d.press(K_START if s.name() == "arrange" else K_A)
    assert checked > 3


@pytest.mark.parametrize("code", words.LANGUAGES)
def test_safe_this_round_and_left_the_table_are_different_words(code):
    w = words.load(code)
    out = w.OUT % "ANN"
    for word in w.LEFT.strip("()").split():
        assert word not in out.split(), (code, out, w.LEFT)
    assert w.LEFT.strip("()") not in w.LEFT_LIST or w.LEFT_LIST.startswith(w.LEFT.strip("()"))
    words.load("en")


def scoreboard(mode, kinds=(HUMAN, 1, 2, 3), seed=2):
    st = Settings()
    st.players = len(kinds)
    for seat, kind in enumerate(kinds):
        st.kinds[seat] = kind
    st.choose_mode(mode)
    d = Driver(Game(seed=seed, settings=st))
    start(d)
    for _ in range(20000):
        if d.screen() == "session":
            return d
        if d.screen() == "draw" and d.game.screen.computer:
            d.press(K_B)
        elif d.screen() == "arrange":
            d.press(K_START)
        else:
            d.press(K_A)
    raise AssertionError("no scoreboard")


def test_the_scoreboard_counts_the_rounds_sorts_the_scores_and_marks_the_leader():
    d = scoreboard("rounds:5")
    g = d.game
    s = g.screen
    assert s.title == "Round 1 of 5"
    rows = [line for line in s.lines if line]
    scores = [int(row.split()[1]) for row in rows]
    assert scores == sorted(scores) and len(rows) == 4
    leaders = [row for row in rows if row.endswith("\u25c0 leads")]
    alone = scores.count(scores[0]) == 1
    assert leaders == ([rows[0]] if alone else [])   # one alone ahead is marked
    d.press(K_A)                                  # the next round, and its scoreboard
    for _ in range(20000):
        if d.screen() == "session":
            break
        d.press(K_B if d.screen() == "draw" and g.screen.computer else
                K_START if d.screen() == "arrange" else K_A)
    assert g.screen.title == "Round 2 of 5"
    rows = [line for line in g.screen.lines if line]
    scores = [int(row.split()[1]) for row in rows]
    alone = scores.count(scores[0]) == 1
    assert [r for r in rows if r.endswith("\u25c0 leads")] == ([rows[0]] if alone else [])


def test_tokens_sort_the_most_first_and_who_left_comes_last():
    d = scoreboard("elimination", kinds=(HUMAN, 1, 2, 3, 1))
    s = d.game.screen
    assert s.title == "Round 1: losses"
    rows = [line for line in s.lines if line]
    assert rows[-1].endswith("(left)") and not any(r.endswith("(left)") for r in rows[:-1])
    d = scoreboard("tokens:3", kinds=(HUMAN, 1, 2))
    rows = [line for line in d.game.screen.lines if line]
    tokens = [int(row.split()[1]) for row in rows]
    assert tokens == sorted(tokens, reverse=True)      # the most tokens left: the best


def test_the_arrange_tip_only_for_the_odd_cards_holder():
    seen = {True: 0, False: 0}
    for seed in range(12):
        d, _ = new_game("classic", kinds=(HUMAN, 1, 2), seed=seed)
        start(d)
        for _ in range(3000):
            g = d.game
            if d.screen() == "arrange":
                rnd = g.rnd
                seat = g.viewer
                holds = any(rnd.unmatched[rnd.key[rnd.card(seat, i)]]
                            for i in range(rnd.hand_size(seat)))
                tip = g.screen.lines[0] == words.fit(g.w.ARRANGE_TIP[0], g.columns)
                assert tip == holds
                seen[holds] += 1
                d.press(K_START)
            elif d.screen() in ("result", "title"):
                break
            elif d.screen() == "reveal":
                d.press(K_DOWN)             # arrange first (ignored while the card is held)
            else:
                d.press(K_A)
    assert seen[True] and seen[False]


def test_one_alone_ahead_is_marked_as_leading():
    d = scoreboard("rounds:3", kinds=(HUMAN, 1))
    rows = [line for line in d.game.screen.lines if line]
    assert rows[0].endswith("0  \u25c0 leads") and rows[1].endswith(" 1")


@pytest.mark.parametrize("code", ("en", "fr"))
def test_the_odd_card_taken_from_you_is_named_as_in_a_sentence(code):
    """"Since your last turn: BOB took the Black Peter", never "took Black Peter"."""
    for seed in range(40):
        d, _ = new_game("black-peter", kinds=(HUMAN, 1, 2), seed=seed)
        d.game.settings.lang = words.LANGUAGES.index(code)
        d.game.w = words.load(code)
        start(d)
        for _ in range(3000):
            g = d.game
            if d.screen() in ("result", "title"):
                break
            if d.screen() == "draw" and not g.screen.computer and g.taken_by[0] != 255 \
                    and g.taken_card[0] & cards.FACE_MASK == cards.BLACK_PETER:
                said = " ".join(line for line in g.screen.lines if line)
                taken = {"en": "took the Black Peter",
                         "fr": "t’a pris : la carte « Pierre Noir »"}[code]
                assert g.name(g.taken_by[0]) + " " + taken in said, said
                words.load("en")
                return
            d.press(K_A)
    raise AssertionError("nobody took the Black Peter from ANN")


def test_the_round_result_does_not_say_its_title_again():
    """The odd card's holder is the title's; the lines say only what it does not."""
    seen = 0
    for variant in ("black-peter", "themed", "classic", "two-removed"):
        d, _ = new_game(variant, kinds=(HUMAN, 1, 2), seed=3)
        start(d)
        for _ in range(3000):
            if d.screen() == "result":
                s = d.game.screen
                lines = [line for line in s.lines if line]
                assert s.title.rstrip("!") not in lines and s.title not in lines
                losers = len(d.game.rnd.losers())
                if losers > 1:       # the big card shows the first: the cards held, said first
                    assert len(lines) > losers and all(" held " in line
                                                      for line in lines[:losers])
                else:                # the title says who, the big card what: then its way
                    assert len(lines) == 1 and " held " not in lines[0]
                seen += 1
                break
            d.press(K_A)
    assert seen == 4
