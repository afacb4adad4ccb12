"""tools/measure/evening.py: random keys at the game under MicroPython, its MemoryErrors counted."""

from conftest import load_tool, require_vm

# One run's output as tests/mpy/evening.py prints it, the game's own lines among its figures.
OUTPUT = """game: MemoryError memory allocation failed, allocating 1280 bytes
fault 5202 table MemoryError memory allocation failed, allocating 1280 bytes
saves: out of memory: nothing was saved (the last save is kept)
heap 148928
harness 7632
keys 300
frames 9000
memory_errors 2
caught 1
save_refused 1
escaped 0
other_errors 0
lowest_free 0
lowest_free_frame 3592
peak_alloc 148928
collections 50
lowest_after_gc 27408
lowest_after_gc_frame 5695
lowest_after_gc_scene table
sessions 3
finished 2
demos 1
scene:title 21
scene:table 5
"""


def test_the_figures_are_read_and_summed():
    """Each run's MemoryErrors are counted, the runs with any, and the lowest free heap's run."""
    tool = load_tool("evening")
    troubled = tool.outcome(7, True, OUTPUT)
    assert troubled["memory_errors"] == 2 and troubled["caught"] == 1
    assert troubled["scenes"] == {"title": 21, "table": 5}
    assert troubled["faults"] == ["5202 table MemoryError memory allocation failed, "
                                  "allocating 1280 bytes"]
    calm = tool.outcome(8, True, OUTPUT.replace("memory_errors 2", "memory_errors 0")
                        .replace("caught 1", "caught 0").replace("save_refused 1",
                                                                 "save_refused 0")
                        .replace("lowest_after_gc 27408", "lowest_after_gc 20000"))
    calm["faults"] = []
    lost = tool.outcome(9, False, "Traceback (most recent call last):\nMemoryError: "
                        "memory allocation failed, allocating 4096 bytes\n")
    lines = "\n".join(tool.summary(".mpy", "at a 150 KB heap", [troubled, calm, lost], 30.0, 2))
    print(lines)
    assert "MemoryErrors: 3 (caught on the error screen 1, saves given up 1, escaped the " \
           "loop 1); runs with any: 2" in lines
    assert "runs that did not finish: 1" in lines
    assert "a collection in it (what is live then, and what the frame made after): 20000 " \
           "bytes (19.5 KB), run seed 8, frame 5695, in table" in lines
    assert "1 MemoryError after a frame in table (first: seed 7 frame 5202:" in lines
    assert not tool.clean([troubled, calm]) and not tool.clean([calm, lost])
    assert tool.clean([calm])


def test_an_evening_in_the_vm():
    """Two short runs of random keys play past the title, with no MemoryError and no fault."""
    require_vm()
    tool = load_tool("evening")
    keys = 50
    runs = tool.vm_evening((1, 2), keys)
    for run in runs:
        assert run["ok"], run
        assert run["keys"] == keys and run["frames"] > 3 * keys, run
        assert run["memory_errors"] == 0 and run["other_errors"] == 0, run["faults"]
        assert set(run["scenes"]) - {"title"}, run["scenes"]     # it got past the title
        # Sane heap figures: the game held more than the harness, and never all of the heap.
        assert run["harness"] < run["peak_alloc"] < run["heap"], run
        assert 0 < run["lowest_free"] <= run["lowest_after_gc"] < run["heap"], run
    assert tool.clean(runs)
