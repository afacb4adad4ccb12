"""Every language has English's words, in the font, fitting the smallest screen.

The checks are functions returning what is wrong, so each is also tried on a
language spoilt on purpose: a check that cannot fail proves nothing.  The
width rules live in ``LINES``: each string shown as one line, with what fills
each of its placeholders at worst.  A string the table does not know fails,
so a new string gets its width checked from the day it is written.
"""

import re
import sys
import types

import pytest
from hypothesis import given
from hypothesis import settings as examples
from hypothesis import strategies as st

from engine import cards
from game import settings, words
from game.scenes import settings as settings_scene
from hardware.glyphs import CHARS

COLUMNS = 21        # the 128 x 64 OLED: the smallest screen
ROWS = 4            # its lines of text between the title and the hint
TITLE_COLUMNS = 16  # a rules page's title, at most: the page count (" 1/9") follows
FONT = set(CHARS)
PLACEHOLDER = re.compile(r"%[-0-9]*[a-z%]")



def whole(code):
    """Return language ``code`` whole: its module and its long texts' module, as one.

    Every check below reads both: the long texts (``words.texts``) are the
    language's words as much as the rest.
    """
    both = dict(vars(words.load(code)))
    both.update(vars(words.texts(code)))
    return types.SimpleNamespace(**{n: v for n, v in both.items() if not n.startswith("_")})


LANGS = {code: whole(code) for code in words.LANGUAGES}
words.load("en")                        # leave English loaded, as a game starts
EN = LANGS["en"]
# The names in the long texts' modules, not in the language modules.
LONG_TEXTS = ("RULES", "KEYS", "KEYS_FEW", "FORFEITS", "CPU_FORFEITS", "LEARN")


class From:
    """A placeholder filled by each entry of tuple ``name`` of the language (or of ``where``)."""

    def __init__(self, name, where=None):
        self.name = name
        self.where = where

    def values(self, lang):
        return getattr(self.where if self.where is not None else lang, self.name)


# What fills a placeholder at worst: each is a tuple of candidates, every one tried.
NUMBER = (99,)                  # a %d: rounds, points, seats, counts
NAME = ("WWW",)                 # a player's initials
EDITED = ("W[W]W",)             # initials while a letter is being changed
CARD = ("10\u2665", "#25")      # a card's label: rank and suit, or a picture's number
ODD = (From("ODD_NAMES"),)
NAMES = ("WWW WWW",)            # the odd-count hint names up to two players
RANKS = ("A 2 3 4 5 6",)        # laid ranks: a longer list goes on to the next line
LANGUAGE_NAMES = (From("LANGUAGE_NAMES", settings_scene),)

