// Reading the QR codes the portal draws, as a phone's camera would: from the PNG's pixels.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text a QR code PNG carries. */
export function decodeQr(png: Buffer): string {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!code) throw new Error('no QR code in the PNG');
  return code.data;
}

/** The same, for an image given as a data: URL (as the print sheet and the claim answer give them). */
export const decodeQrDataUrl = (url: string): string => decodeQr(Buffer.from(url.replace(/^data:image\/png;base64,/, ''), 'base64'));
