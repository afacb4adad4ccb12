"""The awards of the evening: counted as the session went, shown at every end of it.

What each seat did is read again, independently, from the transcript
(``shared/transcript.md``): a ``pair`` line is a pair laid (a false one
is a ``false`` line); the Old Maid of a round is each ``loser`` card of a
round with no false pair, and its visits are the seat its ``deal`` line
gave it to and the drawer of each ``draw`` line naming it; a seat's run
is its draws after which its hand (rebuilt from the lines) held no card
of a kind dealt an odd number of times.  The game's counts must be those,
seat by seat, and the awards screen must name whom the rule names: the
highest figure, shared by two at most and not by everyone, never 0.
"""

import sys

import pytest
from reference import pair_key
from resumes import block_end
from test_flow import Driver, start
from test_pause import choose
from test_resume import kept_session, person

from engine import cards, names
from engine.transcript import Transcript
from game import words
from game.game import Game
from game.journal import FEAT, FEAT_BEST, FEAT_PAIRS, FEAT_VISITS
from game.keys import K_A, K_B, K_START
from game.settings import FORFEITS, HUMAN, Settings

AWARDS_MODULE = "game.scenes.awards"
VARIANTS = ("classic", "black-peter", "themed", "two-removed", "short", "double", "same-color")


class Model:
    """Each seat's pairs, Old Maid visits and best run, from transcript lines alone."""

    def __init__(self, players, hands=None, variant=None):
        self.pairs = [0] * players
        self.visits = [0] * players
        self.run = [0] * players
        self.best = [0] * players
        self.hands = {seat: set(h) for seat, h in (hands or {}).items()}
        self.variant = variant
        self.came = {}        # card -> {seat: visits this round}
        self.false = False
        self.odd = None
        if hands:            # a resumed round: its odd kinds by the parity of what is held
            self._odd()

    def _odd(self):
        counts = {}
        for c in [c for h in self.hands.values() for c in h]:
            k = pair_key(c, self.variant)
            counts[k] = counts.get(k, 0) + 1
        self.odd = {k for k, n in counts.items() if n % 2}

    def is_odd(self, c):
        return pair_key(c, self.variant) in self.odd

    def line(self, line):
        w = line.split()
        seat = int(w[1][1:]) if len(w) > 1 and w[1][:1] == "p" else None
        if w[0] == "round":
            self.variant = w[3]
            self.hands = {}
            self.came = {}
            self.false = False
            self.odd = None
        elif w[0] == "deal":
            self.hands[seat] = set(w[2:])
            for c in w[2:]:
                self.came[c] = {seat: 1}
        elif w[0] in ("pair", "false"):
            self.hands[seat] -= set(w[2:])
            if w[0] == "pair":
                self.pairs[seat] += 1
            else:
                self.false = True
        elif w[0] == "draw":
            if self.odd is None:
                self._odd()
            offerer, card = int(w[2][1:]), w[4]
            self.hands[offerer].discard(card)
            self.hands[seat].add(card)
            came = self.came.setdefault(card, {})
            came[seat] = came.get(seat, 0) + 1
            if any(self.is_odd(c) for c in self.hands[seat]):
                self.run[seat] = 0
            else:
                self.run[seat] += 1
                self.best[seat] = max(self.best[seat], self.run[seat])
        elif w[0] == "loser" and not self.false:
            for s, n in self.came.get(w[2], {}).items():
                self.visits[s] += n

    def figures(self):
        return [self.pairs, self.visits, self.best]


def counted(game):
    """Return the game's own counts: each seat's [pairs, visits, best run]."""
    f = game.journal.feats
    seats = range(game.session.players)
    two = [[f[s * FEAT + at] | f[s * FEAT + at + 1] << 8 for s in seats]
           for at in (FEAT_PAIRS, FEAT_VISITS)]
    return two + [[f[s * FEAT + FEAT_BEST] for s in seats]]


def expected_lines(game, figures, texts, resumed=False):
    """Return the awards screen's lines as the rule says, from ``figures`` (or [] for none)."""
    players = game.session.players
    titles = []
    for award, values in enumerate(figures):
        best = max(values)
        won = [s for s in range(players) if values[s] == best]
        if best and len(won) <= 2 and len(won) < players:
            figure = texts.AWARD_FIGURES[2 * award + (best != 1)] % best
            titles.append((texts.AWARD_NAMES[award],
                           "%s, %s" % (" & ".join(game.name(s) for s in won), figure)))
    # Who won, indented under each title where every such line still fits.
    indent = "  " if all(len(won) + 2 <= game.columns for _, won in titles) else ""
    lines = [texts.AWARDS_RESUMED] if resumed else []
    for name, won in titles:
        lines += [name] + [indent + line for line in words.wrap(won, game.columns - len(indent))]
    return lines if titles else []


def shown(game):
    return [line for line in game.screen.lines if line]


