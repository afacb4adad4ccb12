"""The PyBadge, PyGamer and EdgeBadge: every pin the game uses lives here.

Buttons come from the boards' shift register through ``keypad``; the PyGamer
has a joystick instead of a D-pad, read as four directions.  The speaker plays
one square-wave sample made once; the five NeoPixels are written with the
firmware's own ``neopixel_write`` from a buffer made once (the ``neopixel``
library would hold some 2 KB of heap for the five).  Nothing is allocated
per frame: one ``keypad.Event`` is reused and the key state is a few ints.
"""

import array

import analogio
import board
import digitalio
import keypad
import microcontroller
from micropython import const

from hardware import storage
from hardware.frames import Frames
from hardware.keys import DPAD, K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP, Latch

try:
    import audiocore

    try:
        from audioio import AudioOut  # SAMD51 boards play through their DAC
    except ImportError:
        from audiopwmio import PWMAudioOut as AudioOut
except ImportError:  # a build without audio: no sound
    audiocore = None

try:
    from neopixel_write import neopixel_write
except ImportError:  # a build without it: no lights
    neopixel_write = None


_PIXELS = const(5)
_PIXEL_LEVEL = const(26)   # of 256: a tenth of full, kind to eyes and battery

# Shift-register key numbers 0..7 are B, A, START, SELECT, RIGHT, DOWN, UP, LEFT
# (Adafruit PyBadger's order); the PyGamer wires only the first four.
_KEY_BITS = bytes((K_B, K_A, K_START, K_SELECT, K_RIGHT, K_DOWN, K_UP, K_LEFT))

# Joystick readings run 0..65535 with the centre near 32768.  A direction
# goes down past _STICK_PRESS from the centre and comes up inside
# _STICK_RELEASE: the gap keeps a stick resting near the edge from chattering.
_STICK_CENTRE = const(32768)
_STICK_PRESS = const(16000)
_STICK_RELEASE = const(8000)

_WAVE_LENGTH = const(16)  # samples in one period of the square wave
_WAVE_LEVEL = const(4000)  # of 32767: loud enough, and kind to the small speaker


def _stick(value, held, low, high):
    """Return which of an axis's two directions the stick is pushed towards."""
    offset = value - _STICK_CENTRE
    if offset < -(_STICK_RELEASE if held & low else _STICK_PRESS):
        return low
    if offset > (_STICK_RELEASE if held & high else _STICK_PRESS):
        return high
    return 0



def _square(level):
    """Return one period of a square wave of ``level`` (of 32767), for the speaker."""
    half = _WAVE_LENGTH // 2
    return audiocore.RawSample(array.array("h", [level] * half + [-level] * half))

