"""The game's own names renamed at deploy to names a board already holds (tools/boardnames.py).

No device name is written here in a string: the tests' strings are snippets
handed to the VM, so a name in one keeps its spelling.  The names renamed
are taken from the plan.
"""

import ast
import os

import pytest

from tools import boardnames, devicefiles, mpvm

ROOT = boardnames.ROOT


def plan():
    return boardnames.plan(ROOT, devicefiles.device_files(ROOT))


def device_sources():
    found = {}
    for rel in devicefiles.device_files(ROOT):
        if rel.endswith(".py") and not rel.startswith("game/lang/"):
            with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
                found[rel] = f.read()
    return found


def test_rename_changes_whole_names_only():
    source = ('def deal(hand, dealt=1):\n'
              '    "deal the hand"  # deal\n'
              '    return hand.dealt + dealt + undealt\n')
    out = boardnames.rename(source, {"deal": "pi", "dealt": "x", "hand": "h"})
    assert out == ('def pi(h, x=1):\n'
                   '    "deal the hand"  # deal\n'
                   '    return h.x + x + undealt\n')


def test_the_plan_is_one_to_one_and_new_names_are_nobody_elses():
    mapping = plan()
    assert len(mapping) > 300
    news = list(mapping.values())
    assert len(set(news)) == len(news)
    used = set()
    for text in device_sources().values():
        used |= boardnames._tokens(text)
    assert not used & set(news)                 # no new name hides one the game reads
    assert not set(mapping) & set(boardnames.FIRMWARE_CORE)
    for name, new in mapping.items():
        assert len(new) < len(name) or new in boardnames.FIRMWARE_CORE


def test_firmware_harness_and_string_names_keep_their_spelling():
    mapping = plan()
    stubs = set().union(*boardnames._stub_names().values())
    assert not set(mapping) & stubs             # a display's, a key event's, a pin's names
    for kept in ("seek", "read", "pixel_shader", "refresh",
                 "RuleError", "BadSettings",       # exceptions: the log prints their names
                 "autoshuffle",                    # the settings' fields, read by getattr
                 "step", "Game"):                  # what the harness calls
        assert kept not in mapping


def test_only_names_the_game_binds_are_renamed():
    trees = [ast.parse(text) for text in device_sources().values()]
    own = boardnames._bound(trees)
    words = set()
    for rel in devicefiles.device_files(ROOT):
        if rel.startswith("game/lang/") and rel.endswith(".py"):
            with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
                words |= boardnames._bound([ast.parse(f.read())])
    assert set(plan()) <= own | words


def renamed_in(rel):
    """Return a name of device file ``rel`` that the plan renames, the longest."""
    mapping = plan()
    return max((n for n in boardnames._tokens(device_sources()[rel]) if n in mapping), key=len)


def test_a_traceback_is_told_back():
    mapping = plan()
    name = renamed_in("hardware/keys.py")
    new = mapping[name]
    trace = ('Traceback (most recent call last):\n'
             '  File "hardware.keys", line 1, in %s\n'
             "AttributeError: 'Keys' object has no attribute '%s'\n" % (new, new))
    told = boardnames.untrace(trace, mapping)
    assert told.endswith("in %s\nAttributeError: 'Keys' object has no attribute '%s'\n"
                         % (name, name))


def test_the_device_form_is_renamed_and_still_compiles():
    mapping = plan()
    rel = "hardware/keys.py"
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        source = f.read()
    form = devicefiles.device_form(source, rel)
    compile(form, rel, "exec")
    assert len(form.splitlines()) == len(source.splitlines())
    name = renamed_in(rel)
    assert name not in boardnames._tokens(form) and mapping[name] in boardnames._tokens(form)


@pytest.mark.skipif(not mpvm.available(), reason="the MicroPython VM is not installed")
def test_every_firmware_name_is_already_interned_in_the_vm(tmp_path):
    """Interning a name the firmware holds adds nothing to the VM's table of names."""
    script = tmp_path / "static.py"
    script.write_text(
        "import micropython, sys\n"
        "micropython.qstr_info()\n"
        "for n in sys.argv[1].split(','):\n"
        "    getattr(None, ''.join([n[:1], n[1:]]), None)   # a str made here, then interned\n"
        "    print('name', n)\n"
        "    micropython.qstr_info()\n")
    out = mpvm.run(script, ",".join(boardnames.FIRMWARE_CORE), device=False)
    counts, names = [], []
    for line in out.splitlines():
        if line.startswith("qstr pool"):
            counts.append(int(line.split("n_qstr=")[1].split(",")[0]))
        elif line.startswith("name "):
            names.append(line[5:])
    assert names == list(boardnames.FIRMWARE_CORE)
    grew = [names[i] for i in range(len(names)) if counts[i + 1] > counts[i]]
    assert grew == []
    # and the check can fail: a name of the game's own is interned when asked for
    out = mpvm.run(script, "card_sheet_of_the_game", device=False)
    lines = [int(x.split("n_qstr=")[1].split(",")[0]) for x in out.splitlines()
             if x.startswith("qstr pool")]
    assert lines[1] == lines[0] + 1


def test_a_private_constant_stays_private():
    """``_N = const(...)`` renamed without its underscore would be a global of its module too."""
    mapping = plan()
    private = set()
    for text in device_sources().values():
        for node in ast.parse(text).body:
            if (isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
                    and node.targets[0].id.startswith("_") and isinstance(node.value, ast.Call)
                    and getattr(node.value.func, "id", "") == "const"):
                private.add(node.targets[0].id)
    renamed = [name for name in private if name in mapping]
    assert renamed
    assert all(mapping[name].startswith("_") for name in renamed)
