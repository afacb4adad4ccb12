"""Stand in for ``supervisor`` on the MicroPython VM: a clock the test sets (``now[0]``)."""

now = [0]


def ticks_ms():
    return now[0]
