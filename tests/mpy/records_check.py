"""Print save records, CRCs and loads; the output must match CPython's byte for byte.

Runs unchanged on MicroPython and CPython: packs records of several sizes,
unpacks good and damaged ones, cuts the power at every byte of a save to a
bytearray nvm, and prints what each step gave.
"""

from powercut import PowerCut, PowerCutStorage

from hardware import records as r
from hardware.nvm import NvmStorage
from hardware.storage import Saves


def hexed(buf):
    return "".join("%02x" % b for b in buf)


def payload(n, salt):
    return bytes([(i * 7 + salt) & 0xFF for i in range(n)])


print("crc", r.crc16(b"123456789"), r.crc16(b""), r.crc16(bytes(range(256))))
out = bytearray(300)
for size in (0, 1, 2, 37, 200, 290):
    for seq in (0, 1, 0x7FFF, 0xFFFF, 0x10005):
        n = r.pack(r.KIND_STATS, size & 0xFF, seq, payload(size, seq & 0xFF), out)
        print("pack", size, seq, n, hexed(out[:n]) if size < 40 else r.crc16(out, 0, n))
        print("unpack", r.unpack(out), r.unpack(bytes(out[:n])), r.unpack(bytes(out[:n - 1])))
        damaged = bytearray(out[:n])
        damaged[n // 2] ^= 0x24
        print("damaged", r.unpack(damaged))

for a_seq, b_seq in ((0, 1), (1, 0), (0xFFFF, 0), (0, 0xFFFF), (0x7FFF, 0x8000), (5, 5)):
    a = bytes(out[:r.pack(r.KIND_SETTINGS, 1, a_seq, b"a", out)])
    b = bytes(out[:r.pack(r.KIND_SETTINGS, 1, b_seq, b"b", out)])
    found = r.load(a, b, r.KIND_SETTINGS)
    print("load", a_seq, b_seq, found, r.next_slot(found))

for size in (0, 5, 60):
    for cut in range(size + r.OVERHEAD + 1):
        nvm = bytearray(4096)
        Saves(NvmStorage(nvm)).save("settings", r.KIND_SETTINGS, 1, payload(size, 1))
        try:
            Saves(PowerCutStorage(NvmStorage(nvm), cut)).save(
                "settings", r.KIND_SETTINGS, 1, payload(size, 2))
            done = "done"
        except PowerCut:
            done = "cut"
        got, status, text = Saves(NvmStorage(nvm)).load("settings", r.KIND_SETTINGS, 1)
        print("cut", size, cut, done, hexed(got), status, text, r.crc16(nvm))
