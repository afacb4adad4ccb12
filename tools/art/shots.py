"""Render every screen of the game into shots/, and the README's docs/draw.png.

Plays real games in the headless simulator (the desktop Device, the View,
the Game) with keys, as a person would (``tools/play/autokeys.py``), and saves a
screenshot at twice the board's size the first time each kind of screen
shows up in a state worth looking at: a mid-game draw where a card was taken
from you, a computer's draw just after it laid a pair, a card picked up
while arranging, the setup and settings menus scrolled to their ends.
Deals are searched seed by seed until every screen was seen, so nothing here
depends on how a given seed deals, nor on the language the game speaks.

    python3 -m tools.art.shots             # shots/pybadge/en/NN_<screen>.png and docs/draw.png
    python3 -m tools.art.shots --board oled128x64 --lang de   # into shots/oled128x64/de/
    python3 -m tools.art.shots --board all --lang fr   # every board, shots/<board>/fr/
    python3 -m tools.art.shots --out /tmp/s --draw ""   # elsewhere, and leave docs/ alone

``make shots`` runs it for every board and every language.

CPython only (pygame and Blinka's displayio draw the pixels).
"""

import argparse
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import words  # noqa: E402
from game.game import HIDE_AFTER_MS, Game  # noqa: E402
from game.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_UP  # noqa: E402
from game.screens import (  # noqa: E402
    ARRANGE,
    AWARDS,
    COMPUTER_TOOK,
    DRAW,
    LAY,
    OUT,
    PASS,
    RESULT,
    REVEAL,
    SESSION,
    SETTINGS,
    SETUP,
    STATS,
    TITLE,
)
from game.settings import HUMAN, Settings  # noqa: E402
from hardware import desktop  # noqa: E402
from tools.play.autokeys import HASTY, PATIENT, KeyPlayer, table  # noqa: E402

# Every picture, in the order a game shows them: shots/NN_<name>.png.
SHOTS = ("title", "rules", "rules-variants", "settings", "settings-middle", "settings-end",
         "setup", "setup-initials", "setup-face", "setup-session", "setup-end",
         "draw", "pause", "draw-computer", "reveal", "arrange", "out", "result",
         "result-false-pair", "session",
         "session-over", "awards", "stats", "forfeit", "forfeit-computer", "pass", "pass-hidden",
         "session-table-of-9", "draw-pictures", "draw-large-text", "draw-colour-blind", "error",
         "learn-deal", "learn-blind", "learn-pair", "learn-moved", "learn-safe", "learn-tally",
         "draw-tell")
# "Learn to play": each step's words on its screen (game/scenes/learn.py's order).
LEARN_SHOTS = ("learn-deal", "learn-blind", "learn-pair", "learn-moved", "learn-safe")
SEEDS = range(1, 200)   # deals tried, in order, until every screen was seen
BOARDS = tuple(desktop.BOARDS)   # the simulator's boards, the default first
FRAME_MS = 33
NOBODY = 255     # game.taken_by: nobody took a card from this seat since their turn


class Camera:
    """Step games on a virtual clock and save what the simulator shows."""

    def __init__(self, out, board="pybadge", lang=words.LANGUAGES[0]):
        from hardware.desktop import simulate

        self.out = out
        self.lang = words.LANGUAGES.index(lang)
        self.device, self.view = simulate(board, headless=True)
        self.now = 0
        self.saved = {}   # name -> path

    def game(self, settings=None, **args):
        """Return a Game with ``args`` in this camera's language, fitted to the board's lines."""
        from hardware.newgame import board

        settings = settings or Settings()
        settings.lang = self.lang
        return Game(settings=settings, **board(self.view), **args)

    def step(self, game, keys=0, ms=FRAME_MS):
        """Move ``game`` on by one frame with ``keys`` pressed."""
        self.now += ms
        game.step(keys, self.now)

    def press(self, game, *keys):
        """Press each key in turn, with a frame between presses."""
        for key in keys:
            self.step(game, key)
            self.step(game)

    def shoot(self, game, name):
        """Draw ``game``'s screen and save it as shots/NN_<name>.png (first time only)."""
        if name in self.saved:
            return
        self.view.draw(game.screen)
        self.view.flyer.stop()     # still pictures: no card caught in flight (docs/draw.gif moves)
        self.device.display.refresh()
        path = os.path.join(self.out, "%02d_%s.png" % (SHOTS.index(name) + 1, name))
        self.device.screenshot(path)
        self.saved[name] = path

    def wants(self, *names):
        return any(name not in self.saved for name in names)

    def close(self):
        self.device.close()


