"""Put the game on a board's ``CIRCUITPY`` drive.

    python3 -m tools.ship.deploy                   # find the mounted CIRCUITPY drive
    python3 -m tools.ship.deploy --to /media/me/CIRCUITPY --dry-run
    python3 -m tools.ship.deploy --bundle ~/adafruit-circuitpython-bundle-9.x-mpy-20241120

It reads ``boot_out.txt`` (CircuitPython 9 or later only), writes the device
files of ``tools/ship/devicefiles.py`` in their device form, compiled to ``.mpy``
by CircuitPython's ``mpy-cross`` for the board's version (``code.py`` and
``boot.py`` stay ``.py``; ``tools/ship/mpycross.py`` finds or fetches it), and
lists what it wrote, with each file's hash, in ``.oldmaid-files`` on the
drive (``tools/ship/filelist.py``), so that the next deploy replaces or removes
only files that still hold what it wrote.  Nothing else on the drive is
removed or overwritten: not ``lib/``'s other files, not ``settings.toml``,
not the owner's files; and nothing is written before the room it all takes
is counted (``tools/ship/driveroom.py``).  The board never starts half a game:
the new files are written beside the old under temporary names, then switched
in with ``code.py`` away meanwhile and back last (``deploy``'s notes).
Before the switch it installs the Adafruit libraries the game uses into
``lib/``: from ``--bundle DIR`` (an unzipped Adafruit CircuitPython bundle),
else with ``circup`` when it is on the PATH, else it says what to install
by hand.

``--dry-run`` prints every action, one a line, and changes nothing (it
fetches nothing either).  Expected problems end with one line on stderr and
exit status 2.
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

from tools.ship import devicefiles, driveroom, filelist, mpycross

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

MANIFEST = filelist.MANIFEST
# The OLED boards' display drivers (hardware/oled.py).  The sheets are read with the
# firmware's bitmaptools (hardware/view.py), the PyBadge's lights written with its
# neopixel_write (hardware/pybadge.py): no library for either.
LIBRARIES = ("adafruit_displayio_ssd1306", "adafruit_displayio_sh1107")
KEEP_PY = ("code.py", "boot.py")  # CircuitPython only runs these as .py
OLDEST = 9
# "Adafruit CircuitPython 9.2.1 on 2024-11-20; Adafruit PyBadge with samd51j19"
BOOT_LINE = re.compile(r"CircuitPython (\d+)\.(\d+)(?:\.(\d+))?\S* on [^;]*;\s*(.*?)"
                       r"(?: with (\S+))?\s*$")
RELEASE = re.compile(r"CircuitPython (\d+\.\d+\S*) on ")   # the release's name, "10.0.0-beta.2"
# Said when the game goes on as .py: keep in step with docs/memory.md.
PY_HEAP = ("the .py form needs about 117 KB of heap, of the 150 KB a PyBadge has; the .mpy "
           "form about 104 KB; see docs/memory.md")


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


def choose_compiler(release, major, explicit, url, dry_run, say):
    """Return CircuitPython's mpy-cross for the board, or None after one line saying why."""
    try:
        path, notes, why = mpycross.find(release, major, explicit, url, offline=dry_run)
    except ValueError as e:
        raise DeployError(str(e)) from None
    for line in notes:
        say(line)
    if path is None:
        say("%s: copying .py files; %s" % (why, PY_HEAP))
    return path


def compile_mpy(mpy_cross, stage, rel):
    """Compile ``stage/rel`` to .mpy beside it; return the .mpy's relative path."""
    out = rel[:-3] + ".mpy"
    try:
        done = subprocess.run(devicefiles.compile_command(mpy_cross, rel, out), cwd=stage,
                              capture_output=True, text=True, timeout=120, check=False)
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


