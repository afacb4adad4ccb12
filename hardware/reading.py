"""Reading the saves back: what only power-on needs, loaded then and let go after.

``Keeper.load`` (hardware/keeper.py), ``Saves.load`` (hardware/storage.py)
and the choice of a backend (``pick``, which each device module's
``open_storage`` calls) are this module's: the choice, the versions' checks
and the messages for the player are code and text no turn needs, so a
board does not hold them through the evening (the table's turn, while the
turn before is saved, is its heap's peak).  ``Keeper.load`` drops the
module when the three saves are read, and hardware/ring.py with it.
"""

from micropython import const

from game.errors import SaveError
from game.settings import Settings
from game.settings_kept import upgrade
from hardware import records
from hardware.keeper import LOST, ONE_LOST
from hardware.keeper import OFF as NOWHERE  # the title's notice, not storage's message
from hardware.storage import FILE_BYTES, OFF, SIDES, FileStorage

FULL = "The drive is full: the saves there are read, but new ones cannot be written."
# The room the ring takes: the guard, and each side's file and folder.
_SET_UP_BYTES = const(4096 + SIDES * (FILE_BYTES + 1024))


def writable():
    """Return True when boot.py gave the drive to the game: its mount says, nothing written."""
    try:
        import storage  # CircuitPython's module, not this one

        return not storage.getmount("/").readonly
    except (ImportError, AttributeError, OSError):
        return False


def _is_folder(path):
    import os

    try:
        return os.stat(path)[0] & 0x4000 != 0    # S_IFDIR
    except OSError:
        return False


def pick(folder=None, nvm=None, layout=None):
    """Return ``(backend, message)``: where this device keeps its saves.

    Files in ``folder`` when the drive is the game's (its saves still read
    when it is too full to make the ring; each refused write is told); else
    ``nvm`` (a ``microcontroller.nvm`` or bytearray) when it is large
    enough for ``layout``; else ``(None, OFF)``, saving off.  ``message`` is
    for the player, "" when there is nothing to say.
    """
    if folder is not None and writable():
        backend = FileStorage(folder)
        if backend.size(backend._slot(SIDES - 1)) == FILE_BYTES:
            return backend, ""               # made: written in place, room or not
        import os

        try:
            found = os.statvfs(folder if _is_folder(folder) else "/")
            if found[0] * found[4] < _SET_UP_BYTES:
                return backend, FULL
        except (OSError, AttributeError):
            pass
        return backend, ""
    if nvm is not None:
        import sys

        from hardware.nvm import NVM_LAYOUT, NvmStorage  # only a board saving there needs it

        try:     # SAMD chips erase their nvm at every write (NvmStorage's rewrite)
            return NvmStorage(nvm, layout or NVM_LAYOUT, "SAM" in sys.platform), ""
        except ValueError:  # too small for the layout
            pass
    return None, OFF


# What ``records``' statuses say to the player (``message``).
_MESSAGES = (
    "",
    "",
    "",
    "Saved %s were from an older version: defaults restored.",
    "Saved %s were from a newer version: defaults restored.",
    "Saved %s were damaged: defaults restored.",
    "The last save of the %s may have been lost: the one before it is loaded.",
)


def settle(version, current, payload, migrate=None):
    """Return ``(payload or None, status)`` for a payload saved as ``version``.

    ``migrate(old_version, payload)`` returns the payload in the ``current``
    format, or None when it cannot; without it an older payload is dropped.
    A newer (unknown) version is dropped like garbage.
    """
    if version == current:
        return payload, records.OK
    if version > current:
        return None, records.NEWER
    if migrate is not None:
        try:
            payload = migrate(version, payload)
        except Exception:  # a bad old payload must give defaults, not stop the game
            payload = None
        if payload is not None:
            return payload, records.MIGRATED
    return None, records.OLD


def message(status, what):
    """Return the text to show the player for ``status`` ("" for none); ``what`` names the save."""
    text = _MESSAGES[status]
    return text % what if text else text


def load_save(saves, kind_name, kind, version, migrate=None, older=False):
    """``Saves.load``: ``(payload or None, status, message)`` for the newest valid save.

    None means "use defaults"; ``status`` is one of records' status codes
    and ``message`` the text to show the player ("" when there is none).
    Damaged, foreign or unknown-version data gives None, never an error.
    With ``older``, the valid save before the newest (None if none).
    ``PARTIAL``: the payload is the one left when its twin was lost.
    """
    a = saves.storage.read(kind_name + ".a")
    b = saves.storage.read(kind_name + ".b")
    if a is None and b is None:
        return None, records.EMPTY, ""
    found = records.load(a, b, kind, older)
    if found is None:
        return None, records.DAMAGED, message(records.DAMAGED, kind_name)
    slot, found_version, _, start, length = found
    buf = b if slot else a
    payload = bytes(buf[start:start + length])
    payload, status = settle(found_version, version, payload, migrate)
    if payload is not None and not older and saves.twin:
        if (buf[2] & records.TWIN and records.load(a, b, kind, True) is None
                or saves.trouble and saves.trouble(kind_name)):
            status = records.PARTIAL
    return payload, status, message(status, kind_name)


def load(keeper, versions):
    """``Keeper.load``: ``(settings, stats' saved form, session bytes or None, trouble)``.

    ``versions``: the settings', the stats' and the session's (the keeper's).
    """
    settings = Settings()
    stats = b""
    saves = keeper.saves
    if saves is None:
        return settings, stats, None, NOWHERE
    for kind in (records.KIND_SETTINGS, records.KIND_STATS, records.KIND_SESSION):
        name = ("settings", "stats", "session")[kind - 1]
        try:     # the settings and the session (which begins with them) upgraded
            data, status, said = load_save(saves, name, kind, versions[kind - 1],
                                           None if kind == records.KIND_STATS else upgrade)
        except Exception as e:  # a failing drive: as if nothing was kept
            _lost(keeper, name, e)
            data = None
        else:
            if said:
                keeper.log("saves: " + said)
            if status == records.PARTIAL:
                keeper._trouble = keeper._trouble or ONE_LOST
            elif status != records.OK and status != records.EMPTY and status != records.MIGRATED:
                keeper._trouble = LOST
        if data is None:
            continue
        if kind == records.KIND_SETTINGS:
            try:
                settings.from_bytes(data)
            except SaveError as e:
                _lost(keeper, name, e)
        elif kind == records.KIND_STATS:
            from game import stats as checker
            from game.words import drop

            try:
                stats = checker.Stats.from_bytes(data).to_bytes()
            except SaveError as e:
                _lost(keeper, name, e)
            drop("game.stats")
    session = data           # the last read: the session's
    if session:
        try:
            keeper.older = load_save(saves, "session", records.KIND_SESSION, versions[2],
                                     upgrade, older=True)[0] or None
        except Exception:  # a failing drive: the newest alone
            keeper.older = None
    return settings, stats, session or None, keeper._trouble


def _lost(keeper, name, error):
    keeper.log("saves: the saved %s are unreadable (%s): defaults restored." % (name, error))
    keeper._trouble = LOST
