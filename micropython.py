"""Stand in for MicroPython's built-in ``micropython`` module on CPython."""


def const(value):
    """Return ``value``: on a board the compiler folds it in instead."""
    return value


def opt_level(level=None):
    """Return the compiler's optimisation level: CPython compiles as it does, so 0, unchanged."""
    return 0
