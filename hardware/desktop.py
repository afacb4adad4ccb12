"""The desktop simulator: the Device contract in a scaled-up pygame window.

Blinka's ``displayio`` draws the game's groups at the board's size (160x128
for the PyBadge, 128x64 for an OLED board; see ``BOARDS`` and ``simulate``)
into an off-screen pygame Surface, which is scaled into the window.  The
keyboard stands in for the buttons (see ``CAPTION``): A or Z is A, B or X is
B.  With ``buttons=True`` A, S and D are instead an OLED board's left, select
and right buttons, long presses and pairs included (``hardware/buttons.py``),
so there Z is A.  With ``headless=True`` there is no visible window (SDL's
dummy driver) and the clock is virtual: ``now_ms()`` moves only by
``frame_ms`` per ``wait_frame()``, so scripted runs are fast and give the
same result every time.  CPython only.
"""

import array
import contextlib
import os
import shutil
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _import_blinka():
    """Import Blinka's ``microcontroller`` as its OS-agnostic chip: no board detection.

    displayio's BusDisplay imports it.  Left to detect, Blinka finds a PC's
    chip (GENERIC_X86), prints two warnings before the simulator's first line
    and loads nothing the simulator uses; on a Raspberry Pi it would load
    the real GPIO modules.  ``BLINKA_OS_AGNOSTIC`` is Blinka's own switch for
    running with no hardware.  It is set for this import only (Blinka keeps
    what it found), and not over a chip or board the user forced.
    """
    forced = any(os.environ.get(name) for name in
                 ("BLINKA_OS_AGNOSTIC", "BLINKA_FORCECHIP", "BLINKA_FORCEBOARD"))
    if not forced:
        os.environ["BLINKA_OS_AGNOSTIC"] = "1"
    try:
        # Should a Blinka still print a notice, stdout carries the --screens lines.
        with contextlib.redirect_stdout(sys.stderr):
            import microcontroller  # noqa: F401
    finally:
        if not forced:
            del os.environ["BLINKA_OS_AGNOSTIC"]


_import_blinka()

import displayio  # noqa: E402  (the environment above must be set before pygame loads)
import pygame  # noqa: E402
from blinka_displayio_pygamedisplay import PyGameDisplay  # noqa: E402
from busdisplay import BusDisplay  # noqa: E402

from hardware import nvm, storage  # noqa: E402
from hardware.buttons import LEFT, RIGHT, SELECT, Buttons  # noqa: E402
from hardware.keys import (  # noqa: E402
    ALL_KEYS,
    K_A,
    K_B,
    K_DOWN,
    K_LEFT,
    K_RIGHT,
    K_SELECT,
    K_START,
    K_UP,
    Latch,
)
from hardware.stub import KeyScript  # noqa: E402

CAPTION = "Old Maid \u2014 arrows, A or Z=A, B or X=B, Enter=START, Bksp=SELECT"
# The OLED board's A is its left button: its A key is Z (or select, S).
BUTTONS_CAPTION = ("Old Maid \u2014 buttons A S D (hold, or two at once); "
                   "arrows, Z=A, B or X=B, Enter=START, Bksp=SELECT")
SCREENSHOT_SCALE = 2  # screenshots are twice the board's size: readable, small enough to diff
# The boards the simulator shows, the default first: screen size, its view's module,
# three-button keys.  The one list of them: the simulator's --board, tools/art/shots.py's
# and the Makefile's shots (``shots.py --board all``) read it.
BOARDS = {
    "pybadge": (160, 128, "hardware.view", False),
    "oled128x64": (128, 64, "hardware.monoview", True),
}
_ZOOM = 640  # a window this wide unless a scale is asked for: 4x a PyBadge

_MS_MASK = 0x1FFFFFFF  # now_ms() wraps at 2**29 on every platform, as on the board
_KEYMAP = {
    pygame.K_LEFT: K_LEFT,
    pygame.K_RIGHT: K_RIGHT,
    pygame.K_UP: K_UP,
    pygame.K_DOWN: K_DOWN,
    pygame.K_a: K_A,      # on the OLED board A is its left button (_BUTTON_KEYS, read first)
    pygame.K_z: K_A,
    pygame.K_b: K_B,
    pygame.K_x: K_B,
    pygame.K_RETURN: K_START,
    pygame.K_KP_ENTER: K_START,
    pygame.K_BACKSPACE: K_SELECT,
}
_BUTTON_KEYS = {pygame.K_a: LEFT, pygame.K_s: SELECT, pygame.K_d: RIGHT}
FULL = "The disk is full: the saves in %s are read, but new ones cannot be written."
_BLOCK = 4096  # a file system's usual block: a save (under 1 KB) needs one when rewritten
_TONE_RATE = 22050
_QUIET = 0.3       # a quiet beep's volume
_TONE_VOLUME = 3000  # of 32767: a beep, not a blast


