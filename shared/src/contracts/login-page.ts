/**
 * The login pages' editable texts and footer links (/organizer/page-edit), read by the three client types'
 * login pages without a rebuild. An empty text means the bundled one (shell:login.*).
 */
export interface LoginFooterLink {
  label_zh: string;
  label_en: string;
  url: string;
}

export interface LoginPageTexts {
  title_zh: string;
  title_en: string;
  hint_zh: string;
  hint_en: string;
  copyright_zh: string;
  copyright_en: string;
  footer_links: LoginFooterLink[];
}

/** What a login page reads: the texts, and the enabled banners of the banner editor in their order. */
export interface PublicLoginPage extends LoginPageTexts {
  banners: { image: string; title_zh: string; title_en: string }[];
}

export const EMPTY_LOGIN_PAGE: LoginPageTexts = { title_zh: '', title_en: '', hint_zh: '', hint_en: '', copyright_zh: '', copyright_en: '', footer_links: [] };

export const LOGIN_PAGE_PATHS = {
  /** GET and POST, organizer.page-edit */
  admin: '/admin/page/login',
  /** GET, public: what the login pages show */
  public: '/api/page/login',
} as const;
