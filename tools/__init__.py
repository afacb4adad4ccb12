"""The PC's tools, grouped by what they are for; none of them goes on a board.

Run each from the repository's root as a module, ``python -m tools.play.sim``,
so that the root, with ``engine/``, ``game/`` and ``hardware/``, is on the
path as a board's drive is, with no tool putting it there itself.
"""