class ScaledDisplay(PyGameDisplay):
    """A PyGameDisplay that draws at board size and shows it scaled up."""

    def __init__(self, width, height, scale, caption):
        self._scale = scale  # read by _initialize, which the base __init__ calls
        self._window = None
        self.level = 1.0     # the screen's light (Device.brightness): the window's, not the shots'
        super().__init__(width=width, height=height, caption=caption, auto_refresh=False)

    def _initialize(self, init_sequence):
        """Open the window and the board-sized Surface that displayio draws into."""
        pygame.init()
        pygame.display.set_caption(self._caption)
        size = (self.width * self._scale, self.height * self._scale)
        self._window = pygame.display.set_mode(size)
        # The base class blits each refreshed area onto _pygame_screen.
        self._pygame_screen = pygame.Surface((self.width, self.height))

    def _get_refresh_areas(self):
        """Return only the changed areas: the off-screen Surface keeps the rest.

        Each area is cut to the screen and then widened to an even width:
        blinka-displayio-pygamedisplay 4.0.1 sizes its pixel buffer in whole
        32-bit words, and for an area with an odd number of pixels hands
        pygame two bytes too many.  (Cut first: it cuts areas to the screen
        itself, and a layer running off the edge would come out odd again.)
        The areas are copies: the ones given are the layers' own records.
        """
        areas = []
        for area in BusDisplay._get_refresh_areas(self):
            x1 = max(0, area.x1)
            x2 = min(self.width, area.x2)
            if (x2 - x1) & 1:
                if x2 < self.width:
                    x2 += 1
                else:
                    x1 -= 1
            areas.append(type(area)(x1, area.y1, x2, area.y2))
        return areas

    def _refresh_display(self):
        """Draw the changed areas, then show the whole screen scaled up."""
        BusDisplay._refresh_display(self)
        self.present()

    def present(self):
        """Scale the screen into the window and flip it."""
        if self._window is not None:
            pygame.transform.scale(self._pygame_screen, self._window.get_size(), self._window)
            if self.level < 1:   # dimmed or dark: the eye sees about the light's square root
                shade = int(255 * self.level ** 0.5)
                self._window.fill((shade, shade, shade), special_flags=pygame.BLEND_RGB_MULT)
            pygame.display.flip()

    def _release(self):
        """Free the root group for reuse and close pygame."""
        BusDisplay._release(self)
        self._window = None
        pygame.quit()

    @property
    def screen(self):
        """The board-sized Surface holding what was last refreshed."""
        return self._pygame_screen


def default_saves_folder():
    """Return where the simulator keeps its saves unless told: the user's data folder."""
    if os.name == "nt":
        base = os.environ.get("APPDATA") or os.path.expanduser("~")
    else:
        base = os.environ.get("XDG_DATA_HOME") or os.path.join(
            os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "oldmaid")