# Every string shown as a single line, and what fills each of its placeholders.
LINES = {
    "GAME": (),
    "H_MENU": (), "H_PAGE": (), "H_CHANGE": (), "H_SETUP": (), "H_LETTER": (), "H_FACE": (),
    "H_BACK": (), "H_GO_ON": (), "H_SHOW": (), "H_CHOOSE": (), "H_CPU": (), "H_PICK": (),
    "H_PUT": (), "H_LAY": (), "H_SHOW_ME": (), "H_LAY_SHOWN": (), "H_SCORES": (), "H_NEXT": (),
    "H_END": (), "H_TO_FORFEIT": (),
    "H_RESET": (), "H_FORFEIT": (),
    "H_SURE": (), "H_ATTRACT": (), "H_CPU_OUT": (), "H_PAUSE": (),
    "H_DREW": (), "H_HELD": (), "H_MORE": (), "FINAL": (), "EVENING": (),
    "NEW_GAME": (),
    "PLAYERS": (NUMBER,),
    "SEAT": (NUMBER, EDITED, (From("KINDS"),)),
    "VARIANT": ((From("VARIANTS"),),),
    "SESSION": ((From("MODES"),),),
    "DEALER": ((From("DEALERS"),),),
    "PAIRS": ((From("PAIRING"),),),
    "AUTOSHUFFLE": ((From("OFF_ON"),),),
    "START": (),
    "SETTINGS": (),
    "LANGUAGE": (LANGUAGE_NAMES,),
    "SPEED": ((From("SPEEDS"),),),
    "MOTION": ((From("OFF_ON"),),),
    "SOUND": ((From("OFF_ON"),),),
    "BIG_TEXT": ((From("OFF_ON"),),),
    "SUIT_INKS": ((From("INKS"),),),
    "ODD_NAME": (ODD,),
    "ODD_NAME_TIP": (),
    "TRACKER": ((From("OFF_ON"),),),
    "ODD_HINT": ((From("OFF_ON"),),),
    "NUDGE": ((From("OFF_ON"),),),
    "TELLS": ((From("OFF_ON"),),),
    "AGES": ((From("AGE_NAMES"),),),
    "H_GUIDE": (),
    # The final tally's hints name START: as the OLED names it ("◀+▶") they fit its 21
    # columns (KEYED_HINTS), as written the PyBadge's 22 of large text.
    "H_AWARDS_AGAIN": (), "H_END_AGAIN": (),
    "STATS": (), "STATS_EMPTY": (),
    "STATS_ROW": (NAME, NUMBER, NUMBER, NUMBER),
    "SEAT_NAME": (NUMBER,),
    "RESET": (), "RESET_DONE": (),
    "PASS_TO": (NAME,),
    "PASS_LINE": (),
    "PASS_ASK": (NAME,),
    "HIDDEN": (),
    "HIDDEN_ASK": (NAME,),
    "YOUR_TURN": (NAME, NAME),
    "CPU_TURN": (NAME, NAME),
    "FAN": (NAME,),
    "HAND": (),
    "SINCE": (),
    "DREW": (CARD,),                # the odd card has DREW_ODD
    "DREW_ODD": (ODD,),
    "A_PAIR": (), "NO_PAIR": (), "EMPTY_HAND": (),
    "OUT": (NAME,),
    "LAID": (NAME, CARD, CARD),
    "ARRANGE": (), "LAY": (), "LAY_TIP": (), "NOT_A_PAIR": (), "PAIR_SHOWN": (), "NUDGED": (),
    "STILL_PAIR": (),
    "IS_ODD": (NAME, ODD),
    "BOTH_LOSE": (NAME, NAME),
    "HELD_CARD": (NAME, CARD),
    "NEVER_LEFT": (NAME,),
    "ROUND_SCORES": (NUMBER, (From("WHAT"),)),
    "ROUND_OF": (NUMBER, NUMBER),
    "LEADS": (),
    "LEFT": (), "LEFT_LIST": (), "WINNER": (), "WINNERS": (), "NOBODY": (),
    "FORFEIT": (NAME,),
    "FORFEIT_CPU": (NAME,),
    "ERROR": (), "SAVE_OFF": (), "BAD_SAVE": (), "DEFAULTS": (),
    "PAUSE": (),
    "AWARDS": (), "AWARDS_RESUMED": (),
}
KEYED_HINTS = ("H_AWARDS_AGAIN", "H_END_AGAIN")
# How the flow shows a string inside a line of its own making.
SHOWN_AS = {
    "LEFT": "WWW 99  %s",       # a scoreboard row: "ANN 2  (left)"
    "LEADS": "WWW 99  %s",      # the leader's row: "ANN 1  ◀ leads"
    "STATS": "%s 1/2",          # the stats' title counts its two pages
    "ODD_NAME_TIP": " %s",      # flush right under its row, as the setup's tips
}
# Tuples of whole lines: how each entry is shown, and what fills its placeholders
# (an entry may also be "": COUNT has none for the modes without a count).
LINE_TUPLES = {
    "MENU": ("  %s", ()),           # the title menu indents its entries
    "COUNT": ("%s", (NUMBER,)),
    "SAFE": ("%s", ()),
    "ARRANGE_TIP": ("%s", ()),
    "SAVE_REFUSED": ("%s", ()),     # in the hint line of the screen after a refused save
    "PAUSE_MENU": ("  %s", ()),     # the pause menu indents its rows as the title does
    "SHORT_LABELS": ("%s WWW", ()),  # a label beside its first item (the third: the odd card's)
    "AWARD_NAMES": ("%s", ()),
    "AWARD_FIGURES": ("WWW & WWW, %s", (NUMBER,)),   # a title two share: "ANN & BOB, 9 pairs"
    # What a setup choice means, a line under its row set flush right: a space before it
    # at least, or it would read as one more row.
    "KIND_TIPS": (" %s", ()), "VARIANT_TIPS": (" %s", ()), "MODE_TIPS": (" %s", ()),
    "COUNT_TIPS": (" %s", ()), "DEALER_TIPS": (" %s", ()), "PAIRING_TIPS": (" %s", ()),
    "SETUP_TIPS": (" %s", ()),
}
# Tuples whose entries fill the placeholders above: they are checked there.
FILLERS = ("KINDS", "VARIANTS", "MODES", "DEALERS", "PAIRING", "OFF_ON", "SPEEDS", "INKS",
           "ODD_NAMES", "WHAT", "AGE_NAMES")
