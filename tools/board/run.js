#!/usr/bin/env node
// make board: the game on CircuitPython's own firmware in an emulated Raspberry Pi Pico.
//
//   node tools/board/run.js --uf2 FILE --bootrom FILE --out DIR [--keys FILE]
//        [--mpy-cross FILE] [--settle-ms N] [--max-s N] [--drive IMAGE] [--instant-i2c]
//        [--wake-ms N (5; 0: none)] [--seed N (7)] [--no-figures]
//
// The UF2 (CircuitPython for the Raspberry Pi Pico) and the RP2040's 16 KiB
// bootrom are given by path, never kept here.  The drive is the game as
// tools/ship/deploy.py puts it on a board (tools/board/drive.py); the key script
// (tools/board/keys.js) is tools/board/session.keys unless --keys names one.
// OUT gets console.txt (each line with its emulated time: ms and cycles at
// 125 MHz), NNN.png for each new screen (4x), screens.txt (when each came),
// and drive.img.  Exit status 1 when the console shows a traceback or the
// game's error screen, or the script stopped short; 2 on bad arguments.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Board, CYCLE_NANOS } from './board.js';
import { KeyPlayer, parseKeys } from './keys.js';
import { encodePNG } from './png.js';
import { WIDTH, HEIGHT } from './ssd1306.js';
import { isFault } from './usbconsole.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..', '..');
const TAIL_MS = 3000;           // emulated time run on after the script, or after a fault

function fail(message) {
  process.stderr.write(`board: ${message}\n`);
  process.exit(2);
}

function stamp(nanos) {
  return `${(nanos / 1e6).toFixed(3).padStart(11)} ms ${String(Math.round(nanos / CYCLE_NANOS)).padStart(12)}`;
}

function python() {
  const venv = join(ROOT, '.venv', 'bin', 'python');
  return existsSync(venv) ? venv : 'python3';
}

