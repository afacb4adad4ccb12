"""The pause menu at the table: go on, the rules, sound, the computers' pace, leave.

Part of the table scene (``table.py``), loaded the first time it opens and
dropped with the scene.  B opens it on a person's draw, drawn card and
pass screens; with no person left at the table (all out of an
elimination, say), START opens it during the computers' turns, and its
last choice ends the session instead of keeping it: it asks first
(``ask_end``, the question B on a forfeit asks too: tally.py), and the
scores show its final tally.  Going on puts back the screen it was opened
over, as it was.  The rules and leaving go through the session kept at
the person's turn (or at the draw, on the drawn card): the title offers
Resume, and the rules go back to the table by it.
"""

from micropython import const

from game import words
from game.game import FINAL_TALLY, FROM_TABLE
from game.keys import K_A, K_B, K_LEFT, K_RIGHT, K_START
from game.screenkit import menu, scrolled, write
from game.screens import NONE, PAUSE, Screen
from game.settings import SPEEDS

# The menu's rows.
_GO_ON = const(0)
_RULES = const(1)
_SOUND = const(2)
_SPEED = const(3)
_LEAVE = const(4)
_END = const(5)


class Pause:
    """The pause menu over the table scene ``table``."""

    def __init__(self, table):
        self.table = table
        self.game = table.game
        self.under = Screen()    # the screen the menu was opened over
        self.rows = b""
        self.cursor = 0
        self.scroll = 0          # the first row shown, on a screen of few lines
        self.open = False
        self.asking = False      # "End the session?": A yes, B no

    def show(self, seated):
        """Open the menu; ``seated``: a person still plays this round (else it can end)."""
        g = self.game
        _copy(self.under, g.screen)
        self.under.shown -= 1
        self.rows = (bytes((_GO_ON, _RULES, _SOUND, _SPEED, _LEAVE)) if seated
                     else bytes((_GO_ON, _SOUND, _SPEED, _END)))
        self.cursor = self.scroll = 0
        self.open = True
        self.asking = False
        self._draw()

    def _text(self, row):
        w = self.game.w
        st = self.game.settings
        if row == _RULES:
            return w.MENU[2]
        if row == _SOUND:
            return w.SOUND % w.OFF_ON[st.sound]
        if row == _SPEED:
            return w.SPEED % w.SPEEDS[st.speed]
        return w.PAUSE_MENU[(0, 0, 0, 0, 1, 2)[row]]

    def _draw(self):
        g = self.game
        s = g.show(PAUSE, g.w.PAUSE, g.w.H_PAUSE)
        self.scroll = scrolled(g, self.cursor, self.scroll, len(self.rows),
                               lambda i: "  " + self._text(self.rows[i]))
        s.changed()

    def keys(self, keys):
        g = self.game
        if self.asking:
            yes = answer(keys)
            if yes > 0:                      # yes: nothing is kept, the tally follows
                self.open = False
                g.set_aside(None, True)
                g.go("tally", FINAL_TALLY)
            elif yes == 0:
                self.asking = False
                self._draw()
            return
        if keys & K_B:
            self._go_on()
            return
        cursor = menu(keys, self.cursor, len(self.rows))
        if cursor != self.cursor:
            self.cursor = cursor
            self._draw()
            return
        row = self.rows[cursor]
        st = g.settings
        step = 1 if keys & (K_RIGHT | K_A | K_START) else -1 if keys & K_LEFT else 0
        if not step:
            return
        if row == _SOUND:
            st.sound ^= 1
        elif row == _SPEED:
            st.speed = (st.speed + step) % SPEEDS
        elif not keys & (K_A | K_START):
            return
        elif row == _GO_ON:
            self._go_on()
            return
        elif row == _RULES:
            self._leave()
            g.go("rules", FROM_TABLE)
            return
        elif row == _LEAVE:
            self._leave()
            g.go("title")
            return
        else:                    # _END: no person is left to play it; asked first
            self.asking = True
            ask_end(g)
            return
        g.settings_changed()
        self._draw()

    def _go_on(self):
        """Close the menu: the table as it was."""
        self.open = False
        _copy(self.game.screen, self.under)

    def _leave(self):
        """Leave the table with the session kept at this person's turn, for Resume."""
        g = self.game
        self.open = False
        g.set_aside(bytes(g.session_record()))


def ask_end(game):
    """Ask "End the session now?": the menu's last row, and B on a forfeit (tally.py).

    One question wherever a session can end early, answered by ``answer``.
    """
    s = game.show(PAUSE, game.w.PAUSE, game.w.H_SURE)
    write(game, words.wrap(game.w.END_ASK, game.columns), 0)
    s.changed()


def answer(keys):
    """Return what ``keys`` answer to ``ask_end``: 1 yes (A, START), 0 no (B), -1 nothing."""
    if keys & (K_A | K_START):
        return 1
    return 0 if keys & K_B else -1


def _copy(screen, other):
    """Make ``screen`` show what Screen ``other`` shows: the menu puts the table back so.

    The pause menu's alone, so here: its code is on a board's heap only
    while the menu's table scene is.
    """
    screen.kind = other.kind
    screen.title = other.title
    screen.hint = other.hint
    screen.lines[:] = other.lines
    screen.faces[:] = other.faces
    screen.glue = other.glue
    screen.menu = other.menu
    for row, shown in ((screen.top, other.top), (screen.bottom, other.bottom)):
        row.cards[:] = shown.cards
        row.count = shown.count
        row.face_up = shown.face_up
        row.cursor = shown.cursor
        row.selected = shown.selected
        row.label = shown.label
    screen.big = other.big
    screen.seat = other.seat
    screen.face = other.face
    screen.computer = other.computer
    screen.fly = NONE
    screen.colorblind = other.colorblind
    screen.big_text = other.big_text
    screen.shown += 1
    screen.changed()
