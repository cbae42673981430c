import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/client';
import { Spinner } from '../../shared/ui/Spinner';
import { isUnavailable, toCheckoutRequest, useCreateCheckoutSession, type CheckoutLine } from '../features/checkout/api/create-checkout-session';
import { restaurantQueryOptions } from '../features/restaurant-detail/api/get-restaurant';
import { useGetMyUser } from '../features/user-profile/api/get-my-user';
import { UserProfileForm, type UserProfileSaveData } from '../features/user-profile/components/UserProfileForm';

interface DeliveryDetailsStepProps {
  restaurantId: string;
  lines: readonly CheckoutLine[];
}

/** The checkout dialog's content: the profile form as delivery details, then payment. */
export function DeliveryDetailsStep({ restaurantId, lines }: DeliveryDetailsStepProps) {
  const { currentUser, isLoading } = useGetMyUser();
  const { createCheckoutSession, isPending } = useCreateCheckoutSession();
  const queryClient = useQueryClient();
  const api = useApi();

  if (isLoading) return <div className="p-10"><Spinner label="Loading..." visibleLabel /></div>;
  if (!currentUser) return <p role="alert" className="p-10">Unable to load user profile</p>;

  // A failure has had its toast; resolving keeps the details the customer typed in the form. When
  // the restaurant closed or a dish sold out meanwhile, the page behind reads it again to show it.
  const pay = ({ email, ...address }: UserProfileSaveData) =>
    createCheckoutSession(toCheckoutRequest(restaurantId, lines, { ...address, email: email ?? currentUser.email })).catch(
      async (error: unknown) => {
        if (isUnavailable(error)) await queryClient.invalidateQueries(restaurantQueryOptions(api, restaurantId));
      },
    );

  return (
    <UserProfileForm
      currentUser={currentUser}
      onSave={pay}
      isLoading={isPending}
      title="Confirm Deliery Details"
      description="View and change your profile information here"
      buttonText="Continue to payment"
    />
  );
}
