"""B on the drawn card opens the pause menu, as on the draw and pass screens."""

from test_flow import check, new_game, start
from test_pause import choose, menu, to_person_draw

from game.game import DRAWN_HOLD_MS
from game.keys import K_A, K_B
from game.settings import HUMAN


def to_reveal(d):
    to_person_draw(d)
    d.press(K_A)                                  # draw
    assert d.screen() == "reveal"
    d.press(0, frames=DRAWN_HOLD_MS // 33 + 1)    # the card is looked at first


def test_b_on_the_drawn_card_pauses_and_going_on_puts_it_back():
    d, lines = new_game("classic", kinds=(HUMAN, 2, 1), seed=4)
    start(d)
    to_reveal(d)
    s = d.game.screen
    before = (s.title, list(s.lines), s.big, s.hint)
    d.press(K_B)
    assert d.screen() == "pause" and menu(d)[0] == "Go on" and s.big < 0     # no card behind
    d.press(K_B)
    assert d.screen() == "reveal" and (s.title, list(s.lines), s.big, s.hint) == before
    d.press(K_A)                                  # the turn ends as ever
    assert d.screen() != "reveal"
    d.autoplay()
    check(lines)


def test_leaving_from_the_drawn_card_keeps_the_draw_for_resume():
    d, lines = new_game("classic", kinds=(HUMAN, 2, 1), seed=5)
    start(d)
    to_reveal(d)
    d.press(K_B)
    choose(d, "Leave the table")
    assert d.screen() == "title"
    d.press(K_A)                                  # Resume
    assert d.screen() != "error"
    d.autoplay()
