"""Stand in for ``microcontroller`` on the MicroPython VM: 4 KB of nvm, as an RP2040 has."""

nvm = bytearray(4096)
