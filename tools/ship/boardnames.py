"""Give the device modules' own names ones a board already has, at deploy.

Every name a module uses (a function, an attribute, a global, a keyword)
that the board's firmware does not already hold is interned when the
module loads, and stays interned for good: about eight hundred of the
game's own names cost a board some 14 bytes each, in a table that grows
by blocks of kilobytes.  In the device form (tools/ship/devicefiles.py) each of
them gets another name, the same everywhere: first names the firmware's
core interpreter already holds (``sqrt``, ``isdisjoint``: interning them
costs nothing) and that no code of the game uses, then short new ones
(``a``, ``b``, ... ``zz``).  The longest names go first to the firmware's.
A name that is only ever a function's local shares an attribute's new
name instead (``_share_locals``): a board compiling the ``.py`` files
interns locals' names too.

Only a name the game gives a value (a function, a class, an argument, a
variable, an attribute, a word of a language) is its own; one it only
reads belongs to the firmware, a library or Python.  Even so, a name keeps
its spelling wherever renaming it could change what a program means:

- a firmware name: anything in CircuitPython's published API stubs
  (``circuitpython-stubs``) or in Python's own builtins, types and the
  standard modules the device imports (an attribute of a display, a key
  event or a list is looked up by that name);
- a module's or package's name (the files are not renamed);
- a name that is a whole string of the device modules (``getattr(x,
  "name")``, the settings' field names), or a name of the code that runs
  beside the device modules in the MicroPython VM (tests/mpy/, the stub,
  the scripted player, the tests' snippets: ``constfold.harness_sources``)
  or of the tools' strings (the scripts they hand the VM);
- an exception class's name, which the board's log prints.

A language's words are read by name from its ``.words`` file
(tools/ship/packwords.py), which is written with the new names.  Only whole
names are renamed, token by token, so strings and comments stay as they
are, and lines stay where they were.  The renaming is worked out
from the repository alone, so ``--untrace`` can turn a board's traceback
back into the repository's names.

    python3 -m tools.ship.boardnames             # what is renamed, to what
    python3 -m tools.ship.boardnames --untrace   # a board's traceback on stdin, told back
"""

import ast
import builtins
import io
import keyword
import os
import re
import symtable
import sys
import tokenize

from tools.ship import constfold

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")

# Names the core interpreter of every CircuitPython 9 and 10 build holds in its
# firmware (py/'s own names: builtins, the types' methods, the core modules'),
# so a board interns none of them.  Those some builds leave out (threads,
# viper, complex numbers, the rarer maths) are not here: on a board without
# them the name would be interned after all.  Each is also in the MicroPython
# VM's firmware, as tests/tools/test_boardnames.py checks.
FIRMWARE_CORE = (
    "ArithmeticError AssertionError AttributeError BaseException BytesIO EOFError Ellipsis "
    "Exception GeneratorExit IOBase ImportError IndentationError IndexError KeyError "
    "KeyboardInterrupt LookupError MemoryError NameError NoneType NotImplemented "
    "NotImplementedError OSError OrderedDict OverflowError RuntimeError StopAsyncIteration "
    "StopIteration StringIO SyntaxError SystemExit TimeoutError TypeError UnicodeError "
    "ValueError ZeroDivisionError abs add all any append args argv array atan2 atexit big bin "
    "bool bound_method builtins bytearray bytecode byteorder bytes calcsize callable ceil "
    "center chr classmethod clear close closure code collect collections compile const copy "
    "copysign count data decode default degrees delattr deleter deque dict dict_view "
    "difference difference_update dir disable discard divmod doc e enable encode end endswith "
    "enumerate errno eval exec exit exp extend fabs file filter find float floor flush fmod "
    "format frexp from_bytes fromhex fromkeys frozenset function gc generator get getattr "
    "getter getvalue globals hasattr hash heap_lock heap_unlock help hex id implementation "
    "index inf input insert int intersection intersection_update io ioctl isalpha isdigit "
    "isdisjoint isenabled isfinite isinf isinstance islower isnan isspace issubclass issubset "
    "issuperset isupper items iter iterable iterator join json kbd_intr keepends key keys "
    "ldexp len list little locals log lower lstrip map math max maxsize mem_alloc mem_free "
    "mem_info memoryview micropython min modf module modules name namedtuple nan next object "
    "oct open opt_level ord pack pack_into partition path pend_throw pi platform pop popitem "
    "popleft pow print property push qstr_info radians range read readinto readline remove "
    "replace repr reverse reversed rfind rindex round rpartition rsplit rstrip schedule seek "
    "self send sep set setattr setdefault setter single slice sort sorted split splitlines "
    "sqrt stack_use start startswith staticmethod stderr stdin stdout step stop str strip "
    "struct sub sum super symmetric_difference symmetric_difference_update sys tell threshold "
    "throw to_bytes traceback trunc tuple type union unpack unpack_from update upper usys "
    "value values version version_info write zip").split()

