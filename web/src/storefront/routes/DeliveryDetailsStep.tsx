import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi, type User } from '../../api/client';
import { Spinner } from '../../shared/ui/Spinner';
import { isUnavailable, toCheckoutRequest, useCreateCheckoutSession, type CheckoutLine } from '../features/checkout/api/create-checkout-session';
import { CheckoutExtras } from '../features/checkout/components/CheckoutExtras';
import { restaurantQueryOptions } from '../features/restaurant-detail/api/get-restaurant';
import { useGetMyUser } from '../features/user-profile/api/get-my-user';
import { useSaveToProfile } from '../features/user-profile/api/update-my-user';
import { UserProfileForm, type UserProfileSaveData } from '../features/user-profile/components/UserProfileForm';
import { serverFieldErrors } from '../features/user-profile/components/server-field-errors';
import { isProfileIncomplete } from '../features/user-profile/components/user-profile-schema';
import type { Fulfilment } from '../../shared/places/visit-fulfilment';
import { checkoutTitle } from '../features/checkout/checkout-title';

interface DeliveryDetailsStepProps {
  restaurantId: string;
  lines: readonly CheckoutLine[];
  /** The postcode the basket was priced for (docs/product/decisions.md "Delivery areas"): the form starts from it. */
  postcode?: string;
  /** The slot chosen in the basket (docs/product/decisions.md "Orders for later"); absent: as soon as possible. */
  slot?: string;
  /** The basket's choice (docs/product/decisions.md "Collection"): a collection asks no address. */
  fulfilment?: Fulfilment;
  /** The voucher code the basket applied (docs/product/decisions.md "Vouchers"). */
  voucherCode?: string;
}

/** The checkout dialog's content: the profile form as delivery details, then payment. */
export function DeliveryDetailsStep(props: DeliveryDetailsStepProps) {
  const { currentUser, isLoading } = useGetMyUser();
  if (isLoading) return <div className="p-10"><Spinner label="Loading..." visibleLabel /></div>;
  if (!currentUser) return <p role="alert" className="p-10">Unable to load user profile</p>;
  const startFrom = props.postcode ? { ...currentUser, postcode: props.postcode } : currentUser;
  return <DeliveryDetailsForm {...props} currentUser={startFrom} />;
}

/** The form prefilled from the profile; the note and the save choice are the dialog's own. */
function DeliveryDetailsForm({ restaurantId, lines, slot, voucherCode, currentUser, fulfilment = 'delivery' }: DeliveryDetailsStepProps & { currentUser: User }) {
  const { createCheckoutSession, isPending } = useCreateCheckoutSession();
  const saveToProfile = useSaveToProfile();
  const queryClient = useQueryClient();
  const api = useApi();
  const [note, setNote] = useState('');
  const collection = fulfilment === 'collection';
  // A collection asks no address: the profile (which needs one) is saved only over one already there.
  const canSave = !collection || Boolean(currentUser.addressLine1 && currentUser.city && currentUser.country);
  // docs/product/screens.md "Restaurant detail": ticked by default when the profile lacks any of them.
  const [save, setSave] = useState(() => canSave && isProfileIncomplete(currentUser));

  // A failure has had its toast; resolving keeps the details the customer typed in the form. When
  // the restaurant closed or a dish sold out meanwhile, the page behind reads it again to show it.
  // A refused field (a bad postcode or phone) goes back to the form to be shown under it.
  const pay = ({ email, ...address }: UserProfileSaveData) =>
    createCheckoutSession(
      toCheckoutRequest(restaurantId, lines, { ...address, email: email ?? currentUser.email }, note, { fulfilment, slot, voucherCode }),
      save ? () => saveToProfile(address) : undefined,
    ).catch(async (error: unknown) => {
      if (isUnavailable(error)) await queryClient.invalidateQueries(restaurantQueryOptions(api, restaurantId));
      if (serverFieldErrors(error).length > 0) throw error;
    });

  return (
    <UserProfileForm
      currentUser={currentUser}
      onSave={pay}
      isLoading={isPending}
      title={checkoutTitle(fulfilment)}
      description={collection ? 'For collection: your name and a number the restaurant can call' : 'View and change your profile information here'}
      buttonText="Continue to payment"
      forDelivery={!collection}
      forCollection={collection}
    >
      <CheckoutExtras note={note} onNoteChange={setNote} saveToProfile={save && canSave} onSaveToProfileChange={setSave} canSave={canSave} />
    </UserProfileForm>
  );
}