def board_release(drive):
    """Return (release as boot_out.txt writes it, major version), or (None, None)."""
    try:
        with open(os.path.join(drive, "boot_out.txt"), encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return None, None
    found = parse_boot_out(text)
    m = RELEASE.search(text)
    return (m.group(1) if m else None), (found[0][0] if found else None)


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


def put(src, drive, rel):
    """Copy the bytes of ``src`` to ``rel`` on the drive, through a temporary name.

    Only the bytes: FAT keeps no permissions and a FUSE mount refuses chmod.
    The old file is replaced whole or not at all, never left half written.
    """
    dst = os.path.join(drive, rel)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    part = dst + driveroom.PART
    try:
        shutil.copyfile(src, part)
        os.replace(part, dst)
    except OSError:
        if os.path.exists(part):
            os.remove(part)
        raise


def library_files(drive, libs):
    """Return [(source, name in lib/, [(source file, path on the drive) that differ])]."""
    found = []
    for src, name in libs:
        if os.path.isdir(src):
            pairs = []
            for here, dirs, names in os.walk(src):
                dirs.sort()
                for file in sorted(names):
                    inside = os.path.relpath(os.path.join(here, file), src).replace(os.sep, "/")
                    pairs.append((os.path.join(here, file), "lib/%s/%s" % (name, inside)))
        else:
            pairs = [(src, "lib/" + name)]
        found.append((src, name, [(a, rel) for a, rel in pairs
                                  if not same_file(a, os.path.join(drive, rel))]))
    return found


def sort_placed(drive, stage, placed, listed):
    """Return ({path: "new", "same", "ours" or "the owner's"}, its hash) for each placed file."""
    fate, hashes = {}, {}
    for rel in placed:
        hashes[rel] = filelist.file_hash(os.path.join(stage, rel))
        dst = os.path.join(drive, rel)
        if not os.path.isfile(dst):
            fate[rel] = "new"
            continue
        there = filelist.file_hash(dst)
        if there == hashes[rel]:
            fate[rel] = "same"
        elif there in listed.get(rel, ()):
            fate[rel] = "ours"
        else:
            fate[rel] = "the owner's"
    return fate, hashes


def whose(rel, listed):
    """Say why a file at ``rel`` that differs from the game's is taken for the owner's."""
    if listed.get(rel):
        return "changed since this tool wrote it"
    if rel in listed:
        return "not the game's, and an older deploy's list keeps no hashes"
    return "not put there by this tool"


ENTRIES = ("boot.py", "code.py")   # what the board starts: put back last, code.py the last


def switch_order(placed):
    """Return ``placed`` with the entries last, ``code.py`` the very last.

    >>> switch_order(["boot.py", "code.py", "engine/round.py"])
    ['engine/round.py', 'boot.py', 'code.py']
    """
    return [rel for rel in placed if rel not in ENTRIES] + [
        rel for rel in ENTRIES if rel in placed]


def check_places(drive, paths):
    """Refuse, before any write, a file where a folder of ``paths`` goes, or the reverse."""
    seen = set()
    for rel in paths:
        parts = rel.split("/")
        for i in range(1, len(parts)):
            folder = "/".join(parts[:i])
            if folder in seen:
                continue
            seen.add(folder)
            there = os.path.join(drive, folder)
            if os.path.lexists(there) and not os.path.isdir(there):
                raise DeployError("%s is a file where the game's folder %s/ goes: move or "
                                  "delete it, then deploy again (nothing was written)"
                                  % (there, folder))
        if os.path.isdir(os.path.join(drive, rel)):
            raise DeployError("%s is a folder where the game's file %s goes: move or delete "
                              "it, then deploy again (nothing was written)"
                              % (os.path.join(drive, rel), rel))


def check_long_names(drive):
    """Refuse a drive that keeps only 8.3 names: the game's files need long ones."""
    try:
        kept = driveroom.keeps_long_names(drive)
    except OSError as e:
        raise DeployError("cannot write on %s (%s): nothing was written"
                          % (drive, e.strerror or e)) from None
    if not kept:
        raise DeployError("%s keeps only short 8.3 file names (a FAT mounted without long "
                          "names, as fusefat mounts it), and the game's files need long ones: "
                          "mount it as vfat, or deploy from another computer (nothing was "
                          "written)" % drive)


def leftovers(drive):
    """Return the temporary files a deploy cut short left in the game's places, sorted."""
    found = []
    for name in ENTRIES + ("oldmaid-long-name-probe",):
        if os.path.isfile(os.path.join(drive, name + driveroom.PART)):
            found.append(name + driveroom.PART)
    for top in filelist.OURS + ("lib/",):
        if not top.endswith("/") or not os.path.isdir(os.path.join(drive, top)):
            continue
        for here, dirs, names in os.walk(os.path.join(drive, top)):
            dirs.sort()
            for name in sorted(names):
                if name.endswith(driveroom.PART):
                    found.append(os.path.relpath(os.path.join(here, name), drive)
                                 .replace(os.sep, "/"))
    return found


def deploy(drive, force=False, dry_run=False, bundle=None, mpy_cross=None, mpy_cross_url=None,
           say=print):
    """Do (or with ``dry_run`` list) every step of a deploy to ``drive``.

    A file there that does not hold what this tool wrote (one it did not
    write, or one changed since) is the owner's: kept as ``code.py.bak``
    (``.bak1``, ... when taken), never overwritten or removed.  Before the
    first write it counts the room the writes take, and refuses a file
    where a folder goes and a drive that keeps only 8.3 names.

    The board never starts half a game.  Every new file is first written
    whole under a temporary name beside the one it replaces, the old game
    left untouched; only then, in the switch, ``code.py`` and ``boot.py``
    are taken away, the new files take the old ones' places, the files the
    game no longer has go, and ``boot.py`` then ``code.py`` come back last.
    A deploy cut short (a full drive, a pulled cable) leaves the old game
    whole, or no ``code.py`` (the board starts nothing) during the switch's
    renames, or the new game whole; the list of files, written before the
    copying, and the temporary files it leaves let the next deploy finish.
    """
    say(check_board(drive, force))
    release, major = board_release(drive)
    libs = bundle_libraries(bundle, major, force) if bundle else None
    compiler = choose_compiler(release, major, mpy_cross, mpy_cross_url, dry_run, say)
    listed, trouble = filelist.read(drive)
    if trouble:
        say(trouble)
    with tempfile.TemporaryDirectory() as stage:
        placed = switch_order(stage_files(stage, compiler))
        lib_files = library_files(drive, libs) if libs is not None else None
        check_places(drive, placed + [rel for _s, _n, pairs in lib_files or ()
                                      for _a, rel in pairs])
        fate, hashes = sort_placed(drive, stage, placed, listed)
        after = {rel: {hashes[rel]} for rel in placed}
        gone, theirs = [], []       # files the game no longer has: deploy's, the owner's
        for rel in sorted(listed):
            dst = os.path.join(drive, rel)
            if rel not in after and os.path.isfile(dst):
                mine = not listed[rel] or filelist.file_hash(dst) in listed[rel]
                (gone if mine else theirs).append(rel)
        changed = [rel for rel in placed if fate[rel] != "same"]
        if any(rel not in ENTRIES for rel in changed) or gone:
            # The switch takes the entries away and puts them back: staged, same or not.
            changed = [rel for rel in placed if fate[rel] != "same" or rel in ENTRIES]
        plan = driveroom.Plan(drive, driveroom.cluster_size(drive))
        kept = {}
        for rel in placed:
            if fate[rel] == "the owner's":
                kept[rel] = backup_name(drive, rel)
                plan.move_aside(kept[rel])
        for rel in changed:
            plan.write(rel, os.path.getsize(os.path.join(stage, rel)), rel not in kept,
                       staged=True)
        for _src, _name, pairs in lib_files or ():
            for a, rel in pairs:
                plan.write(rel, os.path.getsize(a))
        during = {rel: set(known) for rel, known in listed.items()}
        for rel in placed:
            during.setdefault(rel, set()).add(hashes[rel])
        plan.write(filelist.MANIFEST, len(filelist.text_of(during).encode("utf-8")),
                   through_temporary=False)
        ring = ring_path()
        if ring_wanted(drive):           # made whole, or not at all: its room counts now
            plan.write(ring, storage_ring_bytes(), through_temporary=True)
            say("the saves' ring %s takes %d KB" % (ring, storage_ring_bytes() // 1024))
        need, free = plan.needed(), driveroom.free_room(drive)
        if need > free:
            raise DeployError("the drive has %d bytes free and the game needs %d more (in "
                              "%d-byte clusters, with its folders, libraries and the saves' "
                              "ring): free some room (nothing was written)"
                              % (free, need, plan.cluster))
        if not dry_run:
            check_long_names(drive)
        # -- the writes
        for rel in leftovers(drive):
            say("remove %s (left by a deploy cut short)" % os.path.join(drive, rel))
            if not dry_run:
                os.remove(os.path.join(drive, rel))
        for rel, name in kept.items():
            say("keep %s as %s (%s)" % (os.path.join(drive, rel), name, whose(rel, listed)))
            if not dry_run:
                os.replace(os.path.join(drive, rel), os.path.join(drive, name))
        say("write %s" % os.path.join(drive, filelist.MANIFEST))
        if not dry_run:     # what is ours from now on, before any copy: a rerun finishes
            filelist.write(drive, during)
        for rel in placed:
            if rel not in changed:
                say("same %s" % rel)
                continue
            say("copy %s -> %s" % (rel, os.path.join(drive, rel)))
            if not dry_run:
                stage_file(os.path.join(stage, rel), drive, rel)
        install_libraries(drive, lib_files, dry_run, say)
        for rel in theirs:
            say("keep %s (changed since this tool wrote it; the game no longer has it)"
                % os.path.join(drive, rel))
        switch(drive, changed, gone, listed, dry_run, say)
    if not dry_run:
        filelist.write(drive, after)
    make_save_files(drive, dry_run, say)


def stage_file(src, drive, rel):
    """Write the bytes of ``src`` beside ``rel`` on the drive, under its temporary name.

    Only the bytes: FAT keeps no permissions and a FUSE mount refuses chmod.
    """
    dst = os.path.join(drive, rel)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    shutil.copyfile(src, dst + driveroom.PART)


def switch(drive, changed, gone, listed, dry_run, say):
    """Put the staged files in their places, the entries away meanwhile and back last."""
    if not changed and not gone:
        return
    down = [rel for rel in ENTRIES if rel in changed]
    if len(changed) > len(down) or gone:
        for rel in reversed(down):      # code.py first: boot.py alone starts no game
            dst = os.path.join(drive, rel)
            if os.path.isfile(dst):
                say("take %s away while the game's files change" % dst)
                if not dry_run:
                    os.remove(dst)
    for rel in changed:
        if rel in ENTRIES:
            continue
        say("switch %s" % rel)
        if not dry_run:
            os.replace(os.path.join(drive, rel + driveroom.PART), os.path.join(drive, rel))
        shadow = rel[:-4] + ".py"
        if (rel.endswith(".mpy") and shadow not in listed
                and os.path.exists(os.path.join(drive, shadow))):
            # CircuitPython imports a .py before an .mpy of the same name.
            say("note: %s was not put there by this tool and hides %s; delete it"
                % (os.path.join(drive, shadow), rel))
    for rel in gone:
        dst = os.path.join(drive, rel)
        say("remove %s" % dst)
        if not dry_run:
            os.remove(dst)
    for rel in down:
        say("switch %s" % rel)
        if not dry_run:
            os.replace(os.path.join(drive, rel + driveroom.PART), os.path.join(drive, rel))


def ring_path():
    """Return the saves' ring's path on a drive, as hardware/storage.py names it."""
    from hardware import storage

    return storage.SAVE_FOLDER.strip("/") + "/" + storage.RING


def storage_ring_bytes():
    """Return the size of the saves' ring (hardware/storage.py's RING_BYTES)."""
    from hardware import storage

    return storage.RING_BYTES


def ring_wanted(drive):
    """Return True if ``drive`` holds no whole ring of saves yet."""
    path = os.path.join(drive, ring_path())
    return not (os.path.isfile(path) and os.path.getsize(path) == storage_ring_bytes())


def make_save_files(drive, dry_run, say):
    """Make the saves' ring whole now, so that play never changes the FAT.

    hardware/storage.py writes every save in place into one file made once;
    made here, by the computer, not even the board's first start allocates a
    cluster.  The room was counted with the game's (``deploy``): a drive
    without it was refused before any write.
    """
    from hardware import storage
    from hardware.reading import prepare

    folder = os.path.join(drive, storage.SAVE_FOLDER.strip("/"))
    say("make the saves' ring in %s" % folder)
    if dry_run:
        return
    try:
        made = prepare(storage.FileStorage(folder))
    except OSError as e:
        made = e.strerror or str(e)
    if made is not True:
        say("the saves' ring could not be made in %s (%s): the board says so at its start"
            % (folder, made))


def install_libraries(drive, lib_files, dry_run, say):
    """Put the game's libraries into the drive's lib/: bundle, circup, or say how."""
    lib = os.path.join(drive, "lib")
    if lib_files is not None:
        for src, name, pairs in lib_files:
            if not pairs:
                say("same lib/%s" % name)
                continue
            say("copy %s -> %s" % (src, os.path.join(lib, name)))
            if not dry_run:
                for a, rel in pairs:
                    put(a, drive, rel)
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
    p.add_argument("--mpy-cross", metavar="PATH",
                   help="CircuitPython's mpy-cross to compile with (default: the PATH's, "
                        "else the one fetched for the board's version)")
    p.add_argument("--mpy-cross-url", metavar="BASE",
                   help="where the mpy-cross builds are published (default: %s)"
                        % mpycross.PUBLISHED)
    args = p.parse_args(argv)
    try:
        drive = find_drive(args.to)
        deploy(drive, force=args.force, dry_run=args.dry_run, bundle=args.bundle,
               mpy_cross=args.mpy_cross, mpy_cross_url=args.mpy_cross_url)
    except DeployError as e:
        print("deploy: %s" % e, file=sys.stderr)
        return 2
    except OSError as e:
        print("deploy: %s" % e, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
