import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { REGISTRATION_CHANNELS, type RegistrationChannel } from '@fair/shared/contracts/registration';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { compositionStore } from '../composition/composition-store';
import { linkFor } from '../composition/registry';

/** Register by mobile or by e-mail: the code goes to the one chosen. */
export function ChannelTabs({ channel, onChange }: { channel: RegistrationChannel; onChange: (channel: RegistrationChannel) => void }) {
  const { t } = useTranslation();
  return (
    <div className="fair-login-tabs" role="tablist" aria-label={t('shell:register.title')}>
      {REGISTRATION_CHANNELS.map((entry) => (
        <button key={entry} type="button" role="tab" aria-selected={channel === entry} className="fair-login-tab" onClick={() => onChange(entry)}>
          {t(`shell:register.by.${entry}`)}
        </button>
      ))}
    </div>
  );
}

export interface PrivacyAgreementProps {
  /** the error line's id is `<id>-error` */
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** the text shown (already translated) */
  error?: string;
}

/** "I have read and agree to" the privacy terms, linked to the registry's privacy page of the interface language when there is one. */
export function PrivacyAgreement({ id, checked, onChange, error }: PrivacyAgreementProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const privacyUrl = useStore(compositionStore, (state) => linkFor(state.registry, 'privacy', locale));
  const terms = t('shell:register.privacyTerms');
  return (
    <div className={`fair-login-field${error ? ' has-error' : ''}`}>
      <label className="fair-login-remember fair-login-agree">
        <input type="checkbox" name="agree" checked={checked} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => onChange(event.target.checked)} />
        <span>
          {t('shell:register.agree')}
          {privacyUrl ? (
            <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
              {terms}
            </a>
          ) : (
            terms
          )}
        </span>
      </label>
      {error && (
        <div className="fair-login-error-text" id={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}
