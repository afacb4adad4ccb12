// The board's serial console over rp2040js's emulated USB CDC.
//
// rp2040js's host answers each read the firmware arms on its OUT endpoint
// at once, with an empty packet when it has nothing to send: the firmware
// re-arms it and the core never sleeps (some 36,000 wake-ups a second).
// Here the host keeps the read until it has bytes for the board.

import { USBCDC } from 'rp2040js';

export function attachConsole(usb, onBytes) {
  const cdc = new USBCDC(usb);
  let armed = 0;                                   // the size of a read kept waiting, or 0
  const pass = () => {
    const size = Math.min(armed, cdc.txFIFO.itemCount);
    const buffer = new Uint8Array(size);
    for (let i = 0; i < size; i++) buffer[i] = cdc.txFIFO.pull();
    armed = 0;
    usb.endpointReadDone(cdc.outEndpoint, buffer);
  };
  usb.onEndpointRead = (endpoint, size) => {
    if (endpoint !== cdc.outEndpoint) return;
    armed = size;
    if (!cdc.txFIFO.empty) pass();
  };
  cdc.onSerialData = (buffer) => onBytes(buffer);
  return {
    cdc,
    // Type `text` into the console (Ctrl-C is "\x03").
    send(text) {
      for (const ch of Buffer.from(text, 'latin1')) cdc.sendSerialByte(ch);
      if (armed) pass();
    },
  };
}

// A console line as it reads: the terminal's escape sequences taken out, and
// CircuitPython's status bar (a window-title sequence: "23@code.py
// AttributeError | 10.0.3", its line, file and exception when code.py
// stopped) as a line of its own, "status: ...".
export function consoleLines(raw) {
  const out = [];
  const text = raw.replace(/\x1b\]0;([^\x1b\x07]*)(?:\x1b\\|\x07)/g, (_, title) => {
    out.push(`status: ${title.replace(/^\u{1f40d}/u, '')}`);
    return '';
  }).replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');
  if (text || !out.length) out.push(text);
  return out;
}

// What on the console means the game failed (the error screen prints "game: ...").
// CircuitPython's status bar names the line, file and exception code.py stopped at
// ("status: 23@code.py AttributeError | 10.0.3"): what the console shows of a traceback
// printed before the host opened it.
export const FAULTS = [/Traceback \(most recent call last\)/, /^game: /, /^Old Maid: out of memory/,
  /safe mode/i, /^status: \d+@\S+ \w+/];

export function isFault(line) {
  return FAULTS.some((re) => re.test(line));
}
