import type { ProfileView } from './profile';

/** The organizer's poster template (SPEC §5): background image and an optional heading per language. */
export interface PosterTemplate {
  image: string;
  title_zh: string;
  title_en: string;
}

/** GET /exhibitors/global/poster: the template (null until set) and the own company as the poster shows it. */
export interface PosterInfo {
  template: PosterTemplate | null;
  company: Pick<ProfileView, 'name_zh_cn' | 'name_en' | 'logo' | 'qr_code' | 'country_info' | 'hall' | 'booth'>;
}
