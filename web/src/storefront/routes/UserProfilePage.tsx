import { UserProfileForm } from '../features/user-profile/components/UserProfileForm';
import { useGetMyUser } from '../features/user-profile/api/get-my-user';
import { useUpdateMyUser } from '../features/user-profile/api/update-my-user';

export function UserProfilePage() {
  const { currentUser, isLoading } = useGetMyUser();
  const { updateUser, isPending } = useUpdateMyUser();

  if (isLoading) return <p role="status">Loading...</p>;
  if (!currentUser) return <p role="alert">Unable to load user profile</p>;

  return <UserProfileForm currentUser={currentUser} onSave={updateUser} isLoading={isPending} titleAs="h1" />;
}
