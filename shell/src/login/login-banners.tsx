import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long each banner shows before the next. */
const BANNER_INTERVAL_MS = 5000;

/** The enabled banners of the page editor, one at a time in their order, on the login page's hero. */
export function LoginBanners({ banners }: { banners: { image: string; title: string }[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (banners.length < 2) return undefined;
    const timer = setInterval(() => setShown((index) => (index + 1) % banners.length), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [banners.length]);
  const current = banners[shown % banners.length];
  return (
    <figure className="fair-login-banner" aria-roledescription={t('shell:login.banners')}>
      <img src={current.image} alt={current.title} />
      <figcaption>{current.title}</figcaption>
    </figure>
  );
}
