// @ts-check
/**
 * The installed portal's icons (PNG, 192 and 512 px): the operator's logo mark as the favicon draws it — its
 * colour tile, its initial in white, the accent bar — at any size. "maskable" fills the whole square (the
 * launcher cuts its own shape, so the mark keeps inside the middle 80 %); "any" has rounded corners.
 */
import zlib from 'node:zlib';
import { DOT, GLYPHS } from './favicon.mjs';

/** @param {string} hex @returns {[number, number, number]} */
const rgb = (hex) => [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

// Hand-written, not fflate or zlib: fflate exports no CRC-32, and node:zlib's crc32 needs Node 22 (engines: 20.19).
/** @param {Buffer} bytes */
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA image as a PNG file. @param {number} size @param {Buffer} rgba */
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether (x, y) is inside a square of `size` with corners rounded by `radius`. */
function inRoundedSquare(
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ size,
  /** @type {number} */ radius,
) {
  const dx = Math.max(radius - x, 0, x - (size - radius));
  const dy = Math.max(radius - y, 0, y - (size - radius));
  return dx * dx + dy * dy <= radius * radius;
}

/**
 * @param {{ name: string, colors: import('./catalog.mjs').OperatorColors }} operator
 * @param {number} size @param {'any' | 'maskable'} purpose @returns {Buffer}
 */
export function appIconPng(operator, size, purpose) {
  const brand = rgb(operator.colors.brand);
  const accent = rgb(operator.colors.accent);
  const rows = GLYPHS[operator.name.charAt(0).toUpperCase()] ?? DOT;
  // The glyph (5×7 cells) takes 40 % of the width: inside the maskable safe zone too.
  const cell = Math.floor((size * 0.4) / 5);
  const left = Math.floor((size - 5 * cell) / 2);
  const top = Math.floor((size - 7 * cell) / 2) - cell;
  const bar = { top: top + 8 * cell, bottom: top + 8 * cell + Math.max(2, Math.floor(cell / 2)) };
  const radius = purpose === 'any' ? Math.floor(size * 0.2) : 0;
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!inRoundedSquare(x + 0.5, y + 0.5, size, radius)) continue; // transparent corner
      const col = Math.floor((x - left) / cell);
      const row = Math.floor((y - top) / cell);
      const glyph = row >= 0 && row < 7 && col >= 0 && col < 5 && rows[row]?.[col] === '1';
      const underline = y >= bar.top && y < bar.bottom && x >= left && x < left + 5 * cell;
      const [r, g, b] = glyph ? [255, 255, 255] : underline ? accent : brand;
      pixels.set([r, g, b, 255], (y * size + x) * 4);
    }
  }
  return png(size, pixels);
}
