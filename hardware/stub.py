"""The test stub: the Device contract with no screen, no window, no speaker.

Keys come from a script (``KeyScript``: here, as no board plays one;
hardware/desktop.py's simulator does too), time is virtual (it moves only in
``wait_frame``), and what the game shows is recorded: every ``root_group`` it
sets, every ``refresh``, and the label texts on screen at each refresh that
changed them.
Imports on CPython with or without Blinka's ``displayio`` and on MicroPython.
"""

from micropython import const

from hardware.keys import Latch

try:
    from displayio import Group as _Group
except ImportError:  # MicroPython, or CPython without Blinka: groups are duck-typed
    _Group = None

_MS_MASK = const(0x1FFFFFFF)  # now_ms() wraps at 2**29 on every platform, as on the board


class KeyScript:
    """Play a list of key bits into a Latch, one press per two frames.

    Call ``step`` at the start of every frame: one frame a key goes down, the
    next it comes up, so ``[K_A, K_A]`` is two separate presses.  A 0 in the
    list presses nothing: a pause of two frames.  A negative number, ``-MS``
    (a ``WAIT:MS`` of ``parse_keys``), presses nothing for MS milliseconds:
    as many frames of ``frame_ms`` as that takes, rounded up.  A key with
    ``MS << 8`` added (a ``NAME:MS``) is held down for MS milliseconds, as
    many frames as that takes, rounded up: a direction repeats meanwhile
    (hardware/keys.py's ``Latch``).
    """

    def __init__(self, keys=None, frame_ms=33):
        self._keys = list(keys or ())
        self._next = 0  # index of the next key to press
        self._down = 0  # the scripted key pressed last frame
        self._release_next = False
        self._frame_ms = frame_ms
        self._idle = 0  # frames a WAIT has still to pass
        self._hold = 0  # frames a held key has still to stay down

    def feed(self, keys):
        """Append ``keys`` to the script (one fed key at a time keeps it one key long)."""
        if self._next >= len(self._keys):    # every key played: drop them
            del self._keys[:]
            self._next = 0
        self._keys.extend(keys)

    @property
    def exhausted(self):
        """True once every key has gone down and every wait has passed."""
        return self._next >= len(self._keys) and not self._idle and not self._hold

    def step(self, latch):
        """Release the key pressed last frame (or held long enough), or press the next, or wait."""
        if self._hold:
            self._hold -= 1
            if not self._hold:
                latch.release(self._down)
        elif self._release_next:
            latch.release(self._down)
            self._release_next = False
        elif self._idle:
            self._idle -= 1
        elif self._next < len(self._keys):
            key = self._keys[self._next]
            self._next += 1
            if key < 0:
                self._idle = (-key + self._frame_ms - 1) // self._frame_ms - 1  # this one too
                return
            if key > 0xFF:      # held: down now, up once MS have passed
                self._hold = ((key >> 8) + self._frame_ms - 1) // self._frame_ms
                key &= 0xFF
            else:
                self._release_next = True
            self._down = key
            latch.press(key)


class Display:
    """Stand in for ``board.DISPLAY``, recording what the game shows."""

    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.auto_refresh = False
        self.brightness = 1.0
        self.roots = []  # every group assigned to root_group, in order
        self.refreshes = 0
        self.screens = []  # texts() at each refresh, when they differ from the last
        self.recording = True  # the heap report turns it off: a board's refresh makes nothing
        self._root = None

    @property
    def root_group(self):
        """The group on screen."""
        return self._root

    @root_group.setter
    def root_group(self, group):
        self._root = group
        self.roots.append(group)

    def refresh(self, **_kwargs):
        """Record one refresh of the screen."""
        self.refreshes += 1
        if self.recording:
            shown = texts(self._root)
            if not self.screens or self.screens[-1] != shown:
                self.screens.append(shown)
        return True