def shown(game, text):
    """Return True if the highlighted line shows ``text`` (cut to the screen, as the game does).

    A menu's line is the screen's width (``words.fill``): its text is before the spaces.
    """
    s = game.screen
    return s.lines[s.menu].rstrip() == words.fit(text, game.columns)


def menus(cam):
    """The title, the rules, settings and setup (top to bottom), initials, the error screen."""
    game = cam.game(seed=1)
    w = game.w
    cam.shoot(game, "title")
    cam.press(game, K_DOWN, K_A)
    cam.shoot(game, "rules")
    # Its first page, however the pages before it wrap.
    variants = words.texts(game.settings.language()).RULES[3][0]
    for _ in range(30):
        title = game.screen.title.rsplit(" ", 1)[0]   # without its "4/9"
        if title and variants.startswith(title):
            break
        cam.press(game, K_RIGHT)
    cam.shoot(game, "rules-variants")
    cam.press(game, K_B, K_DOWN, K_A)
    assert game.screen.kind == SETTINGS
    cam.shoot(game, "settings")
    cam.press(game, K_DOWN, K_DOWN, K_DOWN, K_DOWN)   # the suit colours
    cam.shoot(game, "settings-middle")
    cam.press(game, K_UP, K_UP, K_UP, K_UP, K_UP)      # back to the top, round to the last row
    cam.shoot(game, "settings-end")
    cam.press(game, K_B)
    while game.screen.menu != 1:                       # "Play"
        cam.press(game, K_DOWN)
    cam.press(game, K_A)
    assert game.screen.kind == SETUP
    cam.shoot(game, "setup")
    cam.press(game, K_DOWN, K_A)
    cam.shoot(game, "setup-initials")
    cam.press(game, K_A, K_A, K_A, K_UP)              # past the letters to the face: the next
    cam.shoot(game, "setup-face")
    cam.press(game, K_A)
    while not shown(game, w.SESSION % w.MODES[game.settings.mode]):
        cam.press(game, K_DOWN)
    cam.press(game, K_RIGHT)                           # rounds: a count row shows up
    assert shown(game, w.SESSION % w.MODES[game.settings.mode]) and game.settings.count
    cam.press(game, K_DOWN)
    cam.shoot(game, "setup-session")
    while not shown(game, w.START):
        cam.press(game, K_DOWN)
    cam.shoot(game, "setup-end")
    game.fault(RuntimeError("the card sheet could not be read: assets/cards.bmp"))
    cam.shoot(game, "error")


def play(cam, game, computers, look, limit=40000, enough=None):
    """Play ``game``'s session to its end as a person would, calling ``look`` every frame.

    Stop sooner once ``enough()`` says so.
    """
    player = KeyPlayer(game, seed=game.seed, computers=computers)
    for _ in range(limit):
        if player.done() or (enough and enough()):
            return
        look(game)
        cam.step(game, player.key())
        look(game)
        cam.step(game)
    raise RuntimeError("the session did not end")


def one_person(cam, seed):
    """One person and three computers, five rounds: every screen of a turn and a session."""
    game = cam.game(seed=seed, settings=table((HUMAN, 2, 1, 3), mode="rounds:5"))

    def look(game):
        s = game.screen
        kind = s.kind
        if kind == DRAW and not game.screen.computer and cam.wants("draw"):
            took = game.taken_by[game.viewer] != NOBODY    # a card was taken from you
            if took and s.top.count >= 5 and s.bottom.count >= 5:
                cam.press(game, K_RIGHT, K_RIGHT)
                cam.shoot(game, "draw")
                cam.press(game, K_B)                   # the pause menu, and back
                cam.shoot(game, "pause")
                cam.press(game, K_B)
        elif (kind == DRAW and s.computer == COMPUTER_TOOK and s.top.count >= 4
              and s.lines[0] and s.lines[0].split()[1][0] not in "-0123456789"):   # news
            cam.shoot(game, "draw-computer")
        elif kind == REVEAL and s.lines[0] == words.fit(game.w.A_PAIR, game.columns):
            cam.shoot(game, "reveal")
        elif kind == ARRANGE and s.bottom.count >= 6 and cam.wants("arrange"):
            cam.press(game, K_A, K_RIGHT, K_RIGHT)
            cam.shoot(game, "arrange")
        elif kind == OUT:
            cam.shoot(game, "out")
        elif kind == RESULT:
            cam.shoot(game, "result")
        elif kind == SESSION:
            cam.shoot(game, "session-over" if game.session.over else "session")
        elif kind == AWARDS:
            cam.shoot(game, "awards")

    play(cam, game, PATIENT, look)
    if cam.wants("stats"):
        while game.screen.menu != 4:                   # "Stats"
            cam.press(game, K_DOWN)
        cam.press(game, K_A)
        assert game.screen.kind == STATS
        cam.shoot(game, "stats")


