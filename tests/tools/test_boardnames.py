"""The game's own names renamed at deploy to names a board already holds (tools/ship/boardnames.py).

No device name is written here in a string: the tests' strings are snippets
handed to the VM, so a name in one keeps its spelling.  The names renamed
are taken from the plan.
"""

import ast
import os

import pytest

from tools.measure import mpvm
from tools.ship import boardnames, devicefiles

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


def test_the_plan_is_one_to_one_but_for_locals_and_new_names_are_nobody_elses():
    mapping = plan()
    assert len(mapping) > 300
    used, attrs = set(), set()
    for text in device_sources().values():
        used |= boardnames._tokens(text)
        attrs |= {n.attr for n in ast.walk(ast.parse(text)) if isinstance(n, ast.Attribute)}
    assert not used & set(mapping.values())     # no new name hides one the game reads
    only_locals = boardnames.scopes(device_sources()).only_locals
    assert not (set(mapping) - only_locals) & set(boardnames.FIRMWARE_CORE)
    names = {}
    for name, new in mapping.items():
        names.setdefault(new, []).append(name)
    shared = [group for group in names.values() if len(group) > 1]
    assert len(shared) > 20
    for group in shared:        # an attribute's new name, and locals that share it
        assert len([name for name in group if name in attrs]) == 1, group
        assert len([name for name in group if name in only_locals]) == len(group) - 1, group
    for group in names.values():
        if len(group) == 1 and group[0] not in only_locals:
            new = mapping[group[0]]
            assert len(new) < len(group[0]) or new in boardnames.FIRMWARE_CORE


def test_no_two_names_one_scope_sees_share_a_new_name():
    """Each scope (a module, a class, a function) sees as many names after as before."""
    import symtable

    mapping = plan()
    for rel, text in device_sources().items():
        scopes = [symtable.symtable(text, rel, "exec")]
        while scopes:
            scope = scopes.pop()
            scopes.extend(scope.get_children())
            seen = {}
            for sym in scope.get_symbols():
                name = sym.get_name()
                new = mapping.get(name, name)
                assert seen.setdefault(new, name) == name, (rel, scope.get_name(), name, new)


def test_firmware_harness_and_string_names_keep_their_spelling():
    mapping = plan()
    stubs = set().union(*boardnames._stub_names().values())
    only_locals = boardnames.scopes(device_sources()).only_locals   # no one else reads those
    assert not (set(mapping) - only_locals) & stubs   # a display's, a key event's, a pin's
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
    assert set(plan()) <= own | words | boardnames.scopes(device_sources()).only_locals


def renamed_in(rel):
    """Return a name of device file ``rel`` that the plan renames, the longest.

    One the constants' folding left in the file: a folded constant's name
    is gone before the renaming.
    """
    mapping = plan()
    stages = dict(devicefiles.device_stages(device_sources()[rel], rel))
    left = boardnames._tokens(stages["public-constants"])
    return max((n for n in left if n in mapping), key=len)


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
    # A name locals share is told back as the attribute's, not a local's.
    only_locals = boardnames.scopes(device_sources()).only_locals
    shared = {new for local, new in mapping.items() if local in only_locals}
    for attribute, new in mapping.items():
        if new in shared and attribute not in only_locals:
            said = boardnames.untrace("object has no attribute '%s'" % new, mapping)
            assert said == "object has no attribute '%s'" % attribute


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


def test_locals_share_the_new_names_of_attributes_never_two_in_one_function():
    texts = {"m.py": ("import gc\n"
                      "class A:\n"
                      "    def f(self, p):\n"
                      "        total = p\n"
                      "        for item in p:\n"
                      "            total += item\n"
                      "        self.size = total\n"
                      "        return total\n"
                      "def g(q, key=1):\n"
                      "    count = len(q) + key\n"
                      "    gc = count\n"
                      "    return getattr(q, 'name'), gc\n")}
    found = boardnames.scopes(texts)
    # p, q, key: parameters; gc: imported; A, f, g: bound at a module's or class's level
    assert found.only_locals == {"total", "item", "count"}
    assert found.attributes == {"size"}
    mapping = {"size": "zz", "total": "tt", "item": "it"}
    boardnames._share_locals(texts, mapping)
    assert mapping["count"] == "zz"                 # alone in g: it shares size's name
    assert sorted((mapping["total"], mapping["item"])) in (["it", "zz"], ["tt", "zz"])
