import type jsQRType from 'jsqr';

/** Reads the QR code in the video's current frame: its text, or null when there is none. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedCode {
  rawValue: string;
}
type DetectorClass = new (options: { formats: string[] }) => { detect(source: HTMLVideoElement): Promise<DetectedCode[]> };

/** Frames are read at most this wide: a code held up to the camera stays readable, and jsQR stays fast. */
const FRAME_WIDTH = 640;

const detectorClass = (): DetectorClass | null =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window ? (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector : null;

/** A camera to read from: the write-off page offers scanning only then. */
export const canScan = (): boolean => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/** The text of the QR code in an RGBA frame, or null. */
export function decodeFrame(jsQR: typeof jsQRType, frame: { data: Uint8ClampedArray; width: number; height: number }): string | null {
  return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/**
 * The browser's own reader where it has one (Shape Detection API: Android, macOS, ChromeOS); elsewhere, as on
 * the Windows and Linux desks of most staff, jsQR over the video's frames, downloaded only then.
 */
export async function createQrReader(): Promise<FrameReader> {
  const Detector = detectorClass();
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return decodeFrame(jsQR, context.getImageData(0, 0, canvas.width, canvas.height));
  };
}
