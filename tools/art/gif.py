"""Make docs/draw.gif: a computer's turn and a person's draw, with their motion, frame by frame.

    python3 -m tools.art.gif                 # docs/draw.gif
    python3 -m tools.art.gif --out /tmp/d.gif --board oled128x64 --lang fr

Plays in the headless simulator (the desktop Device and View, the real
Game) at the normal pace: Play, start, the computers' turns (each cursor
gliding to its pick, the card leaving the fan), then the person moves along
the fan and draws (the card flying to where it is shown).  Each frame is
grabbed as the simulator drew it, at twice the board's size, and written
with Pillow as an animated GIF, a run of equal frames as one longer frame.
CPython only; a PC tool, not for the board.
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import words  # noqa: E402
from game.game import Game  # noqa: E402
from game.keys import K_A, K_RIGHT, K_START  # noqa: E402
from game.settings import HUMAN  # noqa: E402
from tools.play.autokeys import table  # noqa: E402

FRAME_MS = 33
SCALE = 2
SEED = 4
DEFAULT_OUT = os.path.join(ROOT, "docs", "draw.gif")


class Film:
    """Step a game frame by frame and keep each picture the simulator drew."""

    def __init__(self, board, lang):
        from hardware.desktop import simulate
        from hardware.newgame import board as board_args

        self.device, self.view = simulate(board, headless=True)
        st = table((HUMAN, 2, 1))
        st.lang = words.LANGUAGES.index(lang)
        self.game = Game(seed=SEED, settings=st, **board_args(self.view))
        self.now = 0
        self.frames = []            # [image, ms]

    def step(self, keys=0):
        import pygame
        from PIL import Image

        self.now += FRAME_MS
        self.game.step(keys, self.now)
        self.view.draw(self.game.screen)
        self.device.display.refresh()
        screen = self.device.display.screen
        size = (self.device.width * SCALE, self.device.height * SCALE)
        data = pygame.image.tobytes(pygame.transform.scale(screen, size), "RGB")
        image = Image.frombytes("RGB", size, data)
        if self.frames and self.frames[-1][0].tobytes() == image.tobytes():
            self.frames[-1][1] += FRAME_MS       # the same picture: shown longer
        else:
            self.frames.append([image, FRAME_MS])

    def until(self, done, limit=2000, keys=0):
        for _ in range(limit):
            if done(self.game):
                return
            self.step(keys)
        raise RuntimeError("tools/art/gif.py: the game never got there")

    def save(self, path):
        images = [image.quantize(colors=64) for image, _ in self.frames]
        images[0].save(path, save_all=True, append_images=images[1:],
                       duration=[ms for _, ms in self.frames], loop=0, optimize=True)

    def close(self):
        self.device.close()


def person_draws(game):
    return game.screen.name() == "draw" and not game.screen.computer


def main(argv=None):
    p = argparse.ArgumentParser(prog="gif.py", description=__doc__.splitlines()[0])
    p.add_argument("--out", default=DEFAULT_OUT, help="the GIF to write (docs/draw.gif)")
    p.add_argument("--board", choices=("pybadge", "oled128x64"), default="pybadge")
    p.add_argument("--lang", choices=words.LANGUAGES, default=words.LANGUAGES[0])
    args = p.parse_args(argv)
    film = Film(args.board, args.lang)
    try:
        film.step(K_A)                          # Play
        film.step()
        film.step(K_START)                      # start at once
        film.until(lambda g: g.screen.computer)          # the deal, then a computer's turn
        film.until(person_draws)                # the computers play at their pace
        for _ in range(2):
            for _ in range(8):
                film.step()
            film.step(K_RIGHT)                  # along the fan
        for _ in range(10):
            film.step()
        film.step(K_A)                          # draw: the card flies to where it shows
        for _ in range(45):
            film.step()
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        film.save(args.out)
    finally:
        film.close()
    print("%s: %d frames, %.1f s" % (os.path.relpath(args.out), len(film.frames),
                                     sum(ms for _, ms in film.frames) / 1000.0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
