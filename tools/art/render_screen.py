"""Draw sample screens with the real view in the headless simulator and save PNGs.

For looking at the layout without playing to each screen.  Each sample is a
``Screen`` filled here the way the game's flow fills it.

    python3 -m tools.art.render_screen                 # every sample to /tmp/view_<name>.png
    python3 -m tools.art.render_screen draw menu --out shots/
    python3 -m tools.art.render_screen --big-text --colorblind   # as those settings draw them

Screenshots are 320x256 (2x); CPython only.
"""

import argparse
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.cards import (  # noqa: E402
    CLUBS,
    DECK2,
    DIAMONDS,
    HEARTS,
    KING,
    OLD_MAID,
    QUEEN,
    SPADES,
    card,
)
from game import screens  # noqa: E402


def fill_row(row, cards, face_up, cursor=screens.NONE, selected=screens.NONE, label=""):
    """Put ``cards`` in ``row`` with its cursor, selection and label."""
    for i, c in enumerate(cards):
        row.cards[i] = c
    row.count = len(cards)
    row.face_up = face_up
    row.cursor = cursor
    row.selected = selected
    row.label = label


def menu(s):
    """The title screen's menu, second choice highlighted."""
    s.show(screens.TITLE, "Old Maid", "↑↓ choose   A ok")
    for i, text in enumerate(("New game", "Players: 4", "Deck: classic (51)", "Inks: colour-blind",
                              "Rules", "Statistics", "Réglages · Idioma")):
        s.lines[i] = text
    s.menu = 1


def draw(s):
    """Drawing from BOB's 20 cards, cursor on the 18th; your hand below."""
    s.show(screens.DRAW, "Your turn: draw from BOB", "←→ choose   A draw")
    fan = [(c * 7) % 52 | (DECK2 if c % 3 == 0 else 0) for c in range(20)]
    fill_row(s.top, fan, False, cursor=17, label="BOB · 20 cards")
    hand = [card(r, r % 4) for r in (0, 2, 4, 6, 9, 10, 11, 12)] + [card(QUEEN, HEARTS)]
    fill_row(s.bottom, hand, True, label="Your hand · 9")
    s.lines[0] = "Since your last turn:"
    s.lines[1] = "BOB took your 7♥"
    s.lines[2] = "ANN laid K♠ K♣ · 6 left"


def arrange(s):
    """Arranging an 18-card double-deck hand: cursor and a card picked up."""
    s.show(screens.ARRANGE, "Arrange your hand", "←→ move   A put down")
    hand = []
    for i in range(18):
        c = card(i % 13, i % 4)
        hand.append(c | DECK2 if i % 2 else c)
    fill_row(s.bottom, hand, True, cursor=12, selected=12, label="Your hand · 18")
    s.lines[0] = "Pick a card up with A,"
    s.lines[1] = "move it, put it down."


def reveal(s):
    """The card just drawn, large, over your hand."""
    s.show(screens.REVEAL, "You drew", "A continue")
    s.big = card(QUEEN, DIAMONDS)
    fill_row(s.bottom, [card(QUEEN, SPADES), card(3, CLUBS), card(8, HEARTS),
                        card(KING, DIAMONDS)], True, label="Your hand · 4")
    s.lines[0] = "Q♦ from BOB: pairs Q♠!"


def result(s):
    """The end of a round: who holds the Old Maid."""
    s.show(screens.RESULT, "Round over", "A next round   B menu")
    s.big = OLD_MAID
    s.lines[0] = "ANN keeps the Old Maid."
    s.lines[1] = "Pairs laid: you 5, BOB 4"
    s.lines[2] = "Rounds lost: ANN 2, you 1"


def rules(s):
    """A page of rules text in French, accents and all."""
    s.show(screens.RULES, "Règles (1/3)", "←→ page   B retour")
    for i, text in enumerate((
            "On distribue toutes les",
            "cartes. Chacun pose ses",
            "paires, puis tire à son",
            "tour une carte chez son",
            "voisin. Celui qui garde",
            "la Vieille Fille a perdu…",
            "« Où est-elle ? » Là !")):
        s.lines[i] = text


def pair(s):
    """A laid pair on top, your hand with the cursor below."""
    s.show(screens.OUT, "BOB is out!", "A continue")
    fill_row(s.top, [card(7, HEARTS), card(7, DIAMONDS) | DECK2], True, label="BOB laid")
    fill_row(s.bottom, [card(r, SPADES) for r in range(6)], True, cursor=2,
             label="Your hand · 6")
    s.lines[0] = "BOB has no cards left."
    s.lines[1] = "3 players go on."


SAMPLES = {"menu": menu, "draw": draw, "arrange": arrange, "reveal": reveal,
           "result": result, "rules": rules, "pair": pair}


def main(argv=None):
    """Render the chosen samples (all by default) to PNG files."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="samples: " + " ".join(SAMPLES))
    parser.add_argument("--out", default="/tmp", help="folder for view_<name>.png")
    parser.add_argument("--colorblind", action="store_true", help="the four-colour inks")
    parser.add_argument("--big-text", action="store_true", help="text in the large font")
    args = parser.parse_args(argv)
    from hardware.desktop import Device
    from hardware.view import View

    device = Device(headless=True)
    view = View(device.display)
    screen = screens.Screen()
    screen.colorblind = int(args.colorblind)   # the flags the game's settings set
    screen.big_text = int(args.big_text)
    for name in args.names or SAMPLES:
        SAMPLES[name](screen)
        view.draw(screen)
        device.display.refresh()
        path = os.path.join(args.out, "view_%s.png" % name)
        device.screenshot(path)
        print(path, "lines shown:", view.lines_shown)
    device.close()


if __name__ == "__main__":
    main()
