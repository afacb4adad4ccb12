"""Each board names its own keys: the hints and the lines that ask for a key, in every language.

The words name the PyBadge's keys; a board of three buttons shows its own
(hardware/monoview.py's ``KEYS``: ● the middle button, ◉ it held, ◀+▶ both
outer ones, ◀▶… one of them held) and never a key it does not have.
"""

import pytest

from game import words
from game.game import Game
from game.screenkit import board_keys
from hardware.monoview import View as MonoView
from hardware.view import LINE_CHARS

PYBADGE_KEYS = {"A", "B", "START", "SELECT"}
ARROWS = set("\u2190\u2192\u2191\u2193")
OLED_COLUMNS = 21
ASKING = ("PASS_ASK", "HIDDEN_ASK")        # sentences that ask for a key


def key_texts(lang):
    """Return (name, text) of every hint of ``lang`` and every line asking for a key."""
    for name in sorted(dir(lang)):
        if name.startswith("H_") or name in ASKING:
            text = getattr(lang, name)
            yield name, text % "WWW" if "%s" in text else text


def named_keys(text):
    """Return the PyBadge key names ``text`` names as keys ("A:", "A/B:", "press A.")."""
    found = set()
    for word in text.split():
        for part in word.rstrip(".:").split("/"):
            if part in PYBADGE_KEYS:
                found.add(part)
    return found


@pytest.mark.parametrize("code", words.LANGUAGES)
def test_every_hint_names_only_the_oled_boards_own_keys_and_fits(code):
    lang = words.load(code)
    game = Game(keys=MonoView.KEYS, columns=OLED_COLUMNS, rows=4)
    bad = []
    for name, text in key_texts(lang):
        shown = board_keys(game, text)
        if named_keys(shown) or ARROWS & set(shown):
            bad.append("%s: %s names a key the board lacks: %r" % (code, name, shown))
        if len(shown) > OLED_COLUMNS:
            bad.append("%s: %s is %d characters on the OLED: %r" % (code, name, len(shown), shown))
    words.load("en")
    assert bad == []


@pytest.mark.parametrize("code", words.LANGUAGES)
def test_every_hint_names_the_pybadges_keys_as_they_are_written(code):
    lang = words.load(code)
    game = Game(columns=LINE_CHARS)
    named = set()
    for name, text in key_texts(lang):
        assert board_keys(game, text) == text, name
        named |= named_keys(text)
    words.load("en")
    assert named == PYBADGE_KEYS                  # every key is told somewhere


def test_the_oled_names_of_each_key():
    game = Game(keys=MonoView.KEYS)
    assert board_keys(game, "\u2191\u2193 choose  A: ok") == "\u25c0\u25b6\u2026 choose  \u25cf: ok"
    assert board_keys(game, "A/B: back") == "\u25cf/\u25c9: back"
    assert board_keys(game, "A: pick  START: done") == "\u25cf: pick  \u25c0+\u25b6: done"
    assert board_keys(game, "SELECT: show a pair") == "\u25cf+\u25c0: show a pair"
    assert board_keys(game, "ANN, then press A.") == "ANN, then press \u25cf."
    assert board_keys(game, "\u2190\u2192 page") == "\u25c0\u25b6 page"


def test_the_oled_settings_leave_out_the_suit_colours():
    from game.scenes import settings as scene

    plain = scene.Scene(Game())
    oled = scene.Scene(Game(keys=MonoView.KEYS, colour=False))
    assert len(plain.rows) == len(oled.rows) + 1
    assert all(plain.text(r) != plain.text(4) for r in oled.rows)     # row 4: suit colours
