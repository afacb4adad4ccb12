// The emulated Raspberry Pi Pico with its parts: CircuitPython's firmware in
// rp2040js, the drive in its flash, the OLED, the buttons and the console.

import { ConsoleLogger, LogLevel, RP2040 } from 'rp2040js';
import { FLASH_BASE, loadUF2 } from './uf2.js';
import { flashBreaks, patchBootrom, romWords } from './flash.js';
import { PINS, BUTTONS, I2C_BUS, OLED_ADDRESS } from './pins.js';
import { SSD1306, OpenDrainBus, attachI2C, i2cByteNanos } from './ssd1306.js';
import { attachConsole, consoleLines } from './usbconsole.js';

export const CYCLE_NANOS = 8;                      // 125 MHz
export const DRIVE_OFFSET = 0x100000;              // tools/board/drive.py: CircuitPython's drive
const WATCH_MS = 10;                               // how often the display is looked at

export class Board {
  // uf2, bootrom, drive: Uint8Arrays.  hooks: line(text, nanos), screen(picture, nanos).
  constructor({ uf2, bootrom, drive, settleMs = 60, i2cTiming = true, verbose = false, wakeMs = 0, hooks }) {
    this.verbose = verbose;
    this.wakeMs = wakeMs;
    this.rom = romWords(patchBootrom(bootrom));
    this.flash = new Uint8Array(16 * 1024 * 1024).fill(0xff);
    const laid = loadUF2(uf2, this.flash);
    if (!laid) throw new Error('the UF2 file holds no blocks for the flash');
    if (drive) this.flash.set(drive, DRIVE_OFFSET);
    this.settleMs = settleMs;
    this.i2cTiming = i2cTiming;
    this.hooks = hooks;
    this.base = 0;                                 // emulated nanos of the boots before this one
    this.boots = 0;
    this.stats = { erases: 0, erasedBytes: 0, programs: 0, programmedBytes: 0, instructions: 0 };
    this.line = '';
    this.consoleText = '';
    this.decoder = new TextDecoder('utf-8');
    this.pendingReset = null;
    this.stopped = false;
  }

  get nanos() {
    return this.base + this.clock.nanos;
  }

  power() {
    if (this.mcu) {                                // a reset: the flash is all that stays
      this.flash.set(this.mcu.flash);
      this.base += this.clock.nanos;
    }
    this.boots++;
    const mcu = new RP2040();                      // on a clock of its own, from 0
    this.clock = mcu.clock;
    this.mcu = mcu;
    mcu.logger = new ConsoleLogger(this.verbose ? LogLevel.Warn : LogLevel.Error);
    mcu.loadBootrom(this.rom);
    mcu.flash.set(this.flash);
    mcu.onBreak = flashBreaks(mcu, this.stats, (code) => {
      throw new Error(`breakpoint ${code} at 0x${mcu.core.PC.toString(16)}`);
    });
    // QSPI_SS is pulled up (BOOTSEL not pressed), read by the firmware at boot; its pad's
    // input enable is on at reset on the chip (datasheet 2.19.6.4), not in rp2040js.
    mcu.qspi[1].padValue |= 0x40;
    mcu.qspi[1].setInputValue(true);
    for (const name of BUTTONS) mcu.gpio[PINS[name]].setInputValue(true);   // pulled up, let go
    this.oled = new SSD1306();
    this.bus = new OpenDrainBus(mcu.gpio[PINS.sda], mcu.gpio[PINS.scl], OLED_ADDRESS);
    attachI2C(mcu.i2c[I2C_BUS], this.clock, this.oled, OLED_ADDRESS,
      this.i2cTiming ? (i2c) => i2cByteNanos(i2c, CYCLE_NANOS) : () => 0);
    this.console = attachConsole(mcu.usbCtrl, (bytes) => this._bytes(bytes));
    this.seen = 0;
    this.heldSince = 0;
    this.shown = true;
    this._watch();
    if (this.wakeMs > 0) {
      // A spurious wake from WFI every wakeMs (as an interrupt nobody handles would give):
      // without it the firmware's sleep was seen to miss its wake-up (tools/board/README.md).
      const wake = () => { mcu.core.waiting = false; this.after(this.wakeMs, wake); };
      this.after(this.wakeMs, wake);
    }
    mcu.core.PC = FLASH_BASE;                      // boot2 at the flash's start, as the ROM would
  }

  _watch() {
    const alarm = this.clock.createAlarm(() => {
      const changes = this.oled.changes;
      if (changes !== this.seen) {
        this.seen = changes;
        this.heldSince = this.nanos;
        this.shown = false;
      } else if (!this.shown && this.nanos - this.heldSince >= this.settleMs * 1e6) {
        this.shown = true;
        this.hooks.screen(this.oled.picture(), this.nanos);
      }
      alarm.schedule(WATCH_MS * 1e6);
    });
    alarm.schedule(WATCH_MS * 1e6);
  }

  _bytes(bytes) {
    const text = this.decoder.decode(bytes, { stream: true });
    this.consoleText += text;
    for (const ch of text) {
      if (ch === '\n') {
        for (const line of consoleLines(this.line)) this.hooks.line(line, this.nanos);
        this.line = '';
      } else {
        this.line += ch;
      }
    }
    if (this.waiting) this.waiting.check();
  }

  // KeyPlayer's board: see tools/board/keys.js.
  after(ms, fn) {
    const clock = this.clock;
    const alarm = clock.createAlarm(() => { if (clock === this.clock) fn(); });
    alarm.schedule(ms * 1e6);
  }

  button(name, down) {
    this.mcu.gpio[PINS[name]].setInputValue(!down);
  }

  expect(text, ms, ok, fail) {
    const from = this.expectFrom || 0;
    const clock = this.clock;
    const waiting = {
      check: () => {
        const at = this.consoleText.indexOf(text, from);
        if (at >= 0 && this.waiting === waiting) {
          this.waiting = null;
          this.expectFrom = at + text.length;
          ok();
        }
      },
    };
    this.waiting = waiting;
    waiting.check();
    const alarm = clock.createAlarm(() => {
      if (this.waiting === waiting) { this.waiting = null; fail(); }
    });
    if (this.waiting === waiting) alarm.schedule(ms * 1e6);
  }

  reset(then) {
    this.pendingReset = then;                      // done between two instructions: see run()
  }

  // Run until stop() or until `limitNanos` of emulated time; `tick(board)`
  // is called every million instructions, or 50 ms of emulated time.
  run(limitNanos, tick = () => {}) {
    let count = 0;
    let tickAt = this.nanos + 50e6;
    while (!this.stopped && this.nanos < limitNanos) {
      const { core } = this.mcu;
      const clock = this.clock;
      if (core.waiting) {
        const skip = clock.nanosToNextAlarm;
        clock.tick(skip > 0 ? skip : CYCLE_NANOS);
      } else {
        clock.tick(core.executeInstruction() * CYCLE_NANOS);
        count++;
      }
      if (this.pendingReset) {
        const then = this.pendingReset;
        this.pendingReset = null;
        this.power();
        then();
      }
      if (count >= 1000000 || this.nanos >= tickAt) {
        this.stats.instructions += count;
        count = 0;
        tickAt = this.nanos + 50e6;
        tick(this);
      }
    }
    this.stats.instructions += count;
  }

  stop() {
    this.stopped = true;
  }
}