def play_to_awards(d, end=None, limit=40000):
    """Press on as a player would until the awards (or the title) come; return their name.

    ``end(d)`` may end the session its own way: called on each screen, it
    returns True once it has.
    """
    first = len(d.seen)
    for _ in range(limit):
        name = d.screen()
        if name == "awards" or name == "title" and "session" in d.seen[first:]:
            return name
        if end is not None and end(d):
            continue
        if name == "draw" and d.game.screen.computer:
            d.press(K_B)
        elif name == "arrange":
            d.press(K_START)
        elif name == "lay":
            d.lay_pairs()
        else:
            d.press(K_A)
    raise AssertionError("the session did not end")


def table(variant, kinds, mode, seed, manual=False, lang=0, columns=21):
    st = Settings()
    st.variant = cards.variant_number(variant)
    st.players = len(kinds)
    for s, k in enumerate(kinds):
        st.kinds[s] = k
    st.choose_mode(mode)
    st.manual = manual
    st.lang = lang
    lines = []
    game = Game(seed=seed, settings=st, watchers=[Transcript(lines.append)], columns=columns,
                rows=4)
    return Driver(game), lines


def check_awards(d, lines, resumed=False, hands=None, variant=None):
    """Check the counts against the transcript and the awards screen against the rule."""
    game = d.game
    model = Model(game.session.players, hands, variant)
    for line in lines:
        model.line(line)
    assert counted(game) == model.figures(), lines[:1]
    texts = game.w
    want = expected_lines(game, model.figures(), texts, resumed)
    if want:
        assert d.screen() == "awards" and game.screen.title == texts.AWARDS
        assert shown(game) == want
        assert game.screen.hint == game.w.H_END
    else:
        assert d.screen() == "title"
    return model


# -- the counts, and the screen, at each end of a session ------------------------------------

@pytest.mark.parametrize("seed", range(14))
def test_the_counts_are_the_transcripts_and_the_awards_name_the_best(seed):
    variant = VARIANTS[seed % len(VARIANTS)]
    players = min(2 + seed % 5, cards.max_players(cards.variant_number(variant)))
    kinds = [HUMAN] + [1 + s % 3 for s in range(1, players)]
    d, lines = table(variant, kinds, ("rounds:3", "single", "elimination")[seed % 3], seed,
                     manual=seed % 4 == 3, columns=(21, 26)[seed % 2])
    start(d)
    assert AWARDS_MODULE not in sys.modules          # not in memory during play
    assert play_to_awards(d) in ("awards", "title")
    check_awards(d, lines)
    if d.screen() == "awards":
        assert AWARDS_MODULE in sys.modules and "game.lang.en_texts" not in sys.modules
        d.press(K_B)
        assert d.screen() == "title" and AWARDS_MODULE not in sys.modules


def test_an_evening_of_forfeits_counts_every_round_of_it_until_b():
    """Each forfeit round is a session of its own; the awards are the evening's, after B."""
    d, lines = table("short", (HUMAN, 2, 1), "forfeits", 3)
    assert d.game.settings.mode == FORFEITS
    start(d)
    rounds = 0

    def end(d):
        nonlocal rounds
        if d.screen() != "session":
            return False
        if d.game.scene.final:            # the evening's tally: A goes on to the awards
            d.press(K_A)
            return True
        rounds += 1
        d.press(K_A if rounds < 5 else K_B)
        return True

    assert play_to_awards(d, end) == "awards"
    assert sum(line.startswith("session single") for line in lines) == 5
    check_awards(d, lines)


def test_ending_the_session_from_the_pause_shows_the_awards_so_far():
    for seed in range(40):
        st = Settings()
        st.players = 4
        st.kinds[0], st.kinds[1], st.kinds[2], st.kinds[3] = HUMAN, 2, 1, 3
        st.choose_mode("elimination")
        lines = []
        d = Driver(Game(seed=seed, settings=st, watchers=[Transcript(lines.append)]))
        start(d)

        def end(d):                       # once ANN is out of it: START, End the session, yes
            g = d.game
            if d.screen() == "draw" and g.screen.computer and not g.rnd.seated[0]:
                d.press(K_START)
                choose(d, "End the session")
                d.press(K_A)
                assert d.screen() == "session" and g.scene.final and not g.session.over
                d.press(K_A)
                return True
            return False

        play_to_awards(d, end)
        if not d.game.session.over:      # ended from the pause, mid-round
            check_awards(d, lines)
            assert d.screen() == "awards"
            return
    raise AssertionError("ANN was never out of an elimination")


@pytest.mark.parametrize("lang", range(len(words.LANGUAGES)))
def test_the_awards_speak_the_games_language(lang):
    d, lines = table("black-peter", (HUMAN, 2, 1, 3), "rounds:2", 5, lang=lang)
    start(d)
    assert play_to_awards(d) == "awards"
    texts = d.game.w
    assert d.game.screen.title == texts.AWARDS
    assert any(line in texts.AWARD_NAMES for line in shown(d.game))
    if lang:
        assert texts.AWARD_NAMES != words.load("en").AWARD_NAMES
        words.load(words.LANGUAGES[lang])
    check_awards(d, lines)


