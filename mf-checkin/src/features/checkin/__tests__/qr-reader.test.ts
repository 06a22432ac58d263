import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { decodeFrame } from '../components/qr-reader';

/** A QR code as a camera frame would hold it: black modules on white, 4 pixels each, with a quiet zone. */
function frameOf(text: string, scale = 4, margin = 4) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const width = (modules.size + 2 * margin) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y += 1) {
        for (let x = 0; x < scale; x += 1) {
          const offset = (((row + margin) * scale + y) * width + (column + margin) * scale + x) * 4;
          data.fill(0, offset, offset + 3);
        }
      }
    }
  }
  return { data, width, height: width };
}

describe('reading a redemption code from a camera frame where the browser has no QR reader of its own', () => {
  it('reads the code a visitor shows', () => {
    expect(decodeFrame(jsQR, frameOf('ABCD2345'))).toBe('ABCD2345');
  });

  it('answers null for a frame without a code', () => {
    const blank = { data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 };
    expect(decodeFrame(jsQR, blank)).toBeNull();
  });
});
