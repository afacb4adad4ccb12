"""The game between screens: what outlives a screen, and moving from one to the next.

``Game.step(keys, now_ms)`` is called once a frame with the keys just pressed
and the time; the current scene (``game/scenes/``) moves the game on and fills
``game.screen`` (plain data, ``game/screens.py``) for the view to draw.

Only the current scene's code is in memory: ``go(name, how)`` asks for the
next one, and at the end of the frame's step the last is dropped (out of
``sys.modules``, collected) before the next is imported and entered.  Scenes
never import each other; what they share is here: the settings, the stats,
the table and the session in play, the words, and the helpers every screen
uses.  The error screen needs no scene, so it shows even when a scene
cannot be loaded.

Nothing here does I/O: what should be kept is flagged in ``game.due``
(``SAVE_*``, ``game/keeping.py``) for the loop to write; what was kept comes
in through ``Game``'s arguments.  Every word shown comes from the active
language (``game/words.py``) and is fitted to the board's ``columns``.
"""

import gc
import sys

from micropython import const

from engine import cards
from engine.watcher import OBSERVER, Watcher
from game import keeping, words
from game.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_START, K_UP
from game.screens import ERROR, MAX_LINES, NONE, Screen
from game.settings import HUMAN, Settings

# How the table (game/scenes/table.py) is entered: a new session, its next
# round, or the next turn of the round on the table.
NEW_SESSION = const(1)
NEXT_ROUND = const(2)
NEXT_TURN = const(3)
NEXT_FORFEIT = const(4)   # an evening of forfeits: its next round, the evening's tally kept
# How the end of a round is entered: its result (game/scenes/scores.py), or the
# scoreboard or final tally (game/scenes/tally.py).
RESULT_SCREEN = const(0)
SCOREBOARD = const(1)
FINAL_TALLY = const(2)    # a session ended early (the pause menu), an evening of forfeits
# How the rules (game/scenes/rules.py) are entered: from the title, or from the
# pause menu at the table (B then takes the kept session up again).
FROM_TITLE = const(0)
FROM_TABLE = const(1)

HIDE_AFTER_MS = const(20000)     # a person's cards hide after this long with no key
DRAWN_HOLD_MS = const(800)       # the drawn card shows this long before a key moves on
ATTRACT_AFTER_MS = const(60000)  # the attract mode starts after this long on the title
# Kind to the battery: with no key the screen dims, then goes dark (``Game.lit``,
# which hardware/loop.py gives the device), and the attract mode stops later still.
_DIM_AFTER_MS = const(120000)
_DARK_AFTER_MS = const(300000)
_DEMO_STOP_MS = const(600000)
_LIT = const(2)
_DIMMED = const(1)
_DARK = const(0)
LINE_CHARS = const(26)    # characters in a line on the PyBadge's screen (hardware/view.py)
# Where did the Old Maid go: each card of a kind dealt an odd number of times
# (three Queens, a Black Peter; six at most) is followed from hand to hand in
# TRAIL_SLOT bytes: the card, how many holders it has had, the first, and the
# last TRAIL of them round a ring, then how often it came into each seat's hand
# this round (dealt or drawn), for the awards.  game/scenes/scores.py reads
# ``trails`` directly.  All but the card carry TRAIL_MARK: a collector that
# takes any word for a pointer (MicroPython's) then never takes four of them for
# one into the heap and keeps a stray block alive (small seat numbers did: 6 KB
# in memreport).
TRAIL = const(9)
TRAIL_SLOT = const(24)
TRAIL_MARK = const(0x80)
_VISITS = const(12)       # where a slot's visits start: one byte a seat, TRAIL_MARK and the count
# What each seat did this session, for its awards (game/scenes/awards.py reads
# ``feats`` directly): FEAT bytes a seat, in two words each ending in
# TRAIL_MARK (so no word of them reads as a pointer): the pairs it laid (two
# bytes, low first), its current run of draws without a card of the odd kind,
# the mark; the Old Maid's visits to its hand (two bytes), its best run, the mark.
FEAT = const(8)
FEAT_PAIRS = const(0)
FEAT_VISITS = const(4)
FEAT_BEST = const(6)
_RUN = const(2)
_TRAILS = const(6)
_WRAP = const(0x1FFFFFFF)
_NOBODY = const(255)
_SCENES = "game.scenes."
# How long each of a computer turn's two steps shows (its cursor on the way, then
# its pick), slow, normal and fast: a turn at the normal pace is 0.8 s.
_SPEED_MS = (1400, 400, 200)
_ATTRACT_MS = const(350)     # the attract mode's pace, to watch from across the room
_TUNE = (523, 659, 784, 1047, 784, 1047)   # the end of a session: C E G C G C
_NOTE_MS = const(140)
_SUIT_SIGNS = "\u2663\u2666\u2665\u2660"
KEY_WORDS = ("A", "B", "START", "SELECT")   # the hints' key names, Game(keys=...)'s order
_ARROWS = "\u2191\u2193\u2190\u2192"
_RANK_SIGNS = "A23456789"   # one string, not 9 (9 objects on a board's heap); 10 is "10"


