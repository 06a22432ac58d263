import { openAsBlob } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { FileTypeParser } from 'file-type';
import { EXTRA_DETECTORS } from './extra-detectors';
import { findSvgProblem, type SvgProblem } from './svg-safety';
import { type UploadType, uploadTypeOf } from './upload-types';
import { isWindowsInstaller } from './windows-installer';

export type UploadCheck =
  | { ok: true; type: UploadType }
  /** extension: not a SPEC type; content: the bytes are something else than the extension says */
  | { ok: false; reason: 'extension' | 'content' }
  | { ok: false; reason: 'unsafe-svg'; problem: SvgProblem };

async function detectContent(filePath: string): Promise<string | undefined> {
  // A file-backed Blob: the parser reads only the bytes it needs, not the whole 20 MB.
  const detected = await new FileTypeParser({ customDetectors: EXTRA_DETECTORS }).fromBlob(await openAsBlob(filePath));
  if (detected?.ext !== 'cfb') return detected?.ext;
  const file = await open(filePath, 'r');
  try {
    return (await isWindowsInstaller(file)) ? 'msi' : 'cfb';
  } finally {
    await file.close();
  }
}

/**
 * Decides whether a stored upload may be kept: its name must carry a SPEC §5 extension and its bytes must be
 * that kind of file (a renamed executable, a script posing as an image, an installer posing as a .doc are
 * refused). SVG, a text format, must also be free of script and remote references.
 */
export async function checkUpload(filePath: string, fileName: string): Promise<UploadCheck> {
  const type = uploadTypeOf(fileName);
  if (!type) return { ok: false, reason: 'extension' };
  const detected = await detectContent(filePath);
  if (type.extension === 'svg') {
    if (detected && detected !== 'xml') return { ok: false, reason: 'content' };
    const problem = findSvgProblem(await readFile(filePath));
    if (problem === 'not-svg') return { ok: false, reason: 'content' };
    return problem ? { ok: false, reason: 'unsafe-svg', problem } : { ok: true, type };
  }
  if (!detected || !type.contents.includes(detected)) return { ok: false, reason: 'content' };
  return { ok: true, type };
}
