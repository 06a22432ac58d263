import { api } from '@fair/shared/api/api-client';
import { ApiError, isEnvelope } from '@fair/shared/api/api-error';
import type { PosterInfo } from '@fair/shared/contracts/poster';

/** The poster's languages: the interface languages (SPEC §1). */
export const POSTER_LOCALES = ['zh-cn', 'zh-tw', 'en-us'] as const;
export type PosterLocale = (typeof POSTER_LOCALES)[number];

export type { PosterInfo } from '@fair/shared/contracts/poster';

/** The organizer's template and the own company as the poster shows it. */
export function fetchPosterInfo(): Promise<PosterInfo> {
  return api.get<PosterInfo>('/exhibitors/global/poster');
}

export interface GeneratedPoster {
  png: Blob;
  /** from the answer's Content-Disposition: the company's name and "poster" */
  fileName: string | null;
}

function fileNameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** FileReader rather than Blob.text(): every browser (and jsdom) has it. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/** A failed image call carries its error envelope as a Blob: read it so its localised message can be shown. */
async function readableError(error: unknown): Promise<unknown> {
  if (!(error instanceof ApiError) || !(error.body instanceof Blob)) return error;
  try {
    const body: unknown = JSON.parse(await textOf(error.body));
    if (isEnvelope(body)) return new ApiError('response', body.message || body.msg || error.message, { code: body.code, status: error.status, body });
  } catch {
    // not an envelope: keep the error as it came
  }
  return error;
}

/**
 * GET /exhibitors/poster/generate: the 400x600 PNG drawn by the server from the template and the saved
 * profile. Failures are shown by the page (the body of an image call is not read by the api client).
 */
export async function generatePoster(locale: PosterLocale): Promise<GeneratedPoster> {
  try {
    const response = await api.http.get<Blob>('/exhibitors/poster/generate', {
      params: { locale },
      responseType: 'blob',
      headers: { Accept: 'image/png' },
      silent: true,
    });
    return { png: response.data, fileName: fileNameOf(response.headers['content-disposition']) };
  } catch (error) {
    throw await readableError(error);
  }
}
