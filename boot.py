"""Runs once at power-on, before code.py: decides who may write the CIRCUITPY drive.

CircuitPython lets one side write the drive: the computer (its default) or
the program.  Here the game takes it, to keep its saves in files under
/oldmaid; but when SELECT is held at power-on (PyBadge, PyGamer, EdgeBadge),
or the middle button of a board whose buttons settings.toml lists in
OLDMAID_BUTTONS, the drive stays the computer's, to copy a new version on,
and the game saves in the chip's nvm instead.

Nothing here can lock a board out of its computer: a board with no button
to read keeps the default, and any error keeps the default.  Whatever this
file does, the REPL still works (Ctrl-C in the serial console; with the
drive the game's, ``import os; os.rename("/boot.py", "/boot.bak")`` then
reset gives it back), and so does safe mode (press reset again while the
status light blinks yellow after a reset), which skips boot.py.
"""

SELECT_KEY = 3      # SELECT's place in the PyBadge's shift register (B, A, START, SELECT, ...)
MIDDLE_BUTTON = 1   # the middle button in OLDMAID_BUTTONS (left, select, right, up, down)
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


def pin_names(text):
    """Return the pin names of an OLDMAID_BUTTONS value: "D5, D6 D9" or "board.D5,...". """
    names = []
    for word in text.replace(",", " ").split():
        names.append(word[6:] if word.startswith("board.") else word)
    return names


def pin_pressed(board, digitalio, name):
    """Return True if the button on pin ``name`` is down (to ground, with the pull-up on)."""
    button = digitalio.DigitalInOut(getattr(board, name))
    try:
        button.switch_to_input(pull=digitalio.Pull.UP)
        return not button.value
    finally:
        button.deinit()


def keep_for_computer(board, digitalio, buttons):
    """Return True when the chosen button is held: the drive stays the computer's.

    None when this board has no button boot.py can read.
    """
    if hasattr(board, "BUTTON_CLOCK"):
        def read():
            return shift_register_bit(board, digitalio, SELECT_KEY)
    elif buttons:
        names = pin_names(buttons)
        if not names:
            return None
        name = names[MIDDLE_BUTTON if len(names) > MIDDLE_BUTTON else 0]

        def read():
            return pin_pressed(board, digitalio, name)
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

        keep = keep_for_computer(board, digitalio, os.getenv("OLDMAID_BUTTONS"))
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