# Wrapped to the screen: each word must fit a line.
WRAPPED = ("RULES", "KEYS", "KEYS_FEW", "FORFEITS", "CPU_FORFEITS", "LEARN", "NO_MEMORY",
           "NEW_OVER_KEPT",
           "FALSE_PAIR", "GONE", "MORE_CARDS", "STATS_HEAD", "ERROR_SAID", "END_ASK",
           "NO_MEMORY_FIX", "LAST_SAVE_LOST", "SAVE_SPARING",
           "TOOK", "ODD_CARD")     # a card taken: "BOB took the Black Peter" takes two lines
OTHER = ("NAME",)                   # the language's own name (not shown: LANGUAGE_NAMES is)
OTHER += ("FACE_CARDS",)            # a card's rank letters, in CARD's width (test below)
NUMBERS = ("PETER",)                # an index into ODD_NAMES
# Tuples a language may make longer than English's: the odd card's names (a fourth,
# the Black Peter figure as that language's rules documents name it).
MORE_NAMES = ("ODD_NAMES",)


def names(lang):
    """Return the names a language module defines."""
    return sorted(n for n in vars(lang) if n.isupper() and not n.startswith("_")
                  and n not in NUMBERS)


def strings(value, path):
    """Yield (path, text) for every string in ``value``, inside tuples too."""
    if isinstance(value, str):
        yield path, value
    else:
        for i, item in enumerate(value):
            yield from strings(item, "%s[%d]" % (path, i))


def shape(value):
    """Return a value's type and, for tuples, the shape of each entry."""
    if isinstance(value, tuple):
        return ("tuple", tuple(shape(v) for v in value))
    return type(value).__name__


def same_as_english(code, lang, en=EN):
    """Return what differs from English: names, types, tuple lengths, placeholders."""
    bad = []
    mine, theirs = set(names(lang)), set(names(en))
    bad += ["%s: %s is missing" % (code, n) for n in sorted(theirs - mine)]
    bad += ["%s: %s is not in English" % (code, n) for n in sorted(mine - theirs)]
    for n in sorted(mine & theirs):
        if n in MORE_NAMES and shape(getattr(lang, n)[:len(getattr(en, n))]) == shape(
                getattr(en, n)):
            continue        # English's number of names or more, up to the settings' count
        if shape(getattr(lang, n)) != shape(getattr(en, n)):
            bad.append("%s: %s is not shaped as in English" % (code, n))
            continue
        for (path, text), (_, english) in zip(strings(getattr(lang, n), n),
                                              strings(getattr(en, n), n)):
            if PLACEHOLDER.findall(text) != PLACEHOLDER.findall(english):
                bad.append("%s: %s has %s, English %s" % (
                    code, path, PLACEHOLDER.findall(text), PLACEHOLDER.findall(english)))
    return bad


def outside_font(code, named):
    """Return every character of ``named`` ({name: value}) the font lacks."""
    bad = []
    for n, value in sorted(named.items()):
        for path, text in strings(value, n):
            for ch in text:
                if ch not in FONT:
                    bad.append("%s: %s has %r (U+%04X), not in the font" % (
                        code, path, ch, ord(ch)))
    return bad


def module_strings(lang):
    return {n: getattr(lang, n) for n in names(lang)}


def fillings(lang, fillers):
    """Return every tuple of values for ``fillers``' placeholders."""
    combos = [()]
    for candidates in fillers:
        values = []
        for c in candidates:
            values += list(c.values(lang)) if isinstance(c, From) else [c]
        combos = [combo + (v,) for combo in combos for v in values]
    return combos


def filled(code, path, text, lang, fillers):
    """Return (problems, every way ``text`` reads once its placeholders are filled)."""
    count = len(PLACEHOLDER.findall(text))
    if count != len(fillers):
        return ["%s: %s has %d placeholders, the table fills %d" % (
            code, path, count, len(fillers))], []
    return [], [text % values for values in fillings(lang, fillers)]


