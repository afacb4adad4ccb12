"""``make device``: the board's files and each stage's, in a folder a person can read."""

import filecmp
import os

from conftest import load_tool

devicebuild = load_tool("devicebuild")
devicefiles = devicebuild.devicefiles


def test_the_stages_end_in_the_device_form_and_the_board_folder_is_deploys(tmp_path):
    folders = devicebuild.write_stages(str(tmp_path))
    assert [os.path.basename(f) for f in folders] == [
        "1-docstrings", "2-private-constants", "3-public-constants", "4-names"]
    rel = "engine/round.py"
    with open(os.path.join(devicefiles.ROOT, rel), encoding="utf-8") as f:
        source = f.read()
    texts = []
    for folder in folders:
        with open(os.path.join(folder, rel), encoding="utf-8") as f:
            texts.append(f.read())
    assert texts[-1] == devicefiles.device_form(source, rel)
    assert '"""' in source and '"""' not in texts[0]              # docstrings out first
    assert "const(" in texts[0] and texts[1].count("const(") < texts[0].count("const(")
    assert len(set(texts)) == 4                                    # each stage did something
    board = tmp_path / "board"
    devicebuild.write_board(str(board))
    deployed = tmp_path / "deployed"
    devicefiles.write_device_form(str(deployed))
    names = devicefiles.device_paths()
    match, mismatch, errors = filecmp.cmpfiles(str(board), str(deployed), names, shallow=False)
    assert not mismatch and not errors and len(match) == len(names)
