import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fair/shared/api/api-error';
import { type PosterInfo, type PosterLocale, fetchPosterInfo, generatePoster } from './poster-api';

export type PosterState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; size: number; fileName: string | null }
  | { status: 'failed'; message: string; profileRequired: boolean };

/**
 * The poster drawn by the server in one language, as an object URL (released when replaced or left), and
 * what it is drawn from. `regenerate` draws it again from the current profile; a failure keeps the server's
 * reason and whether the profile must be saved first (409).
 */
export function usePoster(posterLocale: PosterLocale) {
  const { t } = useTranslation();
  const [info, setInfo] = useState<PosterInfo | null>(null);
  const [poster, setPoster] = useState<PosterState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const objectUrl = useRef<string | null>(null);

  useEffect(() => {
    fetchPosterInfo().then(setInfo, () => undefined);
  }, [generation]);

  useEffect(() => {
    let current = true;
    setPoster({ status: 'loading' });
    generatePoster(posterLocale).then(
      ({ png, fileName }) => {
        if (!current) return;
        if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
        objectUrl.current = URL.createObjectURL(png);
        setPoster({ status: 'ready', url: objectUrl.current, size: png.size, fileName });
      },
      (error: unknown) => {
        if (!current) return;
        const apiError = error instanceof ApiError ? error : null;
        setPoster({ status: 'failed', message: apiError?.message ?? t('exhibitor:poster.failed'), profileRequired: apiError?.status === 409 });
      },
    );
    return () => {
      current = false;
    };
  }, [posterLocale, generation, t]);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  return { info, poster, regenerate: () => setGeneration((count) => count + 1) };
}
