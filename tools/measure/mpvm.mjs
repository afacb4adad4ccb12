// Run one of this repository's Python scripts inside a real MicroPython VM.
//
// The engine must behave the same on a board as on CPython; this runs it on
// MicroPython's own interpreter (the WebAssembly port, on Node), so tests
// and benchmarks see MicroPython's semantics, 31-bit small ints and heap use
// instead of CPython's.
//
//   node tools/measure/mpvm.mjs [--heap BYTES] [--path DIR ...] SCRIPT.py [ARGS...]
//
// engine/ (and hardware/ if present) plus each --path (a directory or a .py
// file) are copied, .py files only (and .bmp, .words data), to /repo in the VM, keeping their place
// relative to the repository (a path outside it lands at /repo/<its name>).
// The repo-root micropython.py is never copied: the VM has the real module.
// sys.path is [SCRIPT's VM directory, "/repo", ...]; sys.argv is
// [SCRIPT, ARGS...]; SCRIPT runs as __main__ from /repo/<its repo path> (or
// /script/<its name> when outside the repository).
//
// --heap sets the GC heap the VM starts with (default 2 MB).  This port grows
// the heap on demand (split heap, up to 128 MB more), so it is no hard cap as
// on a board, and gc.mem_free() counts that headroom: measure gc.mem_alloc().
//
// This port never collects in the middle of a call from JavaScript:
// gc.collect() only asks for a collection, which runs when the call returns.
// So within one script the heap only grows.  A script that wants to see what
// stays live sets a global MPVM_STEPS to an iterator (a generator): once the
// script's body has run, the runner calls next() on it from JavaScript, one
// call per step, until it ends; a gc.collect() just before a yield has taken
// effect when the next step begins.
//
// Exit status: 0 when the script finishes (or SystemExit's code), 1 when it
// raises (the MicroPython traceback goes to stderr), 2 for a usage error or a
// missing VM package.  Stdout and stderr are passed through byte for byte.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE = "@micropython/micropython-webassembly-pyscript";
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const VM_REPO = "/repo";
const SHIM = path.join(REPO, "micropython.py");      // CPython's stand-in: never copied
const DEFAULT_HEAP = 2 * 1024 * 1024;
const ALWAYS = ["engine", "game", "hardware", "assets"];  // copied when present
const NEVER = new Set(["node_modules", "__pycache__"]); // nor any dot-directory
const USAGE = "usage: node tools/measure/mpvm.mjs [--heap BYTES] [--root DIR] [--path DIR ...] SCRIPT.py [ARGS...]";

