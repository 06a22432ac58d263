// Real PNG files made at test time (no binary fixtures in the repository), and decoding of the PNGs the
// portal hands back, so the journeys check pixels and sizes rather than file names.
import { PNG } from 'pngjs';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The stripes' colour of the default picture, to find it again inside pictures the portal draws. */
export const LOGO_BLUE = [31, 95, 191] as const;

/**
 * A PNG of the given size (SPEC §5 image guidance: logo, QR code and product image 300x300): a diagonal
 * two-colour pattern, so a picture shown on the page is visibly the uploaded one.
 */
export function pngFile(name: string, { width = 300, height = 300, colour = LOGO_BLUE as readonly [number, number, number] } = {}): UploadFile {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 4;
      const stripe = Math.floor((x + y) / 30) % 2 === 0;
      png.data[offset] = stripe ? colour[0] : 255;
      png.data[offset + 1] = stripe ? colour[1] : 255;
      png.data[offset + 2] = stripe ? colour[2] : 255;
      png.data[offset + 3] = 255;
    }
  }
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel */
  data: Buffer;
}

/** Decodes a whole PNG (throws on anything that is not one, including a truncated file). */
export function decodePng(buffer: Buffer): DecodedPng {
  const { width, height, data } = PNG.sync.read(buffer);
  return { width, height, data };
}

/** How many distinct colours the picture uses: a blank or single-colour picture has one. */
export function colourCount(png: DecodedPng, limit = 64): number {
  const seen = new Set<number>();
  for (let offset = 0; offset < png.data.length && seen.size < limit; offset += 4) seen.add(png.data.readUInt32BE(offset));
  return seen.size;
}

/** How many pixels have exactly this colour (opaque). */
export function pixelsOf(png: DecodedPng, [red, green, blue]: readonly [number, number, number]): number {
  let count = 0;
  for (let offset = 0; offset < png.data.length; offset += 4) {
    if (png.data[offset] === red && png.data[offset + 1] === green && png.data[offset + 2] === blue && png.data[offset + 3] === 255) count += 1;
  }
  return count;
}
