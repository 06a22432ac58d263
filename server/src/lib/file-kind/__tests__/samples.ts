/** Small real-format samples (magic numbers and minimal headers) for the content checks. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const WINDOWS_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
export const LINUX_ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(120)]);
export const MP3_ID3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]), Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
export const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(40)]);
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.alloc(32)]);
export const QUICKTIME = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.from([0, 0, 2, 0]), Buffer.from('qt  '), Buffer.alloc(32)]);
export const REAL_AUDIO = Buffer.concat([Buffer.from([0x2e, 0x72, 0x61, 0xfd]), Buffer.alloc(40)]);
export const CD_AUDIO_TRACK = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('CDDAfmt '), Buffer.alloc(28)]);
export const PLAIN_TEXT = Buffer.from('just some text, not an image\n');

/** A compound file (the container of .doc/.xls/.ppt and of Windows Installer packages) with a root class id. */
export function compoundFile(rootClassId: readonly number[] = new Array(16).fill(0)): Buffer {
  const file = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 0x18); // minor version
  file.writeUInt16LE(0x0003, 0x1a); // major version 3: 512-byte sectors
  file.writeUInt16LE(0xfffe, 0x1c); // little endian
  file.writeUInt16LE(9, 0x1e); // sector shift
  file.writeUInt32LE(0, 0x30); // first directory sector
  Buffer.from('Root Entry', 'utf16le').copy(file, 512);
  Buffer.from(rootClassId).copy(file, 512 + 0x50);
  return file;
}
/** {000C1084-0000-0000-C000-000000000046}: the Windows Installer package class id, as stored. */
export const MSI_CLASS_ID = [0x84, 0x10, 0x0c, 0x00, 0x00, 0x00, 0x00, 0x00, 0xc0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x46];
/** {00020906-0000-0000-C000-000000000046}: a Word document. */
export const WORD_CLASS_ID = [0x06, 0x09, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0xc0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x46];

export const SAFE_SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
    '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>' +
    '<style>.a{fill:url(#g)}</style><rect class="a" width="10" height="10" style="stroke:url(#g)"/>' +
    '<use xlink:href="#g"/><feColorMatrix values="1 0 0 0 0"/><text>Fair 2025</text></svg>',
);
