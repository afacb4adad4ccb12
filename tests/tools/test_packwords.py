"""A board's language files are data files that read back as the readable files.

tools/ship/packwords.py turns each ``game/lang`` file into a ``.words`` file
(the device form, tools/ship/devicefiles.py); ``game.words.Words`` reads a word
from it when asked.  Every name of every file must read back exactly, on
CPython and under the MicroPython VM, which runs the device form; a name
the file lacks is an AttributeError, even one filed under a word's hash;
and under the VM a language must intern none of its words, hold little
more than its table, and a new language must free the old one.
"""

import glob
import os
import sys

import pytest
from conftest import ROOT, require_vm

from game import words
from tools.measure import mpvm
from tools.ship import boardnames, devicefiles, packwords

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


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("words")


def packed(rel, folder):
    """Return the ``Words`` that a board makes of file ``rel``'s device form."""
    path = folder / os.path.basename(packwords.device_path(rel))
    path.write_bytes(packwords.device_bytes(source(rel)))
    return words.Words(str(path))


def test_every_language_file_is_packed_and_none_else():
    assert len(FILES) == 3 * len(words.LANGUAGES)
    assert all(packwords.is_language(rel) for rel in FILES)
    assert not [rel for rel in devicefiles.device_files()
                if packwords.is_language(rel) and rel not in FILES]
    for rel in ("game/lang/__init__.py", "game/words.py", "game/scenes/rules.py",
                "engine/lang/en.py", "game/lang/en.txt"):
        assert not packwords.is_language(rel), rel


@pytest.mark.parametrize("rel", FILES)
def test_the_packed_form_reads_back_every_name_exactly(rel, folder):
    want = readable(rel)
    got = packed(rel, folder)
    assert [n for n, _ in packwords.values(source(rel))] == list(want)   # every name, in order
    for name, value in want.items():
        assert getattr(got, name) == value and type(getattr(got, name)) is type(value), name
        assert getattr(got, name) is getattr(got, name)   # kept: read again, nothing made
    with pytest.raises(AttributeError):
        assert got.NO_SUCH_WORD is None   # never reached: the name is not a word
    assert not hasattr(got, "names") and not hasattr(got, "RULE")


def test_a_name_filed_under_a_words_hash_is_still_no_word(folder):
    got = packed("game/lang/en.py", folder)
    taken = {words.name_hash(n, got._multiplier) for n in readable("game/lang/en.py")}
    stranger = next(n for n in ("X%d" % i for i in range(10 ** 6))
                    if words.name_hash(n, got._multiplier) in taken)
    with pytest.raises(AttributeError):
        getattr(got, stranger)


@pytest.mark.parametrize("rel", FILES)
def test_the_device_form_is_a_words_file_beside_the_module(rel, tmp_path):
    text = source(rel)
    assert devicefiles.device_path(rel) == rel[:-3] + ".words"
    data = devicefiles.language_form(text)       # the words under their board names
    assert data[:4] == words.MAGIC
    count = int.from_bytes(data[4:6], "big")
    assert count == len(packwords.records(text))     # a tuple of tuples: one a tuple, and its count
    hashes = [int.from_bytes(data[8 + 6 * i:10 + 6 * i], "big") for i in range(count)]
    assert hashes == sorted(set(hashes))                    # sorted, and no two names alike
    placed = devicefiles.write_device_form(str(tmp_path))
    assert devicefiles.device_path(rel) in placed and rel not in placed
    assert (tmp_path / devicefiles.device_path(rel)).read_bytes() == data
    assert devicefiles.device_path("game/words.py") == "game/words.py"


def test_a_word_renamed_for_the_board_reads_back_by_its_new_name_only(tmp_path):
    """tools/ship/boardnames.py gives the device modules' words new names; the file files them."""
    text = source("game/lang/en.py")
    name, value = next(iter(readable("game/lang/en.py").items()))
    path = tmp_path / "en.words"
    path.write_bytes(packwords.device_bytes(text, {name: "zq"}))
    got = words.Words(str(path))
    assert got.zq == value
    with pytest.raises(AttributeError):
        getattr(got, name)