# Names the interpreter itself looks up on a program's objects (the stream, block
# device and generator protocols, an exception's fields): never a new name.
_PROTOCOL = frozenset(("read readinto readline readlines write flush close ioctl seek tell "
                       "send throw pend_throw keys values items get update value args errno "
                       "strerror filename filename2 readblocks writeblocks next self cls "
                       "data code").split())
# The standard modules whose names a device module may read, as Python has them.
_STD_MODULES = ("array", "binascii", "collections", "errno", "gc", "io", "json", "math",
                "os", "random", "re", "struct", "sys", "time")


def _words(text):
    return set(_WORD.findall(text))


def _tokens(text):
    """Return the names in Python source ``text`` (not its strings' or comments' words)."""
    return {tok.string for tok in tokenize.generate_tokens(io.StringIO(text).readline)
            if tok.type == tokenize.NAME}


def _python_files(root, folder):
    base = os.path.join(root, folder)
    if os.path.isfile(base):
        return [base]
    found = []
    for here, dirs, names in os.walk(base):
        dirs[:] = sorted(d for d in dirs if not d.startswith((".", "__")))
        found += [os.path.join(here, n) for n in sorted(names) if n.endswith(".py")]
    return found


def _read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def _strings(tree):
    """Return the strings of ``tree`` a program could read a name from: not its docstrings."""
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and n.body and isinstance(n.body[0], ast.Expr)
            and isinstance(n.body[0].value, ast.Constant)}
    return [n.value for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs]


def _stub_names():
    """Return {module: its names} from CircuitPython's API stubs (``circuitpython-stubs``)."""
    from importlib import metadata
    try:
        files = metadata.files("circuitpython-stubs") or ()
    except metadata.PackageNotFoundError:
        raise SystemExit("tools/ship/boardnames.py needs circuitpython-stubs: "
                         "pip install -r requirements.txt") from None
    names = {}
    for file in files:
        if str(file).endswith(".pyi"):
            module = str(file).replace("\\", "/").split("/")[0].replace("-stubs", "")
            names.setdefault(module, set()).update(_tokens(file.read_text(encoding="utf-8")))
    return names


def _python_names():
    """Return Python's builtins, their attributes and the standard modules' names."""
    names = set(dir(builtins))
    for value in vars(builtins).values():
        if isinstance(value, type):
            names.update(dir(value))
    for module in _STD_MODULES:
        names.add(module)
        for name, value in vars(__import__(module)).items():
            names.add(name)
            if isinstance(value, type):        # io.FileIO's seek, say
                names.update(dir(value))
    return names


def _bound(trees):
    """Return the names ``trees`` give a value: a function, class, argument, variable, attribute.

    Only such a name can be the game's own: one it only reads belongs to
    something else (the firmware, a library, Python).
    """
    found = set()
    for tree in trees:
        found |= constfold._rebound(tree)
        found.update(n.attr for n in ast.walk(tree)
                     if isinstance(n, ast.Attribute) and not isinstance(n.ctx, ast.Load))
    return found


def _uses(trees):
    """Return every name ``trees`` bind or read by name: a name a new one must not be."""
    seen = _bound(trees)
    for tree in trees:
        for n in ast.walk(tree):
            if isinstance(n, ast.Name):
                seen.add(n.id)
            elif isinstance(n, ast.alias):
                seen.update((n.asname or n.name).split("."))
            elif isinstance(n, ast.keyword) and n.arg:
                seen.add(n.arg)
    return seen


