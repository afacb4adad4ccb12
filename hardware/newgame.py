"""Power-on's making of the Game: what the device kept, read once, then let go.

``hardware/loop.py``'s ``new_game`` loads this module, calls ``made`` and
drops it: its code runs once a start, and a board need not hold it for
the evening.
"""

from game.game import Game
from game.words import LANGUAGES


def board(view):
    """Return what a Game takes from the board's view: its text's size, key names, colour."""
    return {"columns": view.columns, "rows": view.rows, "page": view.PAGE,
            "big": getattr(view, "big", None),
            "keys": getattr(view, "KEYS", None),
            "colour": getattr(view, "SUIT_INKS", 1) is not None}


def made(device, view, seed, watchers=None, lang=None):
    """Return ``(game, keeper)``: ``loop.new_game``'s answer, which says what it is."""
    from hardware.keeper import Keeper
    from hardware.records import LOST, OFF, ONE_LOST

    backend, message = device.open_storage()
    if message:
        print("saves:", message)
    keeper = Keeper(backend)
    settings, stats, saved, trouble = keeper.load()
    if lang:
        settings.lang = LANGUAGES.index(lang)
    game = Game(seed=seed, settings=settings, watchers=watchers, stats=stats, saved=saved,
                older=keeper.older, **board(view))
    if trouble == LOST:
        game.tell(game.w.BAD_SAVE + " " + game.w.DEFAULTS)
    elif trouble == OFF:
        game.tell(game.w.SAVE_OFF)
    elif trouble == ONE_LOST:     # the last save may be lost: the one before is loaded
        game.tell(game.w.LAST_SAVE_LOST)
    elif keeper.sparing:          # a chip that wears at every save: few saves
        game.tell(game.w.SAVE_SPARING)
    return game, keeper
