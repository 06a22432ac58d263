import { useNavigate } from 'react-router-dom';
import { useCan } from '@fair/shared/session/use-can';
import { useProfile } from '../api/use-profile';
import { ProfileDetails } from '../components/profile-details';
import { ProfileLoadState } from '../components/profile-load-state';
import { PROFILE_EDIT_PATH, PROFILE_POWER_KEY } from '../profile-paths';

/** /user/info: the own company profile; editing opens /user/edit (for accounts allowed to edit it). */
export default function ProfileInfoPage() {
  const navigate = useNavigate();
  const { profile, failed, reload } = useProfile();
  const mayEdit = useCan(PROFILE_POWER_KEY);
  if (!profile) return <ProfileLoadState failed={failed} onRetry={reload} />;
  return <ProfileDetails profile={profile} onEdit={mayEdit ? () => navigate(PROFILE_EDIT_PATH) : undefined} />;
}
