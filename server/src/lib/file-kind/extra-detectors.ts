import type { Detector } from 'file-type';

async function startsWith(tokenizer: Parameters<Detector['detect']>[0], bytes: readonly number[], offset = 0): Promise<boolean> {
  const buffer = new Uint8Array(offset + bytes.length);
  const read = await tokenizer.peekBuffer(buffer, { length: buffer.length, mayBeLess: true });
  return read >= buffer.length && bytes.every((value, index) => buffer[offset + index] === value);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** Formats of SPEC §5 that file-type does not know: RealAudio (.ra) and CD-audio track files (.cda). */
export const EXTRA_DETECTORS: Detector[] = [
  {
    id: 'realaudio',
    detect: async (tokenizer) =>
      (await startsWith(tokenizer, [0x2e, 0x72, 0x61, 0xfd])) ? { ext: 'ra', mime: 'audio/x-pn-realaudio' } : undefined,
  },
  {
    id: 'cd-audio-track',
    detect: async (tokenizer) =>
      (await startsWith(tokenizer, ascii('RIFF'))) && (await startsWith(tokenizer, ascii('CDDAfmt '), 8))
        ? { ext: 'cda', mime: 'application/x-cdf' }
        : undefined,
  },
];
