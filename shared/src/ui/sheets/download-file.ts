import type { AxiosProgressEvent } from 'axios';
import { api, type ApiClient } from '../../api/api-client';

/**
 * The file name a server gave in Content-Disposition: the RFC 5987 `filename*` (UTF-8, so Chinese names
 * survive) before the plain `filename`; the fallback when neither is usable.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return sanitizeFileName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''))) || fallback;
    } catch {
      // a malformed percent-encoding falls through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  return sanitizeFileName(name) || fallback;
}

/** No folders and no control characters in a name the browser saves under. */
function sanitizeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return name.replace(/[/\\]/g, '_').replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

export interface DownloadProgress {
  /** bytes received */
  loaded: number;
  /** bytes expected, when the server said (streamed exports often do not) */
  total: number | null;
}

export interface DownloadOptions {
  /** query parameters (filters of the list being exported) */
  params?: object;
  /** the name when the server sends none */
  fallbackName: string;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
  client?: ApiClient;
}

export interface DownloadedFile {
  fileName: string;
  size: number;
}

/** Hands a blob to the browser's own download (an object URL on a transient link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the click has started the download; revoking later keeps slow browsers from losing it
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads a file the server makes (exports, templates, error sheets) with the session's headers, so it
 * works for routes that need the bearer token. A failure rejects with the api client's ApiError carrying
 * the server's localised message (the client reads the JSON envelope out of a failed blob response) and
 * has already been shown like every other failed call.
 */
export async function downloadServerFile(url: string, options: DownloadOptions): Promise<DownloadedFile> {
  const client = options.client ?? api;
  const response = await client.http.get<Blob>(url, {
    params: options.params,
    responseType: 'blob',
    signal: options.signal,
    onDownloadProgress: (event: AxiosProgressEvent) => options.onProgress?.({ loaded: event.loaded, total: event.total ?? null }),
  });
  const disposition = response.headers['content-disposition'] as string | undefined;
  const fileName = fileNameFromDisposition(disposition, options.fallbackName);
  saveBlob(response.data, fileName);
  return { fileName, size: response.data.size };
}
