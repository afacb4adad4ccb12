import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SSD1306, OpenDrainBus, attachI2C, WIDTH, HEIGHT } from '../ssd1306.js';

// adafruit_displayio_ssd1306's init sequence for a 128x64 panel, each command
// sent as i2cdisplaybus does: a 0x80 control byte before each byte.
const INIT = [0xae, 0x20, 0x00, 0x81, 0xcf, 0xa1, 0xa6, 0xc8, 0xa8, 0x3f, 0xd5, 0x80, 0xd9, 0xf1,
  0xda, 0x12, 0xdb, 0x40, 0x8d, 0x14, 0xaf];
const asCommands = (bytes) => bytes.flatMap((b) => [0x80, b]);

function lit(picture) {
  const out = [];
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) if (picture[y * WIDTH + x]) out.push([x, y]);
  return out;
}

test('the init sequence leaves the display on, horizontal addressing, nothing lit', () => {
  const d = new SSD1306();
  d.write(asCommands(INIT));
  assert.equal(d.on, true);
  assert.equal(d.mode, 0);
  assert.equal(d.contrast, 0xcf);
  assert.deepEqual(d.unknown, []);
  assert.equal(lit(d.picture()).length, 0);
});

test('a window of columns and pages is filled along the columns, then down a page', () => {
  const d = new SSD1306();
  d.write(asCommands([...INIT, 0x21, 10, 11, 0x22, 2, 3]));
  d.write([0x40, 0x01, 0x00, 0x02]);              // (10, page 2) bit 0, (11, 2) nothing, (10, 3) bit 1
  assert.deepEqual(lit(d.picture()), [[10, 16], [10, 25]]);
});

test('the window wraps to its start after its last byte', () => {
  const d = new SSD1306();
  d.write(asCommands([...INIT, 0x21, 0, 0, 0x22, 0, 0]));
  d.write([0x40, 0x01, 0x80]);                     // the second byte lands on the first again
  assert.deepEqual(lit(d.picture()), [[0, 7]]);
});

test('vertical addressing goes down the pages first', () => {
  const d = new SSD1306();
  d.write(asCommands([...INIT, 0x20, 0x01, 0x21, 5, 6, 0x22, 0, 7]));
  d.write([0x40, 0x01, 0x01]);
  assert.deepEqual(lit(d.picture()), [[5, 0], [5, 8]]);
});

test('page addressing takes its column from two nibbles and its page from 0xB0', () => {
  const d = new SSD1306();
  d.write(asCommands([...INIT, 0x20, 0x02, 0xb5, 0x03, 0x12]));     // page 5, column 0x23
  d.write([0x40, 0x80]);
  assert.deepEqual(lit(d.picture()), [[0x23, 47]]);
});

test('the whole picture follows a full frame of data', () => {
  const d = new SSD1306();
  d.write(asCommands([...INIT, 0x21, 0, 127, 0x22, 0, 7]));
  const frame = new Array(1024).fill(0);
  frame[127] = 0x80;                               // top page, last column, its lowest row
  frame[1024 - 128] = 0x80;                        // bottom page, first column, the last row
  d.write([0x40, ...frame]);
  assert.deepEqual(lit(d.picture()), [[127, 7], [0, 63]]);
});

test('inverse, all-on and display-off change the picture, not the memory', () => {
  const d = new SSD1306();
  d.write(asCommands(INIT));
  d.write(asCommands([0xa7]));
  assert.equal(lit(d.picture()).length, WIDTH * HEIGHT);
  d.write(asCommands([0xa6, 0xa5]));
  assert.equal(lit(d.picture()).length, WIDTH * HEIGHT);
  d.write(asCommands([0xa4, 0xae]));
  assert.equal(lit(d.picture()).length, 0);
  assert.equal(d.ram.every((b) => b === 0), true);
});

test('without the remaps the panel shows the memory turned round', () => {
  const d = new SSD1306();
  d.write(asCommands([...INIT, 0xa0, 0xc0, 0x21, 0, 0, 0x22, 0, 0]));
  d.write([0x40, 0x01]);
  assert.deepEqual(lit(d.picture()), [[127, 63]]);
});

