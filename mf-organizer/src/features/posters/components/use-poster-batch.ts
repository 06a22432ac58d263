import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REGISTER_NO_HALL } from '@fair/shared/contracts/exhibitor-register';
import type { PosterBatchRequest, PosterExhibitorItem } from '@fair/shared/contracts/poster';
import type { ExhibitorType } from '@fair/shared/contracts/profile';
import type { PagedList } from '@fair/shared/ui/list/use-paged-list';
import type { PosterLocale } from '@fair/shared/validation/poster';
import { type PosterFilterValues, startPosterBatch } from '../api/poster-api';

/** The batch job followed on the screen, kept in the address so a reload shows it again. */
const BATCH_PARAM = 'batch';

/**
 * Starts a poster batch of the chosen rows, or of every company the list's search and filters find, and
 * follows its job from the address.
 */
export function usePosterBatch(list: PagedList<PosterExhibitorItem, PosterFilterValues>, language: PosterLocale) {
  const [address, setAddress] = useSearchParams();
  const [starting, setStarting] = useState(false);
  const raw = address.get(BATCH_PARAM) ?? '';
  const jobId = /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const follow = (id: number | null) =>
    setAddress((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete(BATCH_PARAM);
      else next.set(BATCH_PARAM, String(id));
      return next;
    });

  const start = async (ids?: number[]) => {
    const { keyword, filters } = list.params;
    const request: PosterBatchRequest = ids
      ? { locale: language, ids }
      : {
          locale: language,
          keyword: keyword || undefined,
          hall: filters.hall ? (filters.hall === REGISTER_NO_HALL ? REGISTER_NO_HALL : Number(filters.hall)) : undefined,
          exhibitor_type: (filters.exhibitor_type || undefined) as ExhibitorType | undefined,
        };
    setStarting(true);
    try {
      follow((await startPosterBatch(request)).job_id);
    } catch {
      // the api client has said why; nothing was started
    } finally {
      setStarting(false);
    }
  };

  return { jobId, starting, start, close: () => follow(null) };
}