def too_wide(code, lang):
    """Return every string that does not fit its line, filled in at worst."""
    bad = []
    known = set(LINES) | set(LINE_TUPLES) | set(FILLERS) | set(WRAPPED) | set(OTHER)
    bad += ["%s: %s is not in the width table" % (code, n)
            for n in names(lang) if n not in known]
    used = {c.name for fillers in list(LINES.values()) + [f for _, f in LINE_TUPLES.values()]
            for candidates in fillers for c in candidates if isinstance(c, From)}
    bad += ["%s: filler %s fills nothing in the table" % (code, n)
            for n in FILLERS if n not in used]

    def check(path, text, fillers, width=COLUMNS, shown="%s"):
        problems, readings = filled(code, path, text, lang, fillers)
        bad.extend(problems)
        if readings:
            line = max((shown % r for r in readings), key=len)    # the worst of them
            if len(line) > width:
                bad.append("%s: %s is %d characters: %r" % (code, path, len(line), line))

    for n, fillers in LINES.items():
        if hasattr(lang, n):
            text = getattr(lang, n)
            if n in KEYED_HINTS:
                check(n, text, fillers, width=22)
                text = text.replace("START", "\u25c0+\u25b6")
            check(n, text, fillers, shown=SHOWN_AS.get(n, "%s"))
    for n, (shown, fillers) in LINE_TUPLES.items():
        for i, text in enumerate(getattr(lang, n, ())):
            path = "%s[%d]" % (n, i)
            if text == "" and fillers:
                continue
            check(path, text, fillers, shown=shown)
    rules = tuple(getattr(lang, "RULES", ())) + tuple(
        getattr(lang, name) for name in ("KEYS", "KEYS_FEW") if hasattr(lang, name))
    pages = sum(max(-(-len(words.wrap(body, COLUMNS)) // ROWS) for body in rule_bodies(lang, text))
                for _, text in rules)
    count = " %d/%d" % (pages, pages)     # the flow puts the page count after the title
    for i, (title, text) in enumerate(rules):
        check("RULES[%d] title" % i, title, (), min(TITLE_COLUMNS, COLUMNS - len(count)))
        for body in rule_bodies(lang, text):
            bad += ["%s: RULES[%d] has the word %r, longer than a line" % (code, i, word)
                    for word in body.split() if len(word) > COLUMNS]
        bad += wrap_breaks(code, "RULES[%d]" % i, text)
    forfeits = [("FORFEITS", text) for group in getattr(lang, "FORFEITS", ()) for text in group]
    forfeits += [("CPU_FORFEITS", text % "CAT") for text in getattr(lang, "CPU_FORFEITS", ())]
    for i, (name, text) in enumerate(forfeits):
        lines = words.wrap(text, COLUMNS)
        if any(len(word) > COLUMNS for word in text.split()) or len(lines) > ROWS - 1:
            bad.append("%s: %s[%d] does not fit %d lines under its title: %r" % (
                code, name, i, ROWS - 1, lines))
        bad += wrap_breaks(code, "%s[%d]" % (name, i), text)
    return bad


def rule_bodies(lang, text):
    """Return a rules text as it reads with each name of the odd card."""
    return [text.replace("%s", odd) for odd in lang.ODD_NAMES] if "%s" in text else [text]


def wrap_breaks(code, path, text):
    """Return a problem if ``text`` has a sign the wrap could leave alone at a line's start.

    The wrap breaks at spaces, but keeps a French space's sign (":", "?",
    "»") with its word (``words.split``): a sign alone is one it could not
    keep.  A button's sign (``◀``, ``●``: the keys of a board of three) is a word.
    """
    found = [w for w in words.split(text)
             if not any(ch.isalnum() or ch == "%" or ch in "\u25c0\u25b6\u25cf\u25c9"
                        for ch in w)]
    if not found:
        return []
    return ["%s: %s has signs the wrap could leave alone: %r" % (code, path, found)]


def spoilt(lang, **changes):
    """Return a copy of ``lang`` with some names changed (None removes one)."""
    copy = types.SimpleNamespace(**module_strings(lang))
    for n, value in changes.items():
        if value is None:
            delattr(copy, n)
        else:
            setattr(copy, n, value)
    return copy


# -- (a) the same names, types, lengths and placeholders as English --------------------

@pytest.mark.parametrize("code", words.LANGUAGES)
def test_every_language_has_englishs_names_and_placeholders(code):
    assert same_as_english(code, LANGS[code]) == []


def test_each_language_names_itself_as_the_settings_do():
    for i, code in enumerate(words.LANGUAGES):
        assert LANGS[code].NAME == settings_scene.LANGUAGE_NAMES[i]


@pytest.mark.parametrize("code, name", (("fr", "Pierre le Noir"), ("it", "Peter Nero"),
                                        ("pt", "o Pedro Negro")))
def test_the_odd_card_may_be_called_as_the_rules_documents_call_black_peter(code, name):
    """shared/rules.md: "Pierre le Noir, Peter Nero, Pedro Negro", besides each language's own."""
    lang = LANGS[code]
    assert name in lang.ODD_NAMES
    for code_, other in LANGS.items():
        assert 3 <= len(other.ODD_NAMES) <= settings.ODD_NAMES, code_   # what the setting counts


def test_the_shape_check_can_fail():
    fr = LANGS["fr"]
    assert same_as_english("fr", spoilt(fr, GAME=None)) == ["fr: GAME is missing"]
    assert same_as_english("fr", spoilt(fr, EXTRA="x")) == ["fr: EXTRA is not in English"]
    assert len(same_as_english("fr", spoilt(fr, SPEEDS=fr.SPEEDS[:2]))) == 1
    assert len(same_as_english("fr", spoilt(fr, INKS=list(fr.INKS)))) == 1
    assert len(same_as_english("fr", spoilt(fr, ODD_NAMES=fr.ODD_NAMES[:2]))) == 1   # too few
    assert len(same_as_english("fr", spoilt(fr, SEAT="%s %d %s"))) == 1     # order
    assert len(same_as_english("fr", spoilt(fr, OUT="%s%s"))) == 1          # count
    rules = ((fr.RULES[0][0], "%s"),) + fr.RULES[1:]
    assert len(same_as_english("fr", spoilt(fr, RULES=rules))) == 1       # inside a tuple


# -- (b) every character is in the font ---------------------------------------------------

@pytest.mark.parametrize("code", words.LANGUAGES)
def test_every_character_is_in_the_font(code):
    assert outside_font(code, module_strings(LANGS[code])) == []


def test_language_and_computer_names_are_in_the_font():
    assert outside_font("words", {"LANGUAGE_NAMES": settings_scene.LANGUAGE_NAMES}) == []
    assert outside_font("settings", {"CPU_NAMES": settings.CPU_NAMES}) == []


def test_the_font_check_names_language_name_and_character():
    de = spoilt(LANGS["de"], FORFEITS=LANGS["de"].FORFEITS[:2] + (("Sing \u201eLa\u201c",),))
    assert outside_font("de", module_strings(de)) == [
        "de: FORFEITS[2][0] has '\u201e' (U+201E), not in the font",
        "de: FORFEITS[2][0] has '\u201c' (U+201C), not in the font"]


# -- (c) every line fits the smallest screen, filled in at worst -----------------------------

@pytest.mark.parametrize("code", words.LANGUAGES)
def test_every_line_fits_the_smallest_screen(code):
    assert too_wide(code, LANGS[code]) == []


def test_the_width_check_can_fail():
    it = LANGS["it"]
    assert too_wide("it", spoilt(it, NEW_STRING="x")) == [
        "it: NEW_STRING is not in the width table"]
    assert too_wide("it", spoilt(it, HAND="x" * 22)) == [
        "it: HAND is 22 characters: %r" % ("x" * 22)]
    # a filler makes a line too long: the longest odd-card name after 16 characters
    assert too_wide("it", spoilt(it, DREW_ODD="0123456789abcdef%s")) == [
        "it: DREW_ODD is 31 characters: '0123456789abcdefVecchia Zitella'"]
    (problem,) = too_wide("it", spoilt(it, MENU=("x" * 20,) + it.MENU[1:]))
    assert problem.startswith("it: MENU[0] is 22 characters")     # with its indent
    assert too_wide("it", spoilt(it, COUNT=("", "%d" + "x" * 20) + it.COUNT[2:])) == [
        "it: COUNT[1] is 22 characters: %r" % ("99" + "x" * 20)]     # 99 at worst
    (problem,) = too_wide("it", spoilt(it, PLAYERS="%d%d"))
    assert "placeholders" in problem
    (problem,) = too_wide("it", spoilt(it, RULES=(("x" * 17, "y"),) + it.RULES[1:]))
    assert problem.startswith("it: RULES[0] title is 17")
    (problem,) = too_wide("it", spoilt(it, RULES=(("x", "y" * 22),) + it.RULES[1:]))
    assert "longer than a line" in problem
    assert too_wide("it", spoilt(it, RULES=(("x", "Pronti ? Via !"),) + it.RULES[1:])) == []
    (problem,) = too_wide("it", spoilt(it, RULES=(("x", "? Pronti"),) + it.RULES[1:]))
    assert problem == "it: RULES[0] has signs the wrap could leave alone: ['?']"
    long_task = " ".join(["parola"] * 12)
    (problem,) = too_wide("it", spoilt(it, FORFEITS=((long_task,),) + it.FORFEITS[1:]))
    assert problem.startswith("it: FORFEITS[0] does not fit")


def test_the_width_table_fills_with_the_languages_own_words(monkeypatch):
    assert (99, "W[W]W", EN.KINDS[1]) in fillings(EN, LINES["SEAT"])
    assert fillings(EN, LINES["LANGUAGE"]) == [(n,) for n in settings_scene.LANGUAGE_NAMES]
    laid = [second for _, second, _ in fillings(LANGS["de"], LINES["LAID"])]
    assert laid == [c for c in CARD for _ in CARD]
    held = [second for _, second in fillings(LANGS["de"], LINES["IS_ODD"])]
    assert held == list(LANGS["de"].ODD_NAMES)
    monkeypatch.setattr(sys.modules[__name__], "FILLERS", FILLERS + ("UNUSED",))
    assert too_wide("en", spoilt(EN, UNUSED=("x",))) == [
        "en: filler UNUSED fills nothing in the table"]


@pytest.mark.parametrize("code", words.LANGUAGES)
def test_the_stats_say_what_their_numbers_are_in_words(code):
    """Three numbers a row, said in words above them (no "rnd", "déf"), in two lines at most."""
    lang = LANGS[code]
    assert lang.STATS_ROW.count("%") == 4
    parts = [p for p in re.split(r"[,;:]", lang.STATS_HEAD) if p.strip()]
    assert len(parts) == 3, lang.STATS_HEAD
    for word in re.findall(r"\w+", lang.STATS_HEAD):       # words, not abbreviations
        assert len(word) >= 3 and set(word.lower()) & set("aeiouéèíóú"), lang.STATS_HEAD
    assert "." not in lang.STATS_HEAD
    assert len(words.wrap(lang.STATS_HEAD, COLUMNS)) <= 2


# -- (d) one language in memory at a time ---------------------------------------------------

def loaded():
    return sorted(n for n in sys.modules if n.startswith("game.lang."))


def test_load_switches_language_and_forgets_the_one_before():
    import game.lang

    try:
        fr = words.load("fr")
        assert fr.NAME == "Fran\u00e7ais" and loaded() == ["game.lang.fr"]
        de = words.load("de")
        assert de.NAME == "Deutsch" and loaded() == ["game.lang.de"]
        assert not hasattr(game.lang, "fr")
        assert words.load("xx").NAME == "English" and loaded() == ["game.lang.en"]
        again = words.load("fr")
        assert again is not fr and again.GAME == fr.GAME     # imported afresh
        words.forget("fr")
        assert loaded() == []
        words.forget("fr")                                  # forgetting twice is harmless
    finally:
        words.load("en")


def test_the_long_texts_load_apart_and_are_dropped():
    try:
        fr = words.load("fr")
        assert loaded() == ["game.lang.fr"]
        assert not any(hasattr(fr, n) for n in LONG_TEXTS)
        texts = words.texts("fr")
        assert loaded() == ["game.lang.fr", "game.lang.fr_texts"]
        assert sorted(n for n in vars(texts) if n.isupper()) == sorted(LONG_TEXTS)
        assert texts.RULES == LANGS["fr"].RULES
        assert words.texts("xx").FORFEITS == EN.FORFEITS     # English for a code we lack
        words.forget_texts()
        assert loaded() == ["game.lang.fr"]
        words.texts("fr")
        words.load("de")                                    # a new language drops them too
        assert loaded() == ["game.lang.de"]
    finally:
        words.load("en")


# -- (e) wrap, pack and fit -------------------------------------------------------------------

def test_wrap_breaks_between_words_and_cuts_a_word_too_long():
    assert words.wrap("Sing a song, then dance.", 10) == ["Sing a", "song, then", "dance."]
    assert words.wrap("", 10) == []
    assert words.wrap("  spaced   out  ", 21) == ["spaced out"]
    assert words.wrap("abcdefghij", 4) == ["abcd", "efgh", "ij"]
    assert words.wrap("ab abcdefghij c", 4) == ["ab", "abcd", "efgh", "ij c"]
    assert all(len(line) <= 21 for line in words.wrap(EN.RULES[0][1], 21))


def test_pack_puts_items_side_by_side():
    assert words.pack(["ANN 3", "BOB 10", "CAT 0", "DAN 1", "EVE 2"], 21) == [
        "ANN 3  BOB 10  CAT 0", "DAN 1  EVE 2"]
    assert words.pack(["Out:", "ANN", "BOB"], 8, " ") == ["Out: ANN", "BOB"]
    assert words.pack([], 21) == []
    assert words.pack(["exactly"], 7) == ["exactly"]


def packed_a_word_at_a_time(items, columns, sep="  ", head=""):
    """What ``words.pack`` returns, made as until 3 Dec: each line grown a word at a time."""
    lines = []
    line = head
    gap = " "
    for item in items:
        word = item
        while len(word) > columns:
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:columns])
            word = word[columns:]
        if line and len(line) + len(gap) + len(word) > columns:
            lines.append(line)
            line = word
        else:
            line = line + gap + word if line else word
        gap = sep
    if line:
        lines.append(line)
    return lines


