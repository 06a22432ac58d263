import { useCallback, useEffect, useState } from 'react';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { type ProfileView, profileApi } from './profile-api';

export interface ProfileState {
  /** the last profile loaded; kept while a reload runs so a form stays mounted */
  profile: ProfileView | null;
  loading: boolean;
  /** the last load failed (the api client has already shown why) */
  failed: boolean;
  reload: () => void;
}

/** The own profile, loaded again when the interface language changes (hall and country names are localised). */
export function useProfile(): ProfileState {
  const locale = useLocale();
  const [profile, setProfile] = useState<ProfileView | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(() => {
    let current = true;
    setLoading(true);
    setFailed(false);
    profileApi.info().then(
      (loaded) => {
        if (!current) return;
        setProfile(loaded);
        setLoading(false);
      },
      () => {
        if (!current) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => reload(), [reload, locale]);

  return { profile, loading, failed, reload: () => void reload() };
}
