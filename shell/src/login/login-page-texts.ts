import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { api } from '@fair/shared/api/api-client';
import { LOGIN_PAGE_PATHS, type PublicLoginPage } from '@fair/shared/contracts/login-page';

/**
 * What the organizer set for the login pages (/organizer/page-edit), read from the server on every visit of
 * a login screen: a save shows without a rebuild. The server answers with an ETag and no-cache, so the
 * browser asks each time and mostly gets 304. The last answer stays while the next screen asks, so a known
 * text does not flash back to the built-in one.
 */
const loginPageStore = createStore<{ page: PublicLoginPage | null }>()(() => ({ page: null }));

export async function refreshLoginPage(): Promise<void> {
  try {
    loginPageStore.setState({ page: await api.get<PublicLoginPage>(LOGIN_PAGE_PATHS.public, undefined, { silent: true }) });
  } catch {
    // unreachable or refused: the login page shows its built-in texts
    loginPageStore.setState({ page: null });
  }
}

/** Reads the login page's texts anew when a login screen opens. */
export function useRefreshLoginPage(): void {
  useEffect(() => {
    void refreshLoginPage();
  }, []);
}

/** The texts in the reader's language (Chinese for both Chinese locales), the built-in ones where none is set. */
export function useLoginPageTexts() {
  const { t, i18n } = useTranslation();
  // the language the built-in texts speak, so the organizer's texts never mix with the other language's
  const english = i18n.language === 'en-us';
  const page = useStore(loginPageStore, (state) => state.page);
  const pick = (zh: string | undefined, en: string | undefined, fallbackKey: string) => (english ? en : zh) || t(fallbackKey);
  return {
    title: pick(page?.title_zh, page?.title_en, 'shell:login.fairName'),
    hint: pick(page?.hint_zh, page?.hint_en, 'shell:login.forgot'),
    copyright: pick(page?.copyright_zh, page?.copyright_en, 'shell:login.copyright'),
    links: (page?.footer_links ?? []).map((link) => ({ label: english ? link.label_en : link.label_zh, url: link.url })),
    banners: (page?.banners ?? []).map((banner) => ({ image: banner.image, title: english ? banner.title_en : banner.title_zh })),
  };
}
