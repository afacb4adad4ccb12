"""The device contract: what the game loop needs of a board, written down once.

Four devices follow it with the same public names: ``hardware/pybadge.py``
(PyBadge, PyGamer, EdgeBadge), ``hardware/oled.py`` (a board with a 128x64
OLED), ``hardware/desktop.py`` (the simulator) and ``hardware/stub.py``
(tests).  Swapping one module for another is the whole port, as pew's
desktop module is for its device; ``tests/hardware/test_hardware.py`` checks each has
every member.  Nothing here is imported by the game: this is the list.

- ``display``: the displayio display; the view sets its ``root_group``
  once and the loop calls ``refresh()`` each frame.
- ``width``, ``height``: the screen's size in pixels.
- ``running``: True until the device stops (a closed window, a script run
  out); the loop runs while it is.
- ``keys()``: the logical keys (``game/keys.py``) pressed since the last
  call, latched so that no tap is lost; call once a frame.
- ``held()``: the keys held down now (a long press, a repeat).
- ``now_ms()``: milliseconds, wrapping at 2**29 (small ints on a board).
- ``elapsed(since_ms)``: milliseconds from a ``now_ms()`` value, across the wrap.
- ``wait_frame()``: wait for the start of the next frame.
- ``tone(freq_hz, ms, quiet=False)``: start a beep and return at once, softly
  with ``quiet`` (silent without a speaker).
- ``light(color)``: set the lights (0xRRGGBB, 0 off), where the board has them.
- ``brightness(level)``: light the screen at ``level``, 1.0 full to 0.0 dark
  (a backlight, an OLED's contrast; dark may put the panel to sleep); the
  loop calls it only when the level changes, and it never raises.
- ``open_storage()``: ``(backend or None, message)`` for the saves
  (``hardware/storage.py``): files, the chip's nvm, or none.
- ``close()``: stop: silence, lights off, the window closed.
"""

CONTRACT = ("display", "width", "height", "running", "keys", "held", "now_ms", "elapsed",
            "wait_frame", "tone", "light", "brightness", "open_storage", "close")
