"""Reading the saves back: what only power-on needs, loaded then and let go after.

``Keeper.load`` (hardware/keeper.py), ``Saves.load`` (hardware/storage.py)
and the choice of a backend (``pick``, which each device module's
``open_storage`` calls) are this module's, and so are finding each save's
newest side in the ring of files (``scan``) and making the ring
(``prepare``: tools/deploy.py's, or the first save's on a drive it did not
prepare): the choice, the versions' checks, the ring's finding and making
and the messages for the player are code and text no turn needs, so a
board does not hold them through the evening (the table's turn, while the
turn before is saved, is its heap's peak).  ``Keeper.load`` drops the
module when the three saves are read.
"""

from micropython import const

from game import settings_kept
from game.errors import SaveError
from game.settings import Settings
from game.settings_kept import upgrade
from hardware import records
from hardware.keeper import LOST, ONE_LOST
from hardware.keeper import OFF as NOWHERE  # the title's notice, not storage's message
from hardware.storage import FILE_BYTES, OFF, SAVES, SIDES, FileStorage

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


def scan(files, kind, i):
    """Find the side of parity ``i & 1`` holding save ``kind``'s newest record.

    ``files`` is a ``FileStorage``; this runs once for each save and parity,
    at power-on (a board reads every save then), so a turn's save neither
    holds this code nor reads the ring whole (``FileStorage.read`` calls it).
    """
    best = 31
    seq = 0
    end = -1                 # a side whose copy is damaged
    last = -1
    for slot in range(i & 1, SIDES, 2):
        data = files._read(slot, kind)
        if data is None:
            if files.size(files._slot(slot)) != FILE_BYTES:
                end = slot               # not made, or a cut left it unreadable
                continue
            last = slot
            continue
        last = slot
        found = records.unpack(data)
        if found is None or found[0] & 0x7F != kind + 1:
            end = slot
            continue
        if best == 31 or records.newer(found[2], seq):
            best = slot
            seq = found[2]
    if end >= 0 and last >= 0:           # the ring was made: a copy of it is gone
        files._lost |= 1 << i
        best |= (end + 1) << 5
    files._at[i] = best
    if files.size("%s/%s.%s" % (files.folder, SAVES[kind], "ab"[i & 1])) >= 0:
        files._before |= 1 << i


def prepare(files):
    """Make what is missing of ``files``' ring (files and folders); return the files made.

    Done once (by the first save, or by tools/deploy.py): the only time
    the game changes the drive's FAT.  Each file is written whole at its
    full size, erased-flash bytes.
    """
    n = 0
    buf = b"\xff" * 512
    folder = files.folder
    for i in range(-2, SIDES):
        path = folder if i == -2 else "%s/%02d" % (folder, i)
        if i == -1:                      # the guard, before the first side's folder
            if files.size("%s/%02d" % (folder, 0)) >= 0 or files.size(folder + "/pad") == 4096:
                continue
            path = folder + "/pad"
        else:
            try:
                files.os.mkdir(path)
            except OSError:
                pass      # there already; or refused, which the files' writes say
            if i < 0:
                continue
            path += "/saves"
        size = 4096 if i == -1 else FILE_BYTES
        if files.size(path) != size:
            with files.open(path, "wb") as f:
                for _ in range(size // 512):
                    f.write(buf)
            n += 1
    return n


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
                settings_kept.read(settings, data)
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
