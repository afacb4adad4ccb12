"""Runs once at power-on, before code.py.

The game keeps nothing on the drive yet, so the drive stays as CircuitPython
leaves it: writable from the computer, read-only for the game.  Nothing here
can lock a board out of its computer.
"""
