import { z } from 'zod';
import type { Schemas } from '../../api/client';
import { numeric, pounds, required, text, toPounds } from './field-rules';
import { IMAGE_LIMITS, RESTAURANT_LIMITS as L } from './limits';
import { menuItemSchema, menuSectionsSchema, toMenuFormValues } from './menu-schema';

type Restaurant = Schemas['Restaurant'];

const minutes = numeric('estimated delivery time is required', /^\d{1,7}$/)
  .transform(Number)
  .refine((value) => value >= 1, 'must be at least 1')
  .refine((value) => value <= L.deliveryTime, `must be at most ${L.deliveryTime}`);

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
  // docs/product/decisions.md "Addresses": asked for here; the server checks the postcode and stores it normalised.
  addressLine1: required('Street address is required', L.addressLength),
  postcode: text.pipe(z.string().min(1, 'Postcode is required')),
  city: required('city is required', L.placeLength),
  country: required('country is required', L.placeLength),
  deliveryPrice: pounds('delivery price is required', L.deliveryPrice),
  estimatedDeliveryTime: minutes,
  cuisines: z
    .array(z.string())
    .nullish()
    .transform((list) => list ?? [])
    .pipe(z.array(z.string()).min(1, 'please select at least one item')),
  menuSections: menuSectionsSchema,
  menuItems: z
    .array(menuItemSchema)
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

/** The menu alone (a manager's form, docs/product/team-and-roles.md): the same rules for its two fields. */
export const menuSchema = details.pick({ menuSections: true, menuItems: true });
export type MenuPayload = z.output<typeof menuSchema>;

/** What the form holds: text as typed, prices in pounds. */
export type RestaurantFormValues = z.input<typeof restaurantSchema>;
/** What is sent: trimmed text, prices in pence, minutes as a number. */
export type RestaurantPayload = z.output<typeof restaurantSchema>;

/** The form's values for a saved restaurant, or an empty form for create mode. */
export function toFormValues(restaurant?: Restaurant): RestaurantFormValues {
  if (!restaurant) {
    return {
      restaurantName: '', addressLine1: '', postcode: '', city: '', country: '', deliveryPrice: '', estimatedDeliveryTime: '',
      cuisines: [], menuSections: [], menuItems: [], imageUrl: '', imageFile: undefined, emailNewOrders: false,
    };
  }
  return {
    restaurantName: restaurant.restaurantName,
    addressLine1: restaurant.addressLine1,
    postcode: restaurant.postcode,
    city: restaurant.city,
    country: restaurant.country,
    deliveryPrice: toPounds(restaurant.deliveryPrice),
    estimatedDeliveryTime: String(restaurant.estimatedDeliveryTime),
    cuisines: [...restaurant.cuisines],
    ...toMenuFormValues(restaurant),
    imageUrl: restaurant.imageUrl,
    imageFile: undefined,
    emailNewOrders: restaurant.emailNewOrders ?? false,
  };
}
