"""Stand in for MicroPython's built-in ``micropython`` module on CPython."""


def const(value):
    """Return ``value``: on a board the compiler folds it in instead."""
    return value
