"""Which board module a board plays with: the 128x64 OLED's or the badge's, decided once.

code.py plays on what ``oled`` says, and boot.py reads the button of the
same board (SELECT, or the OLED board's select button): were they to
decide apart, the button that keeps the drive the computer's could be
another than the one the game reads.  Nothing else here: both compile
their own file at every start, and this one is small.
"""


def setting(getenv, name):
    """Return settings.toml's ``name`` as a string, or None: unset, or the file garbled.

    ``getenv`` is ``os.getenv``; a garbled file is as if unset here (hardware/pins.py
    says what is wrong, on the OLED board's screen).
    """
    try:
        value = getenv(name)
    except Exception:  # a garbled settings.toml
        return None
    return None if value is None else str(value).strip().strip("\"'")


def oled(board, getenv):
    """Return True to play on a 128x64 OLED: settings.toml names one, or ``board`` has no screen."""
    return bool(setting(getenv, "OLDMAID_DISPLAY")) or not hasattr(board, "DISPLAY")
