// @ts-check
/** A 32×32 favicon (32-bit BMP inside an ICO): the operator's colour tile with its glyph in white. */

const SIZE = 32;
const SCALE = 3;
/** 5×7 pixel glyphs; any other letter draws a dot. @type {Record<string, string[]>} */
export const GLYPHS = {
  M: ['10001', '11011', '10101', '10001', '10001', '10001', '10001'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
};
export const DOT = ['00000', '01110', '11111', '11111', '11111', '01110', '00000'];

/** @param {string} hex @returns {[number, number, number]} */
const rgb = (hex) => [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];

/** Share of the pixel (x, y) inside the rounded tile, sampled 4×4. @param {number} x @param {number} y */
function coverage(x, y, radius = 7) {
  let inside = 0;
  for (let sy = 0; sy < 4; sy++) {
    for (let sx = 0; sx < 4; sx++) {
      const px = x + (sx + 0.5) / 4;
      const py = y + (sy + 0.5) / 4;
      const dx = Math.max(radius - px, 0, px - (SIZE - radius));
      const dy = Math.max(radius - py, 0, py - (SIZE - radius));
      if (dx * dx + dy * dy <= radius * radius) inside++;
    }
  }
  return inside / 16;
}

/** @param {string} letter @param {number} x @param {number} y */
function inGlyph(letter, x, y) {
  const rows = GLYPHS[letter.toUpperCase()] ?? DOT;
  const left = ((SIZE - 5 * SCALE) / 2) | 0;
  const top = 4;
  const col = Math.floor((x - left) / SCALE);
  const row = Math.floor((y - top) / SCALE);
  return row >= 0 && row < 7 && col >= 0 && col < 5 && rows[row]?.[col] === '1';
}

/** @param {{ name: string, colors: import('./catalog.mjs').OperatorColors }} operator @returns {Buffer} */
export function faviconIco(operator) {
  const brand = rgb(operator.colors.brand);
  const accent = rgb(operator.colors.accent);
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const [r, g, b] = inGlyph(operator.name.charAt(0), x, y)
        ? [255, 255, 255]
        : y >= 27 && y < 29 && x >= 9 && x < 23
          ? accent
          : brand;
      const offset = ((SIZE - 1 - y) * SIZE + x) * 4; // BMP rows go bottom-up, pixels are BGRA
      pixels.set([b, g, r, Math.round(coverage(x, y) * 255)], offset);
    }
  }
  const mask = Buffer.alloc(SIZE * 4); // AND mask, 1 bit a pixel, rows padded to 4 bytes; alpha decides
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(SIZE, 4);
  header.writeInt32LE(SIZE * 2, 8); // colour and mask stacked
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(pixels.length + mask.length, 20);
  const image = Buffer.concat([header, pixels, mask]);
  const directory = Buffer.alloc(22);
  directory.writeUInt16LE(1, 2); // type: icon
  directory.writeUInt16LE(1, 4); // one image
  directory.writeUInt8(SIZE, 6);
  directory.writeUInt8(SIZE, 7);
  directory.writeUInt16LE(1, 10);
  directory.writeUInt16LE(32, 12);
  directory.writeUInt32LE(image.length, 14);
  directory.writeUInt32LE(22, 18);
  return Buffer.concat([directory, image]);
}
