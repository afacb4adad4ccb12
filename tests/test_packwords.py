"""A board's language files are packed data that reads back as the readable files.

tools/packwords.py turns each ``game/lang`` file into two strings (the
device form, tools/devicefiles.py); ``game.words.Words`` reads them back.
Every name of every file must read back exactly, on CPython and under the
MicroPython VM, which runs the device form; and under the VM a language
must intern none of its words, and a new language must free the old one.
"""

import glob
import os

import pytest
from conftest import ROOT, require_vm

from game import words
from tools import devicefiles, mpvm, packwords

FILES = sorted(os.path.relpath(p, ROOT).replace(os.sep, "/")
               for p in glob.glob(os.path.join(ROOT, "game", "lang", "*.py"))
               if not p.endswith("__init__.py"))


def source(rel):
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        return f.read()


def readable(rel):
    """Return the names and values that the readable file ``rel`` defines."""
    found = {}
    exec(compile(source(rel), rel, "exec"), found)
    return {n: v for n, v in found.items() if not n.startswith("__")}


def packed(rel):
    """Return the ``Words`` that a board makes of file ``rel``'s device form."""
    form = {}
    exec(compile(devicefiles.device_form(source(rel), rel), rel, "exec"), form)
    return words.Words(form["names"], form["text"])


def test_every_language_file_is_packed_and_none_else():
    assert len(FILES) == 3 * len(words.LANGUAGES)
    assert all(packwords.is_language(rel) for rel in FILES)
    assert not [rel for rel in devicefiles.device_files()
                if packwords.is_language(rel) and rel not in FILES]
    for rel in ("game/lang/__init__.py", "game/words.py", "game/scenes/rules.py",
                "engine/lang/en.py", "game/lang/en.txt"):
        assert not packwords.is_language(rel), rel


@pytest.mark.parametrize("rel", FILES)
def test_the_packed_form_reads_back_every_name_exactly(rel):
    want = readable(rel)
    got = packed(rel)
    assert [n for n, _ in packwords.values(source(rel))] == list(want)   # every name, in order
    for name, value in want.items():
        assert getattr(got, name) == value and type(getattr(got, name)) is type(value), name
        assert getattr(got, name) is getattr(got, name)   # kept: read again, nothing made
    with pytest.raises(AttributeError):
        assert got.NO_SUCH_WORD is None   # never reached: the name is not a word
    assert not hasattr(got, "names") and not hasattr(got, "RULE")


@pytest.mark.parametrize("rel", FILES)
def test_the_device_form_is_two_strings_on_the_same_lines(rel):
    text = source(rel)
    form = devicefiles.device_form(text, rel)
    assert form == packwords.device_form(text)
    assert form.count("\n") == text.count("\n") and form.isascii()
    tree = compile(form, rel, "exec", flags=0x400)          # ast.PyCF_ONLY_AST
    assert [t.id for node in tree.body for t in node.targets] == ["names", "text"]
    assert devicefiles.device_form(text) != form            # a path says what a file is


def test_the_words_are_read_the_same_past_what_is_kept():
    got = packed("game/lang/en.py")
    want = readable("game/lang/en.py")
    for _ in range(3):                                      # many more than are kept
        for name in want:
            assert getattr(got, name) == want[name], name


def test_packing_refuses_what_could_not_be_read_back():
    for bad, said in (
            ("X = ()\n", "empty tuple"),
            ('X = ("a", 1)\n', "not a string"),
            ('X = "a\\x1eb"\n', "separator"),
            ('X = (("a",), "b")\n', "not a string"),
            ("X = [1]\n", "not"),
            ("X = 1.5\n", "not"),
            ('text = "a"\n', "own name"),
            ("def f():\n    pass\n", "only NAME"),
            ('X = "a" + "b"\n', "malformed"),
    ):
        with pytest.raises(ValueError, match=said):
            packwords.pack(bad)