function main() {
  let args;
  try {
    ({ values: args } = parseArgs({
      options: {
        uf2: { type: 'string' }, bootrom: { type: 'string' }, out: { type: 'string' },
        keys: { type: 'string' }, 'mpy-cross': { type: 'string' }, 'settle-ms': { type: 'string' },
        'max-s': { type: 'string' }, 'wake-ms': { type: 'string' }, drive: { type: 'string' }, 'instant-i2c': { type: 'boolean' },
        seed: { type: 'string' }, 'no-figures': { type: 'boolean' },
      },
    }));
  } catch (e) {
    fail(e.message);
  }
  for (const name of ['uf2', 'bootrom', 'out']) if (!args[name]) fail(`--${name} is needed`);
  for (const name of ['uf2', 'bootrom', 'keys', 'mpy-cross', 'drive']) {
    if (args[name] && !existsSync(args[name])) fail(`--${name}: no file ${args[name]}`);
  }
  const settleMs = Number(args['settle-ms'] ?? 60);
  const maxS = Number(args['max-s'] ?? 900);
  if (!(settleMs > 0) || !(maxS > 0)) fail('--settle-ms and --max-s take positive numbers');
  const keysPath = args.keys ?? join(HERE, 'session.keys');
  let steps;
  try {
    steps = parseKeys(readFileSync(keysPath, 'utf8'));
  } catch (e) {
    fail(`${keysPath}: ${e.message}`);
  }
  const out = args.out;
  mkdirSync(out, { recursive: true });

  let drivePath = args.drive;
  if (!drivePath) {
    drivePath = join(out, 'drive.img');
    const command = ['-m', 'tools.board.drive', drivePath];
    if (args['mpy-cross']) command.push('--mpy-cross', args['mpy-cross']);
    // A fixed seed, so that a run replays and its screens can be set beside the
    // simulator's; the game's own heap and time figures on the console.
    command.push('--setting', `OLDMAID_SEED = ${Number(args.seed ?? 7)}`);
    if (!args['no-figures']) command.push('--setting', 'OLDMAID_FIGURES = 1');
    const made = spawnSync(python(), command, { cwd: ROOT, stdio: 'inherit' });
    if (made.status !== 0) fail('the drive image could not be made (tools/board/drive.py)');
  }

  const consolePath = join(out, 'console.txt');
  const screensPath = join(out, 'screens.txt');
  writeFileSync(consolePath, '');
  writeFileSync(screensPath, '');
  const wallStart = Date.now();
  let faults = [];
  let lastScreen = null;
  let screens = 0;
  let ended = null;             // emulated nanos when the run is to stop
  let endWhy = null;
  let player;

  const board = new Board({
    uf2: new Uint8Array(readFileSync(args.uf2)),
    bootrom: new Uint8Array(readFileSync(args.bootrom)),
    drive: new Uint8Array(readFileSync(drivePath)),
    settleMs,
    wakeMs: Number(args['wake-ms'] ?? 5),
    i2cTiming: !args['instant-i2c'],
    hooks: {
      line(text, nanos) {
        appendFileSync(consolePath, `${stamp(nanos)} | ${text}\n`);
        if (isFault(text)) {
          faults.push(text);
          if (ended === null) { ended = nanos + TAIL_MS * 1e6; endWhy = `the console: ${text}`; }
        }
        if (/^Code done running/.test(text) && ended === null) {
          ended = nanos + TAIL_MS * 1e6; endWhy = 'code.py ended';
        }
      },
      screen(picture, nanos) {
        const key = Buffer.from(picture).toString('base64');
        if (key === lastScreen) return;
        lastScreen = key;
        const name = `${String(screens++).padStart(3, '0')}.png`;
        writeFileSync(join(out, name), encodePNG(picture, WIDTH, HEIGHT, 4));
        const step = player.log.length ? player.log[player.log.length - 1] : null;
        appendFileSync(screensPath, `${name} ${stamp(nanos)} after line ${step ? step.line : 0}\n`);
      },
    },
  });
  const playing = {
    after: (ms, fn) => board.after(ms, fn),
    button: (name, down) => board.button(name, down),
    expect: (text, ms, ok, no) => board.expect(text, ms, ok, no),
    send: (text) => board.console.send(text),
    reset: (then) => {
      appendFileSync(consolePath, `${stamp(board.nanos)} | -- reset: the board starts again, its flash kept --\n`);
      board.reset(then);
    },
    done: (error) => {
      if (error) { faults.push(error.message); endWhy = error.message; }
      if (ended === null) { ended = board.nanos + TAIL_MS * 1e6; endWhy = endWhy ?? 'the key script ended'; }
    },
  };
  player = new KeyPlayer(steps, playing);
  board.power();
  player.start();
  let lastReport = Date.now();
  const limit = maxS * 1e9;
  board.run(limit, () => {
    if (ended !== null && board.nanos >= ended) board.stop();
    if (Date.now() - lastReport > 15000) {
      lastReport = Date.now();
      process.stderr.write(`board: ${(board.nanos / 1e9).toFixed(2)} s emulated, ` +
        `${((Date.now() - wallStart) / 1000).toFixed(0)} s wall, step ${player.at}/${steps.length}\n`);
    }
  });
  if (!endWhy) { endWhy = `the time limit (--max-s ${maxS})`; faults.push(endWhy); }
  const wall = (Date.now() - wallStart) / 1000;
  const s = board.stats;
  const summary = [
    `ended: ${endWhy}`,
    `emulated: ${(board.nanos / 1e9).toFixed(3)} s (${Math.round(board.nanos / CYCLE_NANOS)} cycles at 125 MHz), ` +
      `${s.instructions} instructions, wall ${wall.toFixed(1)} s (${(board.nanos / 1e9 / wall).toFixed(3)}x real time)`,
    `boots: ${board.boots}; steps played: ${player.at}/${steps.length}; screens: ${screens}`,
    `flash: ${s.erases} erases (${s.erasedBytes} bytes), ${s.programs} programs (${s.programmedBytes} bytes)`,
    `faults: ${faults.length ? faults.join(' | ') : 'none'}`,
  ];
  writeFileSync(join(out, 'summary.txt'), summary.join('\n') + '\n');
  process.stdout.write(summary.map((l) => `board: ${l}`).join('\n') + '\n');
  process.exit(faults.length ? 1 : 0);
}

main();
