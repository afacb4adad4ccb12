// The flash's program and erase, which rp2040js does not model.
//
// CircuitPython writes its drive and nvm through the pico-sdk's
// flash_range_erase and flash_range_program, which call the bootrom's
// functions of those names, found by their codes 'RE' and 'RP' in the
// ROM's function table (RP2040 datasheet 2.8.3).  The harness puts a
// two-instruction stub at the start of each (`bkpt #n; bx lr`): the
// breakpoint hands the call to JavaScript, which erases or programs the
// emulator's flash array, and the core goes on at `bx lr` as if the ROM
// had done it.  The rest of the ROM ('IF', 'EX', 'FC', 'CX': leaving and
// entering XIP) runs as it is.

export const SECTOR = 4096;
export const BREAK_ERASE = 0x45;       // 'E'
export const BREAK_PROGRAM = 0x50;     // 'P'
const BX_LR = 0x4770;

export function romCode(name) {
  return name.charCodeAt(0) | (name.charCodeAt(1) << 8);
}

// Return the address of the ROM function `name` ('RE') in `rom` (its bytes),
// read from the function table whose 16-bit pointer is at 0x14.
export function romFunction(rom, name) {
  const view = new DataView(rom.buffer, rom.byteOffset, rom.byteLength);
  const code = romCode(name);
  for (let at = view.getUint16(0x14, true); at + 4 <= rom.length; at += 4) {
    const entry = view.getUint16(at, true);
    if (entry === 0) break;
    if (entry === code) return view.getUint16(at + 2, true);
  }
  throw new Error(`the bootrom's function table has no '${name}'`);
}

// Return a copy of `rom` (a Uint8Array) whose flash_range_erase and
// flash_range_program are stubs that break to the harness.
export function patchBootrom(rom) {
  if (rom.length !== 16384 || rom[0x10] !== 0x4d || rom[0x11] !== 0x75 || rom[0x12] !== 0x01) {
    throw new Error("not an RP2040 bootrom: 16 KiB with 'Mu' and version 1 at 0x10");
  }
  const out = new Uint8Array(rom);
  const view = new DataView(out.buffer);
  for (const [name, mark] of [['RE', BREAK_ERASE], ['RP', BREAK_PROGRAM]]) {
    const at = romFunction(out, name) & ~1;
    view.setUint16(at, 0xbe00 | mark, true);       // bkpt #mark
    view.setUint16(at + 2, BX_LR, true);
  }
  return out;
}

// The bootrom as rp2040js's loadBootrom takes it: 32-bit little-endian words.
export function romWords(rom) {
  return new Uint32Array(rom.buffer.slice(rom.byteOffset, rom.byteOffset + rom.byteLength));
}

// Erase the 4 KB sectors of flash[offset, offset + count) to 0xFF.
export function erase(flash, offset, count) {
  const start = Math.floor(offset / SECTOR) * SECTOR;
  const end = Math.ceil((offset + count) / SECTOR) * SECTOR;
  if (end > flash.length) throw new Error(`flash erase past the end: 0x${end.toString(16)}`);
  flash.fill(0xff, start, end);
}

// Program `bytes` at flash[offset]: as on NOR flash, a bit can only go from 1 to 0.
export function program(flash, offset, bytes) {
  if (offset + bytes.length > flash.length) {
    throw new Error(`flash program past the end: 0x${(offset + bytes.length).toString(16)}`);
  }
  for (let i = 0; i < bytes.length; i++) flash[offset + i] &= bytes[i];
}

// Return an onBreak handler for `mcu` (an RP2040) doing the stubs' work;
// `stats` counts the erases and programs.  Any other breakpoint goes to `other`.
export function flashBreaks(mcu, stats, other = () => {}) {
  return (code) => {
    const r = mcu.core.registers;
    if (code === BREAK_ERASE) {
      erase(mcu.flash, r[0] >>> 0, r[1] >>> 0);
      stats.erases += 1;
      stats.erasedBytes += r[1] >>> 0;
    } else if (code === BREAK_PROGRAM) {
      const from = r[1] >>> 0;
      const count = r[2] >>> 0;
      const bytes = new Uint8Array(count);
      for (let i = 0; i < count; i++) bytes[i] = mcu.readUint8(from + i);
      program(mcu.flash, r[0] >>> 0, bytes);
      stats.programs += 1;
      stats.programmedBytes += count;
    } else {
      other(code);
    }
  };
}