def forfeits(cam, seed):
    """Fun forfeits: the Old Maid's task for a person, a line of its own for a computer."""
    game = cam.game(seed=seed, settings=table((HUMAN, 2, 1, 3), mode="forfeits"))

    def look(game):
        if game.screen.kind == SESSION:
            person = game.is_human(game.rnd.losers()[0][0])
            cam.shoot(game, "forfeit" if person else "forfeit-computer")

    play(cam, game, HASTY, look, enough=lambda: not cam.wants("forfeit", "forfeit-computer"))


def false_pair(cam, seed):
    """Learning mode, the nudge off: ANN lays two cards that do not pair, revealed at the end."""
    st = table((HUMAN, 2, 1), mode="single")
    st.manual = 1
    st.nudge = 0
    game = cam.game(seed=seed, settings=st)
    laid = []

    def look(game):
        s = game.screen
        if s.kind == LAY and not laid and s.bottom.count >= 3:
            rnd = game.rnd
            row = s.bottom
            j = next((j for j in range(1, row.count)
                      if not rnd.pairs(row.cards[0], row.cards[j])), 0)
            if j:
                while row.cursor != 0:
                    cam.press(game, K_LEFT)
                cam.press(game, K_A)
                while row.cursor != j:
                    cam.press(game, K_RIGHT)
                cam.press(game, K_A)
                laid.append(j)
        elif s.kind == RESULT and laid and game.rnd.irregular[0]:
            cam.shoot(game, "result-false-pair")

    play(cam, game, HASTY, look, enough=lambda: not cam.wants("result-false-pair"))


def hot_seat(cam, seed):
    """Two people and two computers: passing the device, and cards hidden when left alone."""
    st = table((HUMAN, 2, HUMAN, 1), variant="same-color")
    st.names[2] = "BEA"
    game = cam.game(seed=seed, settings=st)

    def look(game):
        s = game.screen
        if s.kind == PASS and s.lines[1] != words.fit(game.w.HIDDEN, game.columns):
            cam.shoot(game, "pass")
        elif s.kind == DRAW and not game.screen.computer and cam.wants("pass-hidden"):
            cam.step(game, 0, HIDE_AFTER_MS + FRAME_MS)
            assert game.screen.kind == PASS
            cam.shoot(game, "pass-hidden")

    play(cam, game, HASTY, look)


def big_table(cam, seed):
    """Nine at a table of two decks: the scoreboard packs its scores."""
    game = cam.game(seed=seed, settings=table((HUMAN, 1, 2, 3, 1, 2, 3, 1, 2),
                                              variant="double"))

    def look(game):
        if game.screen.kind == SESSION:
            cam.shoot(game, "session-table-of-9")

    play(cam, game, HASTY, look)


def picture_deck(cam, seed):
    """The pictures game: a draw with its cards named, what was taken and what is laid."""
    game = cam.game(seed=seed, settings=table((HUMAN, 2, 1), variant="themed"))

    def look(game):
        s = game.screen
        if (s.kind == DRAW and not game.screen.computer and game.taken_by[game.viewer] != NOBODY
                and len([x for x in s.lines if x]) >= 3):
            cam.shoot(game, "draw-pictures")

    play(cam, game, HASTY, look, enough=lambda: not cam.wants("draw-pictures"))


def looks(cam, seed):
    """Your turn in large text, and with the colour-blind suit colours (the PyBadge's)."""
    for name, setting in (("draw-large-text", "big"), ("draw-colour-blind", "colorblind")):
        st = table((HUMAN, 2, 1))
        setattr(st, setting, 1)
        game = cam.game(seed=seed, settings=st)

        def look(game, name=name):
            s = game.screen
            if s.kind == DRAW and not game.screen.computer and s.bottom.count >= 5:
                cam.shoot(game, name)

        play(cam, game, HASTY, look, enough=lambda name=name: not cam.wants(name))


