// An SSD1306 128x64 OLED on I2C: its command stream decoded into the
// display's memory, and that memory as the picture the panel shows.
//
// Read from the SSD1306 datasheet (rev 1.1): 8.1.5 the I2C control byte
// (Co, D/C#), 10.1 the commands, 10.1.3 addressing modes, 8.7 the GDDRAM
// (8 pages of 128 bytes, a byte's bit 0 the page's top row).

export const WIDTH = 128;
export const HEIGHT = 64;
const PAGES = HEIGHT / 8;

// How many argument bytes each command takes.
const ARGS = {
  0x20: 1, 0x21: 2, 0x22: 2, 0x26: 6, 0x27: 6, 0x29: 5, 0x2a: 5, 0x81: 1, 0x8d: 1, 0xa3: 2,
  0xa8: 1, 0xad: 1, 0xd3: 1, 0xd5: 1, 0xd6: 1, 0xd9: 1, 0xda: 1, 0xdb: 1,
};

export class SSD1306 {
  constructor() {
    this.ram = new Uint8Array(WIDTH * PAGES);      // page by page, 128 bytes each
    this.mode = 2;                                 // page addressing at reset
    this.colStart = 0; this.colEnd = WIDTH - 1;
    this.pageStart = 0; this.pageEnd = PAGES - 1;
    this.col = 0; this.page = 0;
    this.on = false; this.inverted = false; this.allOn = false;
    this.contrast = 0x7f; this.segRemap = false; this.comReversed = false;
    this.startLine = 0;
    this.pending = null;                           // [command, args so far]
    this.changes = 0;                              // writes to the memory (for "held still")
    this.unknown = [];                             // commands not understood
  }

  command(byte) {
    if (this.pending) {
      this.pending.push(byte);
      if (this.pending.length - 1 === ARGS[this.pending[0]]) this._run(this.pending);
      return;
    }
    if (ARGS[byte]) {
      this.pending = [byte];
      return;
    }
    this._run([byte]);
  }

  _run(cmd) {
    this.pending = null;
    const [c, a, b] = cmd;
    if (c === 0x20) this.mode = a & 3;
    else if (c === 0x21) { this.colStart = a & 0x7f; this.colEnd = b & 0x7f; this.col = this.colStart; }
    else if (c === 0x22) { this.pageStart = a & 7; this.pageEnd = b & 7; this.page = this.pageStart; }
    else if (c <= 0x0f) this.col = (this.col & 0xf0) | c;
    else if (c <= 0x1f) this.col = (this.col & 0x0f) | ((c & 0x07) << 4);
    else if (c >= 0xb0 && c <= 0xb7) this.page = c & 7;
    else if (c >= 0x40 && c <= 0x7f) this.startLine = c & 0x3f;
    else if (c === 0x81) this.contrast = a;
    else if (c === 0xa0 || c === 0xa1) this.segRemap = c === 0xa1;
    else if (c === 0xc0 || c === 0xc8) this.comReversed = c === 0xc8;
    else if (c === 0xa4 || c === 0xa5) this.allOn = c === 0xa5;
    else if (c === 0xa6 || c === 0xa7) this.inverted = c === 0xa7;
    else if (c === 0xae || c === 0xaf) this.on = c === 0xaf;
    else if (ARGS[c] !== undefined || c === 0x2e || c === 0x2f || c === 0xe3) { /* timing, scroll, nop */ }
    else this.unknown.push(c);
    this.changes++;
  }

  data(byte) {
    this.ram[this.page * WIDTH + this.col] = byte;
    this.changes++;
    if (this.mode === 0) {                         // horizontal: along the columns, then the next page
      if (this.col >= this.colEnd) {
        this.col = this.colStart;
        this.page = this.page >= this.pageEnd ? this.pageStart : this.page + 1;
      } else this.col++;
    } else if (this.mode === 1) {                  // vertical: down the pages, then the next column
      if (this.page >= this.pageEnd) {
        this.page = this.pageStart;
        this.col = this.col >= this.colEnd ? this.colStart : this.col + 1;
      } else this.page++;
    } else {                                       // page: along the page, wrapping at its end
      this.col = this.col >= WIDTH - 1 ? 0 : this.col + 1;
    }
  }

  // One I2C write to the display: control bytes (Co, D/C#) and what follows them.
  write(bytes) {
    let i = 0;
    while (i < bytes.length) {
      const control = bytes[i++];
      const isData = (control & 0x40) !== 0;
      if (control & 0x80) {                        // Co: one byte, then another control byte
        if (i < bytes.length) (isData ? this.data(bytes[i]) : this.command(bytes[i]));
        i++;
      } else {                                     // the rest of the write is of one kind
        for (; i < bytes.length; i++) (isData ? this.data(bytes[i]) : this.command(bytes[i]));
      }
    }
  }

  pixel(x, y) {
    return (this.ram[(y >> 3) * WIDTH + x] >> (y & 7)) & 1;
  }

