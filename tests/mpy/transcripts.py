"""Print the transcripts of fixed sessions: run on CPython and on MicroPython, compare bytes.

Usage: transcripts.py — one session per variant and mode, with 2 to 8 (12)
players, each transcript preceded by nothing and followed by nothing: the
bytes are the contract.
"""

from engine.cards import VARIANTS
from engine.selfplay import play_session

MODES = ("single", "rounds:3", "elimination", "penalty:2", "tokens:2")


def main():
    n = 0
    for v in range(len(VARIANTS)):
        top = 12 if VARIANTS[v] == "double" else 8
        for m in range(len(MODES)):
            players = 2 + (v * 5 + m) % (top - 1)
            play_session(VARIANTS[v], MODES[m], players, 1000 + n, write=print,
                         manual=(n % 4 == 3), rotate=(n % 3 != 2))
            n += 1


main()
