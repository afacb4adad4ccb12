"""Draw every kind of screen, again and again, with either view; print what drawing allocated.

Run in the MicroPython VM for each view (tests/hardware/test_view.py,
test_monoview.py): ``sys.argv[1]`` is the fake displayio's folder,
``sys.argv[2]`` the view (``view`` or ``monoview``).  Prints the draws
counted, the bytes allocated while drawing and the VM's name: a screen
shown, changed, paged on, a cursor moved, the inks swapped must allocate
nothing on a board.
"""

import gc
import sys

sys.path.append(sys.argv[1])  # the fake displayio and imageload

from game import screens  # noqa: E402

if sys.argv[2] == "monoview":
    from hardware.monoview import View
else:
    from hardware.view import View


class Display:
    root_group = None


def row(r, n, face_up, cursor, selected=-1):
    for i in range(n):
        r.cards[i] = (i * 7) % 52 | (0x80 if i % 3 == 0 else 0)   # some of the second deck
    r.count = n
    r.face_up = face_up
    r.cursor = cursor
    r.selected = selected
    r.label = "Row of %d" % n


def make():
    menu = screens.Screen()
    menu.show(screens.SETUP, "New game", "↑↓ choose  A ok")
    for i in range(7):
        menu.lines[i] = "Row %d · é" % i
    menu.lines[1] = "Réglages · Idioma"
    menu.menu = 6
    draw = screens.Screen()
    draw.show(screens.DRAW, "ANN: draw from BOB", "←→ choose  A: draw")
    row(draw.top, 20, False, 17)
    row(draw.bottom, 9, True, screens.NONE, 4)
    draw.lines[0] = "Since your last turn:"
    draw.lines[1] = "BOB took your 7♥"
    big = screens.Screen()
    big.show(screens.RESULT, "Round over", "A: scores")
    big.big = 78
    big.lines[0] = "ANN keeps the Old Maid — «ça»"
    arrange = screens.Screen()
    arrange.show(screens.ARRANGE, "Arrange your hand", "A: pick up")
    row(arrange.bottom, 40, True, 0, 3)
    text = screens.Screen()
    text.show(screens.RULES, "Rules 1/4", "←→ page")
    for i in range(6):
        text.lines[i] = "Line %d of a page" % i
    draw.big_text = 1      # sizes and inks switch back and forth as the screens alternate
    arrange.big_text = 1
    big.colorblind = 1
    big.fly = 78           # a card flies to the big card, then (a pair) off to the table
    arrange.fly = 78
    return menu, draw, big, arrange, text


def measure():
    """Return the draws counted and the bytes allocated: in a function, whose names are no
    dict's to grow."""
    view = View(Display())
    shown = make()
    for s in shown:   # first draws: every character met once (MicroPython interns them)
        view.draw(s)
        for _ in range(400):
            view.draw(s)
        s.changed()
        view.draw(s)
    view.set_inks(True)
    view.set_inks(False)
    steps = 0
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    for rep in range(30):
        for s in shown:
            s.shown += 1       # a new screen each time: the flights start again
            s.changed()
            view.draw(s)
            for _ in range(50):   # pages on
                view.draw(s)
            steps += 1
        draw = shown[1]
        draw.top.cursor = rep % 20
        draw.changed()
        view.draw(draw)
        arrange = shown[3]
        arrange.bottom.cursor = rep
        arrange.bottom.selected = 39 - rep
        arrange.changed()
        view.draw(arrange)
        shown[0].menu = rep % 7
        shown[0].changed()
        view.draw(shown[0])
        view.set_inks(rep % 2 == 0)
        steps += 3
    after = gc.mem_alloc()
    gc.enable()
    return steps, after - before


steps, allocated = measure()
print(steps, allocated, sys.implementation.name)