def test_a_small_file_packs_as_its_docstring_says():
    names, text = packwords.pack('"""Doc."""\nA = "x"\nB = 2\nC = ("p", "")\nD = (("t", "u"),)\n')
    assert names == "A B# C* D**"
    assert text == "x\x1e2\x1ep\x1f\x1e" + "t\x1fu\x1e"


# -- under MicroPython, in the device form ------------------------------------------------

READ_BACK = """
import gc
import micropython
import sys

from game import words

LANGUAGES = words.LANGUAGES


def flat(value):
    # Its kind, then each string on a line of its own: no repr, whose escapes differ.
    if type(value) is tuple:
        print("tuple", len(value))
        for item in value:
            flat(item)
    else:
        print(type(value).__name__, value)


def show(w, names):
    for name in names:
        print(name)
        flat(getattr(w, name))


def names_interned():
    micropython.qstr_info()     # "qstr pool: n_pool=.., n_qstr=..": printed, read by the test


def steps():
    for code in LANGUAGES:
        w = words.load(code)
        print("loaded", type(w).__name__, [m for m in sys.modules if m.startswith("game.lang.")])
        show(w, sys.argv[1 + LANGUAGES.index(code)].split())
        show(words.texts(code), sys.argv[6].split())
        show(words.pictures(code), sys.argv[7].split())
    w = words.load("en")
    w.GAME, w.MENU
    gc.collect()
    yield
    before = gc.mem_alloc()
    w.GAME
    w.MENU
    print("read again", gc.mem_alloc() - before)   # kept: the collector is off inside a step
    every_language()
    gc.collect()
    yield
    held = gc.mem_alloc()
    names_interned()
    every_language()
    every_language()
    gc.collect()
    yield
    print("held again", gc.mem_alloc() - held)
    names_interned()


def every_language():
    # Each language's screen words, its rules and its pictures, then English again.
    for code in LANGUAGES:
        w = words.load(code)
        w.MENU, w.GAME, w.H_PICK
        words.texts(code).RULES
        words.pictures(code).NAMES
    w = words.load("en")
    w.MENU, w.GAME, w.H_PICK


MPVM_STEPS = steps()
"""


def flat(value, lines):
    """Add ``value`` to ``lines`` as READ_BACK's ``flat`` prints it."""
    if type(value) is tuple:
        lines.append("tuple %d" % len(value))
        for item in value:
            flat(item, lines)
    else:
        lines.append("%s %s" % (type(value).__name__, value))


def test_under_micropython_every_word_reads_back_and_a_language_lets_go(tmp_path):
    require_vm()
    script = tmp_path / "read_back.py"
    script.write_text(READ_BACK)
    lang = {code: list(readable("game/lang/%s.py" % code)) for code in words.LANGUAGES}
    texts = list(readable("game/lang/en_texts.py"))
    pictures = list(readable("game/lang/en_pictures.py"))
    out = mpvm.run(script, *[" ".join(lang[c]) for c in words.LANGUAGES],
                   " ".join(texts), " ".join(pictures)).splitlines()
    want = []
    for code in words.LANGUAGES:
        want.append("loaded Words []")           # a Words, and no module of it left
        for rel, names in (("game/lang/%s.py" % code, lang[code]),
                           ("game/lang/%s_texts.py" % code, texts),
                           ("game/lang/%s_pictures.py" % code, pictures)):
            values = readable(rel)
            for name in names:
                want.append(name)
                flat(values[name], want)
    assert out[:len(want)] == want
    rest = out[len(want):]
    assert rest[0] == "read again 0"
    pools = [line for line in rest if line.startswith("qstr pool:")]
    assert len(pools) == 2 and pools[0] == pools[1]     # every language again: no name more
    held = rest[-2].split()
    assert held[:2] == ["held", "again"]
    assert int(held[2]) < 512       # and each language freed the last (one holds some 4 KB)
