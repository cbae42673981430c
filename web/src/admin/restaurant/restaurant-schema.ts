import { z } from 'zod';
import type { Schemas } from '../../api/client';
import { IMAGE_LIMITS, RESTAURANT_LIMITS as L } from './limits';

type Restaurant = Schemas['Restaurant'];

// react-admin inputs hand empty text over as null: treat it like '' and trim first,
// so whitespace-only counts as empty (the messages of docs/product/texts-and-errors.md "Validation messages", to the letter).
const text = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim());
const required = (message: string, maxLength: number) =>
  text.pipe(z.string().min(1, message).max(maxLength, `must be at most ${maxLength} characters`));

const INVALID = 'must be a valid number';
const toPounds = (pence: number) => (pence / 100).toFixed(2);
// '-2' or '-1.50' is a number, just a negative one: say so rather than 'invalid'.
const isNegative = (value: string) => /^-\s*\d+(\.\d+)?$/.test(value);
// An empty field says 'required' only, not 'required' and 'invalid'.
const numeric = (requiredMessage: string, pattern: RegExp) =>
  text.pipe(
    z
      .string()
      .min(1, { message: requiredMessage, abort: true })
      .refine((value) => !isNegative(value), { message: 'cannot be negative', abort: true })
      .regex(pattern, INVALID),
  );

/** Pounds as typed ('2.50') to whole pence (250), at most `maxPence`. */
const pounds = (requiredMessage: string, maxPence: number) =>
  numeric(requiredMessage, /^\d{1,7}(\.\d{1,2})?$/)
    .transform((value) => Math.round(Number(value) * 100))
    .refine((pence) => pence <= maxPence, `must be at most ${toPounds(maxPence)}`);

const minutes = numeric('estimated delivery time is required', /^\d{1,7}$/)
  .transform(Number)
  .refine((value) => value >= 1, 'must be at least 1')
  .refine((value) => value <= L.deliveryTime, `must be at most ${L.deliveryTime}`);

const menuItem = z.object({
  _id: z.string().nullish().transform((id) => id || undefined),
  name: required('name is required', L.itemNameLength),
  // docs/product/texts-and-errors.md "Validation messages": at least 1, i.e. one penny once converted.
  price: pounds('price is required', L.itemPrice).refine((pence) => pence >= 1, 'price is required'),
});

// The server's own checks and words (docs/product/decisions.md "Images": JPEG or PNG, at most 5 MB), made before
// the upload so an unfit file is refused at once instead of after sending it in full.
const imageFile = z
  .custom<File>((value) => typeof File !== 'undefined' && value instanceof File)
  .refine((file) => IMAGE_LIMITS.types.includes(file.type), { message: IMAGE_LIMITS.typeMessage, abort: true })
  .refine((file) => file.size <= IMAGE_LIMITS.maxBytes, IMAGE_LIMITS.sizeMessage)
  .nullish()
  .transform((file) => file ?? undefined);

const details = z.object({
  restaurantName: required('restuarant name is required', L.nameLength),
  city: required('city is required', L.placeLength),
  country: required('country is required', L.placeLength),
  deliveryPrice: pounds('delivery price is required', L.deliveryPrice),
  estimatedDeliveryTime: minutes,
  cuisines: z
    .array(z.string())
    .nullish()
    .transform((list) => list ?? [])
    .pipe(z.array(z.string()).min(1, 'please select at least one item')),
  menuItems: z
    .array(menuItem)
    .max(L.menuItems, `must have at most ${L.menuItems} items`)
    .nullish()
    .transform((list) => list ?? []),
  // The owner's new-order e-mails (docs/architecture/mail.md "The owner's opt-in"); off unless ticked.
  emailNewOrders: z.boolean().nullish().transform((on) => on ?? false),
});

const image = z
  .object({ imageUrl: text, imageFile })
  .refine((form) => form.imageUrl !== '' || form.imageFile !== undefined, {
    message: 'Either image URL or image File must be provided',
    path: ['imageFile'],
  });

// Two halves checked side by side, so the image message shows even when a detail failed
// (an object-level refine is skipped once a field has failed).
export const restaurantSchema = z.intersection(details, image);

/** What the form holds: text as typed, prices in pounds. */
export type RestaurantFormValues = z.input<typeof restaurantSchema>;
/** What is sent: trimmed text, prices in pence, minutes as a number. */
export type RestaurantPayload = z.output<typeof restaurantSchema>;

/** The form's values for a saved restaurant, or an empty form for create mode. */
export function toFormValues(restaurant?: Restaurant): RestaurantFormValues {
  if (!restaurant) {
    return {
      restaurantName: '', city: '', country: '', deliveryPrice: '', estimatedDeliveryTime: '',
      cuisines: [], menuItems: [], imageUrl: '', imageFile: undefined, emailNewOrders: false,
    };
  }
  return {
    restaurantName: restaurant.restaurantName,
    city: restaurant.city,
    country: restaurant.country,
    deliveryPrice: toPounds(restaurant.deliveryPrice),
    estimatedDeliveryTime: String(restaurant.estimatedDeliveryTime),
    cuisines: [...restaurant.cuisines],
    menuItems: restaurant.menuItems.map((item) => ({ _id: item._id, name: item.name, price: toPounds(item.price) })),
    imageUrl: restaurant.imageUrl,
    imageFile: undefined,
    emailNewOrders: restaurant.emailNewOrders ?? false,
  };
}
