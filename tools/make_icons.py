#!/usr/bin/env python3
"""Draws the app's icons: a Lines of Action board in its starting position, as PNG files.

    python3 tools/make_icons.py OUT_DIR

writes icon-192.png and icon-512.png (the board with rounded corners on a transparent ground) and
icon-maskable-512.png (full-bleed background, the board inside the central safe circle, since a
platform may cut a maskable icon to any shape). Standard library only: PNG is zlib plus a few
chunks. Edges are antialiased by pixel coverage, so no supersampling is needed.
"""
import math
import os
import struct
import sys
import zlib

LIGHT = (240, 217, 181)  # the board's colours, as in www/board.css
DARK = (181, 136, 99)
FRAME = (107, 74, 43)
BLACK = (21, 21, 21)
WHITE = (244, 240, 230)
BACKGROUND = (31, 26, 21)  # the page's theme colour (index.html, manifest)


def png(width: int, height: int, rows: list) -> bytes:
    """An RGBA PNG from rows of bytes (4 bytes a pixel)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\x00" + bytes(row) for row in rows)  # filter type 0 on every row
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def start_pieces() -> dict:
    """The standard start: Black on b1–g1 and b8–g8, White on a2–a7 and h2–h7 (file, rank from 0)."""
    pieces = {}
    for i in range(1, 7):
        pieces[(i, 0)] = pieces[(i, 7)] = BLACK
        pieces[(0, i)] = pieces[(7, i)] = WHITE
    return pieces


def blend(under, over, alpha: float):
    return tuple(round(u + (o - u) * alpha) for u, o in zip(under, over))


def coverage(distance_inside: float) -> float:
    """How much of a pixel lies inside an edge, from the signed distance of its centre."""
    return min(1.0, max(0.0, distance_inside + 0.5))


def draw(size: int, maskable: bool) -> bytes:
    # The maskable icon keeps its board inside the safe zone, a centred circle of 80% the width.
    board = size * (0.56 if maskable else 1.0)
    origin = (size - board) / 2
    frame = board * 0.04
    cell = (board - 2 * frame) / 8
    corner = board * 0.12
    pieces = start_pieces()
    radius = cell * 0.38
    rows = []
    for py in range(size):
        row = bytearray()
        for px in range(size):
            x, y = px + 0.5 - origin, py + 0.5 - origin
            # Signed distance inside the board's rounded square.
            qx, qy = abs(x - board / 2) - (board / 2 - corner), abs(y - board / 2) - (board / 2 - corner)
            outside = math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - corner
            inside_board = coverage(-outside)
            colour = FRAME
            fx, fy = (x - frame) / cell, (y - frame) / cell
            if 0 <= fx < 8 and 0 <= fy < 8:
                file, rank = int(fx), 7 - int(fy)
                colour = DARK if (file + rank) % 2 == 0 else LIGHT
                piece = pieces.get((file, rank))
                if piece:
                    cx, cy = frame + (int(fx) + 0.5) * cell, frame + (int(fy) + 0.5) * cell
                    colour = blend(colour, piece, coverage(radius - math.hypot(x - cx, y - cy)))
            if maskable:
                row += bytes(blend(BACKGROUND, colour, inside_board)) + b"\xff"
            else:
                row += bytes(colour) + bytes([round(255 * inside_board)])
        rows.append(row)
    return png(size, size, rows)


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit("usage: make_icons.py OUT_DIR")
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, size, maskable in [("icon-192.png", 192, False), ("icon-512.png", 512, False), ("icon-maskable-512.png", 512, True)]:
        with open(os.path.join(out, name), "wb") as f:
            f.write(draw(size, maskable))


if __name__ == "__main__":
    main()