@examples(max_examples=400, deadline=None)
@given(st.lists(st.text("ab ", max_size=14), max_size=9), st.integers(1, 12),
       st.sampled_from([" ", "  "]), st.text("H:", max_size=13))
def test_pack_counts_its_lines_then_makes_them_as_they_were_made(items, columns, sep, head):
    """Items empty, of spaces, longer than a line or exactly as long; heads too long."""
    assert words.pack(items, columns, sep, head) == packed_a_word_at_a_time(
        items, columns, sep, head)


def test_pack_hands_back_a_lone_word_itself():
    """A line of one word is that word: no copy made at a turn's busiest frame."""
    items = ["Schwarzer", "Peter"]
    lines = words.pack(items, 10)
    assert lines == items and lines[0] is items[0] and lines[1] is items[1]


def test_fit_cuts_to_the_width():
    assert words.fit("Schwarzer Peter", 9) == "Schwarzer"
    assert words.fit("short", 21) == "short"


@pytest.mark.parametrize("code", words.LANGUAGES)
def test_the_black_peter_joker_has_one_of_the_languages_names(code):
    lang = words.load(code)
    assert 0 <= lang.PETER < len(lang.ODD_NAMES)


# -- the picture deck's names ---------------------------------------------------------------

@pytest.mark.parametrize("code", words.LANGUAGES)
def test_every_picture_has_a_name_in_every_language(code):
    """25 names, all different, in the font; each fits the tracker's line and every sentence."""
    pictures = words.pictures(code)
    lang = LANGS[code]
    assert len(pictures.NAMES) == cards.THEMED_PICTURES == 25
    assert len(set(pictures.NAMES)) == 25 and all(pictures.NAMES)
    assert outside_font(code, {"NAMES": pictures.NAMES, "ARTICLE": pictures.ARTICLE,
                               "LAID_TWINS": pictures.LAID_TWINS}) == []
    if code != "en":
        assert pictures.NAMES != words.pictures("en").NAMES      # translated
    for name in pictures.NAMES:
        assert all(len(word) <= COLUMNS for word in (lang.GONE % name).split()), name
        assert len(lang.DREW % (pictures.ARTICLE + name)) <= COLUMNS, name     # a title
    assert pictures.LAID_TWINS.count("%s") == 2
    assert max(len(pictures.LAID_TWINS % ("WWW", name)) for name in pictures.NAMES) <= COLUMNS
    words.forget_pictures()