def _exceptions(trees):
    """Return the names of the exception classes the device modules define."""
    known = {name for name, value in vars(builtins).items()
             if isinstance(value, type) and issubclass(value, BaseException)}
    classes = []
    for tree in trees:
        classes += [(n.name, [b.id if isinstance(b, ast.Name) else getattr(b, "attr", "")
                              for b in n.bases])
                    for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
    found = set()
    while True:
        more = {name for name, bases in classes
                if name not in found and any(b in known or b in found for b in bases)}
        if not more:
            return found
        found |= more


def _short_names():
    """Yield new names, shortest first: a ... z, A ... Z, aa, ab, ..."""
    first = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    rest = first + "0123456789_"
    yield from first
    for a in first:
        for b in rest:
            yield a + b
    for a in first:
        for b in rest:
            for c in rest:
                yield a + b + c


_PLANS = {}


def plan(root, files):
    """Return {name: new name} for the device modules of ``root``.

    ``files`` are the device files (tools/ship/devicefiles.py): the Python files
    among them, less the languages (which go as data), are renamed.
    """
    if root in _PLANS:
        return _PLANS[root]
    device = [rel for rel in files if rel.endswith(".py") and not rel.startswith("game/lang/")]
    texts = {rel: _read(os.path.join(root, rel)) for rel in device}
    trees = [ast.parse(text) for text in texts.values()]
    keep = set(keyword.kwlist) | set(keyword.softkwlist) | {"True", "False", "None"}
    stubs = _stub_names()
    keep |= set().union(*stubs.values()) | _python_names() | _exceptions(trees)
    keep |= set(FIRMWARE_CORE) | _PROTOCOL
    for rel in device:                           # modules and packages by name
        keep.update(rel[:-3].split("/"))
    for tree in trees:                      # getattr(x, "name"), a tuple of fields' names
        keep.update(s for s in _strings(tree) if _WORD.fullmatch(s))
        for n in ast.walk(tree):
            if isinstance(n, ast.ImportFrom) and n.module:
                keep.update(n.module.split("."))
            elif isinstance(n, ast.Import):
                for alias in n.names:
                    keep.update(alias.name.split("."))
    # What runs beside the device modules in the VM (constfold's harness: the
    # stub, tests/mpy/, the scripted player, the tests' snippets), and every
    # string of the tools, which write the VM's scripts.
    beside = set()
    for text in constfold.harness_sources(root):
        beside |= _words(text)
    others = []
    for folder in ("tools", "tests"):        # (this file's names are not the game's)
        for path in _python_files(root, folder):
            if os.path.basename(path) != "boardnames.py":
                tree = ast.parse(_read(path))
                others.append(tree)
                if folder == "tools":
                    for text in _strings(tree):
                        beside |= _words(text)
    keep |= beside
    names = set()
    for text in texts.values():
        names |= _tokens(text)
    languages = [ast.parse(_read(p)) for p in _python_files(root, "game/lang")]
    own = _bound(trees + languages)      # a language's words are read by their names
    renamed = sorted((n for n in names if n in own and n not in keep
                      and not (n.startswith("__") and n.endswith("__"))),
                     key=lambda n: (-len(n), n))
    # A new name is one no code uses or binds, and no object of the game can
    # already have (an exception's fields, a TileGrid's, a protocol's), nor a
    # builtin or a module a global of that name would hide.
    taken = names | keep | _uses(trees + others)
    barred = set(_PROTOCOL) | set(dir(object)) | set(dir(builtins)) | set(_STD_MODULES)
    for tree in trees:        # a class of ours built on a firmware one (hardware/text.py)
        for n in ast.walk(tree):
            if isinstance(n, ast.ClassDef):
                for base in n.bases:
                    if isinstance(base, ast.Attribute) and isinstance(base.value, ast.Name):
                        barred |= stubs.get(base.value.id, set())
    for value in vars(builtins).values():
        if isinstance(value, type) and issubclass(value, BaseException):
            barred.update(dir(value))
    used = names | _uses(trees + others) | beside
    free = [n for n in FIRMWARE_CORE if n not in used and n not in barred]
    fresh = (n for n in _short_names() if n not in taken and n not in FIRMWARE_CORE
             and not keyword.iskeyword(n))
    # A module's private constant (``_N = const(4 * 9)``, one mpy-cross folds but the
    # device form does not) keeps its underscore: without it the module keeps it as a
    # global too.
    private = set()
    for tree in trees:
        for n in tree.body:
            if (isinstance(n, ast.Assign) and len(n.targets) == 1
                    and isinstance(n.targets[0], ast.Name) and isinstance(n.value, ast.Call)
                    and getattr(n.value.func, "id", "") == "const"):
                private.add(n.targets[0].id)
    underscored = (n for n in ("_" + short for short in _short_names()) if n not in taken)
    mapping = {}
    for name in renamed:
        if name in private and name.startswith("_"):
            new = next(underscored)
        else:
            new = free.pop(0) if free else next(fresh)
        if len(new) < len(name) or new in FIRMWARE_CORE:
            mapping[name] = new
    _share_locals(texts, mapping)
    _PLANS[root] = mapping
    return mapping


def scopes(texts):
    """Return what the scopes of ``texts`` ({path: source}) hold: a ``Scopes``.

    ``only_locals``: the names only ever a function's own variables (never a
    parameter, a global, a closure's, a class's, an attribute, an imported
    name or a word of a string); ``functions``: each function's own
    variables; ``attributes``: the names only ever read after a dot (or a
    class's own, read so too); ``where``: each name's files.
    """
    found = Scopes()
    local, bare, attrs = set(), set(), set()
    other = set()        # what a local must not be: imported names, words of strings
    for rel, text in texts.items():
        tree = ast.parse(text)
        other.update(w for w in _strings(tree) if _WORD.fullmatch(w))
        for n in ast.walk(tree):
            if isinstance(n, ast.Attribute):
                attrs.add(n.attr)
            elif isinstance(n, ast.keyword) and n.arg:
                other.add(n.arg)
            elif isinstance(n, ast.alias):
                other.update(n.name.split("."))
                if n.asname:
                    other.add(n.asname)
            elif isinstance(n, ast.ImportFrom) and n.module:
                other.update(n.module.split("."))
        for name in _tokens(text):
            found.where.setdefault(name, set()).add(rel)
        todo = [symtable.symtable(text, rel, "exec")]
        while todo:
            scope = todo.pop()
            todo.extend(scope.get_children())
            own = set()
            for sym in scope.get_symbols():
                name = sym.get_name()
                if scope.get_type() == "function" and sym.is_local() and not sym.is_parameter():
                    own.add(name)
                else:
                    bare.add(name)   # a global, parameter, closure's, class's or module's
            local |= own
            found.functions.append(own)
    found.only_locals = {n for n in local - bare - attrs - other if not n.startswith("__")}
    found.attributes = attrs - bare - local
    return found


class Scopes:
    """What ``scopes`` finds."""

    def __init__(self):
        self.only_locals = set()
        self.attributes = set()
        self.functions = []
        self.where = {}


def _share_locals(texts, mapping):
    """Give the names that are only ever a function's own variables the new names of attributes.

    A board compiling the ``.py`` files interns every name it reads, a
    local variable's too (an ``.mpy`` keeps none), and the names of an
    evening there came within a few of a pool's end, where the next pool
    is 1,280 names (7.7 KB) in one piece.  An attribute's new name is
    interned anyway where the attribute is used, and no bare name ever
    reads it: a local may take it, so long as no two locals of one
    function take the same one.  Nothing outside a function can read its
    local, so even one whose name the harness, the tools or the firmware
    also spell is shared (``scopes`` says which names are only locals).
    """
    found = scopes(texts)
    targets = sorted(n for n in found.attributes if n in mapping)
    where = found.where
    taken = {}                # a local: the new name it shares
    for name in sorted(found.only_locals):
        beside = set()
        for own in found.functions:
            if name in own:
                beside |= {taken[other] for other in own if other in taken}
        # First an attribute of the same modules (interned with them), else any.
        near = [t for t in targets if where[name] <= where.get(t, set())]
        for target in near + targets:
            if mapping[target] not in beside:
                taken[name] = mapping[target]
                break
    for name, new in taken.items():   # last: a traceback's name is told back as the other's
        mapping.pop(name, None)
        mapping[name] = new


def rename(source, mapping):
    """Return ``source`` with each name of ``mapping`` replaced, lines and strings kept."""
    lines = source.splitlines(keepends=True)
    cuts = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.NAME and tok.string in mapping:
            cuts.append(tok)
    for tok in reversed(cuts):
        row, col = tok.start
        line = lines[row - 1]
        lines[row - 1] = line[:col] + mapping[tok.string] + line[tok.end[1]:]
    return "".join(lines)


def untrace(text, mapping):
    """Return ``text`` (a board's traceback or log) with the repository's names back.

    Only a traceback's function (``..., in NAME``) and a quoted name
    (``no attribute 'NAME'``) are told back: a short new name such as ``a``
    is also a word of a message.
    """
    back = {}
    for name, new in mapping.items():   # a local shares a name: the first is the one meant
        back.setdefault(new, name)
    told = lambda m: m.group(1) + back.get(m.group(2), m.group(2)) + m.group(3)  # noqa: E731
    text = re.sub(r"(, in )([A-Za-z_][A-Za-z0-9_]*)($)", told, text, flags=re.M)
    return re.sub(r"(')([A-Za-z_][A-Za-z0-9_]*)(')", told, text)


def main(argv):
    from tools.ship.devicelist import device_files

    mapping = plan(ROOT, device_files(ROOT))
    if "--untrace" in argv:
        sys.stdout.write(untrace(sys.stdin.read(), mapping))
        return 0
    core = sum(1 for new in mapping.values() if new in FIRMWARE_CORE)
    print("%d names renamed: %d to names the firmware holds, %d to short ones"
          % (len(mapping), core, len(mapping) - core))
    for name, new in mapping.items():
        print("%s -> %s" % (name, new))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