def texts(group):
    """Return the visible texts under ``group``, in drawing order.

    Anything with a ``text`` attribute counts as a label and is not looked
    into; hidden objects and everything under them are skipped.
    """
    found = []
    stack = [group]  # a loop, not recursion: the device's call stack is small
    while stack:
        item = stack.pop()
        if item is None or getattr(item, "hidden", False):
            continue
        text = getattr(item, "text", None)
        if text is not None:
            if text:
                found.append(text)
            continue
        if _Group is not None and not isinstance(item, _Group):
            continue  # a TileGrid or shape: nothing to read
        try:
            count = len(item)
        except TypeError:
            continue
        for i in range(count - 1, -1, -1):  # pushed backwards, so popped in order
            stack.append(item[i])
    return found


class Device:
    """The game's hardware, scripted and recorded for tests."""

    def __init__(self, keys_script=None, frame_ms=33, width=160, height=128, storage=None,
                 keep_tones=False):
        # Saves go to ``storage`` (tests/mpy/powercut.py's, say, or one shared with
        # the Device before a "restart"), else to a fresh in-memory nvm.  Tones:
        # the last one and a count, or with ``keep_tones`` every one, for the tests
        # that listen to a tune; a log of every tone would grow all evening in the
        # heap report, which must measure the game, not the stub.
        if storage is None:
            from hardware.nvm import MEMORY_BYTES, NvmStorage

            storage = NvmStorage(bytearray(MEMORY_BYTES))
        self.storage = storage
        self.width = width
        self.height = height
        self.display = Display(width, height)
        self.running = True
        self.frames = 0  # wait_frame() calls so far
        self.tones = [] if keep_tones else None  # (freq_hz, ms, now_ms) of each tone
        self.soft = [] if keep_tones else None   # for each tone, whether it was quiet
        self.last_tone = None  # (freq_hz, ms, now_ms, quiet) of the last tone
        self.tone_count = 0
        self.color = 0  # what light() last set
        self.level = 1.0  # what brightness() last set (1.0 full, 0.0 dark) ...
        self.level_at = 0  # ... and when, in now_ms()
        self._frame_ms = frame_ms
        self._now = 0
        self._latch = Latch()
        self._script = KeyScript(keys_script, frame_ms)
        self._script.step(self._latch)  # frame 0 gets the first key

    @property
    def script_done(self):
        """True once every scripted key has been returned by keys()."""
        return self._script.exhausted and not self._latch.pending

    def feed(self, keys):
        """Append key bits to the script, to be pressed in the coming frames."""
        self._script.feed(keys)

    def keys(self):
        """Return the keys pressed since the previous call, and a held direction's repeats."""
        return self._latch.take(self._now)

    def held(self):
        """Return the keys held down now."""
        return self._latch.held

    def now_ms(self):
        """Return the virtual milliseconds since start, modulo 2**29."""
        return self._now

    def elapsed(self, since_ms):
        """Return the milliseconds from ``since_ms`` (a now_ms() value) to now."""
        return (self._now - since_ms) & _MS_MASK

    def wait_frame(self):
        """Advance the virtual clock by one frame and play the script's next step."""
        self.frames += 1
        self._now = (self._now + self._frame_ms) & _MS_MASK
        self._script.step(self._latch)

    def tone(self, freq_hz, ms, quiet=False):
        """Record a tone (the last, and every one if kept), and whether it was a quiet one."""
        self.last_tone = (freq_hz, ms, self._now, quiet)
        self.tone_count += 1
        if self.tones is not None:
            self.tones.append((freq_hz, ms, self._now))
            self.soft.append(quiet)

    def light(self, color):
        """Record the lights' colour (0xRRGGBB, 0 = off)."""
        self.color = color

    def brightness(self, level):
        """Record the screen's light the game asked for (1.0 full, 0.0 dark), and when."""
        self.level = level
        self.level_at = self._now

    def open_storage(self):
        """Return ``(backend or None, message)``: ``storage``; set it to None for saving off."""
        if self.storage is None:
            from hardware.reading import OFF  # power-on's words: Keeper.load lets them go

            return None, OFF
        return self.storage, ""

    def texts(self):
        """Return the visible label texts on screen now, in drawing order."""
        return texts(self.display.root_group)

    def close(self):
        """Stop: running becomes False."""
        self.running = False