def test_a_pictures_game_names_its_cards_and_drops_the_names_after():
    from game.cardtext import card_label, forget_pictures, picture_name
    from game.game import Game
    from game.settings import Settings

    st = Settings()
    st.lang = words.LANGUAGES.index("fr")
    game = Game(settings=st)
    cat = cards.THEMED_FIRST + 7
    assert card_label(game, cat) == "chat" and picture_name(game, cat) == "chat"
    assert "game.lang.fr_pictures" in sys.modules
    forget_pictures()
    assert "game.lang.fr_pictures" not in sys.modules
    st.lang = 0
    game.w = words.load("en")
    assert card_label(game, cat) == "the cat"
    assert card_label(game, cards.THEMED_FIRST) == "the sun"
    forget_pictures()


# -- words that say what they mean ----------------------------------------------------------

# Words for who a person is, in each language: a computer's kind named so reads as
# who sits at the seat ("3 CAT child": a family gave the real child's seat away).
PEOPLE = {
    "en": ("child", "kid", "baby", "boy", "girl", "man", "woman", "person", "player", "human"),
    "fr": ("enfant", "bébé", "garçon", "fille", "homme", "femme", "personne", "joueur",
           "humain"),
    "it": ("bambino", "bambina", "bimbo", "ragazzo", "ragazza", "uomo", "donna", "persona",
           "giocatore"),
    "pt": ("criança", "bebê", "menino", "menina", "homem", "mulher", "pessoa", "jogador"),
    "de": ("kind", "baby", "junge", "mädchen", "mann", "frau", "mensch", "spieler"),
}


