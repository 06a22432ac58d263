import { open } from 'node:fs/promises';

export interface ImageDimensions {
  width: number;
  height: number;
}

/** Bytes read for a header: PNG, GIF, BMP and WebP name their size within the first 30, JPEG after its segments. */
const HEAD_BYTES = 64;
/** A JPEG's size frame comes after its metadata segments; this many bytes of them are walked at most. */
const JPEG_SCAN_MAX = 4 * 1024 * 1024;

/**
 * The pixel size of a checked image file, read from its header (never the whole file), or undefined when the
 * format (SVG) or the header does not say.
 */
export async function imageDimensions(filePath: string, extension: string): Promise<ImageDimensions | undefined> {
  const file = await open(filePath, 'r');
  try {
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    const head = await read(0, HEAD_BYTES);
    switch (extension) {
      case 'png':
        return head.length >= 24 ? { width: head.readUInt32BE(16), height: head.readUInt32BE(20) } : undefined;
      case 'gif':
        return head.length >= 10 ? { width: head.readUInt16LE(6), height: head.readUInt16LE(8) } : undefined;
      case 'bmp':
        return head.length >= 26 ? { width: Math.abs(head.readInt32LE(18)), height: Math.abs(head.readInt32LE(22)) } : undefined;
      case 'webp':
        return webpDimensions(head);
      case 'jpg':
      case 'jpeg':
        return await jpegDimensions(read);
      default:
        return undefined;
    }
  } finally {
    await file.close();
  }
}

function webpDimensions(head: Buffer): ImageDimensions | undefined {
  if (head.length < 30) return undefined;
  const chunk = head.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  return undefined;
}

/** Walks the JPEG segments to the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC). */
async function jpegDimensions(read: (position: number, length: number) => Promise<Buffer>): Promise<ImageDimensions | undefined> {
  let position = 2;
  while (position < JPEG_SCAN_MAX) {
    const marker = await read(position, 9);
    if (marker.length < 4 || marker[0] !== 0xff) return undefined;
    const type = marker[1];
    if (type === 0xff) {
      position += 1;
      continue;
    }
    const isFrame = type >= 0xc0 && type <= 0xcf && type !== 0xc4 && type !== 0xc8 && type !== 0xcc;
    if (isFrame) return marker.length >= 9 ? { width: marker.readUInt16BE(7), height: marker.readUInt16BE(5) } : undefined;
    position += 2 + marker.readUInt16BE(2);
  }
  return undefined;
}
