import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Locale } from '@fair/locales/locales';
import { api } from '../api/api-client';
import { REFERENCE_PATHS, type BilingualItem, type CategoryNode } from '../contracts/reference';
import { localeStore } from '../i18n/locale-store';

/** SPEC §3 client state: the lists product forms choose from, with their loading flag. */
export interface ReferenceState {
  productAttributes: BilingualItem[];
  productCategories: CategoryNode[];
  applicationAreas: BilingualItem[];
  /** SPEC §4: set while the lists load, cleared once categories and areas have loaded */
  loading: boolean;
  /** locale the lists were loaded in (their `name` is localised); null before the first load */
  loadedLocale: Locale | null;
}

const initialState: ReferenceState = {
  productAttributes: [],
  productCategories: [],
  applicationAreas: [],
  loading: false,
  loadedLocale: null,
};

export const referenceStore = createStore<ReferenceState>()(() => ({ ...initialState }));

export function useReferenceLists<T>(selector: (state: ReferenceState) => T): T {
  return useStore(referenceStore, selector);
}

let pending: Promise<void> | null = null;

/**
 * Loads the three lists in the current locale. `loading` ends when categories and areas are in (the
 * attributes may arrive later); a failed list keeps its previous value and its error was already shown.
 */
export function loadReferenceLists(): Promise<void> {
  if (pending) return pending;
  const locale = localeStore.getState().locale;
  referenceStore.setState({ loading: true });

  const attributes = api.get<BilingualItem[]>(REFERENCE_PATHS.productAttributes).then(
    (productAttributes) => referenceStore.setState({ productAttributes }),
    () => undefined,
  );
  const categories = api.get<CategoryNode[]>(REFERENCE_PATHS.productCategories).then((productCategories) =>
    referenceStore.setState({ productCategories }),
  );
  const areas = api.get<BilingualItem[]>(REFERENCE_PATHS.applicationAreas).then((applicationAreas) =>
    referenceStore.setState({ applicationAreas }),
  );

  const done = Promise.allSettled([categories, areas]).then((results) => {
    const loaded = results.every((result) => result.status === 'fulfilled');
    referenceStore.setState({ loading: false, ...(loaded ? { loadedLocale: locale } : {}) });
  });
  pending = Promise.all([done, attributes]).then(() => {
    pending = null;
  });
  return pending;
}

/** Loads the lists unless they are already here in the current locale. */
export function ensureReferenceLists(): Promise<void> {
  return referenceStore.getState().loadedLocale === localeStore.getState().locale ? Promise.resolve() : loadReferenceLists();
}

/** Tests: back to empty lists. */
export function resetReferenceStore(): void {
  referenceStore.setState({ ...initialState }, true);
}