class Device:
    """The game's hardware, simulated on a PC.

    Saves go to the folder ``saves_folder`` (the simulator's ``--saves DIR``); left
    None, to ``default_saves_folder()`` in a window, and to memory when
    headless, so that a scripted run never finds a game saved by another.
    """

    def __init__(self, headless=False, scale=4, keys_script=None, frame_ms=33,
                 saves_folder=None, width=160, height=128, buttons=False):
        if headless:
            # SDL reads these when pygame.init() runs, in ScaledDisplay below.
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        self.headless = headless
        self.width = width
        self.height = height
        self.running = True
        self._closed = False
        # A S D as an OLED board's three buttons, timed on now_ms() like the board's.
        self._buttons = Buttons() if buttons else None
        displayio.release_displays()  # Blinka allows one display at a time
        self.display = ScaledDisplay(self.width, self.height, scale,
                                     BUTTONS_CAPTION if buttons else CAPTION)
        self._frame_ms = frame_ms
        self._now = 0  # the virtual clock, headless only
        self._start = time.monotonic()
        self._next_frame = self._start
        self._latch = Latch()
        self._script = KeyScript(keys_script, frame_ms)
        self._script.step(self._latch)  # frame 0 gets the first key
        self._sounds = {}  # freq_hz -> pygame Sound, made on first use
        self._mixer = None if headless else _open_mixer()
        self.saves_folder = saves_folder
        self._storage = None

    @property
    def script_done(self):
        """True once every scripted key has been returned by keys()."""
        return self._script.exhausted and not self._latch.pending

    def feed(self, keys):
        """Append key bits to the script, to be pressed in the coming frames."""
        self._script.feed(keys)

    def keys(self):
        """Return the keys pressed since the previous call, and a held arrow's repeats."""
        self._pump()
        now = self.now_ms()
        if self._buttons is not None:
            self._buttons.tick(now)
            return self._latch.take(now) | self._buttons.take()
        return self._latch.take(now)

    def held(self):
        """Return the keys held down now."""
        self._pump()
        if self._buttons is not None:
            return self._latch.held | self._buttons.held_keys()
        return self._latch.held

    def now_ms(self):
        """Return the milliseconds since start, modulo 2**29 (virtual when headless)."""
        if self.headless:
            return self._now
        return int((time.monotonic() - self._start) * 1000) & _MS_MASK

    def elapsed(self, since_ms):
        """Return the milliseconds from ``since_ms`` (a now_ms() value) to now."""
        return (self.now_ms() - since_ms) & _MS_MASK

    def wait_frame(self):
        """Handle window events and wait for the next frame (headless: advance the clock)."""
        self._pump()
        if self.headless:
            self._now = (self._now + self._frame_ms) & _MS_MASK
        else:
            self._next_frame += self._frame_ms / 1000
            delay = self._next_frame - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            else:
                self._next_frame = time.monotonic()  # fell behind: do not rush to catch up
        self._script.step(self._latch)

    def tone(self, freq_hz, ms, quiet=False):
        """Start a square-wave beep, softer with ``quiet``; return at once (silent: no audio)."""
        if self._mixer is None or freq_hz <= 0:
            return
        sound = self._sounds.get(freq_hz)
        if sound is None:
            sound = self._sounds[freq_hz] = _square_wave(freq_hz, self._mixer)
        pygame.mixer.stop()
        channel = sound.play(loops=-1, maxtime=ms)
        if channel is not None:
            channel.set_volume(_QUIET if quiet else 1.0)

    def light(self, color):
        """Do nothing: a PC has no NeoPixels."""

    def brightness(self, level):
        """Dim or darken the window as a board's screen (1.0 full, 0.0 dark)."""
        self.display.level = level
        self.display.present()

    def open_storage(self):
        """Return ``(backend or None, message)``: files in the saves folder, or memory.

        The same backend every call.  A folder that cannot be made, or that
        its file system or its permissions do not let us write, gives None
        and a message naming it.  A full disk keeps the folder, as a board
        keeps its full drive: the saves there are read (the title offers
        Resume), and each refused write is told as it happens.  A whole ring
        of saves needs no room: its saves are written in place.  Nothing is
        written to find this out: the PC says it (``os.access``, the free
        space), and a probe file would fail on the very disk it asks about.
        """
        if self._storage is None:
            folder = self.saves_folder
            if folder is None and self.headless:
                self._storage = nvm.NvmStorage(bytearray(nvm.MEMORY_BYTES))
                return self._storage, ""
            folder = folder or default_saves_folder()
            try:
                os.makedirs(folder, exist_ok=True)
            except OSError:
                pass  # the check below says so
            if not (os.path.isdir(folder) and os.access(folder, os.W_OK | os.X_OK)):
                return None, "Saving is off: cannot write in %s" % folder
            self._storage = storage.FileStorage(folder)
            ring = os.path.join(folder, storage.RING)
            whole = os.path.isfile(ring) and os.path.getsize(ring) == storage.RING_BYTES
            if _disk_full(folder) and not whole:   # a whole ring is written in place
                return self._storage, FULL % folder
        return self._storage, ""

    def screenshot(self, path):
        """Save the screen as last refreshed to a PNG, scaled 2x (320x256 for a PyBadge)."""
        size = (self.width * SCREENSHOT_SCALE, self.height * SCREENSHOT_SCALE)
        pygame.image.save(pygame.transform.scale(self.display.screen, size), path)

    def close(self):
        """Close the window and release the display."""
        self.running = False
        self._closed = True
        displayio.release_displays()

    def _pump(self):
        """Turn pending window events into key presses, releases and quitting."""
        if self._closed:  # pygame is gone
            return
        buttons = self._buttons
        for event in pygame.event.get():
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.running = False          # quit, as closing the window does
                continue
            button = None
            if buttons is not None and event.type in (pygame.KEYDOWN, pygame.KEYUP):
                button = _BUTTON_KEYS.get(event.key)
            if button is not None:
                if event.type == pygame.KEYDOWN:
                    buttons.press(button, self.now_ms())
                else:
                    buttons.release(button, self.now_ms())
            elif event.type == pygame.KEYDOWN:
                self._latch.press(_KEYMAP.get(event.key, 0))
            elif event.type == pygame.KEYUP:
                self._latch.release(_KEYMAP.get(event.key, 0))
            elif event.type == pygame.WINDOWFOCUSLOST:
                self._latch.release(ALL_KEYS)  # its key-ups go to another window
                if buttons is not None:
                    buttons.reset()
            elif event.type in (pygame.QUIT, pygame.WINDOWCLOSE):
                self.running = False
            elif event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED):
                self.display.present()


