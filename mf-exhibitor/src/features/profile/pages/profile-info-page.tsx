import { useNavigate } from 'react-router-dom';
import { hasPower } from '@fair/shared/access/rules';
import { useSessionStore } from '@fair/shared/session/session-store';
import { useProfile } from '../api/use-profile';
import { ProfileDetails } from '../components/profile-details';
import { ProfileLoadState } from '../components/profile-load-state';
import { PROFILE_EDIT_PATH, PROFILE_POWER_KEY } from '../profile-paths';

/** /user/info: the own company profile; editing opens /user/edit (for accounts allowed to edit it). */
export default function ProfileInfoPage() {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const { profile, failed, reload } = useProfile();
  if (!profile) return <ProfileLoadState failed={failed} onRetry={reload} />;
  const mayEdit = !user || hasPower(user, PROFILE_POWER_KEY);
  return <ProfileDetails profile={profile} onEdit={mayEdit ? () => navigate(PROFILE_EDIT_PATH) : undefined} />;
}