class Game(Watcher):
    """The state every screen shares, and the scene on screen.

    ``columns`` and ``rows`` are the board's text lines: their width in
    characters and how many a screen of text shows; ``page`` how many the
    table shows between two rows of cards (game/scenes/table.py's ``say``);
    ``big`` the same three for large text, if the board has it.  ``saved`` is a session
    in progress kept from before (``game/keeping.py``'s form), offered as
    "Resume" on the title, and ``older`` the one kept before it, taken up if
    that one is refused; ``stats`` the statistics kept so far, in their
    saved form (``game/stats.py``'s, loaded only where they are counted or
    shown).
    """

    seat = OBSERVER

    def __init__(self, seed=0, settings=None, watchers=None, columns=LINE_CHARS,
                 rows=MAX_LINES, page=4, stats=None, saved=None, big=None, older=None, keys=None,
                 colour=True):
        self.screen = Screen()
        # The board's names of A, B, START, SELECT, up and down, left and right,
        # for the hints (None: those names, a PyBadge's); and whether it shows colour.
        self.keys = keys
        self.colour = colour
        self.settings = settings or Settings()
        self.w = words.load(self.settings.language())
        self.pictures = None     # the picture deck's names, while a pictures game is on
        # The text's size: (columns, rows, big, page), ``big`` for large text (the
        # same, or None where the board has no large text).
        self.sizes = (columns, min(rows, MAX_LINES), big, page)
        self.resize()
        self.seed = seed
        self.sessions = 0        # real sessions started: each takes the next seed
        self.demos = 0           # the attract mode's sessions
        self.extra = watchers or []
        self.session = None
        self.rnd = None
        self.seats = []          # None for a person, an engine.players object for a computer
        self.table = self.settings   # whose seats play: the settings, or the attract mode's
        self.demo = False
        self.now = 0
        self.last_key = 0
        self.lit = _LIT          # how lit the screen is: 2 full, 1 dimmed, 0 dark
        self.title_choice = 0    # where the title's cursor was last
        self.viewer = _NOBODY    # the person whose cards are on show
        self.aim = 0             # where the person's cursor was on their last fan
        self.last_card = 0
        self.last_pair = False
        self.taken_by = bytearray(12)    # "since your last turn": who took a card from you
        self.taken_card = bytearray(12)
        self.news = ""           # the last turn's public news, for the next screen
        self.trails = bytearray(_TRAILS * TRAIL_SLOT)    # the odd cards' journeys (TRAIL)
        self.followed = 0        # the bytes of ``trails`` in use this round
        self.trails_resumed = False    # followed from a resume: no save keeps what came before
        self.feats = bytearray(12 * FEAT)    # each seat's pairs, the Old Maid's visits, runs
        self.count_afresh()
        self.evening = bytearray(12)     # an evening of forfeits: each seat's so far (tally.py)
        # ... and the forfeits it has used (bits; the computers' lines from bit 16).  Like
        # the tally, not in the kept session: a resume after a power-off starts both afresh.
        self.forfeits_used = 0
        self.stats = stats or b""   # the statistics' saved form (game/stats.py)
        self.uncounted = None    # a round over, not yet in the stats (the scores count it)
        self.counted = None      # the session last counted in the stats
        self.due = 0             # SAVE_* bits: what the loop should write
        self.saved = saved or None       # a session kept from before, to resume
        self.older = older or None       # the one kept before it, should it be refused
        self.over_newest = False         # the next session save goes over a refused newest
        self.record = bytearray(keeping.RECORD_SIZE)
        self.record_len = 0
        self.moved = True        # a person changed the round since it was last kept
        self.sound = 0           # a tone the device should play (Hz), 0 = none
        self.quiet = False       # ... softly: a computer's pair
        self.flash_at = -1       # when a pair was laid (game/lights.py flashes), -1 none
        self.cheer_at = -1       # when a session ended: its lights and its tune
        self.note = -1           # the tune's note playing (tally.py starts it: -1)
        self.warning = ""        # said once, in the next screen's hint line (a refused save)
        self.warned = False      # this session's refused save was told
        self.scene = None
        self.scene_name = None
        self._next = None        # (name, how): the scene asked for
        self.go("title")
        self._switch()

    # -- the loop -----------------------------------------------------------

    def step(self, keys, now_ms):
        """Move the game on by one frame."""
        self.now = now_ms
        if keys:
            if not self.lit:     # dark: the key brings the same screen back, nothing else
                keys = 0
            self.lit = _LIT
            self.last_key = now_ms
            if keys and self.screen.fly != NONE:  # a key skips a card's flight (hardware/flyer.py)
                self.screen.fly = NONE
                self.screen.changed()
        elif self.lit:
            # Dim the screen after 2 minutes with no key; darken it after 5, the session
            # kept: written again as last kept, at a turn's start or a draw (a save
            # made now, inside a turn, would not replay the same), so that should the
            # last write have been refused, the dark does not lose it.
            idle = self.since(self.last_key)
            if idle >= _DARK_AFTER_MS:
                self.lit = _DARK
                if self.record_len and not self.demo:
                    self.due |= keeping.SAVE_SESSION
            elif idle >= _DIM_AFTER_MS:
                self.lit = _DIMMED
        try:
            if self.demo and (keys or not self.lit and self.since(self.last_key) >= _DEMO_STOP_MS):
                self.demo = False
                self.session = None
                self.rnd = None
                self.go("title")
            elif self.scene is not None:
                self.scene.step(keys)
            elif keys & (K_A | K_START | K_B):     # the error screen
                self.go("title")
            self._switch()
            if self.cheer_at >= 0 and self.note < len(_TUNE):
                # The session's tune (``cheer_at``: tally.py), a note every ``_NOTE_MS``.
                note = self.since(self.cheer_at) // _NOTE_MS
                if note != self.note:
                    self.note = note
                    if note < len(_TUNE):
                        self.beep(_TUNE[note])
        except Exception as e:  # a device must never freeze
            self.fault(e)

    def go(self, name, how=0):
        """Ask for scene ``name`` (a module of game/scenes), entered with ``how``, next."""
        self._next = (name, how)

    def _switch(self):
        """Leave the scene for the one asked for: drop the last one's code, load the next's."""
        while self._next is not None:
            name, how = self._next
            self._next = None
            self.scene = None
            if self.scene_name != name:
                self._drop()
                words.drop("game.error_screen")    # A left it; not _drop's: a fault retries
                words.settle()
                __import__(_SCENES + name)
                words.settle()       # the compiler's leftovers, before the scene builds
                self.scene_name = name
            self.scene = sys.modules[_SCENES + name].Scene(self)
            self.scene.enter(how)

    def leaving(self):
        """Return True once a scene has asked for the next one this frame."""
        return self._next is not None

    def _drop(self):
        """Take the last scene's modules (its own and its helpers') out of memory."""
        self.scene_name = None
        for name in [m for m in sys.modules if m.startswith(_SCENES)]:
            words.drop(name)
        words.drop("game.restore")   # only a resume reads a kept session
        words.drop("game.settings_kept")     # ... and power-on kept settings
        words.drop("game.stats")     # only a round's end and the stats screen count or show stats
        words.drop("game.errors")    # the faults of those three and the resume's
        words.forget_texts()

    def fault(self, error):
        """Show the error screen for ``error``, never raising: the loop must go on.

        The session's record may be half written: it is not saved, and the
        last good save stays (out of memory included).  The screen is
        game/error_screen.py's, loaded only when one is shown, after the
        scene's code is let go.  Its words are read as it is made, so on a
        heap that ran short it may run short itself: after a collection it
        is tried again, as out of memory, and last a bare error screen that
        A leaves.
        """
        self.due &= ~keeping.SAVE_SESSION
        self.uncounted = None
        self.scene = None
        self._next = None
        for _ in range(2):
            try:
                try:
                    self._drop()         # the scene's code: room for the error screen
                except MemoryError:
                    pass
                words.settle()
                from game.error_screen import fail

                fail(self, error)
                return
            except MemoryError as e:
                error = e
                gc.collect()
        self.screen.show(ERROR, "", "")
        self.screen.changed()

    def refused(self, reason):
        """Tell the player, once a session, that a save was refused and why (hardware/keeper.py)."""
        if not self.warned:
            self.warned = True
            self.warning = self.w.SAVE_REFUSED[reason]

    def tell(self, notice):
        """Show ``notice`` (a save that was lost, saving off) until A takes the player on."""
        self.scene = None
        self._drop()
        self.show(ERROR, self.w.GAME, self.w.H_GO_ON)
        self.write(words.wrap(notice, self.columns), 1)
        self.screen.changed()

    # -- what every screen uses ---------------------------------------------------

    def since(self, then):
        """Return the milliseconds from ``then`` (a ``now`` of before) to now, across the wrap."""
        return (self.now - then) & _WRAP

    def delay(self):
        """Return how long a computer's step is shown, at the chosen pace."""
        return _ATTRACT_MS if self.demo else _SPEED_MS[self.settings.speed]

    def beep(self, hz, quiet=False):
        """Ask the device for a tone, if sound is on and this is not the attract mode."""
        if self.settings.sound and not self.demo:
            self.sound = hz
            self.quiet = quiet

    def fit(self, text):
        """Return ``text`` cut to a line."""
        return words.fit(text, self.columns)

    def show(self, kind, title, hint=""):
        """Start screen ``kind`` with its title and hint line; return the screen."""
        s = self.screen
        if self.warning:         # a refused save, told on this one screen
            hint = self.warning
            self.warning = ""
        s.show(kind, self.fit(title), self.fit(self.board_keys(hint)))
        s.colorblind = self.settings.colorblind
        s.big_text = self.settings.big
        return s

    def board_keys(self, hint):
        """Return ``hint`` naming this board's own keys: "A: ok" is "●: ok" on three buttons.

        The words name the PyBadge's keys (``A:``, ``B:``, ``A/B:``,
        ``START:``, ``SELECT:``, ``↑↓``, ``←→``, or ``A`` in a sentence that
        asks for it); each is put in the board's names, the rest as it is.
        """
        names = self.keys
        if names is None or not hint:
            return hint
        out = []
        for word in hint.split(" "):
            end = len(word)
            while end and word[end - 1] in ".:":
                end -= 1
            if word and word[0] in _ARROWS:      # up and down, or left and right, or all four
                out.append(names[4 if "\u2191" in word else 5] + word.lstrip(_ARROWS))
                continue
            parts = word[:end].split("/")
            for i in range(len(parts)):
                for k in range(4):
                    if parts[i] == KEY_WORDS[k]:
                        parts[i] = names[k]
            out.append("/".join(parts) + word[end:])
        return " ".join(out)

    def write(self, lines, row):
        """Put ``lines`` on the screen from line ``row`` on, as many as there is room for."""
        s = self.screen
        for i in range(min(len(lines), self.rows - row)):
            s.lines[row + i] = self.fit(lines[i])

    def resize(self):
        """Take the text size the settings ask for (large text, where the board has it)."""
        columns, rows, big, page = self.sizes
        if self.settings.big and big:
            columns, rows = big[0], min(big[1], MAX_LINES)
            if len(big) > 2:
                page = big[2]
        self.columns = columns
        self.rows = rows
        self.page = page

    def menu(self, keys, cursor, count):
        """Return the menu cursor ``cursor`` moved by UP and DOWN among ``count`` rows."""
        if keys & K_UP:
            return (cursor - 1) % count
        if keys & K_DOWN:
            return (cursor + 1) % count
        return cursor

    def scrolled(self, cursor, scroll, count, text):
        """Write rows ``text(0) ..`` scrolled to show ``cursor``; return the new scroll."""
        s = self.screen
        visible = self.rows
        if cursor < scroll:
            scroll = cursor
        elif cursor >= scroll + visible:
            scroll = cursor - visible + 1
        scroll = max(0, min(scroll, count - visible))
        for i in range(visible):
            if scroll + i < count:
                s.lines[i] = self.fit(text(scroll + i))
        s.menu = cursor - scroll
        return scroll

    def pick(self, keys, row):
        """Move the cursor along ``row`` with LEFT and RIGHT; return True if it moved."""
        if keys & (K_LEFT | K_RIGHT) and row.count:
            row.cursor = (row.cursor + (1 if keys & K_RIGHT else -1)) % row.count
            self.screen.changed()
            return True
        return False

    def name(self, seat):
        """Return the name shown for a seat."""
        return self.table.names[seat]

    def face(self, seat):
        """Return ``seat``'s face: the picture card chosen for it in the setup."""
        return cards.THEMED_FIRST + self.table.faces[seat]

    def own(self, seat):
        """Make the screen ``seat``'s: the title bar in their colour, their face beside it."""
        s = self.screen
        s.seat = seat
        s.face = self.face(seat)

    def is_human(self, seat):
        """Return True if a person plays ``seat``."""
        return self.table.kinds[seat] == HUMAN

    def keep(self):
        """Save the session as it stands (a turn's or a round's end), or that none is left.

        A person's turn keeps the round at its start only if a person
        changed it since it was last kept (``moved``: a deal, a hand
        arranged or shuffled, a pair laid by hand): the computers' turns and
        the auto-shuffles between come from the session's generator, which
        the record holds, so a resume replays them card for card.  Each
        save not written is an erase of flash spared (docs/saving.md, Wear).
        """
        if not self.demo:
            self.record_len = keeping.write(self)
            self.due |= keeping.SAVE_SESSION
        self.moved = False

    def session_record(self):
        """Return the session in progress as last kept (empty when there is none)."""
        return memoryview(self.record)[:self.record_len]

    # -- cards as the players read them ----------------------------------------------

    def odd_name(self):
        """Return what the odd card is called, as the settings choose.

        A name this language lacks (a fourth one, chosen in another) is its
        Black Peter's, as the own name is in a Black Peter deal.
        """
        n = self.settings.odd_name
        names = self.w.ODD_NAMES
        if (n >= len(names) or n == 0 and self.rnd is not None
                and self.rnd.variant == cards.BLACK_PETER_GAME):
            n = self.w.PETER
        return names[n]

    def card_label(self, c):
        """Return a card as a player reads it in a sentence: ``7♥``, ``the Old Maid``, ``the cat``.

        The odd card takes its article in the language's own way (``ODD_CARD``).
        """
        face = c & cards.FACE_MASK
        if face < 52:
            return rank_sign(face >> 2, self.w.FACE_CARDS) + _SUIT_SIGNS[face & 3]
        if is_odd(c):
            return self.w.ODD_CARD % self.odd_name()
        return self.picture_names().ARTICLE + self.picture_name(face)

    def picture_name(self, face):
        """Return the bare name of picture card ``face`` (``cat``), as the tracker shows it."""
        return self.picture_names().NAMES[face - cards.THEMED_FIRST]

    def picture_names(self):
        """Return the pictures' names in the game's language, loaded on first use.

        A new language or a game of another deck drops them (``forget_pictures``).
        """
        if self.pictures is None:
            self.pictures = words.pictures(self.settings.language())
        return self.pictures

    def forget_pictures(self):
        """Let the pictures' names go: another language, or a deck without pictures."""
        self.pictures = None
        words.forget_pictures()

    # -- what the table tells the game (engine/watcher.py) --------------------------

    def dealt(self, rnd, resumed=False):
        """Follow each card of an odd kind (``TRAIL``) from the hand it is in now.

        Being dealt into a hand is a card's first visit there; a resumed
        round's hands are no visit of the resume's.
        """
        t = self.trails
        n = 0
        cap = rnd.cap
        for seat in range(rnd.players):
            for i in range(seat * cap, seat * cap + rnd.size[seat]):
                c = rnd.cards[i]
                if rnd.unmatched[rnd.key[c]] and n < _TRAILS * TRAIL_SLOT:
                    t[n] = c
                    t[n + 1] = 1 | TRAIL_MARK
                    t[n + 2] = t[n + 3] = seat | TRAIL_MARK
                    for v in range(n + _VISITS, n + TRAIL_SLOT):
                        t[v] = TRAIL_MARK
                    if not resumed:
                        t[n + _VISITS + seat] += 1
                    n += TRAIL_SLOT
        self.followed = n
        self.trails_resumed = resumed

    def resumed(self, session):
        """Follow the odd cards from where a resumed round has them; count the awards afresh.

        The saved session (game/snapshot.py) keeps no journeys nor awards'
        counts, and a new field would change its version: the way before
        the resume is lost, and the awards count from the resume on (and say so).
        """
        self.dealt(session.round, True)
        self.count_afresh(True)

    def count_afresh(self, resumed=False):
        """Count the awards (``feats``) from nothing: a new session, or one taken up again."""
        f = self.feats
        for i in range(len(f)):
            f[i] = TRAIL_MARK if i & 3 == 3 else 0
        self.feats_resumed = resumed

    def _add(self, at, n):
        """Add ``n`` to the two-byte count at ``feats[at]`` (it stops at 65535)."""
        f = self.feats
        n += f[at] | f[at + 1] << 8
        n = min(n, 0xFFFF)
        f[at] = n & 0xFF
        f[at + 1] = n >> 8

    def drew(self, drawer, offerer, pos, card):
        t = self.trails
        for j in range(0, self.followed, TRAIL_SLOT):
            if t[j] == card:
                n = t[j + 1] & ~TRAIL_MARK
                if n < 127:
                    t[j + 3 + n % TRAIL] = drawer | TRAIL_MARK
                    t[j + 1] += 1
                if t[j + _VISITS + drawer] < 0xFF:
                    t[j + _VISITS + drawer] += 1
                break
        # The drawer's run of draws with no card of the odd kind in hand, the
        # drawn one included: the holder's view (Round.holds_odd), pairs still to lay.
        f = self.feats
        at = drawer * FEAT
        if self.rnd.holds_odd(drawer):
            f[at + _RUN] = 0
        elif f[at + _RUN] < 0xFF:
            f[at + _RUN] += 1
            f[at + FEAT_BEST] = max(f[at + FEAT_BEST], f[at + _RUN])
        if offerer < 12 and self.is_human(offerer):
            self.taken_by[offerer] = drawer
            self.taken_card[offerer] = card
        self.last_card = card
        self.last_pair = False
        self.news = ""           # the table's news is the last turn's only

    def paired(self, seat, first, second):
        # A false pair (learning mode) is no pair laid.  The session's round: at its
        # first deal ``rnd`` is not set yet, or is the last session's.
        if self.session.round.pairs(first, second):
            self._add(seat * FEAT + FEAT_PAIRS, 1)
        self.last_pair = True
        self.flash_at = self.now
        if seat < 12 and not self.is_human(seat):
            self.beep(660, True)     # a computer's pair: softly
        face = first & cards.FACE_MASK
        if face >= cards.THEMED_FIRST and face == second & cards.FACE_MASK:   # twin pictures
            self.news = self.picture_names().LAID_TWINS % (
                self.name(seat), self.picture_name(face))
        else:
            self.news = self.w.LAID % (self.name(seat), self.card_label(first),
                                       self.card_label(second))

    def went_out(self, seat):
        self.news = self.w.OUT % self.name(seat)

    def ended(self, rnd):
        """Count the Old Maid's visits to each hand; the scores that follow count the round.

        The Old Maid is each card left unmatched; none where a false pair
        lost the round (learning mode), whose card is no Old Maid.
        """
        t = self.trails
        for i in range(rnd.loser_count):
            if rnd.irregular[rnd.loser_seat[i]]:
                break
            for j in range(0, self.followed, TRAIL_SLOT):
                if t[j] == rnd.loser_card[i]:
                    for seat in range(rnd.players):
                        self._add(seat * FEAT + FEAT_VISITS, t[j + _VISITS + seat] & ~TRAIL_MARK)
        if not self.demo:
            self.uncounted = rnd


def rank_sign(rank, faces="JQK"):
    """Return how a rank is written in a sentence: ``A``, ``2`` ... ``10``, ``J``, ``Q``, ``K``.

    ``faces`` are the face cards' letters in the language's own deck (its
    ``FACE_CARDS``: French ``VDR``, German ``BDK``): a French child reads
    ``D`` for a Dame, never ``Q``.
    """
    if rank > 9:
        return faces[rank - 10]
    return "10" if rank == 9 else _RANK_SIGNS[rank]


def is_odd(c):
    """Return True for the cards that are nothing but the odd card (a joker, a figure)."""
    face = c & cards.FACE_MASK
    return face == cards.BLACK_PETER or face == cards.OLD_MAID

