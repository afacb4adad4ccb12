"""The settings as they were kept: their saved form read back, checked and upgraded.

The reading side of ``Settings.write_into`` (game/settings.py), which play
never needs: power-on reads the settings' save (hardware/reading.py) and a
resume the settings a session begins with (game/scenes/resume.py).  Loaded
for that alone and let go with the next scene (``Game._drop``).  Anything
out of range is refused rather than start a game nobody chose.
"""

from micropython import const

from engine import cards
from engine.players import PERSONALITIES
from game.errors import BadSettings
from game.settings import (
    AGES,
    DEFAULT_COUNTS,
    DEFAULT_FACES,
    FIELDS,
    MAX_COUNT,
    MODE_COUNT,
    ODD_NAMES,
    SEATS,
    SIZE,
    SPEEDS,
)
from game.words import LANGUAGES

# The largest value each of ``FIELDS`` may take, in their order (players is
# checked against the variant).
_TOPS = (cards.MAX_PLAYERS_DOUBLE, len(cards.VARIANTS) - 1, MODE_COUNT - 1, MAX_COUNT,
         1, 1, 1, SPEEDS - 1, 1, 1, 1, ODD_NAMES - 1, 1, 1, 1, len(LANGUAGES) - 1, 1, 1,
         AGES - 1)
_MOTION_AT = const(16)   # where version 2 put the motion setting
_FACES_AT = const(65)    # where version 3 put the faces: after version 2's fields and seats
_TELLS_AT = const(17)    # where version 4 put the tells and the forfeits' ages: after motion
_VERSION3_SIZE = const(77)   # version 3's settings: 17 fields, 5 bytes a seat


def read(settings, data):
    """Give ``settings`` the saved form ``data``; raise BadSettings, changing nothing, if not."""
    if len(data) != SIZE:
        raise BadSettings("settings are %d bytes, not %d" % (len(data), SIZE))
    for i in range(len(FIELDS)):
        if data[i] > _TOPS[i]:
            raise BadSettings("setting %s is %d" % (FIELDS[i], data[i]))
    at = len(FIELDS)
    if not cards.MIN_PLAYERS <= data[0] <= cards.max_players(data[1]):
        raise BadSettings("%d players for %s" % (data[0], cards.VARIANTS[data[1]]))
    if (DEFAULT_COUNTS[data[2]] == 0) != (data[3] == 0):
        raise BadSettings("count %d for session mode %d" % (data[3], data[2]))
    names = []
    for s in range(SEATS):
        if data[at + s] > len(PERSONALITIES):
            raise BadSettings("seat %d is of kind %d" % (s + 1, data[at + s]))
        name = ""
        for j in range(3):
            c = data[at + SEATS + 3 * s + j]
            if not 65 <= c <= 90:
                raise BadSettings("seat %d's initials are not letters" % (s + 1))
            name += chr(c)
        names.append(name)
        if data[at + 4 * SEATS + s] >= cards.THEMED_PICTURES:
            raise BadSettings("seat %d's face is %d" % (s + 1, data[at + 4 * SEATS + s]))
    for i in range(len(FIELDS)):
        setattr(settings, FIELDS[i], data[i])
    for s in range(SEATS):
        settings.kinds[s] = data[at + s]
        settings.faces[s] = data[at + 4 * SEATS + s]
    settings.names = names


def upgrade(version, data):
    """Return saved data of ``version`` 1 to 3 (settings, or a session: it begins with them) as 4.

    Version 2 added the motion setting after the language: on, as it was;
    version 3 each seat's face after the seats' initials: the defaults;
    version 4 the tells (on) and the forfeits' ages (little ones) after
    motion.  None for a version this game never wrote.
    """
    if version == 1 and len(data) >= _MOTION_AT:
        data = bytes(data[:_MOTION_AT]) + b"\x01" + bytes(data[_MOTION_AT:])
    elif version != 2 and version != 3:
        return None
    if version != 3:
        if len(data) < _FACES_AT:
            return None
        data = bytes(data[:_FACES_AT]) + DEFAULT_FACES + bytes(data[_FACES_AT:])
    if len(data) < _VERSION3_SIZE:
        return None
    return bytes(data[:_TELLS_AT]) + b"\x01\x00" + bytes(data[_TELLS_AT:])
