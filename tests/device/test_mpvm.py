"""The MicroPython runner: a real MicroPython, its ints and heap, exact output.

Without node or the npm package these tests skip, except on CI (``CI`` set
and non-empty), where a missing VM is a failure rather than a silent pass.
"""

import ast
import os
import re
import subprocess
import sys
import textwrap

import pytest
from conftest import require_vm

from tools.measure import mpvm


@pytest.fixture
def vm():
    require_vm()


def code(source):
    return textwrap.dedent(source).lstrip("\n")


def cli(*args, cwd=None):
    """Run tools/measure/mpvm.mjs directly; return the raw CompletedProcess."""
    return subprocess.run(["node", mpvm.RUNNER, *args], capture_output=True,
                          timeout=120, cwd=cwd, check=False)


def test_missing_vm_skips_locally_and_fails_on_ci(monkeypatch):
    monkeypatch.setattr(mpvm, "unavailable_reason", lambda: "no node here")
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match="no node here"):
        require_vm()
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="no node here"):
        require_vm()


def test_the_vm_is_micropython(vm):
    out = mpvm.run_code("import sys\nprint(sys.implementation.name)\n")
    assert out == "micropython\n"


def test_small_ints_end_at_two_to_the_thirty(vm):
    out = mpvm.run_code(code("""
        import gc

        def cost(n, k):
            gc.collect()
            gc.disable()
            before = gc.mem_alloc()
            r = n + k
            after = gc.mem_alloc()
            gc.enable()
            return after - before, r

        print("%d %d" % cost(int("1073741822"), 1))
        print("%d %d" % cost(int("1073741823"), 1))
    """))
    below, at = out.splitlines()
    assert below == "0 %d" % (2**30 - 1)          # still a small int: no heap
    cost, value = at.split()
    assert int(value) == 2**30 and int(cost) > 0   # a long int on the heap


@pytest.mark.parametrize("source, expected", [
    ('print("a\\nb", end="")\n', "a\nb"),
    ('print("", end="")\n', ""),
    ('print("x\\r\\n\\n", end="")\nprint("\\u00e9\\u2660")\n', "x\r\n\n\u00e9\u2660\n"),
    ('import sys\nsys.stdout.write("no newline")\n', "no newline"),
    ('print("z" * 20000, end="")\n', "z" * 20000),
])
def test_stdout_is_passed_through_exactly(vm, source, expected):
    assert mpvm.run_code(source) == expected


def test_the_runner_writes_the_very_bytes(vm, tmp_path):
    script = tmp_path / "ab.py"
    script.write_text('print("a\\nb", end="")\n')
    proc = cli(str(script), cwd=tmp_path)       # from outside the repository
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"a\nb", b"")


def test_stdout_and_stderr_keep_their_order(vm, tmp_path):
    script = tmp_path / "order.py"
    script.write_text('import sys\nprint("o1")\nsys.stderr.write("e1\\n")\n'
                      'print("o2", end="")\nsys.stderr.write("e2")\nprint("o3")\n')
    proc = subprocess.run(["node", mpvm.RUNNER, str(script)], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, timeout=120, check=False)
    assert proc.stdout == b"o1\ne1\no2e2o3\n"


def test_a_raising_script_reports_its_traceback(vm):
    source = code("""
        print("before")

        def explode():
            raise ValueError("boom")

        explode()
    """)
    with pytest.raises(mpvm.MicroPythonError) as info:
        mpvm.run_code(source, name="explode.py")
    err = info.value
    assert err.returncode == 1
    assert err.stdout == "before\n"
    assert err.stderr.startswith("Traceback (most recent call last):\n")
    assert 'explode.py", line 6, in <module>' in err.stderr
    assert 'explode.py", line 4, in explode' in err.stderr
    assert err.stderr.endswith("ValueError: boom\n")
    assert "<stdin>" not in err.stderr             # the runner's own frame is hidden
    assert "ValueError: boom" in str(err)


def test_a_syntax_error_names_the_script(vm):
    with pytest.raises(mpvm.MicroPythonError) as info:
        mpvm.run_code("print(1)\nx = = 2\n", name="typo.py")
    assert info.value.stdout == ""
    assert info.value.stderr == ('Traceback (most recent call last):\n'
                                 '  File "/script/typo.py", line 2\nSyntaxError: invalid syntax\n')


