import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOBILE_HINT_DELAY_MS } from '@fair/shared/constants/limits';

/** Once dismissed, the hint stays away for the rest of the browser session (reloads included). */
const DISMISSED_KEY = 'mobileHintDismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // storage refused (private mode): the hint is dismissed for this page only
  }
}

/** SPEC §9: in mobile mode, a dismissible hint that the portal is best used on a wider screen, after 1 s. */
export function MobileHint({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!mobile || dismissed) return;
    const timer = setTimeout(() => setShown(true), MOBILE_HINT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [mobile, dismissed]);

  if (!shown) return null;
  return (
    <Alert
      className="fair-mobile-hint"
      type="info"
      showIcon
      banner
      title={t('shell:layout.mobileHint')}
      closable={{
        'aria-label': t('shell:layout.mobileHintClose'),
        onClose: () => {
          rememberDismissed();
          setDismissed(true);
        },
      }}
    />
  );
}
