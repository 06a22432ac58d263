import QRCode from 'qrcode';

const OPTIONS = { margin: 2, errorCorrectionLevel: 'M' as const };

/** A point's QR code for print: 600 px, enough for an A4 third at 150 dpi. */
export const qrPng = (text: string, width = 600): Promise<Buffer> => QRCode.toBuffer(text, { ...OPTIONS, type: 'png', width });

/** The same as a data: URL, for answers a page shows directly (print sheet, a visitor's code). */
export const qrDataUrl = (text: string, width = 300): Promise<string> => QRCode.toDataURL(text, { ...OPTIONS, type: 'image/png', width });
