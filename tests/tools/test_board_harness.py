"""The board harness's parts (tools/board/), without CircuitPython's firmware.

The Node parts (the SSD1306's decoding, the flash's program and erase and
the ROM patch, the UF2 loader, the key scripts, the console, the PNGs) are
tested by Node's own runner, run from here so that ``make test`` runs them;
the drive image and the pin map are tested here.  The firmware run itself
(``make board``) is a benchmark, by hand.
"""

import json
import os
import shutil
import subprocess

import pytest
from conftest import ROOT

from tools.board import drive


def require_node():
    """Skip when node or rp2040js is missing here; fail instead on CI."""
    reason = None
    if shutil.which("node") is None:
        reason = "node is not on PATH (install Node.js 20+)"
    elif not os.path.isdir(os.path.join(ROOT, "node_modules", "rp2040js")):
        reason = "rp2040js is missing: run `npm ci` in %s" % ROOT
    if reason:
        if os.environ.get("CI"):
            pytest.fail("CI must run the board harness's tests: " + reason)
        pytest.skip("board harness tests: " + reason)


def test_node_parts():
    """node --test tools/board/test/: every test there passes."""
    require_node()
    done = subprocess.run(["node", "--test", os.path.join("tools", "board", "test")], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "# fail 0" in done.stdout


def test_pin_map_is_the_readmes_pico():
    """The harness wires the OLED and the buttons where the game looks for them on a Pico."""
    require_node()
    from hardware import pins

    done = subprocess.run(["node", "--input-type=module", "-e",
                           "import * as p from './tools/board/pins.js';"
                           "console.log(JSON.stringify({pins: p.PINS, buttons: p.BUTTONS,"
                           " address: p.OLED_ADDRESS, bus: p.I2C_BUS}))"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60, check=True)
    wired = json.loads(done.stdout)
    sda, scl = pins.DEFAULT_I2C[1]
    assert ("GP%d" % wired["pins"]["sda"], "GP%d" % wired["pins"]["scl"]) == (sda, scl)
    assert tuple("GP%d" % wired["pins"][b] for b in wired["buttons"]) == pins.DEFAULT_BUTTONS[1]
    assert wired["address"] == pins.DEFAULT_ADDRESS
    # RP2040: I2C0's SDA and SCL are GP0/GP1 + 4n, I2C1's GP2/GP3 + 4n (datasheet 1.4.3).
    assert wired["bus"] == (wired["pins"]["sda"] // 2) % 2


def _files():
    return {
        "code.py": b"print('hello')\n",
        "boot.py": b"",
        "game/scenes/error_screen.mpy": bytes(range(256)) * 5,       # a long name, 3 clusters
        "lib/adafruit_displayio_ssd1306.py": b"x" * drive.SECTOR,      # exactly one cluster
        "oldmaid/00/saves": b"\xff" * 9216,
        "assets/cards_mono.bmp": b"BM" + b"\x01" * 700,
    }


def test_drive_files_read_back():
    img = drive.Image()
    for path, data in _files().items():
        img.add(path, data)
    image = img.image()
    assert len(image) == drive.SECTORS * drive.SECTOR
    assert drive.read_files(image) == _files()


def test_drive_boot_sector_is_what_f_mkfs_writes():
    """The volume's numbers, read back from its boot sector as FatFs reads them."""
    image = drive.Image().image()
    assert image[510:512] == b"\x55\xaa"
    assert int.from_bytes(image[11:13], "little") == drive.SECTOR
    assert int.from_bytes(image[19:21], "little") == drive.SECTORS
    reserved, fats = int.from_bytes(image[14:16], "little"), image[16]
    fat_sectors = int.from_bytes(image[22:24], "little")
    root = int.from_bytes(image[17:19], "little") * 32 // drive.SECTOR
    data_at = reserved + fats * fat_sectors + root
    clusters = (drive.SECTORS - data_at) // image[13]
    assert clusters <= 0xFF5                                 # FAT12, as FatFs counts it
    assert fat_sectors * drive.SECTOR * 2 // 3 >= clusters + 2   # the FAT holds every cluster
    # The drive fills the 2 MB flash from its offset (CircuitPython's block count).
    assert drive.OFFSET + drive.SECTORS * drive.SECTOR == 2 * 1024 * 1024
    assert image[0x200 * (drive.ROOT_AT):0x200 * drive.ROOT_AT + 11] == drive.LABEL


@pytest.mark.skipif(shutil.which("fsck.fat") is None, reason="fsck.fat (dosfstools) not here")
def test_drive_passes_fsck(tmp_path):
    img = drive.Image()
    for path, data in _files().items():
        img.add(path, data)
    path = tmp_path / "drive.img"
    path.write_bytes(img.image())
    done = subprocess.run(["fsck.fat", "-n", str(path)], capture_output=True, text=True,
                          timeout=60, check=False)
    # FatFs's f_setlabel writes the label into the root directory only, as CircuitPython's
    # drive has it; fsck.fat would copy it into the boot sector too.  Nothing else is said.
    said = [line.strip() for line in (done.stdout + done.stderr).splitlines() if line.strip()]
    allowed = ("fsck.fat ", "There is no label in boot sector, but there is volume label "
               "'CIRCUITPY' stored in root directory", "Auto-copying volume label from root "
               "directory to boot sector.", "Leaving filesystem unchanged.", str(path) + ":")
    assert [line for line in said if not line.startswith(allowed)] == [], said
    folders = {p.rsplit("/", n)[0] for p in _files() for n in range(1, p.count("/") + 1)}
    assert "%d files" % (len(_files()) + len(folders) + 1) in said[-1]   # and the label's entry


def test_drive_too_full_is_refused():
    img = drive.Image()
    with pytest.raises(drive.DriveFull):
        img.add("big", b"\0" * (drive.CLUSTERS + 1) * drive.SECTOR)


def test_drive_holds_the_device_files_the_library_and_the_saves(tmp_path):
    """What tools/ship/deploy.py puts on a board, the display's library, and the save ring."""
    placed = drive.stage(str(tmp_path))
    from tools.ship import devicefiles

    assert set(devicefiles.device_paths()) <= set(placed)
    assert "lib/%s.py" % drive.LIBRARY in placed
    assert any(p.startswith("oldmaid/") for p in placed)
    img = drive.Image()
    for rel in placed:
        img.add(rel, (tmp_path / rel).read_bytes())
    back = drive.read_files(img.image())
    assert sorted(back) == sorted(placed)
    assert back["code.py"] == (tmp_path / "code.py").read_bytes()
