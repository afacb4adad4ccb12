"""Put the game on a board's ``CIRCUITPY`` drive.

    python3 tools/deploy.py                   # find the mounted CIRCUITPY drive
    python3 tools/deploy.py --to /media/me/CIRCUITPY --dry-run
    python3 tools/deploy.py --bundle ~/adafruit-circuitpython-bundle-9.x-mpy-20241120

It reads ``boot_out.txt`` (CircuitPython 9 or later only), writes the device
files of ``tools/devicefiles.py`` in their device form, compiled to ``.mpy``
by a CircuitPython ``mpy-cross`` when one is on the PATH (``code.py`` and
``boot.py`` stay ``.py``), and lists what it wrote in ``.oldmaid-files`` on the
drive, so that the next deploy removes the files it put there that the game
no longer has.  Nothing else on the drive is removed: not ``lib/``, not
``settings.toml``, not the owner's files.  Then it installs the Adafruit
libraries the game uses into ``lib/``: from ``--bundle DIR`` (an unzipped
Adafruit CircuitPython bundle), else with ``circup`` when it is on the PATH,
else it says what to install by hand.

``--dry-run`` prints every action, one a line, and changes nothing.  Expected
problems end with one line on stderr and exit status 2.
"""

import argparse
import filecmp
import os
import re
import shutil
import string
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools import devicefiles  # noqa: E402

MANIFEST = ".oldmaid-files"
# The PyBadge's (sheets, lights), then the OLED boards' display drivers (hardware/oled.py).
LIBRARIES = ("adafruit_imageload", "neopixel", "adafruit_displayio_ssd1306",
             "adafruit_displayio_sh1107")
KEEP_PY = ("code.py", "boot.py")  # CircuitPython only runs these as .py
# What a manifest may name.
OURS = ("code.py", "boot.py", "engine/", "game/", "hardware/", "assets/")
OLDEST = 9
# "Adafruit CircuitPython 9.2.1 on 2024-11-20; Adafruit PyBadge with samd51j19"
BOOT_LINE = re.compile(r"CircuitPython (\d+)\.(\d+)(?:\.(\d+))?\S* on [^;]*;\s*(.*?)"
                       r"(?: with (\S+))?\s*$")


class DeployError(Exception):
    """An expected problem: one line for the user, exit status 2."""


def drive_candidates():
    """Return the places a CIRCUITPY drive is mounted on this kind of computer."""
    user = os.environ.get("USER") or os.environ.get("USERNAME") or ""
    places = []
    if user:
        places += ["/media/%s/CIRCUITPY" % user, "/run/media/%s/CIRCUITPY" % user]
    places += ["/media/CIRCUITPY", "/Volumes/CIRCUITPY"]
    if os.name == "nt":
        places += windows_drives()
    return places


def windows_drives():
    """Return the roots of the Windows drives whose volume label is CIRCUITPY."""
    import ctypes

    found = []
    kernel = ctypes.windll.kernel32
    kernel.SetErrorMode(1)  # an empty card reader fails quietly, without a dialog
    mask = kernel.GetLogicalDrives()
    for i, letter in enumerate(string.ascii_uppercase):
        if not mask & (1 << i):
            continue
        root = letter + ":\\"
        label = ctypes.create_unicode_buffer(261)
        if kernel.GetVolumeInformationW(root, label, 261, None, None, None, None, 0):
            if label.value.upper() == "CIRCUITPY":
                found.append(root)
    return found


def find_drive(to):
    """Return the drive's folder: ``to`` if given, else the first mounted CIRCUITPY."""
    if to:
        if not os.path.isdir(to):
            raise DeployError("no such folder: %s" % to)
        return to
    for place in drive_candidates():
        if os.path.isdir(place):
            return place
    raise DeployError("no CIRCUITPY drive found (plug the board in, or give --to PATH)")


def parse_boot_out(text):
    """Return ((major, minor, patch), board) from boot_out.txt's text, or None."""
    for line in text.splitlines():
        m = BOOT_LINE.search(line)
        if m:
            version = (int(m.group(1)), int(m.group(2)), int(m.group(3) or 0))
            return version, m.group(4).strip()
    return None


def check_board(drive, force):
    """Refuse a drive that is not CircuitPython 9 or later; return a line describing it."""
    path = os.path.join(drive, "boot_out.txt")
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        if force:
            return "no boot_out.txt on %s; going on (--force)" % drive
        raise DeployError("no boot_out.txt on %s: not a CIRCUITPY drive? (--force to go on)"
                          % drive) from None
    found = parse_boot_out(text)
    if found is None:
        if force:
            return "cannot read boot_out.txt's CircuitPython version; going on (--force)"
        raise DeployError("cannot read a CircuitPython version in %s (--force to go on)" % path)
    version, board = found
    shown = "%d.%d.%d" % version
    if version[0] < OLDEST:
        raise DeployError("the board runs CircuitPython %s; the game needs %d or later"
                          % (shown, OLDEST))
    return "board: %s, CircuitPython %s" % (board or "unknown", shown)