def learning(cam, seed):
    """Learn to play: each step's words where it comes, a tell, and the tally's rematch."""
    game = cam.game(seed=seed)
    while game.screen.menu != len(game.scene.items):     # "Learn to play": the last line
        cam.press(game, K_DOWN)
    cam.press(game, K_A)

    def look(game):
        s = game.screen
        guide = game.scene.guide if game.scene_name == "table" else None
        while guide is not None and guide.last >= 0:
            cam.shoot(game, LEARN_SHOTS[guide.last])
            cam.press(game, K_A)
        if (s.kind == DRAW and not s.computer and s.top.tell and cam.wants("draw-tell")
                and guide is not None and guide.last < 0):
            marks = [i for i in range(s.top.count) if s.top.tells[i >> 3] >> (i & 7) & 1]
            if marks:    # the cursor onto the Old Maid: the computer's face jumps
                while s.top.cursor != marks[0]:
                    cam.press(game, K_RIGHT if s.top.cursor < marks[0] else K_LEFT)
                cam.shoot(game, "draw-tell")
        elif s.kind == SESSION and game.session.over:
            cam.shoot(game, "learn-tally")

    play(cam, game, PATIENT, look, enough=lambda: not cam.wants(*LEARN_SHOTS, "learn-tally",
                                                                   "draw-tell")
         or game.screen.kind == TITLE and game.session is not None and game.session.over)


def main(argv):
    p = argparse.ArgumentParser(prog="shots.py", description=__doc__.splitlines()[0])
    p.add_argument("--board", choices=BOARDS + ("all",), default=BOARDS[0],
                   help="the simulated board whose screen is shot, or all in turn "
                        "(default %s)" % BOARDS[0])
    p.add_argument("--lang", choices=words.LANGUAGES, default=words.LANGUAGES[0],
                   help="the language of every screen (default %s)" % words.LANGUAGES[0])
    p.add_argument("--out", help="folder for the PNGs (default shots/BOARD/LANG/)")
    p.add_argument("--draw", help='where the README\'s draw screen goes ("" for nowhere; '
                                  'default docs/draw.png for the English PyBadge, else nowhere)')
    args = p.parse_args(argv)
    if args.board == "all":
        if args.out is not None:
            p.error("--out is one board's folder: name the board")
        for board in BOARDS:          # the last --board given wins
            main(list(argv) + ["--board", board])
        return 0
    readme = args.board == BOARDS[0] and args.lang == words.LANGUAGES[0]
    if args.out is None:
        args.out = os.path.join(ROOT, "shots", args.board, args.lang)
    if args.draw is None:
        args.draw = os.path.join(ROOT, "docs", "draw.png") if readme else ""
    os.makedirs(args.out, exist_ok=True)
    for name in os.listdir(args.out):     # pictures of an earlier list would mislead
        if name.endswith(".png") and name[:2].isdigit():
            os.remove(os.path.join(args.out, name))
    cam = Camera(args.out, args.board, args.lang)
    try:
        menus(cam)
        for seed in SEEDS:
            if cam.wants("draw", "pause", "draw-computer", "reveal", "arrange", "out", "result",
                         "session", "session-over", "awards", "stats"):
                one_person(cam, seed)
            if cam.wants("forfeit", "forfeit-computer"):
                forfeits(cam, seed)
            if cam.wants("result-false-pair"):
                false_pair(cam, seed)
            if cam.wants("pass", "pass-hidden"):
                hot_seat(cam, seed)
            if cam.wants("session-table-of-9"):
                big_table(cam, seed)
            if cam.wants("draw-pictures"):
                picture_deck(cam, seed)
            if cam.wants("draw-large-text", "draw-colour-blind"):
                looks(cam, seed)
            if cam.wants(*LEARN_SHOTS, "learn-tally", "draw-tell"):
                learning(cam, seed)
            if not cam.wants(*SHOTS):
                break
    finally:
        cam.close()
    missing = [name for name in SHOTS if name not in cam.saved]
    if missing:
        sys.exit("shots.py: never saw %s in %d deals" % (", ".join(missing), len(SEEDS)))
    if args.draw:
        os.makedirs(os.path.dirname(args.draw) or ".", exist_ok=True)
        shutil.copyfile(cam.saved["draw"], args.draw)
    for name in SHOTS:
        print(os.path.relpath(cam.saved[name]))
    if args.draw:
        print(os.path.relpath(args.draw))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
