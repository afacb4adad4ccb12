"""Runs once at power-on, before code.py: decides who may write the CIRCUITPY drive.

CircuitPython lets one side write the drive: the computer (its default) or
the program.  Here the game takes it, to keep its saves in files under
/oldmaid; but when SELECT is held at power-on (PyBadge, PyGamer, EdgeBadge),
or the middle (select) button of a board with an OLED (its pins as
settings.toml gives them, or their defaults: hardware/pins.py), the drive
stays the computer's, to copy a new version on, and the game saves in the
chip's nvm instead.

Nothing here can lock a board out of its computer: a board with no button
to read keeps the default, and any error keeps the default.  Whatever this
file does, the REPL still works (Ctrl-C in the serial console; with the
drive the game's, ``import os; os.rename("/boot.py", "/boot.bak")`` then
reset gives it back), and so does safe mode (press reset again while the
status light blinks yellow after a reset), which skips boot.py.
"""

SELECT_KEY = 3      # SELECT's place in the PyBadge's shift register (B, A, START, SELECT, ...)
MIDDLE_BUTTON = 1   # select, in OLDMAID_BUTTONS' order (left, select, right, up, down)
READS = 3           # a button held through every read is held: a bounce is not


def shift_register_bit(board, digitalio, bit):
    """Return True if key ``bit`` of the boards' button shift register reads pressed.

    Read with digitalio, as keypad.ShiftRegisterKeys scans it: keypad
    reports a key already down at start-up only after ``reset()``, and
    CircuitPython 9.1 reported those as releases (adafruit/circuitpython#9818).
    """
    clock = digitalio.DigitalInOut(board.BUTTON_CLOCK)
    latch = digitalio.DigitalInOut(board.BUTTON_LATCH)
    data = digitalio.DigitalInOut(board.BUTTON_OUT)
    try:
        clock.switch_to_output(value=False)
        latch.switch_to_output(value=False)  # low: the register takes the buttons in
        data.switch_to_input()
        latch.value = True                    # high: frozen, ready to shift out
        pressed = False
        for _ in range(bit + 1):
            clock.value = False
            pressed = data.value              # the PyBadge's buttons read high when pressed
            clock.value = True                # shift: the next key's bit comes out
        latch.value = False
        return bool(pressed)
    finally:
        clock.deinit()
        latch.deinit()
        data.deinit()


def pin_pressed(board, digitalio, name, pressed_low):
    """Return True if the button on pin ``name`` is down (pulled up, pressed to ground,
    or the other way round)."""
    button = digitalio.DigitalInOut(getattr(board, name))
    try:
        button.switch_to_input(pull=digitalio.Pull.UP if pressed_low else digitalio.Pull.DOWN)
        return button.value != pressed_low
    finally:
        button.deinit()


def oled_select(board, getenv):
    """Return ``(pin name, pressed_low)`` of an OLED board's select button, or None."""
    from hardware.pins import DEFAULT_BUTTONS, default_pins, read_settings

    chosen = read_settings(getenv, board)
    names = chosen.buttons or default_pins(DEFAULT_BUTTONS, board)
    if not names:
        return None
    return names[MIDDLE_BUTTON], chosen.pressed_low


def keep_for_computer(board, digitalio, getenv):
    """Return True when the chosen button is held: the drive stays the computer's.

    None when this board has no button boot.py can read.
    """
    from hardware.choose import oled

    if hasattr(board, "BUTTON_CLOCK"):
        def read():
            return shift_register_bit(board, digitalio, SELECT_KEY)
    elif oled(board, getenv):                    # as code.py decides
        found = oled_select(board, getenv)
        if found is None:
            return None
        name, pressed_low = found

        def read():
            return pin_pressed(board, digitalio, name, pressed_low)
    else:
        return None
    for _ in range(READS):
        if not read():
            return False
    return True


def main():
    """Give the drive to the game unless the button is held; on any error, change nothing."""
    try:
        import os

        import board
        import digitalio
        import storage

        keep = keep_for_computer(board, digitalio, os.getenv)
        if keep is None:
            print("boot.py: no button to read; the drive stays writable from the computer")
        elif keep:
            print("boot.py: button held; the drive stays writable from the computer")
        else:
            storage.remount("/", readonly=False)
            print("boot.py: the game may save files; the computer sees the drive read-only")
    except Exception as e:  # whatever it was, the default is the safe place
        print("boot.py:", e)


main()