def kinds_naming_people(code, lang):
    """Return the computers' kinds (KINDS after the person's) that are words for a person."""
    return [kind for kind in lang.KINDS[1:]
            if any(word in PEOPLE[code] for word in kind.lower().split())]


@pytest.mark.parametrize("code", words.LANGUAGES)
def test_no_computer_kind_is_a_word_for_a_person(code):
    lang = LANGS[code]
    assert kinds_naming_people(code, lang) == []
    assert len(set(lang.KINDS)) == len(lang.KINDS)
    assert lang.KINDS[0].lower() in PEOPLE[code]      # the person's seat is, and the list knows it


def test_the_kind_check_can_fail():
    de = spoilt(LANGS["de"], KINDS=("Mensch", "locker", "schlau", "Kind"))
    assert kinds_naming_people("de", de) == ["Kind"]


# A key's name before its colon in a hint ("A: ok", "↑↓: ranger"): a button's label.
KEY_LABEL = re.compile(r"(?:\b(?:A|B|START|SELECT|A/B)|[\u2190-\u2193]+):")


def french_spacing(named):
    """Return the French texts that set ":", ";", "?", "!" or "»" without a space before it.

    Or "«" without one after it; a key's label in a hint is a button's name.
    """
    bad = []
    for n, value in sorted(named.items()):
        for path, text in strings(value, n):
            bare = KEY_LABEL.sub("", text)
            if re.search(r"[^ \u00a0][:;?!\u00bb]|\u00ab[^ \u00a0]", bare):
                bad.append("%s: %r" % (path, text))
    return bad


