import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BREAK_ERASE, BREAK_PROGRAM, erase, flashBreaks, patchBootrom, program, romCode, romFunction, romWords } from '../flash.js';

// A made-up bootrom laid out as the RP2040's: 'Mu' and version 1 at 0x10, the function
// table's pointer at 0x14, the table (code, address pairs, 0 at the end) at 0x100.
function fakeRom() {
  const rom = new Uint8Array(16384);
  const view = new DataView(rom.buffer);
  rom.set([0x4d, 0x75, 0x01], 0x10);
  view.setUint16(0x14, 0x100, true);
  const table = [['IF', 0x2001], ['RE', 0x2101], ['RP', 0x2201], ['FC', 0x2301]];
  table.forEach(([name, at], i) => {
    view.setUint16(0x100 + i * 4, romCode(name), true);
    view.setUint16(0x102 + i * 4, at, true);
  });
  rom.fill(0xaa, 0x2000, 0x2400);                  // the functions' "code"
  return rom;
}

test('romFunction reads the table by its two-letter codes', () => {
  const rom = fakeRom();
  assert.equal(romFunction(rom, 'RE'), 0x2101);
  assert.equal(romFunction(rom, 'RP'), 0x2201);
  assert.throws(() => romFunction(rom, 'XX'), /no 'XX'/);
});

test('patchBootrom puts bkpt; bx lr at erase and program only, on a copy', () => {
  const rom = fakeRom();
  const patched = patchBootrom(rom);
  const word = (r, at) => r[at] | (r[at + 1] << 8);
  assert.equal(word(patched, 0x2100), 0xbe00 | BREAK_ERASE);
  assert.equal(word(patched, 0x2102), 0x4770);
  assert.equal(word(patched, 0x2200), 0xbe00 | BREAK_PROGRAM);
  assert.equal(word(patched, 0x2202), 0x4770);
  assert.equal(word(patched, 0x2000), 0xaaaa);     // connect_internal_flash untouched
  assert.equal(word(patched, 0x2300), 0xaaaa);
  assert.equal(word(rom, 0x2100), 0xaaaa);         // the original is left alone
  assert.equal(romWords(patched)[0x2100 / 4], (0x4770 << 16 | 0xbe00 | BREAK_ERASE) >>> 0);
});

test('patchBootrom refuses what is not an RP2040 bootrom', () => {
  assert.throws(() => patchBootrom(new Uint8Array(16384)), /not an RP2040 bootrom/);
  assert.throws(() => patchBootrom(new Uint8Array(100)), /not an RP2040 bootrom/);
});

test('erase sets whole 4 KB sectors to 0xFF; program can only clear bits', () => {
  const flash = new Uint8Array(3 * 4096).fill(0x00);
  erase(flash, 4096, 4096);
  assert.equal(flash[4095], 0x00);
  assert.equal(flash[4096], 0xff);
  assert.equal(flash[8191], 0xff);
  assert.equal(flash[8192], 0x00);
  program(flash, 4096, Uint8Array.from([0x0f, 0xf0]));
  assert.deepEqual([...flash.subarray(4096, 4099)], [0x0f, 0xf0, 0xff]);
  program(flash, 4096, Uint8Array.from([0xf3]));    // NOR flash: 0x0f & 0xf3
  assert.equal(flash[4096], 0x03);
  assert.throws(() => erase(flash, 8192, 8192), /past the end/);
});

test('the breakpoints erase and program from the registers, as the ROM calls would', () => {
  const ram = new Map();
  const mcu = {
    flash: new Uint8Array(2 * 4096).fill(0),
    core: { registers: new Uint32Array(16) },
    readUint8: (address) => ram.get(address) ?? 0,
  };
  const stats = { erases: 0, erasedBytes: 0, programs: 0, programmedBytes: 0 };
  const others = [];
  const onBreak = flashBreaks(mcu, stats, (code) => others.push(code));
  mcu.core.registers.set([4096, 4096, 1 << 16, 0xd8]);   // flash_range_erase(4096, 4096, ...)
  onBreak(BREAK_ERASE);
  assert.equal(mcu.flash[4096], 0xff);
  assert.equal(mcu.flash[0], 0x00);
  ram.set(0x20001000, 0x12); ram.set(0x20001001, 0x34);
  mcu.core.registers.set([4100, 0x20001000, 2]);          // flash_range_program(4100, data, 2)
  onBreak(BREAK_PROGRAM);
  assert.deepEqual([...mcu.flash.subarray(4099, 4103)], [0xff, 0x12, 0x34, 0xff]);
  onBreak(7);
  assert.deepEqual(others, [7]);
  assert.deepEqual(stats, { erases: 1, erasedBytes: 4096, programs: 1, programmedBytes: 2 });
});
