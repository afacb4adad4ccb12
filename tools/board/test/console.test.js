import { test } from 'node:test';
import assert from 'node:assert/strict';
import { attachConsole, consoleLines, isFault } from '../usbconsole.js';

// A stand-in for rp2040js's RPUSBController: the hooks USBCDC sets, and the host's answers.
function fakeUSB() {
  return { answers: [], endpointReadDone(endpoint, buffer) { this.answers.push([endpoint, [...buffer]]); },
    resetDevice() {}, sendSetupPacket() {} };
}

test("the host keeps the board's read until it has bytes for it", () => {
  const usb = fakeUSB();
  const console_ = attachConsole(usb, () => {});
  console_.cdc.outEndpoint = 2;                    // as enumeration would set it
  usb.onEndpointRead(2, 64);
  usb.onEndpointRead(2, 64);                       // armed again: still no answer
  assert.deepEqual(usb.answers, []);
  console_.send('\x03');
  assert.deepEqual(usb.answers, [[2, [3]]]);
  console_.send('ab');                             // no read armed: kept for the next one
  assert.equal(usb.answers.length, 1);
  usb.onEndpointRead(2, 1);
  assert.deepEqual(usb.answers[1], [2, [0x61]]);
  usb.onEndpointRead(2, 64);
  assert.deepEqual(usb.answers[2], [2, [0x62]]);
  usb.onEndpointRead(5, 64);                       // another endpoint: not the console's
  assert.equal(usb.answers.length, 3);
});

test('console lines lose their escapes; the status bar is a line of its own', () => {
  assert.deepEqual(consoleLines('\x1b]0;\u{1f40d}23@code.py AttributeError | 10.0.3\x1b\\\r'),
    ['status: 23@code.py AttributeError | 10.0.3']);
  assert.deepEqual(consoleLines('\x1b]0;\u{1f40d}code.py | 10.0.3\x1b\\Traceback (most recent call last):\r'),
    ['status: code.py | 10.0.3', 'Traceback (most recent call last):']);
  assert.deepEqual(consoleLines('\x1b[2K\x1b[0GAuto-reload is on.\r'), ['Auto-reload is on.']);
  assert.deepEqual(consoleLines(''), ['']);
});

test("a traceback, the game's error line or a stopped status bar is a fault; other lines are not", () => {
  for (const line of ['Traceback (most recent call last):', 'game: ValueError bad', 'status: 1@hardware.reading ImportError | 10.0.3',
    'Old Maid: out of memory at start-up: 1 bytes in use, 2 free.', 'You are in safe mode because:']) {
    assert.equal(isFault(line), true, line);
  }
  for (const line of ['status: code.py | 10.0.3', 'saves: written', 'Code done running.', 'the game: fine']) {
    assert.equal(isFault(line), false, line);
  }
});