def find_mpy_cross():
    """Return (path or None, note): CircuitPython's mpy-cross on the PATH, if any."""
    path = shutil.which("mpy-cross")
    if path is None:
        return None, "no mpy-cross on the PATH: copying .py files"
    try:
        done = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30,
                              check=False)
        said = (done.stdout + done.stderr).strip()
    except (OSError, subprocess.SubprocessError) as e:
        return None, "mpy-cross did not run (%s): copying .py files" % e
    if "CircuitPython" not in said:
        first = said.splitlines()[0] if said else "no version"
        return None, ("mpy-cross on the PATH is not CircuitPython's (%s), and CircuitPython "
                      "rejects its .mpy files: copying .py files" % first)
    return path, "compiling with %s" % said.splitlines()[0]


def compile_mpy(mpy_cross, stage, rel):
    """Compile ``stage/rel`` to .mpy beside it; return the .mpy's relative path."""
    out = rel[:-3] + ".mpy"
    # Relative paths from the stage: the .mpy then names "engine/round.py" in tracebacks.
    try:
        done = subprocess.run([mpy_cross, "-o", out, rel], cwd=stage, capture_output=True,
                              text=True, timeout=120, check=False)
    except (OSError, subprocess.SubprocessError) as e:
        raise DeployError("mpy-cross failed on %s: %s" % (rel, e)) from None
    if done.returncode != 0 or not os.path.isfile(os.path.join(stage, out)):
        said = (done.stderr or done.stdout).strip().splitlines()
        raise DeployError("mpy-cross failed on %s: %s" % (rel, said[-1] if said else "no output"))
    return out


def stage_files(stage, mpy_cross):
    """Write the device form into ``stage``; return the relative paths that go on the drive."""
    placed = []
    for rel in devicefiles.write_device_form(stage):
        if mpy_cross and rel.endswith(".py") and rel not in KEEP_PY:
            placed.append(compile_mpy(mpy_cross, stage, rel))
        else:
            placed.append(rel)
    return placed


def is_ours(rel):
    """Whether a manifest line names a file this tool may delete."""
    if not rel or rel.startswith(("/", "\\")) or ":" in rel or "\\" in rel:
        return False
    parts = rel.split("/")
    if ".." in parts or "." in parts or "" in parts:
        return False
    return rel in OURS or (len(parts) > 1 and rel.startswith(OURS))


def read_manifest(drive):
    """Return the files the last deploy wrote (only those it may delete)."""
    try:
        with open(os.path.join(drive, MANIFEST), encoding="utf-8") as f:
            return [line.strip() for line in f if is_ours(line.strip())]
    except OSError:
        return []


def bundle_libraries(bundle, board_major, force):
    """Return [(source, name in lib/)] for the libraries in an unzipped bundle."""
    lib = os.path.join(bundle, "lib")
    if not os.path.isdir(lib):
        raise DeployError("no lib/ folder in the bundle %s" % bundle)
    m = re.search(r"-(\d+)\.x-mpy", os.path.basename(os.path.abspath(bundle)))
    if m and board_major and int(m.group(1)) != board_major and not force:
        raise DeployError("the bundle is for CircuitPython %s.x, the board runs %d "
                          "(--force to go on)" % (m.group(1), board_major))
    picked = []
    for name in LIBRARIES:
        for entry in (name, name + ".mpy", name + ".py"):
            if os.path.exists(os.path.join(lib, entry)):
                picked.append((os.path.join(lib, entry), entry))
                break
        else:
            raise DeployError("the bundle has no %s in %s" % (name, lib))
    return picked


def board_major(drive):
    """Return the CircuitPython major version in boot_out.txt, or None."""
    try:
        with open(os.path.join(drive, "boot_out.txt"), encoding="utf-8", errors="replace") as f:
            found = parse_boot_out(f.read())
    except OSError:
        return None
    return found[0][0] if found else None


def libraries_present(drive):
    """Whether every library the game uses is already in the drive's lib/."""
    lib = os.path.join(drive, "lib")
    return all(any(os.path.exists(os.path.join(lib, name + end)) for end in ("", ".mpy", ".py"))
               for name in LIBRARIES)


def same_file(a, b):
    """Whether ``b`` exists with ``a``'s bytes."""
    return os.path.isfile(b) and filecmp.cmp(a, b, shallow=False)


def backup_name(drive, rel):
    """Return the first free ``rel.bak``, ``rel.bak1``, ... on ``drive``."""
    name = rel + ".bak"
    n = 0
    while os.path.exists(os.path.join(drive, name)):
        n += 1
        name = "%s.bak%d" % (rel, n)
    return name


def room_needed(drive, stage, placed):
    """Return how many more bytes the drive must hold once ``placed`` replace what is there."""
    need = 0
    for rel in placed:
        dst = os.path.join(drive, rel)
        need += os.path.getsize(os.path.join(stage, rel))
        if os.path.isfile(dst):
            need -= os.path.getsize(dst)
    return need


def write_manifest(drive, names):
    """Write ``names``, one a line, as the files this tool put on ``drive``."""
    with open(os.path.join(drive, MANIFEST), "w", encoding="utf-8", newline="\n") as f:
        f.write("".join(rel + "\n" for rel in names))