def test_sys_exit_sets_the_status(vm, tmp_path):
    for source, status, err in (("raise SystemExit(3)\n", 3, b""),
                                ("import sys\nsys.exit()\n", 0, b""),
                                ("import sys\nsys.exit('bad move')\n", 1, b"bad move\n")):
        script = tmp_path / "exit.py"
        script.write_text(source)
        proc = cli(str(script))
        assert (proc.returncode, proc.stderr) == (status, err)


def test_const_and_the_engine_use_micropythons_own_module(vm):
    out = mpvm.run_code(code("""
        import os
        import micropython
        from micropython import const

        from engine.cards import HEARTS, QUEEN, card
        from engine.names import card_name

        LIMIT = const(7)
        print(LIMIT * 6, hasattr(micropython, "mem_info"))
        print(card_name(card(QUEEN, HEARTS)))
        print("micropython.py" in os.listdir("/repo"))
    """))
    assert out == "42 True\nQH\nFalse\n"


def test_argv_main_and_path(vm):
    out = mpvm.run_code(code("""
        import sys
        print(sys.argv[1:], __name__)
        print(sys.path[:2])
    """), "seed", "7 8", name="args.py")
    assert out.splitlines() == ["['seed', '7 8'] __main__", "['/script', '/repo']"]


def test_only_the_engine_is_copied_unless_asked(vm):
    source = code("""
        import os
        print(sorted(os.listdir("/repo")))
        try:
            print(sorted(os.listdir("/repo/tools/measure")))
        except OSError:
            print("no tools")
    """)
    top = ast.literal_eval(mpvm.run_code(source).splitlines()[0])
    assert "engine" in top and not {"node_modules", ".venv", "tests", "tools"} & set(top)
    out = mpvm.run_code(source, paths=[os.path.join(mpvm.ROOT, "tools")]).splitlines()
    assert "tools" in ast.literal_eval(out[0])
    tools = ast.literal_eval(out[1])
    assert "mpvm.py" in tools and all(name.endswith(".py") or "." not in name for name in tools)


def test_heap_size_reaches_the_vm(vm):
    source = code("""
        import gc
        import micropython
        gc.collect()
        micropython.mem_info()
    """)
    def total(heap):
        out = mpvm.run_code(source, heap=heap)
        return int(re.search(r"GC: total: (\d+)", out).group(1))
    assert total(100_000) <= 100_000 < total(None) <= 2 * 1024 * 1024


def test_the_heap_grows_past_its_start(vm):
    # Not a board: this port adds heap on demand, so --heap is no hard cap.
    out = mpvm.run_code("keep = [bytearray(1000) for _ in range(1000)]\nprint(len(keep))\n",
                        heap=100_000)
    assert out == "1000\n"


def test_garbage_is_collected_only_between_steps(vm, tmp_path):
    out = mpvm.run_code(code("""
        import gc

        def measure():
            junk = [bytearray(100) for _ in range(100)]
            before = gc.mem_alloc()
            junk = None
            gc.collect()                      # only asked for: the VM is inside a call
            print(gc.mem_alloc() >= before)
            yield                             # between steps the collection runs
            print(gc.mem_alloc() < before - 5000)

        MPVM_STEPS = measure()
        print("body")
    """), name="steps.py")
    assert out == "body\nTrue\nTrue\n"
    script = tmp_path / "exit.py"
    script.write_text("def steps():\n    yield\n    raise SystemExit(4)\nMPVM_STEPS = steps()\n")
    assert cli(str(script)).returncode == 4
    script.write_text("def steps():\n    yield\n    raise ValueError('late')\n"
                      "MPVM_STEPS = steps()\n")
    proc = cli(str(script))
    assert proc.returncode == 1 and proc.stderr.endswith(b"ValueError: late\n")
    assert b"<stdin>" not in proc.stderr


def test_run_reports_a_missing_vm(monkeypatch):
    monkeypatch.setattr(mpvm, "unavailable_reason", lambda: "no node here")
    with pytest.raises(mpvm.MicroPythonError, match="no node here"):
        mpvm.run(sys.argv[0])