def test_a_pc_reads_the_readable_module():
    assert not os.path.exists(os.path.join(ROOT, "game", "lang", "en.words"))
    assert words.load("en") is sys.modules["game.lang.en"]


def test_the_words_are_read_the_same_past_what_is_kept(folder):
    got = packed("game/lang/en.py", folder)
    want = readable("game/lang/en.py")
    for _ in range(3):                                      # many more than are kept
        for name in want:
            assert getattr(got, name) == want[name], name


def test_packing_refuses_what_could_not_be_read_back():
    for bad, said in (
            ("X = ()\n", "empty tuple"),
            ('X = ("a", 1)\n', "not a string"),
            ('X = "a\\x1fb"\n', "separator"),
            ('X = (("a",), "b")\n', "not a string"),
            ("X = [1]\n", "not"),
            ("X = 1.5\n", "not"),
            ('_kept = "a"\n', "public"),
            ("def f():\n    pass\n", "only NAME"),
            ('X = "a" + "b"\n', "malformed"),
    ):
        with pytest.raises(ValueError, match=said):
            packwords.records(bad)


def test_a_small_file_packs_as_its_docstring_says():
    small = '"""Doc."""\nA = "x"\nB = 2\nC = ("p", "")\nD = (("t", "\u00fc"),)\n'
    assert packwords.records(small) == ["A=x", "B#=2", "C*=p\x1f", "D**=1", "D.0*=t\x1f\u00fc"]
    data = packwords.device_bytes(small)
    body = b"A=xB#=2C*=p\x1fD**=1D.0*=t\x1f\xc3\xbc"
    assert data == (words.MAGIC + bytes((0, 5, 0, data[7])) + data[8:8 + 30] + body)
    starts = sorted(int.from_bytes(data[10 + 6 * i:12 + 6 * i], "big") for i in range(5))
    assert starts == [0, 3, 7, 12, 17]


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
    w = words.load("pt")          # its names interned once, as the game's code does
    for name in sys.argv[4].split():
        getattr(w, name)
    w = None
    gc.collect()
    yield
    before = gc.mem_alloc()
    w = words.load("pt")
    gc.collect()
    yield
    print("a language holds", gc.mem_alloc() - before)
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
    # The VM reads the device form, whose words go by the names the board's code uses.
    board = boardnames.plan(ROOT, devicefiles.device_files(ROOT))
    out = mpvm.run(script, *[" ".join(board.get(n, n) for n in names)
                             for names in [lang[c] for c in words.LANGUAGES] + [texts, pictures]]
                   ).splitlines()
    want = []
    for code in words.LANGUAGES:
        want.append("loaded Words []")           # a Words, and no module of it left
        for rel, names in (("game/lang/%s.py" % code, lang[code]),
                           ("game/lang/%s_texts.py" % code, texts),
                           ("game/lang/%s_pictures.py" % code, pictures)):
            values = readable(rel)
            for name in names:
                want.append(board.get(name, name))
                flat(values[name], want)
    holds = out.pop(0).split()
    assert holds[:3] == ["a", "language", "holds"]
    # Its table and the path: 6 bytes a word, not its 2.7 KB of words nor a name's dict.
    assert int(holds[3]) < 6 * len(lang["pt"]) + 256, holds
    assert out[:len(want)] == want
    rest = out[len(want):]
    assert rest[0] == "read again 0"
    pools = [line for line in rest if line.startswith("qstr pool:")]
    assert len(pools) == 2 and pools[0] == pools[1]     # every language again: no name more
    held = rest[-2].split()
    assert held[:2] == ["held", "again"]
    assert int(held[2]) < 512       # and each language freed the last (one holds some 4 KB)
