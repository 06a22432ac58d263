import { EMPTY_LOGIN_PAGE, type LoginPageTexts, type PublicLoginPage } from '@fair/shared/contracts/login-page';
import { bannerListSchema } from '@fair/shared/validation/banner';
import { loginPageForm } from '@fair/shared/validation/login-page';
import type { Database } from '../../db/client';
import { BANNER_SETTING_KEY, LOGIN_PAGE_SETTING_KEY } from '../../db/schema/content';
import { readSetting, writeSettingLogged } from '../../lib/settings/global-settings';
import type { Principal } from '../../lib/session/principal';

export const readLoginTexts = async (db: Database): Promise<LoginPageTexts> => (await readSetting(db, LOGIN_PAGE_SETTING_KEY, loginPageForm)) ?? EMPTY_LOGIN_PAGE;

/** Saves the login pages' texts and footer links with the operation-log entry of the change. */
export async function saveLoginTexts(db: Database, actor: Principal, texts: LoginPageTexts): Promise<void> {
  const before = await readSetting(db, LOGIN_PAGE_SETTING_KEY, loginPageForm);
  await writeSettingLogged(db, actor, LOGIN_PAGE_SETTING_KEY, 'login-page', before, texts);
}

/** What every login page shows: the texts and the enabled banners, in the banner editor's order. */
export async function readPublicLoginPage(db: Database): Promise<PublicLoginPage> {
  const [texts, banners] = await Promise.all([readLoginTexts(db), readSetting(db, BANNER_SETTING_KEY, bannerListSchema)]);
  return {
    ...texts,
    banners: (banners?.list ?? []).filter((banner) => banner.enabled).map(({ image, title_zh, title_en }) => ({ image, title_zh, title_en })),
  };
}