test('an unknown command is kept, and its neighbours still decode', () => {
  const d = new SSD1306();
  d.write(asCommands([0xff, 0xaf]));
  assert.deepEqual(d.unknown, [0xff]);
  assert.equal(d.on, true);
});

// A stand-in for rp2040js's RPI2C: the callbacks the harness sets, and the completions it calls.
class FakeI2C {
  constructor() { this.done = []; this.sclHighPeriod = 100; this.sclLowPeriod = 150; }
  completeStart() { this.done.push('start'); }
  completeConnect(ack) { this.done.push(`connect ${ack}`); }
  completeWrite(ack) { this.done.push(`write ${ack}`); }
  completeRead(v) { this.done.push(`read ${v}`); }
  completeStop() { this.done.push('stop'); }
}

test('the I2C device answers its address only, and decodes a write at its stop', () => {
  const i2c = new FakeI2C();
  const d = new SSD1306();
  attachI2C(i2c, null, d, 0x3c);
  i2c.onStart(false); i2c.onConnect(0x3d, 0); i2c.onStop();
  assert.deepEqual(i2c.done, ['start', 'connect false', 'stop']);
  i2c.done = [];
  i2c.onStart(false); i2c.onConnect(0x3c, 0);
  for (const b of asCommands([0xaf])) i2c.onWriteByte(b);
  assert.equal(d.on, false);                       // not before the stop
  i2c.onStop();
  assert.equal(d.on, true);
  assert.deepEqual(i2c.done, ['start', 'connect true', 'write true', 'write true', 'stop']);
});

test('with a byte time, each step completes on the clock, not at once', () => {
  const i2c = new FakeI2C();
  const alarms = [];
  const clock = { createAlarm: (fn) => ({ schedule: (nanos) => alarms.push([nanos, fn]) }) };
  attachI2C(i2c, clock, new SSD1306(), 0x3c, (bus) => 9 * (bus.sclHighPeriod + bus.sclLowPeriod) * 8);
  i2c.onStart(false);
  assert.deepEqual(i2c.done, []);
  assert.equal(alarms.length, 1);
  assert.equal(alarms[0][0], 9 * 250 * 8);
  alarms[0][1]();
  assert.deepEqual(i2c.done, ['start']);
});

// A stand-in for a GPIOPin: the core's drive (output enable, value) and the level it reads.
class FakePin {
  constructor() { this.outputEnable = false; this.outputValue = true; this.level = null; this.listeners = []; }
  addListener(fn) { this.listeners.push(fn); }
  setInputValue(v) { this.level = v; }
  drive(low) { this.outputEnable = low; this.outputValue = !low; for (const fn of this.listeners) fn(); }
}

// Clock the byte `value` out as the firmware's bitbangio does; return what SDA read at the 9th clock.
function bitBang(sda, scl, value) {
  sda.drive(true);                                 // start: SDA falls while SCL is high
  scl.drive(true);
  for (let bit = 7; bit >= 0; bit--) {
    sda.drive(!((value >> bit) & 1));
    scl.drive(false);
    scl.drive(true);
  }
  sda.drive(false);                                // let SDA go for the acknowledge
  scl.drive(false);
  const ack = sda.level === false;
  scl.drive(true);
  sda.drive(true);                                 // stop: SDA rises while SCL is high
  scl.drive(false);
  sda.drive(false);
  return ack;
}

test('the open-drain lines read high when let go: the pull-ups the firmware checks for', () => {
  const sda = new FakePin();
  const scl = new FakePin();
  new OpenDrainBus(sda, scl, 0x3c);
  assert.equal(sda.level, true);
  assert.equal(scl.level, true);
  scl.drive(true);
  assert.equal(scl.level, false);
});

test("the bit-banged probe is acknowledged at the display's address only", () => {
  const sda = new FakePin();
  const scl = new FakePin();
  const bus = new OpenDrainBus(sda, scl, 0x3c);
  assert.equal(bitBang(sda, scl, 0x3c << 1), true);
  assert.equal(sda.level, true);                   // let go after the acknowledge
  assert.equal(bitBang(sda, scl, 0x3d << 1), false);
  assert.deepEqual(bus.probes, [0x3c, 0x3d]);
});
