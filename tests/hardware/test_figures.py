"""The board's own figures (OLDMAID_FIGURES): a line a screen, a save, a computer's turn.

Off by default, and then nothing of it is loaded: the loop holds None.
"""

import sys

from game.settings import HUMAN
from hardware import loop, stub
from hardware.figures import Figures
from hardware.view import View
from tools.play.autokeys import MIXED, KeyPlayer, answer, table


def session(figures):
    device = stub.Device()
    view = View(device.display, device.width, device.height)
    game, keeper = loop.new_game(device, view, 4)
    st = table((HUMAN, 1, 2))
    game.settings.players = st.players
    game.settings.kinds[:] = st.kinds
    player = KeyPlayer(game, seed=4, computers=MIXED)
    wait = device.wait_frame

    def frame():
        answer(device, player)
        if player.done() or device.frames > 20000:
            device.running = False
        wait()

    device.wait_frame = frame
    loop.play(device, game, view, keeper=keeper, figures=figures)
    return game, device


def test_figures_print_a_line_for_each_screen_save_and_computer_turn(capsys):
    game, _ = session(Figures())
    out = capsys.readouterr().out.splitlines()
    screens = [line.split() for line in out if line.startswith("figures: screen ")]
    assert len(screens) == game.screen.shown    # every screen, the first too
    for words in screens:
        fields = dict(zip(words[1::2], words[2::2]))
        assert set(fields) == {"screen", "scene", "free", "alloc", "low", "frame", "worst", "ms"}
        assert int(fields["frame"]) <= int(fields["worst"]) or fields["frame"] == "0"
    assert [int(w[-1]) for w in screens] == sorted(int(w[-1]) for w in screens)   # ms goes on
    assert any(line.startswith("figures: save ms ") for line in out)
    assert any(line.startswith("figures: computer ms ") for line in out)


def test_no_figures_by_default(capsys):
    sys.modules.pop("hardware.figures", None)
    session(None)
    assert "figures:" not in capsys.readouterr().out
    assert "hardware.figures" not in sys.modules     # nothing of it loaded
