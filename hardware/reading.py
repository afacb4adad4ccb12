"""Reading the saves back: what only power-on needs, loaded then and let go after.

``Keeper.load`` (hardware/keeper.py), ``Saves.load`` (hardware/storage.py)
and the choice of a backend (``pick``, which each device module's
``open_storage`` calls) are this module's, and so are finding each save's
newest side in the ring (``scan``) and making the ring whole or not at
all (``prepare``: power-on's, or tools/ship/deploy.py's): the choice, the
versions' checks, the ring's finding and making and the messages for the
player are code and text no turn needs, so a
board does not hold them through the evening (the table's turn, while the
turn before is saved, is its heap's peak).  ``Keeper.load`` drops the
module when the three saves are read.  The keeper and storage import it,
never it them: what the three share is hardware/records.py's.
"""

from micropython import const

from game import settings_kept
from game.errors import SaveError
from game.settings import Settings
from game.settings_kept import upgrade
from hardware import records
from hardware.records import GUARD, LOST, ONE_LOST, RING, RING_BYTES, SAVES, SIDE, SIDES

OFF = "Saving is off: no place on this board to keep saves."
NO_ROOM = "The drive has no room for the saves (%d KB free, %d KB needed): saving is off."
UNMADE = "The saves could not be made on the drive (%s): saving is off."
_OLD_BYTES = const(9216)    # a side's file of the ring before (folder/00/saves): copied


def writable():
    """Return True when boot.py gave the drive to the game: its mount says, nothing written."""
    try:
        import storage  # CircuitPython's module, not this one

        return not storage.getmount("/").readonly
    except (ImportError, AttributeError, OSError):
        return False


def pick(files=None, nvm=None, layout=None):
    """Return ``(backend, message)``: where this device keeps its saves.

    ``files`` (a ``FileStorage``, given by the device module: this module
    imports none of storage's) when the drive is the game's and the ring is there
    or made now, whole (``prepare``); a drive without the room for it is
    left as it was, and saving is off (the title says so, the console why);
    else ``nvm`` (a ``microcontroller.nvm`` or bytearray) when it is large
    enough for ``layout``; else ``(None, OFF)``, saving off.  ``message`` is
    for the console, "" when there is nothing to say.
    """
    if files is not None and writable():
        import os

        files._sync = getattr(os, "sync", None)         # CircuitPython's: the flash written
        why = prepare(files)
        return (files, "") if why is True else (None, why)
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
    A side whose record is damaged is the next written (the ring mended by
    the next save, in place: no FAT, no directory).  A ring not there (a
    simulator's first start) is made first, whole (``prepare``).
    """
    if files.ring() is None and files._file is False:
        files._file = None if prepare(files) is True else 0
    best = 31
    seq = 0
    end = -1                 # a side whose copy is damaged
    for slot in range(i & 1, SIDES, 2):
        data = files._read(slot, kind)
        if data is None:
            continue
        found = records.unpack(data)
        if found is None or found[0] & 0x7F != kind + 1:
            end = slot
            continue
        if best == 31 or records.newer(found[2], seq):
            best = slot
            seq = found[2]
    if end >= 0:
        files._lost |= 1 << i
        best |= (end + 1) << 5
    files._at[i] = best


def prepare(files):
    """Make ``files``' ring whole, or nothing; return True when it is there, else why not.

    Done once (at power-on, by tools/ship/deploy.py, or by a simulator's first
    save): the only time the game changes the drive's FAT.  The room is
    checked first (the ring's clusters and a folder's); with too little,
    nothing is written.  The ring is written whole under another name,
    erased-flash bytes and the records of the layouts before (the ring's
    ``folder/00/saves`` ... on their sides; ``folder/settings.a`` ... on the
    last two, whose older records lose to the ring's), then renamed: a cut
    leaves no ring saves could use, and the next making removes what it
    left.  Its clusters follow one another when the drive has the room in one
    piece (FatFs takes the next free cluster).
    """
    folder = files.folder
    path = folder + "/" + RING
    if files.size(path) == RING_BYTES:
        return True
    os = files.os
    new = path + ".new"
    left = max(0, files.size(new)) + max(0, files.size(path))   # a making cut short
    try:
        found = os.statvfs(folder if _is_folder(os, folder) else folder.rpartition("/")[0] or "/")
        need = (-(-RING_BYTES // found[0]) + 2) * found[0]
        if found[0] * found[4] + left < need:
            return NO_ROOM % ((found[0] * found[4] + left) // 1024, need // 1024)
    except (OSError, AttributeError, IndexError, ZeroDivisionError):
        pass                     # no statvfs (a computer's drive): the writes say
    try:
        try:
            os.mkdir(folder)
        except OSError:
            pass                 # there already; or refused, which the writes say
        for old in (new, path):
            if files.size(old) >= 0:
                os.remove(old)
        erased = b"\xff" * 512
        side = bytearray(2048)
        with files.open(new, "wb") as f:
            for at in range(0, RING_BYTES, 512):
                j = (at - GUARD) % SIDE // 512 if at >= GUARD else 4
                if j == 0:
                    _old_side(files, (at - GUARD) // SIDE, side)
                f.write(memoryview(side)[j * 512:j * 512 + 512] if j < 4 else erased)
        os.rename(new, path)
    except OSError as e:
        try:
            os.remove(new)
        except OSError:
            pass
        return UNMADE % e
    return True


def _is_folder(os, path):
    try:
        return os.stat(path)[0] & 0x4000 != 0    # S_IFDIR
    except OSError:
        return False


def _old_side(files, side, out):
    """Put side ``side``'s records of the layouts before into ``out`` (2 KB), erased where none.

    The ring before: ``folder/NN/saves``, its records at 0, 256 and 768.  The
    files before it, ``folder/settings.a`` ...: on the last two sides (a, b).
    """
    out[:] = b"\xff" * 2048
    path = "%s/%02d/saves" % (files.folder, side)
    try:
        if files.size(path) == _OLD_BYTES:
            with files.open(path, "rb") as f:
                old = f.read(1792)
            out[0:256] = old[0:256]
            out[512:1024] = old[256:768]
            out[1024:2048] = old[768:1792]
        for kind in range(3) if side >= SIDES - 2 else ():
            path = "%s/%s.%s" % (files.folder, SAVES[kind], "ab"[side & 1])
            if out[kind * 512] == 0xFF and 0 <= files.size(path) <= (256, 512, 1024)[kind]:
                with files.open(path, "rb") as f:
                    old = f.read() or bytes(8)      # an empty file: a record cut short
                out[kind * 512:kind * 512 + len(old)] = old
    except OSError:
        pass


# What ``records``' statuses say to the player (``message``).
_MESSAGES = (
    "",
    "",
    "",
    "The %s save was from an older version: defaults restored.",
    "The %s save was from a newer version: defaults restored.",
    "The %s save was damaged: defaults restored.",
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
        return settings, stats, None, records.OFF
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
