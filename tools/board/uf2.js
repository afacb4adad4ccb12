// The firmware's UF2 file into the emulated flash.
//
// A UF2 file is 512-byte blocks, each carrying a piece of the image and the
// address it goes to (Microsoft's UF2 format: magic words at 0, 4 and 508,
// the target address at 12, the payload's size at 16, the payload from 32).

export const FLASH_BASE = 0x10000000;
const MAGIC0 = 0x0a324655;
const MAGIC1 = 0x9e5d5157;
const MAGIC_END = 0x0ab16f30;

// Copy every block of `data` (a Uint8Array holding a UF2 file) into `flash`
// (the emulator's flash array, address 0 at FLASH_BASE); return the blocks laid.
export function loadUF2(data, flash) {
  if (data.length === 0 || data.length % 512 !== 0) {
    throw new Error(`not a UF2 file: ${data.length} bytes is not a whole number of 512-byte blocks`);
  }
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let laid = 0;
  for (let at = 0; at < data.length; at += 512) {
    if (view.getUint32(at, true) !== MAGIC0 || view.getUint32(at + 4, true) !== MAGIC1 ||
        view.getUint32(at + 508, true) !== MAGIC_END) {
      throw new Error(`not a UF2 block at byte ${at}`);
    }
    const flags = view.getUint32(at + 8, true);
    if (flags & 1) continue;                       // "not main flash": a comment block
    const address = view.getUint32(at + 12, true);
    const size = view.getUint32(at + 16, true);
    if (size > 476) throw new Error(`UF2 block at byte ${at} says ${size} bytes (476 at most)`);
    const offset = address - FLASH_BASE;
    if (offset < 0 || offset + size > flash.length) {
      throw new Error(`UF2 block at byte ${at} goes to 0x${address.toString(16)}, outside the flash`);
    }
    flash.set(data.subarray(at + 32, at + 32 + size), offset);
    laid++;
  }
  return laid;
}