class Device(Frames):
    """The board's screen, buttons, clock, speaker and lights."""

    def __init__(self):
        super().__init__()
        self.display = board.DISPLAY
        self.display.auto_refresh = False  # the game refreshes once per frame, as on the PC
        self.width = self.display.width
        self.height = self.display.height
        self.running = True
        self._latch = Latch()
        self._event = keypad.Event()  # the one Event every poll reads into
        self._joystick = False
        key_count = 8
        if hasattr(board, "JOYSTICK_X"):  # a PyGamer
            self._joystick_x = analogio.AnalogIn(board.JOYSTICK_X)
            self._joystick_y = analogio.AnalogIn(board.JOYSTICK_Y)
            self._joystick = True
            key_count = 4
        self._scanner = keypad.ShiftRegisterKeys(
            clock=board.BUTTON_CLOCK,
            data=board.BUTTON_OUT,
            latch=board.BUTTON_LATCH,
            key_count=key_count,
            value_when_pressed=True,
        )
        self._audio = None
        self._open_speaker()
        self._pixels = None
        self._color = 0
        if neopixel_write is not None and hasattr(board, "NEOPIXEL"):
            self._pixel_pin = digitalio.DigitalInOut(board.NEOPIXEL)
            self._pixel_pin.switch_to_output(value=False)
            self._pixels = bytearray(3 * _PIXELS)     # green, red, blue a pixel
            neopixel_write(self._pixel_pin, self._pixels)

    def _open_speaker(self):
        """Set up the speaker and its square wave, if the board has them."""
        if audiocore is None or not hasattr(board, "SPEAKER"):
            return
        self._wave = _square(_WAVE_LEVEL)
        self._soft_wave = _square(_WAVE_LEVEL // 4)   # a computer's pair
        self._audio = AudioOut(board.SPEAKER)
        self._speaker_on = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
        self._speaker_on.switch_to_output(value=False)

    def keys(self):
        """Return the keys pressed since the previous call; no tap is lost."""
        self._poll()
        return self._latch.take(self.now_ms())

    def held(self):
        """Return the keys held down now."""
        self._poll()
        return self._latch.held

    def tone(self, freq_hz, ms, quiet=False):
        """Start a beep (softly with ``quiet``) and return at once; it stops after ``ms``."""
        if self._audio is None or freq_hz <= 0:
            return
        self._audio.stop()
        wave = self._soft_wave if quiet else self._wave
        wave.sample_rate = freq_hz * _WAVE_LENGTH
        self._speaker_on.value = True
        self._audio.play(wave, loop=True)
        self._tone_start = self.now_ms()
        self._tone_ms = ms

    def light(self, color):
        """Set all the NeoPixels to ``color`` (0xRRGGBB, 0 = off)."""
        if self._pixels is None or color == self._color:
            return
        self._color = color
        g = (color >> 8 & 0xFF) * _PIXEL_LEVEL >> 8
        r = (color >> 16) * _PIXEL_LEVEL >> 8
        b = (color & 0xFF) * _PIXEL_LEVEL >> 8
        for i in range(0, 3 * _PIXELS, 3):
            self._pixels[i] = g
            self._pixels[i + 1] = r
            self._pixels[i + 2] = b
        neopixel_write(self._pixel_pin, self._pixels)

    def brightness(self, level):
        """Set the backlight to ``level`` (0.0 off to 1.0 full)."""
        try:
            self.display.brightness = level
        except (RuntimeError, ValueError):  # a backlight that cannot be set: it stays lit
            pass

    def open_storage(self):
        """Return ``(backend or None, message)``: where the game keeps its saves.

        Files in ``storage.SAVE_FOLDER`` on CIRCUITPY when boot.py gave the
        drive to the game; else the chip's nvm (8 KB on a SAMD51, 4 KB on an
        RP2040), as when SELECT was held at power-on to keep the drive for
        the computer; else None and a message for the player.  Nothing is
        written to find out: the drive's mount says whose it is.
        """
        from hardware.reading import pick  # power-on's: let go after the saves are read

        return pick(storage.FileStorage(storage.SAVE_FOLDER), getattr(microcontroller, "nvm", None))

    def close(self):
        """Go quiet and dark, and hand the screen back to the terminal."""
        self._silence()
        self.light(0)
        self.display.auto_refresh = True
        self.running = False

    def _silence(self):
        """Stop the tone and switch the amplifier off."""
        self._tone_ms = 0
        if self._audio is not None:
            self._audio.stop()
            self._speaker_on.value = False

    def _poll(self):
        """Move pending button events, and the joystick's position, into the latch."""
        events = self._scanner.events
        if events.overflowed:
            # Presses were lost: start afresh; the scanner re-reports keys still down.
            events.clear()
            self._scanner.reset()
            self._latch.reset()
        event = self._event
        while events.get_into(event):
            bit = _KEY_BITS[event.key_number]
            if event.pressed:
                self._latch.press(bit)
            else:
                self._latch.release(bit)
        if self._joystick:
            held = self._latch.held
            directions = _stick(self._joystick_x.value, held, K_LEFT, K_RIGHT)
            directions |= _stick(self._joystick_y.value, held, K_UP, K_DOWN)
            self._latch.update(directions, DPAD)
