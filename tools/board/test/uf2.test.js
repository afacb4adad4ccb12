import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FLASH_BASE, loadUF2 } from '../uf2.js';

function block(address, payload, flags = 0x2000) {
  const b = new Uint8Array(512);
  const v = new DataView(b.buffer);
  v.setUint32(0, 0x0a324655, true);
  v.setUint32(4, 0x9e5d5157, true);
  v.setUint32(8, flags, true);
  v.setUint32(12, address, true);
  v.setUint32(16, payload.length, true);
  b.set(payload, 32);
  v.setUint32(508, 0x0ab16f30, true);
  return b;
}

const join = (...blocks) => {
  const out = new Uint8Array(blocks.length * 512);
  blocks.forEach((b, i) => out.set(b, i * 512));
  return out;
};

test('each block goes to its address; a "not main flash" block is skipped', () => {
  const flash = new Uint8Array(8192).fill(0xff);
  const file = join(block(FLASH_BASE + 256, [1, 2, 3]), block(FLASH_BASE, [9]),
    block(FLASH_BASE + 4096, [7], 0x2001));
  assert.equal(loadUF2(file, flash), 2);
  assert.deepEqual([...flash.subarray(256, 260)], [1, 2, 3, 0xff]);
  assert.equal(flash[0], 9);
  assert.equal(flash[4096], 0xff);
});

test('a file that is not UF2, or a block outside the flash, is refused', () => {
  const flash = new Uint8Array(4096);
  assert.throws(() => loadUF2(new Uint8Array(100), flash), /not a UF2 file/);
  assert.throws(() => loadUF2(new Uint8Array(512), flash), /not a UF2 block/);
  assert.throws(() => loadUF2(block(0x20000000, [1]), flash), /outside the flash/);
  assert.throws(() => loadUF2(block(FLASH_BASE + 4095, [1, 2]), flash), /outside the flash/);
});