def deploy(drive, force=False, dry_run=False, bundle=None, say=print):
    """Do (or with ``dry_run`` list) every step of a deploy to ``drive``.

    The owner's own ``code.py`` and ``boot.py`` (ones this tool did not put
    there) are kept as ``code.py.bak`` (``.bak1``, ... when taken); the
    drive's free room is checked before the first write; and the list of
    files is written before the copying, naming what is there now and what
    will be, so that a deploy cut short (a full drive, a pulled cable) is
    finished by the next one.
    """
    say(check_board(drive, force))
    libs = bundle_libraries(bundle, board_major(drive), force) if bundle else None
    mpy_cross, note = find_mpy_cross()
    say(note)
    previous = read_manifest(drive)
    with tempfile.TemporaryDirectory() as stage:
        placed = stage_files(stage, mpy_cross)
        need = room_needed(drive, stage, placed)
        free = shutil.disk_usage(drive).free
        if need > free:
            raise DeployError("the drive has %d bytes free and the game needs %d more: "
                              "free some room (nothing was written)" % (free, need))
        for rel in KEEP_PY:
            dst = os.path.join(drive, rel)
            if (rel not in previous and os.path.isfile(dst)
                    and not same_file(os.path.join(stage, rel), dst)):
                kept = backup_name(drive, rel)
                say("keep %s as %s (not put there by this tool)" % (dst, kept))
                if not dry_run:
                    os.replace(dst, os.path.join(drive, kept))
        say("write %s" % os.path.join(drive, MANIFEST))
        if not dry_run:     # what is ours from now on, before any copy: a rerun finishes
            write_manifest(drive, previous + [rel for rel in placed if rel not in previous])
        for rel in placed:
            dst = os.path.join(drive, rel)
            if same_file(os.path.join(stage, rel), dst):
                say("same %s" % rel)
                continue
            say("copy %s -> %s" % (rel, dst))
            if not dry_run:
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                shutil.copyfile(os.path.join(stage, rel), dst)
            shadow = rel[:-4] + ".py"
            if (rel.endswith(".mpy") and shadow not in previous
                    and os.path.exists(os.path.join(drive, shadow))):
                # CircuitPython imports a .py before an .mpy of the same name.
                say("note: %s was not put there by this tool and hides %s; delete it"
                    % (os.path.join(drive, shadow), rel))
    for rel in previous:
        if rel not in placed and os.path.isfile(os.path.join(drive, rel)):
            say("remove %s" % os.path.join(drive, rel))
            if not dry_run:
                os.remove(os.path.join(drive, rel))
    if not dry_run:
        write_manifest(drive, placed)
    install_libraries(drive, libs, dry_run, say)


def install_libraries(drive, libs, dry_run, say):
    """Put the game's libraries into the drive's lib/: bundle, circup, or say how."""
    lib = os.path.join(drive, "lib")
    if libs is not None:
        for src, name in libs:
            dst = os.path.join(lib, name)
            say("copy %s -> %s" % (src, dst))
            if dry_run:
                continue
            os.makedirs(lib, exist_ok=True)
            if os.path.isdir(src):
                shutil.copytree(src, dst, dirs_exist_ok=True)
            else:
                shutil.copyfile(src, dst)
        return
    circup = shutil.which("circup")
    if circup:
        command = [circup, "--path", drive, "install", *LIBRARIES]
        say("run %s" % " ".join(command))
        if dry_run:
            return
        try:
            done = subprocess.run(command, stdin=subprocess.DEVNULL, timeout=600, check=False)
            if done.returncode == 0:
                return
            why = "circup failed (status %d)" % done.returncode
        except (OSError, subprocess.SubprocessError) as e:
            why = "circup failed (%s)" % e
    elif libraries_present(drive):
        say("libraries already in %s: %s" % (lib, ", ".join(LIBRARIES)))
        return
    else:
        why = "no --bundle and no circup"
    say("%s: put %s (from the Adafruit CircuitPython bundle for the board's version) into %s"
        % (why, ", ".join(LIBRARIES), lib))


def main(argv=None):
    """Run the command line; return the exit status."""
    p = argparse.ArgumentParser(prog="deploy.py", description="Put the game on a CIRCUITPY drive.")
    p.add_argument("--to", metavar="PATH", help="the drive's folder (default: find CIRCUITPY)")
    p.add_argument("--dry-run", action="store_true", help="list every action, change nothing")
    p.add_argument("--force", action="store_true",
                   help="go on without a readable boot_out.txt, or with another version's bundle")
    p.add_argument("--bundle", metavar="DIR",
                   help="an unzipped Adafruit CircuitPython bundle to take the libraries from")
    args = p.parse_args(argv)
    try:
        drive = find_drive(args.to)
        deploy(drive, force=args.force, dry_run=args.dry_run, bundle=args.bundle)
    except DeployError as e:
        print("deploy: %s" % e, file=sys.stderr)
        return 2
    except OSError as e:
        print("deploy: %s" % e, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
