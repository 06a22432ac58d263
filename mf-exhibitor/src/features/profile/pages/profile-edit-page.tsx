import { useNavigate } from 'react-router-dom';
import { fetchUserInfo } from '@fair/shared/session/auth-actions';
import { useProfile } from '../api/use-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfileLoadState } from '../components/profile-load-state';
import { PROFILE_INFO_PATH } from '../profile-paths';

/**
 * /user/edit: the profile form. Saving sets is_edit; the session user is then fetched again so the shell's
 * guard (SPEC §4: every other page leads here until the profile is saved) lets the exhibitor go on at once.
 */
export default function ProfileEditPage() {
  const navigate = useNavigate();
  const { profile, failed, reload } = useProfile();
  if (!profile) return <ProfileLoadState failed={failed} onRetry={reload} />;
  return (
    <ProfileForm
      profile={profile}
      onSaved={async () => {
        await fetchUserInfo().catch(() => undefined);
        navigate(PROFILE_INFO_PATH);
      }}
      onCancel={profile.is_edit ? () => navigate(PROFILE_INFO_PATH) : undefined}
    />
  );
}