def _disk_full(folder):
    """Return True when the disk holding ``folder`` has no room for one more save file."""
    try:
        return shutil.disk_usage(folder).free < _BLOCK
    except OSError:
        return False  # cannot tell: a refused write says so when it comes


def simulate(board="pybadge", scale=None, **device_args):
    """Return (device, view) of ``board`` (a name in BOARDS), the view on the display.

    ``scale`` zooms the window (None: about 640 px wide); ``device_args`` go
    to ``Device`` (headless, keys_script, saves_folder, ...).
    """
    import importlib

    width, height, view_module, buttons = BOARDS[board]
    if scale is None:
        scale = max(1, _ZOOM // width)
    device = Device(scale=scale, width=width, height=height, buttons=buttons, **device_args)
    view = importlib.import_module(view_module).View(device.display, width, height)
    device.display.root_group = view.root
    return device, view


def _open_mixer():
    """Return the mixer's (rate, size, channels), or None when there is no audio."""
    try:
        pygame.mixer.init(frequency=_TONE_RATE, size=-16, channels=1)
    except pygame.error:
        return None
    return pygame.mixer.get_init()


def _square_wave(freq_hz, mixer):
    """Return a Sound holding one period of a square wave at ``freq_hz``."""
    rate, _size, channels = mixer
    half = max(1, rate // (2 * freq_hz))
    samples = array.array("h", [_TONE_VOLUME] * half + [-_TONE_VOLUME] * half)
    if channels > 1:
        samples = array.array("h", [s for s in samples for _ in range(channels)])
    return pygame.mixer.Sound(buffer=samples)


MAX_SCALE = 8            # a 1280 x 1024 window for the PyBadge: larger fits no screen
MAX_SEED = 2 ** 32 - 1   # a seed the board's saves keep, and the generator takes
MAX_SCRIPT_BYTES = 1 << 20  # a key script of a million bytes is days of keys: more is no script


def read_key_script(path):
    """Return the text of the key script in file ``path``; raise ValueError saying why not.

    At most ``MAX_SCRIPT_BYTES`` and one more are read, so that a huge or
    endless file (``/dev/zero``) is refused at once instead of filling the
    memory; bytes that are not UTF-8 text (a BOM is let be), or text with
    control characters, are some other file given by mistake.
    """
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_SCRIPT_BYTES + 1)
    except OSError as e:
        raise ValueError("cannot read the key script %s (%s)" % (path, e.strerror or e)) from e
    if len(data) > MAX_SCRIPT_BYTES:
        raise ValueError("%s is too big for a key script (over %d MB)"
                         % (path, MAX_SCRIPT_BYTES >> 20))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = None
    if text is None or not "".join(text.split()).isprintable():
        raise ValueError("%s is not a key script: it is not text" % path)
    return text


def has_display(environ=None, platform=None):
    """Return False where a window surely cannot open: a Unix with no X or Wayland display.

    Without one SDL can wait on a display that never answers; Windows and
    macOS always have their own, and SDL_VIDEODRIVER names one on purpose.
    """
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if platform.startswith(("win", "darwin")) or environ.get("SDL_VIDEODRIVER"):
        return True
    return bool(environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"))


def main(argv):
    """Open the simulator, or run it headless from a key script; return the exit status.

    Whatever stops it short (a flag refused, a transcript or a picture the
    disk will not take) ends in one line on stderr and status 2, never a
    traceback: the line is what a person or a script reads.
    """
    import argparse
    import os
    import time

    from engine.transcript import Transcript
    from game.keys import parse_keys
    from game.words import LANGUAGES
    from hardware.loop import new_game, play

    p = argparse.ArgumentParser(prog="code.py", description="Old Maid simulator")
    p.add_argument("--headless", action="store_true", help="no window; a virtual clock")
    p.add_argument("--keys", help='a key script, e.g. "A DOWN A START" ("WAIT:2000" waits '
                   '2 s, "RIGHT:2000" holds RIGHT down 2 s)')
    p.add_argument("--keys-file", help="a file holding a key script")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--shots", help="save a PNG of every screen into this folder")
    p.add_argument("--screens", action="store_true",
                   help="print one line per screen change")
    p.add_argument("--transcript", help="write the game's transcript to this file")
    p.add_argument("--scale", type=int, default=None,
                   help="window zoom (default 4 for the PyBadge, 5 for the OLED)")
    p.add_argument("--board", choices=tuple(BOARDS), default=next(iter(BOARDS)),
                   help="the board to simulate: the PyBadge (160x128, colour) or a "
                        "128x64 OLED with three buttons")
    p.add_argument("--lang", choices=LANGUAGES, help="the game's language (default: as saved)")
    p.add_argument("--saves", help="keep settings, stats and the game in this folder "
                   "(default: the user's data folder; headless runs keep nothing)")
    args = p.parse_args(argv)

    def refuse(message):
        p.exit(2, "code.py: %s\n" % message)

    if args.scale is not None and not 1 <= args.scale <= MAX_SCALE:
        refuse("--scale is a zoom from 1 to %d, not %d" % (MAX_SCALE, args.scale))
    if args.seed is not None and not 0 <= args.seed <= MAX_SEED:
        refuse("--seed is a number from 0 to %d, not %d" % (MAX_SEED, args.seed))
    if args.shots and os.path.exists(args.shots) and not os.path.isdir(args.shots):
        refuse("--shots names a folder for the pictures; %s is a file" % args.shots)
    script = None
    try:
        if args.keys_file:
            text = read_key_script(args.keys_file)
            try:
                script = parse_keys(text)
            except ValueError as e:
                raise ValueError("%s: %s" % (args.keys_file, e)) from e
        elif args.keys is not None:
            script = parse_keys(args.keys)
    except ValueError as e:
        refuse(e)
    if args.headless and script is None:    # no window and no keys: nothing would ever end it
        refuse("--headless plays a key script: give --keys or --keys-file")
    if args.headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    elif not has_display():
        refuse("there is no display to open the window on (no DISPLAY or WAYLAND_DISPLAY): "
               "run with --headless and a key script, or from a desktop session")
    failures = []  # why the run stopped short (the first reason), said in one line at the end

    def stop(message):
        if not failures:
            failures.append(message)
        device.running = False  # the loop ends after this frame (device: made below, first)

    def transcript_refused(e):
        return "--transcript cannot be written to %s (%s)" % (args.transcript,
                                                               e.strerror or e)

    watchers = []
    out = None
    if args.transcript:
        # Opened first, so that a path that cannot be written stops the run before it
        # starts; line-buffered, so that a file that takes the open and refuses the
        # lines (a full disk, /dev/full) is found at the first line, not at the end.
        try:
            out = open(args.transcript, "w", encoding="utf-8", buffering=1)  # noqa: SIM115
        except OSError as e:
            refuse(transcript_refused(e))

        def write(line):
            if failures:
                return
            try:
                out.write(line + "\n")
            except OSError as e:
                stop(transcript_refused(e))

        watchers.append(Transcript(write))
    seed = args.seed if args.seed is not None else int(time.time()) % 1000000
    device, view = simulate(args.board, args.scale, headless=args.headless,
                            keys_script=script)
    device.saves_folder = args.saves
    shots = None
    if args.shots:
        try:
            os.makedirs(args.shots, exist_ok=True)
        except OSError as e:
            device.close()
            refuse("--shots cannot make the folder %s (%s)" % (args.shots, e.strerror or e))

        def shots(n, screen):
            if failures:
                return
            device.display.refresh()
            path = os.path.join(args.shots, "%03d_%s.png" % (n, screen.name()))
            try:
                device.screenshot(path)
            except (OSError, pygame.error) as e:  # pygame says why in its own error
                stop("--shots cannot save %s (%s)" % (path, getattr(e, "strerror", None) or e))

    try:
        game, keeper = new_game(device, view, seed, watchers, args.lang)
        play(device, game, view, screens=print if args.screens else None, shots=shots,
             stop_when_scripted=script is not None, keeper=keeper)
    finally:
        if out:
            try:
                out.close()  # flushes the last line, which a full disk may refuse
            except OSError as e:
                if not failures:
                    failures.append(transcript_refused(e))
        device.close()
    if failures:
        refuse(failures[0])
    return 0
