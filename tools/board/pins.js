// Where the harness wires its parts: the README's Raspberry Pi Pico
// ("A board with a 128x64 OLED", and hardware/pins.py's defaults).

export const PINS = {
  sda: 0,        // GP0, I2C0 SDA
  scl: 1,        // GP1, I2C0 SCL
  left: 2,       // GP2
  select: 3,     // GP3
  right: 4,      // GP4
};
export const BUTTONS = ['left', 'select', 'right'];
export const I2C_BUS = 0;           // GP0/GP1 are I2C0's pins
export const OLED_ADDRESS = 0x3c;
