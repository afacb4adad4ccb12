"""What a board's lights show: whose turn it is, a pair laid, the end of a session.

``color(game)`` is read by the loop (hardware/loop.py) every frame for the
device's ``light``: the drawer's colour, one a seat, while a round is at
the table; a white flash when a pair is laid; a run of colours when a
session ends (its tune plays then, ``Game.cheer``).  Ints only: nothing is
allocated.  A PyBadge's five NeoPixels show it; other boards light nothing.
"""

from micropython import const

# A colour a seat, dim (the NeoPixels are bright), each unlike its neighbours'.
_SEAT_INKS = (0x500000, 0x003000, 0x000050, 0x403000, 0x300040, 0x003030,
              0x502000, 0x200050, 0x305000, 0x500020, 0x002050, 0x303030)
_FLASH = const(0x707070)
_FLASH_MS = const(250)
_PARTY = (0x600000, 0x604000, 0x006000, 0x004060, 0x000060, 0x400060)
_PARTY_MS = const(3000)
_PARTY_STEP_MS = const(150)


def color(game):
    """Return the lights' colour for ``game`` now (0xRRGGBB, 0 off)."""
    if game.cheer_at >= 0:
        t = game.since(game.cheer_at)
        if t < _PARTY_MS:
            return _PARTY[(t // _PARTY_STEP_MS) % len(_PARTY)]
    if game.flash_at >= 0 and game.since(game.flash_at) < _FLASH_MS:
        return _FLASH
    if game.cheer_at >= 0 or game.flash_at >= 0:     # their time is over
        game.cheer(-1)
    rnd = game.rnd
    if game.scene_name == "table" and rnd is not None and not rnd.is_over():
        return _SEAT_INKS[rnd.current_drawer() % len(_SEAT_INKS)]
    return 0
