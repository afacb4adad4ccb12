"""Figures about the game: its speed and heap in the MicroPython VM, power cuts, aids and tells."""