# -- ties, titles nobody earned -----------------------------------------------------------

def awards_for(figures, players=4):
    """Show the awards for ``figures`` (each seat's [pairs, visits, best run]); return the lines."""
    d, _ = table("classic", (HUMAN,) + (2,) * (players - 1), "single", 1)
    start(d)
    assert play_to_awards(d) in ("awards", "title")
    g = d.game
    g.journal.count_afresh()
    for award, at in enumerate((FEAT_PAIRS, FEAT_VISITS, FEAT_BEST)):
        for seat, n in enumerate(figures[award]):
            g.journal.feats[seat * FEAT + at] = n & 0xFF
            if at != FEAT_BEST:
                g.journal.feats[seat * FEAT + at + 1] = n >> 8
    g.go("awards")
    d.press()
    return d


def test_a_title_two_share_names_both_and_more_share_none():
    d = awards_for([[9, 9, 3, 1], [2, 2, 2, 0], [44, 7, 0, 0]])
    assert d.screen() == "awards"
    assert shown(d.game) == ["Ace of pairs", "  ANN & %s, 9 pairs" % d.game.name(1),
                             "Artful dodger", "  ANN, 44 turns"]
    d = awards_for([[123, 123, 0, 0], [0, 0, 5, 0], [0, 0, 0, 0]])   # too wide to indent
    names = [d.game.name(seat) for seat in range(3)]
    assert shown(d.game) == ["Ace of pairs", "%s & %s, 123 pairs" % tuple(names[:2]),
                             "Old Maid's favourite", "%s, 5 visits" % names[2]]
    d = awards_for([[1, 0], [1, 1], [5, 5]], players=2)     # everyone shares: nobody's title
    assert shown(d.game) == ["Ace of pairs", "  ANN, 1 pair"]


def test_a_count_past_255_is_kept_whole():
    d = awards_for([[0, 300, 0, 0], [0, 0, 1, 0], [0, 0, 0, 0]])
    bob = d.game.name(1)
    assert shown(d.game) == ["Ace of pairs", "  %s, 300 pairs" % bob,
                             "Old Maid's favourite", "  %s, 1 visit" % d.game.name(2)]


def test_with_no_title_earned_the_title_screen_follows_at_once():
    d = awards_for([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
    assert d.screen() == "title" and d.game.scene_name == "title"
    assert AWARDS_MODULE not in sys.modules


def test_the_checks_can_fail():
    """A count off by one, or a tie the rule would skip, is not what the model says."""
    d, lines = table("black-peter", (HUMAN, 2, 1), "rounds:2", 2)
    start(d)
    play_to_awards(d)
    model = check_awards(d, lines)
    assert model.best[1] and model.visits[1] + model.visits[2]
    d.game.journal.feats[FEAT_PAIRS] += 1
    with pytest.raises(AssertionError):
        check_awards(d, lines)
    d.game.journal.feats[FEAT_PAIRS] -= 1
    lines = [line for line in lines if not line.startswith("draw p1")]   # a seat's draws lost
    with pytest.raises(AssertionError):
        check_awards(d, lines)


# -- a resumed session, the attract mode ---------------------------------------------------

def test_after_a_resume_the_awards_count_from_the_resume_and_say_so():
    told = 0
    for seed in range(5, 17):
        kept, st = kept_session(seed)
        lines = []
        game = Game(seed=seed, settings=st, saved=kept, watchers=[Transcript(lines.append)],
                    columns=21, rows=4)
        d = Driver(game)
        d.press(0)
        d.press(person(game))             # Resume
        assert d.screen() != "title"
        rnd = game.rnd
        hands = {s: {names.card_name(rnd.card(s, i)) for i in range(rnd.hand_size(s))}
                 for s in range(rnd.players)}
        variant = cards.VARIANTS[rnd.variant]
        assert play_to_awards(d) in ("awards", "title")
        check_awards(d, lines[block_end(lines):], resumed=True, hands=hands, variant=variant)
        if d.screen() == "awards":
            assert shown(game)[0] == "Since you resumed:"
            told += 1
    assert told >= 8


def test_a_new_session_counts_afresh():
    d, lines = table("short", (HUMAN, 2, 1), "single", 4)
    start(d)
    play_to_awards(d)
    d.press(K_A)
    assert d.screen() == "title"
    del lines[:]
    start(d)
    assert play_to_awards(d) in ("awards", "title")
    check_awards(d, lines)


def test_the_attract_mode_shows_no_awards():
    game = Game(seed=3)
    now = 0
    names = set()
    for _ in range(40000):
        now += 1000 if game.screen.name() == "title" else 100
        game.step(0, now)
        names.add(game.screen.name())
        if game.demos > 2:
            break
    assert game.demo and game.demos > 2 and "awards" not in names
