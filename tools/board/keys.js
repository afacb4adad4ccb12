// Key scripts: one step a line, played on the emulator's clock.
//
//   press BUTTONS [MS]   press and let go after MS ms (80 by default)
//   hold BUTTONS [MS]    the same, 700 ms by default (a long press)
//   wait MS              let MS ms of emulated time pass
//   expect TEXT          wait until the console says TEXT (after the last expect), 60 s at most
//   reset                stop the board and start it again, its flash kept
//   send TEXT            type TEXT into the console (^C is Ctrl-C, \r a return)
//   # ...                a comment; blank lines are skipped
//
// BUTTONS is a button (left, select, right) or two joined by "+"
// ("left+right", "select+left"): the second goes down 20 ms after the
// first, as a hand presses a pair, and both come up together.

import { BUTTONS } from './pins.js';

export const PRESS_MS = 80;
export const HOLD_MS = 700;
export const PAIR_GAP_MS = 20;
export const EXPECT_MS = 60000;

export function parseKeys(text) {
  const steps = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const where = `line ${i + 1}`;
    const [op, ...rest] = line.split(/\s+/);
    const number = (word, fallback) => {
      if (word === undefined) {
        if (fallback === undefined) throw new Error(`${where}: ${op} needs a time in ms`);
        return fallback;
      }
      if (!/^\d+$/.test(word)) throw new Error(`${where}: not a time in ms: ${word}`);
      return Number(word);
    };
    if (op === 'press' || op === 'hold') {
      if (!rest.length || rest.length > 2) throw new Error(`${where}: ${op} BUTTONS [MS]`);
      const buttons = rest[0].split('+');
      for (const b of buttons) {
        if (!BUTTONS.includes(b)) throw new Error(`${where}: no button ${b} (${BUTTONS.join(', ')})`);
      }
      if (new Set(buttons).size !== buttons.length || buttons.length > 2) {
        throw new Error(`${where}: one button or a pair of two: ${rest[0]}`);
      }
      steps.push({ op: 'press', buttons, ms: number(rest[1], op === 'press' ? PRESS_MS : HOLD_MS), line: i + 1 });
    } else if (op === 'wait') {
      if (rest.length !== 1) throw new Error(`${where}: wait MS`);
      steps.push({ op: 'wait', ms: number(rest[0]), line: i + 1 });
    } else if (op === 'expect') {
      const text = line.slice(op.length).trim();
      if (!text) throw new Error(`${where}: expect TEXT`);
      steps.push({ op: 'expect', text, ms: EXPECT_MS, line: i + 1 });
    } else if (op === 'send') {
      const text = line.slice(op.length).trim().replace(/\^([A-Z])/g, (_, c) => String.fromCharCode(c.charCodeAt(0) - 64))
        .replace(/\\r/g, '\r').replace(/\\n/g, '\n');
      if (!text) throw new Error(`${where}: send TEXT`);
      steps.push({ op: 'send', text, line: i + 1 });
    } else if (op === 'reset') {
      if (rest.length) throw new Error(`${where}: reset takes nothing`);
      steps.push({ op: 'reset', line: i + 1 });
    } else {
      throw new Error(`${where}: unknown step ${op} (press, hold, wait, expect, send, reset)`);
    }
  });
  return steps;
}

// Plays `steps` through `board`, which gives:
//   after(ms, fn)                 call fn after ms of emulated time (a clock alarm)
//   button(name, down)            press or let go a button
//   expect(text, ms, ok, fail)    call ok once the console says text, fail after ms
//   reset(then)                   restart the board, its flash kept, then call then
//   send(text)                    type text into the console
//   done(error)                   the script ended (error: why it stopped short)
export class KeyPlayer {
  constructor(steps, board) {
    this.steps = steps;
    this.board = board;
    this.at = 0;
    this.log = [];                                 // [step index, what] as each step starts
  }

  start() {
    this.next();
  }

  next() {
    if (this.at >= this.steps.length) {
      this.board.done(null);
      return;
    }
    const step = this.steps[this.at++];
    this.log.push(step);
    const go = () => this.next();
    if (step.op === 'wait') {
      this.board.after(step.ms, go);
    } else if (step.op === 'press') {
      const [first, second] = step.buttons;
      this.board.button(first, true);
      const up = () => {
        for (const b of step.buttons) this.board.button(b, false);
        go();
      };
      if (second) {
        this.board.after(PAIR_GAP_MS, () => {
          this.board.button(second, true);
          this.board.after(step.ms, up);
        });
      } else {
        this.board.after(step.ms, up);
      }
    } else if (step.op === 'expect') {
      this.board.expect(step.text, step.ms, go,
        () => this.board.done(new Error(`line ${step.line}: the console never said "${step.text}"`)));
    } else if (step.op === 'send') {
      this.board.send(step.text);
      go();
    } else if (step.op === 'reset') {
      this.board.reset(go);
    }
  }
}