  // The panel as seen: 128x64 bytes, 255 lit, 0 dark.  The init sequence of
  // adafruit_displayio_ssd1306 (column 127 is segment 0, COM scan reversed)
  // is the module's upright way; the other settings flip it.
  picture() {
    const out = new Uint8Array(WIDTH * HEIGHT);
    if (!this.on) return out;
    for (let y = 0; y < HEIGHT; y++) {
      const row = (this.comReversed ? y : HEIGHT - 1 - y);
      const ry = (row + this.startLine) % HEIGHT;
      for (let x = 0; x < WIDTH; x++) {
        const rx = this.segRemap ? x : WIDTH - 1 - x;
        const lit = this.allOn ? 1 : this.pixel(rx, ry) ^ (this.inverted ? 1 : 0);
        out[y * WIDTH + x] = lit ? 255 : 0;
      }
    }
    return out;
  }
}

// The device on rp2040js's I2C peripheral: it answers its address, takes
// the written bytes, and answers a read with the status byte (0: on).
// `byteNanos(i2c)` gives one byte's time on the wire: each step is
// completed after it, on the emulator's clock, as the bus would.
export function attachI2C(i2c, clock, device, address, byteNanos = () => 0) {
  let mine = false;
  let bytes = [];
  const later = (fn) => {
    const nanos = byteNanos(i2c);
    if (nanos <= 0) { fn(); return; }
    const alarm = clock.createAlarm(fn);
    alarm.schedule(nanos);
  };
  const flush = () => {
    if (mine && bytes.length) device.write(bytes);
    bytes = [];
  };
  i2c.onStart = () => {
    flush();                                       // a repeated start ends the write before it
    later(() => i2c.completeStart());
  };
  i2c.onConnect = (addr) => {
    mine = addr === address;
    later(() => i2c.completeConnect(mine));
  };
  i2c.onWriteByte = (value) => {
    if (mine) bytes.push(value);
    later(() => i2c.completeWrite(mine));
  };
  i2c.onReadByte = () => later(() => i2c.completeRead(device.on ? 0x00 : 0x40));
  i2c.onStop = () => {
    flush();
    mine = false;
    later(() => i2c.completeStop());
  };
}

// The time of one byte and its acknowledge (9 clocks) at the rate the
// firmware set: the I2C block's SCL high and low counts, in clk_sys cycles.
export function i2cByteNanos(i2c, cycleNanos = 8) {
  return 9 * (i2c.sclHighPeriod + i2c.sclLowPeriod) * cycleNanos;
}

// SDA and SCL as pulled-up open-drain lines, for the firmware's bit-banged
// probe of an address (busio.I2C tries each with a 0-byte write) and its
// check for pull-ups: a line is low when the core drives it low or the
// device holds SDA low to acknowledge.  `pins` are rp2040js GPIOPins.
export class OpenDrainBus {
  constructor(sdaPin, sclPin, address) {
    this.sdaPin = sdaPin; this.sclPin = sclPin; this.address = address;
    this.ackLow = false;
    this.state = 'idle'; this.bits = 0; this.byte = 0;
    this.sda = true; this.scl = true;
    this.probes = [];                              // addresses seen, for the tests and the log
    sdaPin.addListener(() => this.update());
    sclPin.addListener(() => this.update());
    this.update();
  }

  static drivenLow(pin) {
    return pin.outputEnable && !pin.outputValue;
  }

  update() {
    const sda = !(OpenDrainBus.drivenLow(this.sdaPin) || this.ackLow);
    const scl = !OpenDrainBus.drivenLow(this.sclPin);
    const wasSda = this.sda; const wasScl = this.scl;
    this.sda = sda; this.scl = scl;
    if (scl && wasScl && sda !== wasSda) {
      if (!sda) { this.state = 'address'; this.bits = 0; this.byte = 0; }   // start
      else { this.state = 'idle'; this.ackLow = false; }                  // stop
    } else if (scl && !wasScl && this.state !== 'idle') {                 // a clock's rising edge
      if (this.bits < 8) this.byte = (this.byte << 1) | (sda ? 1 : 0);
      this.bits++;
    } else if (!scl && wasScl && this.state !== 'idle') {                 // falling edge
      if (this.bits === 8) {
        if (this.state === 'address') this.probes.push(this.byte >> 1);
        const ack = this.state === 'data' || (this.byte >> 1) === this.address;
        if (this.state === 'address') this.state = ack ? 'data' : 'ignore';
        this.ackLow = ack && this.state !== 'ignore';
      } else if (this.bits === 9) {
        this.ackLow = false;
        this.bits = 0; this.byte = 0;
      }
    }
    const sdaLevel = !(OpenDrainBus.drivenLow(this.sdaPin) || this.ackLow);
    this.sdaPin.setInputValue(sdaLevel);
    this.sclPin.setInputValue(scl);
    if (sdaLevel !== this.sda) { this.sda = sdaLevel; }
  }
}
