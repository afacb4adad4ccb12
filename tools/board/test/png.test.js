import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { crc32, encodePNG } from '../png.js';

test('crc32 is the PNG one', () => {
  assert.equal(crc32(Buffer.from('IEND')), 0xae426082);
});

test('a picture comes back from its PNG, each pixel scaled to a square', () => {
  const grey = Uint8Array.from([0, 255, 255, 0, 0, 0]);            // 3 x 2
  const png = encodePNG(grey, 3, 2, 2);
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(png.readUInt32BE(16), 6);           // IHDR's width and height
  assert.equal(png.readUInt32BE(20), 4);
  const length = png.readUInt32BE(33);
  assert.equal(png.subarray(37, 41).toString('latin1'), 'IDAT');
  const raw = inflateSync(png.subarray(41, 41 + length));
  const rows = [];
  for (let y = 0; y < 4; y++) rows.push([...raw.subarray(y * 7 + 1, y * 7 + 7)]);
  assert.deepEqual(rows, [[0, 0, 255, 255, 255, 255], [0, 0, 255, 255, 255, 255],
    [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]]);
});
