"""Write and read the uncompressed indexed BMPs the sheet tools make.

``tools/art/make_sprites.py`` (the card sheet) and ``tools/art/make_font.py`` (the
font) both draw a picture as palette indices and store it the same way: an
uncompressed indexed BMP (BITMAPINFOHEADER, bottom-up rows padded to 4
bytes) that ``adafruit_imageload`` and ``displayio.OnDiskBitmap`` read.  This
module is that one writer and the reader the tests check the files with.
PC-only, standard library only.
"""

import collections
import struct

Bitmap = collections.namedtuple("Bitmap", "width height bits palette rows")


def indexed_bmp(pixels, width, height, palette, bits=4):
    """Return a BMP file of ``pixels``: palette indices, row by row, top row first.

    ``pixels`` is flat (``width * height`` indices); ``palette`` holds 0xRRGGBB
    colours; ``bits`` (1, 2, 4 or 8) is the size of one index in the file.
    """
    per_byte = 8 // bits
    row_bytes = ((width + per_byte - 1) // per_byte + 3) & ~3
    data = bytearray()
    for y in range(height - 1, -1, -1):
        row = pixels[y * width:(y + 1) * width]
        packed = bytearray()
        for x in range(0, width, per_byte):
            byte = 0
            for i in range(per_byte):
                byte = (byte << bits) | (row[x + i] if x + i < width else 0)
            packed.append(byte)
        data += packed + bytes(row_bytes - len(packed))
    colours = b"".join(struct.pack("<BBBB", c & 0xFF, (c >> 8) & 0xFF, c >> 16, 0)
                       for c in palette)
    offset = 14 + 40 + len(colours)
    file_header = struct.pack("<2sIHHI", b"BM", offset + len(data), 0, 0, offset)
    info_header = struct.pack("<IiiHHIIiiII", 40, width, height, 1, bits, 0,
                              len(data), 2835, 2835, len(palette), len(palette))
    return file_header + info_header + colours + bytes(data)


def read_bmp(path):
    """Return a ``Bitmap`` (width, height, bits, palette as 0xRRGGBB, rows top first).

    Raises ValueError unless the file is the kind ``indexed_bmp`` writes.
    """
    with open(path, "rb") as f:
        data = f.read()
    magic, size, _, _, offset = struct.unpack_from("<2sIHHI", data, 0)
    (header_size, width, height, planes, bits, compression, _, _, _, colours,
     _) = struct.unpack_from("<IiiHHIIiiII", data, 14)
    if (magic, size, header_size, planes, compression) != (b"BM", len(data), 40, 1, 0):
        raise ValueError("%s: not an uncompressed BITMAPINFOHEADER BMP" % path)
    if bits not in (1, 2, 4, 8) or width <= 0 or height <= 0:
        raise ValueError("%s: not a bottom-up indexed BMP" % path)
    palette = []
    for i in range(colours):
        b, g, r, _ = struct.unpack_from("<BBBB", data, 14 + 40 + 4 * i)
        palette.append((r << 16) | (g << 8) | b)
    per_byte = 8 // bits
    row_bytes = (width + per_byte - 1) // per_byte
    stride = (row_bytes + 3) & ~3
    mask = (1 << bits) - 1
    rows = []
    for y in range(height):
        start = offset + (height - 1 - y) * stride
        row = []
        for byte in data[start:start + row_bytes]:
            row += [(byte >> (8 - bits * (i + 1))) & mask for i in range(per_byte)]
        rows.append(row[:width])
    return Bitmap(width, height, bits, palette, rows)

