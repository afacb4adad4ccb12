"""Where saves live: file and nvm backends behind ``read``/``write``, and ``Saves``.

A backend has two methods: ``read(name)`` returns the stored bytes or None
when nothing was ever stored there, ``write(name, data)`` stores ``data``.
Each logical save (``"settings"``, ``"stats"``, ``"session"``) uses two slot
names, ``name + ".a"`` and ``name + ".b"``, written alternately (see
hardware/records.py), so a write cut short by a power loss or a reset leaves
the previous good copy in the other slot.

``Saves`` packs, picks the slot and checks versions:

>>> from hardware.nvm import NvmStorage
>>> saves = Saves(NvmStorage(bytearray(4096)))
>>> saves.save("settings", records.KIND_SETTINGS, 1, b"\\x03")
True
>>> saves.load("settings", records.KIND_SETTINGS, 1)
(b'\\x03', 0, '')

Which backend a device has is ``pick``'s choice (each device module's
``open_storage`` calls it): files when the game may write them, else nvm,
else none, saving off, with a message for the player.
"""

from micropython import const

from hardware import records

_MAX_PAYLOAD = const(1014)  # the largest nvm slot (hardware/nvm.py) minus records.OVERHEAD

SAVE_FOLDER = "/oldmaid"  # on a board: a folder at the root of CIRCUITPY
OFF = "Saving is off: no place on this board to keep saves."
FULL = "The drive is full: the saves there are read, but new ones cannot be written."
_ENOSPC = const(28)
_PROBE = "/.probe"


def probe(folder):
    """Return None when the game can write files in ``folder`` (made if need be), else the OSError.

    The only sure test on a board is to try: a drive CircuitPython was not
    given by boot.py refuses (read-only file system), and so does a full
    one.  The probe file is written and removed again, even when the write
    fails half-way (a full drive leaves no empty probe behind).
    """
    import os

    try:
        os.mkdir(folder)
    except OSError:
        pass  # there already, or refused: the probe tells which
    try:
        with open(folder + _PROBE, "wb") as f:
            f.write(b"ok")
    except OSError as e:
        try:
            os.remove(folder + _PROBE)
        except OSError:
            pass
        return e
    try:
        os.remove(folder + _PROBE)
    except OSError as e:
        return e
    return None


def writable(folder):
    """Return True when the game can write files in ``folder``, making it if need be."""
    return probe(folder) is None


def _is_folder(path):
    import os

    try:
        return os.stat(path)[0] & 0x4000 != 0    # S_IFDIR
    except OSError:
        return False


def pick(folder=None, nvm=None, layout=None):
    """Return ``(backend, message)``: where this device keeps its saves.

    Files in ``folder`` when the game may write there, or when it is ours
    but full (its saves are still read, and each refused write is told);
    else ``nvm`` (a ``microcontroller.nvm`` or bytearray) when it is large
    enough for ``layout``; else ``(None, OFF)``, saving off.  ``message`` is for the
    player, "" when there is nothing to say.
    """
    if folder is not None:
        error = probe(folder)
        if error is None:
            return FileStorage(folder), ""
        if getattr(error, "errno", None) == _ENOSPC and _is_folder(folder):
            return FileStorage(folder), FULL     # its saves still read; each refusal is told
    if nvm is not None:
        import sys

        from hardware.nvm import NVM_LAYOUT, NvmStorage  # only a board saving there needs it

        try:     # SAMD chips erase their nvm at every write (NvmStorage's rewrite)
            return NvmStorage(nvm, layout or NVM_LAYOUT, "SAM" in sys.platform), ""
        except ValueError:  # too small for the layout
            pass
    return None, OFF


class FileStorage:
    """Keep each slot in its own file in ``folder``.

    On a board the drive is writable only when boot.py remounted it; a
    refused write raises OSError, which ``Saves.save`` reports as False.
    """

    def __init__(self, folder):
        self.folder = folder

    def read(self, name):
        """Return the bytes of file ``name``, or None when it does not exist."""
        try:
            with open(self.folder + "/" + name, "rb") as f:
                return f.read()
        except OSError:
            return None

    def write(self, name, data):
        """Replace file ``name`` with ``data``."""
        with open(self.folder + "/" + name, "wb") as f:
            f.write(data)


class Saves:
    """Save and load payloads as two-slot records on one backend.

    ``max_payload`` sizes the one record buffer, allocated here once.
    """

    def __init__(self, storage, max_payload=_MAX_PAYLOAD):
        self.storage = storage
        self._out = bytearray(max_payload + records.OVERHEAD)
        self.error = None        # why the last save was refused (an OSError), if it was

    def save(self, kind_name, kind, version, payload, over_newest=False):
        """Write ``payload`` to the slot not holding the newest record; return False if refused.

        A backend that refuses (read-only drive, full disk) gives False; the
        previous save is still there.  A payload too big raises ValueError.
        ``over_newest`` writes over the newest record instead: one refused
        when it was read, so that the older record in use stays.
        """
        a = self.storage.read(kind_name + ".a")
        b = self.storage.read(kind_name + ".b")
        slot, seq = records.next_slot(a, b, kind, over_newest)
        n = records.pack(kind, version, seq, payload, self._out)
        try:
            self.storage.write(kind_name + (".b" if slot else ".a"), memoryview(self._out)[:n])
        except OSError as e:
            self.error = e
            return False
        return True

    def load(self, kind_name, kind, version, migrate=None, older=False):
        """Return ``(payload or None, status, message)`` for the newest valid save.

        None means "use defaults"; ``status`` is one of records' status codes
        and ``message`` the text to show the player ("" when there is none).
        Damaged, foreign or unknown-version data gives None, never an error.
        With ``older``, the valid save before the newest (None if none).
        """
        a = self.storage.read(kind_name + ".a")
        b = self.storage.read(kind_name + ".b")
        if a is None and b is None:
            return None, records.EMPTY, ""
        found = records.load(a, b, kind, older)
        if found is None:
            status = records.DAMAGED
            return None, status, records.message(status, kind_name)
        slot, found_version, _, start, length = found
        buf = b if slot else a
        payload = bytes(buf[start:start + length])
        payload, status = records.settle(found_version, version, payload, migrate)
        return payload, status, records.message(status, kind_name)
