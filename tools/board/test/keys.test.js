import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { KeyPlayer, parseKeys, HOLD_MS, PAIR_GAP_MS, PRESS_MS } from '../keys.js';

test('a script parses into its steps, comments and blank lines skipped', () => {
  const steps = parseKeys('# title\n\npress select\nhold left 900\nwait 500  # then\npress left+right 120\nexpect Old Maid\nreset\n');
  assert.deepEqual(steps.map(({ line, ...s }) => s), [
    { op: 'press', buttons: ['select'], ms: PRESS_MS },
    { op: 'press', buttons: ['left'], ms: 900 },
    { op: 'wait', ms: 500 },
    { op: 'press', buttons: ['left', 'right'], ms: 120 },
    { op: 'expect', text: 'Old Maid', ms: 60000 },
    { op: 'reset' },
  ]);
  assert.equal(parseKeys('hold right')[0].ms, HOLD_MS);
  assert.equal(steps[0].line, 3);
});

test('a bad line is refused with its number', () => {
  for (const [bad, said] of [['press up', /line 1: no button up/], ['wait', /line 1: wait MS/],
    ['wait 1.5', /not a time/], ['jump 3', /unknown step jump/], ['\npress left+left', /line 2: one button or a pair/],
    ['expect', /expect TEXT/], ['reset now', /reset takes nothing/]]) {
    assert.throws(() => parseKeys(bad), said, bad);
  }
});

// A board on a fake clock: alarms kept in time order, every button change recorded.
function fakeBoard(consoleAt = {}) {
  const board = {
    now: 0, alarms: [], events: [], ended: undefined, boots: 1,
    after(ms, fn) { this.alarms.push([this.now + ms, fn]); this.alarms.sort((a, b) => a[0] - b[0]); },
    button(name, down) { this.events.push([this.now, `${name} ${down ? 'down' : 'up'}`]); },
    expect(text, ms, ok, fail) {
      const at = consoleAt[text];
      if (at === undefined || at > this.now + ms) this.after(ms, fail);
      else this.after(Math.max(0, at - this.now), ok);
    },
    reset(then) { this.boots++; this.events.push([this.now, 'reset']); this.after(0, then); },
    done(error) { this.ended = [this.now, error && error.message]; },
    runAll() {
      while (this.alarms.length && this.ended === undefined) {
        const [at, fn] = this.alarms.shift();
        this.now = at;
        fn();
      }
    },
  };
  return board;
}

test('presses, pairs and waits fall at their times in emulated ms', () => {
  const board = fakeBoard();
  new KeyPlayer(parseKeys('wait 100\npress select\nhold left 700\npress left+right 50\nreset\nwait 10'), board).start();
  board.runAll();
  assert.deepEqual(board.events, [
    [100, 'select down'], [100 + PRESS_MS, 'select up'],
    [180, 'left down'], [880, 'left up'],
    [880, 'left down'], [880 + PAIR_GAP_MS, 'right down'], [950, 'left up'], [950, 'right up'],
    [950, 'reset'],
  ]);
  assert.deepEqual(board.ended, [960, null]);
  assert.equal(board.boots, 2);
});

test('expect waits for the console, and stops the script when it never comes', () => {
  const board = fakeBoard({ ready: 2500 });
  new KeyPlayer(parseKeys('expect ready\npress select'), board).start();
  board.runAll();
  assert.deepEqual(board.events, [[2500, 'select down'], [2580, 'select up']]);
  const silent = fakeBoard();
  new KeyPlayer(parseKeys('expect ready\npress select'), silent).start();
  silent.runAll();
  assert.deepEqual(silent.events, []);
  assert.match(silent.ended[1], /line 1: the console never said "ready"/);
});

test('the default session script parses', () => {
  const steps = parseKeys(readFileSync(new URL('../session.keys', import.meta.url), 'utf8'));
  assert.ok(steps.some((s) => s.op === 'reset'));
  assert.ok(steps.filter((s) => s.op === 'press').length > 20);
});
