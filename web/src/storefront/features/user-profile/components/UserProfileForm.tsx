import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { User } from '../../../../api/client';
import { Button } from '../../../../shared/ui/Button';
import { TextField } from '../../../../shared/ui/TextField';
import { serverFieldErrors } from './server-field-errors';
import {
  collectionDetailsSchema,
  deliveryDetailsSchema,
  toFormValues,
  userProfileSchema,
  type UserProfileFormInput,
  type UserProfileFormValues,
} from './user-profile-schema';

export type UserProfileSaveData = UserProfileFormValues & { email?: string };

interface UserProfileFormProps {
  currentUser: User;
  /** Rejects when saving failed; the form then goes back to the saved values. */
  onSave: (data: UserProfileSaveData) => Promise<unknown>;
  isLoading: boolean;
  title?: string;
  description?: string;
  buttonText?: string;
  titleAs?: 'h1' | 'h2';
  /** The checkout's delivery details: the postcode and phone are required (docs/product/decisions.md "Addresses"). */
  forDelivery?: boolean;
  /** A collection's details (docs/product/decisions.md "Collection"): name and phone only, no address. */
  forCollection?: boolean;
  /** More fields above the button: checkout's note and 'Save these details to my profile'. */
  children?: ReactNode;
}

/** The profile form, also reused as the delivery details step of checkout. */
export function UserProfileForm({
  currentUser,
  onSave,
  isLoading,
  title = 'User Profile Form',
  description = 'View and change your profile information here',
  buttonText = 'Submit',
  titleAs: Title = 'h2',
  forDelivery = false,
  forCollection = false,
  children,
}: UserProfileFormProps) {
  const headingId = useId();
  const form = useForm<UserProfileFormInput, unknown, UserProfileFormValues>({
    resolver: zodResolver(forCollection ? collectionDetailsSchema : forDelivery ? deliveryDetailsSchema : userProfileSchema),
    defaultValues: toFormValues(currentUser),
  });
  const { register, reset, handleSubmit, setError, formState } = form;
  const { errors } = formState;

  useEffect(() => {
    reset(toFormValues(currentUser));
  }, [currentUser, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSave({ ...values, email: currentUser.email });
    } catch (error) {
      // A field the server refused keeps what was typed, with the server's words under it.
      const refused = serverFieldErrors(error);
      if (refused.length === 0) reset(toFormValues(currentUser));
      refused.forEach(([field, message], i) => setError(field, { message }, { shouldFocus: i === 0 }));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-6 md:p-10"
    >
      <div className="flex flex-col gap-1">
        <Title id={headingId} className="text-2xl font-bold tracking-tight">
          {title}
        </Title>
        <p className="text-sm text-slate-600">{description}</p>
      </div>

      <TextField label="Email" type="email" value={currentUser.email} disabled readOnly />
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      {forCollection ? (
        <TextField label="Phone number" type="tel" inputMode="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      ) : (
        <AddressFields form={form} />
      )}
      {children}

      <div>
        <Button type="submit" isLoading={isLoading} className="w-full sm:w-auto">
          {buttonText}
        </Button>
      </div>
    </form>
  );
}

/** The delivery address and phone: what a delivery asks and a collection does not. */
function AddressFields({ form }: { form: UseFormReturn<UserProfileFormInput, unknown, UserProfileFormValues> }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TextField
        label="Address Line 1"
        autoComplete="address-line1"
        error={errors.addressLine1?.message}
        {...register('addressLine1')}
      />
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.postcode?.message}
          {...register('postcode')}
        />
        <TextField
          label="Country"
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
    </>
  );
}
