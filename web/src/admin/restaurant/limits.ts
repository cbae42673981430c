/**
 * The server's bounds of the restaurant form (src/modules/catalogue/domain/restaurant-form.ts),
 * checked here first so the owner sees them under the field; money in pence.
 */
export const RESTAURANT_LIMITS = {
  nameLength: 100,
  placeLength: 80,
  itemNameLength: 100,
  deliveryPrice: 10_000,
  deliveryTime: 600,
  itemPrice: 100_000,
  menuItems: 100,
} as const;

/** The server's upload checks (src/http/app.ts, images/uploaded-image.ts) and their messages. */
export const IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png'] as readonly string[],
  sizeMessage: 'must be at most 5 MB',
  typeMessage: 'must be a JPEG or PNG image',
} as const;