function die(message) {
  process.stderr.write(`mpvm: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { heap: DEFAULT_HEAP, paths: [], root: REPO };
  let i = 0;
  for (; i < argv.length; i++) {
    let [arg, value] = argv[i].startsWith("--") && argv[i].includes("=")
      ? [argv[i].slice(0, argv[i].indexOf("=")), argv[i].slice(argv[i].indexOf("=") + 1)]
      : [argv[i], undefined];
    if (arg === "--") { i++; break; }
    if (arg === "-h" || arg === "--help") { process.stdout.write(USAGE + "\n"); process.exit(0); }
    if (arg !== "--heap" && arg !== "--path" && arg !== "--root") {
      if (arg.startsWith("-")) die(`unknown option ${arg}`);
      break;
    }
    if (value === undefined) {
      if (++i >= argv.length) die(`${arg} needs a value`);
      value = argv[i];
    }
    if (arg === "--heap") {
      if (!/^[1-9][0-9]*$/.test(value)) die(`--heap wants a byte count, not ${value}`);
      opts.heap = Number(value);
    } else if (arg === "--root") {
      opts.root = path.resolve(value);   // where engine/ and hardware/ come from
    } else {
      opts.paths.push(value);
    }
  }
  if (i >= argv.length) die("no script given");
  opts.script = argv[i];
  opts.args = argv.slice(i + 1);
  return opts;
}

// Where a host path goes in the VM: its repo-relative place under /repo.
function vmPathFor(hostPath, outside) {
  const rel = path.relative(REPO, hostPath);
  if (rel === "") return VM_REPO;
  if (rel.startsWith("..") || path.isAbsolute(rel)) {
    return path.posix.join(outside, path.basename(hostPath));
  }
  return path.posix.join(VM_REPO, ...rel.split(path.sep));
}

function vmMkdirs(FS, dir) {
  let sofar = "";
  for (const part of dir.split("/").filter(Boolean)) {
    sofar += "/" + part;
    if (!FS.analyzePath(sofar).exists) FS.mkdir(sofar);
  }
}

function vmWrite(FS, vmPath, data) {
  vmMkdirs(FS, path.posix.dirname(vmPath));
  FS.writeFile(vmPath, data);
}

// Copy the .py files (and .bmp sheets, .words languages) under hostPath (a directory or one file) to vmPath.
function copyTree(FS, hostPath, vmPath) {
  const stat = fs.statSync(hostPath);
  if (stat.isFile()) {
    if ((hostPath.endsWith(".py") || hostPath.endsWith(".bmp") || hostPath.endsWith(".words")) && hostPath !== SHIM) vmWrite(FS, vmPath, fs.readFileSync(hostPath));
    return;
  }
  vmMkdirs(FS, vmPath);
  for (const entry of fs.readdirSync(hostPath, { withFileTypes: true })) {
    if (entry.isDirectory() && (NEVER.has(entry.name) || entry.name.startsWith("."))) continue;
    if (!entry.isDirectory() && !entry.isFile()) continue;
    copyTree(FS, path.join(hostPath, entry.name), path.posix.join(vmPath, entry.name));
  }
}

// The VM hands output over one byte per call (linebuffer: false); gather the
// bytes and write each line, or each full buffer, as soon as it is complete.
class Sink {
  constructor(stream, size = 8192) {
    this.stream = stream;
    this.buf = Buffer.alloc(size);
    this.n = 0;
    this.other = null;    // the other stream's Sink: flushed first, to keep the order
  }
  put(bytes) {
    if (this.other) this.other.flush();
    for (const b of bytes) {
      this.buf[this.n++] = b;
      if (b === 10 || this.n === this.buf.length) this.flush();
    }
  }
  flush() {
    if (this.n) {
      this.stream.write(Buffer.from(this.buf.subarray(0, this.n)));
      this.n = 0;
    }
  }
}

// Runs in the VM's __main__: set argv and path, then the script as __main__.
const BOOT = `
import gc, json, sys
def _mpvm_prepare():
    with open("/mpvm/run.json") as f:
        cfg = json.load(f)
    sys.argv[:] = cfg["argv"]
    sys.path[:] = cfg["path"] + [p for p in sys.path if p not in cfg["path"]]
    with open(cfg["file"]) as f:
        code = compile(f.read(), cfg["file"], "exec")
    return code, {"__name__": "__main__", "__file__": cfg["file"]}
_mpvm_code, _mpvm_globals = _mpvm_prepare()
del _mpvm_prepare
_mpvm_status = 0
def _mpvm_exit(e):
    global _mpvm_status
    _mpvm_status = e.args[0] if e.args else None
    if _mpvm_status is None:
        _mpvm_status = 0
    elif not isinstance(_mpvm_status, int):
        print(_mpvm_status, file=sys.stderr)
        _mpvm_status = 1
def _mpvm_step():
    global _mpvm_more
    try:
        next(_mpvm_globals["MPVM_STEPS"])
    except StopIteration:
        _mpvm_more = False
    except SystemExit as e:
        _mpvm_more = False
        _mpvm_exit(e)
gc.collect()
try:
    exec(_mpvm_code, _mpvm_globals)
except SystemExit as e:
    _mpvm_exit(e)
_mpvm_more = _mpvm_status == 0 and _mpvm_globals.get("MPVM_STEPS") is not None
`;

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const script = path.resolve(opts.script);
  if (!fs.existsSync(script) || !fs.statSync(script).isFile()) die(`no such script: ${opts.script}`);
  const extra = opts.paths.map(p => path.resolve(p));
  for (let j = 0; j < extra.length; j++) {
    if (!fs.existsSync(extra[j])) die(`no such path: ${opts.paths[j]}`);
  }

  let loadMicroPython;
  try {
    ({ loadMicroPython } = await import(PACKAGE));
  } catch (err) {
    die(`cannot load ${PACKAGE} (run npm ci in ${REPO}): ${err.message}`);
  }

  const out = new Sink(process.stdout);
  const err = new Sink(process.stderr);
  out.other = err;
  err.other = out;
  const mp = await loadMicroPython({
    heapsize: opts.heap,
    linebuffer: false,
    stdout: bytes => out.put(bytes),
    stderr: bytes => err.put(bytes),
  });

  for (const name of ALWAYS) {
    const dir = path.join(opts.root, name);
    if (fs.existsSync(dir)) copyTree(mp.FS, dir, path.posix.join(VM_REPO, name));
  }
  for (const p of extra) copyTree(mp.FS, p, vmPathFor(p, VM_REPO));
  const vmScript = vmPathFor(script, "/script");
  vmWrite(mp.FS, vmScript, fs.readFileSync(script));
  const cfg = {
    argv: [opts.script, ...opts.args],
    path: [path.posix.dirname(vmScript), VM_REPO],
    file: vmScript,
  };
  vmWrite(mp.FS, "/mpvm/run.json", JSON.stringify(cfg));

  let status = 0;
  try {
    mp.runPython(BOOT);
    // Each step is a call from JavaScript: a collection asked for runs between them.
    while (mp.globals.get("_mpvm_more")) mp.runPython("_mpvm_step()");
    status = mp.globals.get("_mpvm_status");
  } catch (error) {
    out.flush();
    if (error.name !== "PythonError") throw error;
    // Drop the bootstrap's own frames so the traceback starts in the script.
    err.put(Buffer.from(error.message.replace(/^  File "<stdin>", line \d+, in [^\n]*\n/gm, "")));
    status = 1;
  }
  out.flush();
  err.flush();
  process.exitCode = status & 255;
}

main().catch(error => {
  process.stderr.write(`mpvm: the VM failed: ${error && error.stack || error}\n`);
  process.exitCode = 1;
});