def test_french_sets_a_space_before_its_double_signs():
    """French typography: "Une paire ?", "Joueurs : 4", "la carte « Joker »"."""
    fr = LANGS["fr"]
    named = module_strings(fr)
    pictures = words.pictures("fr")
    named["LAID_TWINS"] = pictures.LAID_TWINS
    words.forget_pictures()
    assert french_spacing(named) == []
    assert french_spacing({"H": "A: ok  B: retour", "K": "↑↓: ranger"}) == []   # key labels
    assert french_spacing({"T": "Une paire? Pose-la.", "C": "la carte «%s»"}) == [
        "C: 'la carte «%s»'", "T: 'Une paire? Pose-la.'"]


# Languages whose decks print the English letters beside their own names for the cards:
# a Brazilian deck's Valete is a J, its Dama a Q.
PRINTS_JQK = ("pt",)


def face_letters(lang, code):
    """Return what is wrong with a language's face cards' letters, the Jack's, Queen's, King's.

    Three capitals in the font, and the Jack's and the Queen's the first
    letters of the names the language calls them by: the two capitalised
    words of the setup's line for the variant that takes a Queen and a
    Jack out ("Dame et Valet ôtés").  A French reader knows a ``D`` for a
    Dame, never a ``Q``; a Brazilian's deck says J, Q, K (``PRINTS_JQK``).
    """
    faces = lang.FACE_CARDS
    if len(faces) != 3 or not faces.isupper() or len(set(faces)) != 3 or not set(faces) <= FONT:
        return ["not three capitals of the font: %r" % faces]
    named = {w[0] for w in re.findall(r"\w+", lang.VARIANT_TIPS[3])
             if w[0].isupper() and w[1:].islower()}
    if named != set(faces[:2]) and not (code in PRINTS_JQK and faces == EN.FACE_CARDS):
        return ["the Jack and the Queen are %r, their letters %r" % (sorted(named), faces[:2])]
    return []


@pytest.mark.parametrize("code", words.LANGUAGES)
def test_the_face_cards_letters_are_the_languages_own(code):
    from game.cardtext import card_label
    from game.game import Game
    from game.settings import Settings

    lang = LANGS[code]
    assert face_letters(lang, code) == []
    st = Settings()
    st.lang = words.LANGUAGES.index(code)
    game = Game(settings=st)
    game.w = words.load(code)
    for rank in range(10, 13):
        letter = lang.FACE_CARDS[rank - 10]
        assert card_label(game, cards.card(rank, cards.HEARTS)) == letter + "\u2665"
    assert card_label(game, cards.card(9, cards.SPADES)) == "10\u2660"
    words.load("en")


def test_the_face_letters_check_can_fail():
    assert face_letters(spoilt(LANGS["fr"], FACE_CARDS="JQK"), "fr") != []
    assert face_letters(spoilt(LANGS["de"], FACE_CARDS="Bdk"), "de") != []
    assert face_letters(spoilt(LANGS["pt"], FACE_CARDS="JDK"), "pt") != []
