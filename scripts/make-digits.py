#!/usr/bin/env python3
"""Draw Strata's LCD digit sprite sheet (Assets/Digits.png).

The sheet is one row of ten equal cells, digits 0 to 9 from left to right.
Each cell is CELL_W x CELL_H pixels (20 x 32, so the sheet is 200 x 32),
RGBA with a fully transparent background. Every digit is a seven-segment
figure: all seven segments are always drawn, fully opaque, lit ones in a
bright LCD green and unlit ("ghost") ones in a dark green, so the sheet holds
exactly three distinct RGBA values.

Segment geometry (per cell, top-left origin, pixels):

      a           segments are 3 px thick; each one is a long hexagon whose
    f   b         ends are bevelled (the rows/columns beside its centre line
      g           are 1 px shorter at each end), and the corner pixels where
    e   c         two segments would meet are left out, so no two segments
      d           touch, not even diagonally.

    vertical segment centre columns   x = 3 (f, e) and x = 16 (b, c)
    horizontal segment centre rows    y = 3 (a), 15 (g), 28 (d)
    => ink spans x 2..17 and y 2..29: a 2 px empty margin on every side.

Only the Python 3 standard library is used (zlib + struct), and the output is
byte-for-byte deterministic.
"""

import argparse
import os
import struct
import sys
import zlib

CELL_W, CELL_H = 20, 32
DIGITS = 10

TRANSPARENT = (0, 0, 0, 0)
LIT = (0x7C, 0xFF, 0x4F, 0xFF)    # #7CFF4F
UNLIT = (0x17, 0x3A, 0x14, 0xFF)  # #173A14

# Centre lines of the segments inside a cell.
X_LEFT, X_RIGHT = 3, 16
Y_TOP, Y_MID, Y_BOT = 3, 15, 28
THICK = 3        # segment thickness; the centre line is the middle one
HALF = THICK // 2

# Which segments each digit lights (standard seven-segment maps:
# 6 includes a, 7 is a b c, 9 includes d).
SEGMENTS = {
    0: "abcdef",
    1: "bc",
    2: "abdeg",
    3: "abcdg",
    4: "bcfg",
    5: "acdfg",
    6: "acdefg",
    7: "abc",
    8: "abcdefg",
    9: "abcdfg",
}

# segment -> (orientation, fixed centre coordinate, start, end) where start and
# end are the centre coordinates of the two corners the segment runs between.
GEOMETRY = {
    "a": ("h", Y_TOP, X_LEFT, X_RIGHT),
    "g": ("h", Y_MID, X_LEFT, X_RIGHT),
    "d": ("h", Y_BOT, X_LEFT, X_RIGHT),
    "f": ("v", X_LEFT, Y_TOP, Y_MID),
    "b": ("v", X_RIGHT, Y_TOP, Y_MID),
    "e": ("v", X_LEFT, Y_MID, Y_BOT),
    "c": ("v", X_RIGHT, Y_MID, Y_BOT),
}


def segment_pixels(name):
    """The (x, y) pixels of one segment inside a cell.

    Along the centre line the segment runs from 2 px past one corner centre to
    2 px before the other; each line beside the centre line is one pixel shorter
    at both ends (the bevel). That leaves the corner pixels empty, so segments
    meeting at a corner never touch."""
    orient, fixed, start, end = GEOMETRY[name]
    pixels = []
    for off in range(-HALF, HALF + 1):
        inset = 2 + abs(off)
        for along in range(start + inset, end - inset + 1):
            if orient == "h":
                pixels.append((along, fixed + off))
            else:
                pixels.append((fixed + off, along))
    return pixels


def draw_sheet():
    """The sheet as a list of rows, each a list of RGBA tuples."""
    width, height = CELL_W * DIGITS, CELL_H
    image = [[TRANSPARENT] * width for _ in range(height)]
    for digit in range(DIGITS):
        lit = SEGMENTS[digit]
        for name in "abcdefg":
            colour = LIT if name in lit else UNLIT
            for x, y in segment_pixels(name):
                assert 2 <= x < CELL_W - 2 and 2 <= y < CELL_H - 2, (name, x, y)
                image[y][digit * CELL_W + x] = colour
    return image


def png_bytes(image):
    """Encode rows of RGBA tuples as an 8-bit RGBA PNG (no ancillary chunks)."""
    height, width = len(image), len(image[0])

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    raw = bytearray()
    for row in image:
        raw.append(0)  # filter type: None
        for pixel in row:
            raw.extend(pixel)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
            + chunk(b"IEND", b""))


def main(argv=None):
    repo_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    default_out = os.path.join(repo_root, "Assets", "Digits.png")
    parser = argparse.ArgumentParser(
        description="Draw the LCD seven-segment digit sprite sheet: digits 0-9 in one row "
                    f"of {CELL_W}x{CELL_H} px cells ({CELL_W * DIGITS}x{CELL_H} RGBA PNG, transparent "
                    "background, lit segments #7CFF4F, unlit segments #173A14).")
    parser.add_argument("-o", "--out", default=default_out,
                        help="where to write the PNG (default: %(default)s)")
    args = parser.parse_args(argv)

    data = png_bytes(draw_sheet())
    out_dir = os.path.dirname(os.path.abspath(args.out))
    os.makedirs(out_dir, exist_ok=True)
    with open(args.out, "wb") as f:
        f.write(data)
    print(f"wrote {args.out} ({CELL_W * DIGITS}x{CELL_H}, {len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
