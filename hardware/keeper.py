"""What the game keeps between power-ons: settings, stats and the session in progress.

The flow (``game/game.py``) does no I/O: it flags in ``game.due`` what
changed, and ``Keeper.write`` saves it after the frame.  At power-on
``Keeper.load`` reads the three saves back; whatever is unreadable gives
defaults, a line in the log (the serial console) and a short notice for
the title screen, never a crash.
"""

from micropython import const

from game.keeping import RECORD_SIZE, SAVE_SESSION, SAVE_SETTINGS, SAVE_STATS
from game.words import drop
from hardware import records
from hardware.storage import Saves

_SETTINGS_VERSION = const(4)   # game/settings.py's VERSION: a session begins with them too
_SESSION_VERSION = const(4)
_SAVE_OVER = const(8)      # game/keeping.py's bit: the next session save goes over the newest
_STATS_VERSION = const(1)    # game/stats.py's VERSION (tests/hardware/test_keeper.py checks)
# Why a save was refused (``Keeper.refused``, told by ``write``): an index of the words'
# SAVE_REFUSED.
FULL = const(0)
READ_ONLY = const(1)
NO_MEMORY = const(2)
TOO_BIG = const(3)
REFUSED = const(4)    # any other cause: the console says which
_ENOSPC = const(28)
_EROFS = const(30)
_EACCES = const(13)
_EPERM = const(1)


class Keeper:
    """Load and save the game's three records on one storage backend (or none)."""

    def __init__(self, storage, log=print):
        # The saves' record buffer as large as the largest record the game writes (a
        # session's: the settings and the stats are smaller), not as a slot allows.
        self.saves = Saves(storage, RECORD_SIZE) if storage is not None else None
        # A chip whose every write erases its nvm (a SAMD51's 8 KB block, good for some
        # 10,000 erases): no session kept, the stats at a session's end (``write``).
        self.sparing = getattr(storage, "rewrite", False)
        self._stats_held = False     # stats counted while sparing, not yet written
        self.log = log
        self._trouble = 0        # LOST, ONE_LOST (the lesser) or 0: what the title says
        self.refused = None      # why the last write was refused (FULL, ...), None if it was not
        self.older = None        # the session saved before the newest, should the newest fail
        self.over_newest = False     # the next session save goes over the newest (SAVE_OVER)

    def load(self):
        """Return ``(settings, stats' saved form, session bytes or None, trouble)``; never raises.

        ``trouble`` is 0, records' ``LOST``, ``ONE_LOST`` or ``OFF``, for the title.  The
        stats are checked by game/stats.py, loaded for it and dropped after.  The
        reading is hardware/reading.py's, loaded for it and dropped after too:
        power-on's alone, it would otherwise stay through every turn.
        """
        from hardware.reading import load

        found = load(self, (_SETTINGS_VERSION, _STATS_VERSION, _SESSION_VERSION))
        drop("hardware.reading")
        return found

    def write(self, game):
        """Save what the game hands over as due (``SAVE_*``); return False if a save failed.

        A refusal sets ``refused`` (why, for the player) and logs its real
        cause; with nowhere to save nothing is refused: the title said so.
        """
        due = game.to_save()
        if not due:
            return True
        if due & _SAVE_OVER:     # the newest was refused, the one before it taken up
            self.over_newest = True
        self.refused = None
        if self.saves is None:
            return False
        if self.sparing:
            # A chip that erases at every write: at every turn's save a SAMD51's nvm
            # would last some 7 evenings; with the settings when they change and the
            # stats once a session is over (or none is on), some 5 erases an evening:
            # over ten years of three a week.  The player is told so at power-on
            # (``SAVE_SPARING``, hardware/loop.py).
            session = game.session
            if due & SAVE_STATS or self._stats_held:
                self._stats_held = session is not None and not session.over
                if self._stats_held:
                    due &= ~SAVE_STATS
                else:
                    due |= SAVE_STATS
            due &= ~SAVE_SESSION
        error = None
        try:
            if due & SAVE_SETTINGS:
                error = self._save("settings", records.KIND_SETTINGS, _SETTINGS_VERSION,
                                   game.settings.to_bytes())
            if due & SAVE_STATS:
                error = self._save("stats", records.KIND_STATS, _STATS_VERSION,
                                   game.stats) or error
            if due & SAVE_SESSION:     # over a newest one refused on resume, if it was
                error = self._save("session", records.KIND_SESSION, _SESSION_VERSION,
                                   game.session_record(), self.over_newest) or error
                self.over_newest = False
        except MemoryError as e:
            self.log("saves: out of memory: nothing was saved (the last save is kept)")
            error = e
        except Exception as e:  # a full or failing drive must not stop the game
            self.log("saves: could not save (%s)" % e)
            error = e
        if error is None:
            return True
        why = REFUSED        # why: any other cause, the console says which
        if isinstance(error, MemoryError):
            why = NO_MEMORY
        elif isinstance(error, OSError):
            code = getattr(error, "errno", None)
            if code is None and error.args:
                code = error.args[0]
            if code == _ENOSPC:
                why = FULL
            elif code == _EROFS or code == _EACCES or code == _EPERM:
                why = READ_ONLY
        elif isinstance(error, ValueError):      # a record larger than its slot
            why = TOO_BIG
        self.refused = why
        return False

    def _save(self, name, kind, version, payload, over_newest=False):
        """Save one record; return None, or the error that refused it (logged)."""
        if self.saves.save(name, kind, version, payload, over_newest):
            return None
        error = self.saves.error or OSError("the drive refused the write")
        self.log("saves: the %s could not be saved (%s)" % (name, error))
        return error
