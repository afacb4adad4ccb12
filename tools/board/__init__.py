"""The game on CircuitPython's own firmware in an emulated Pico: the drive image and the runs."""
