/**
 * The server's bounds of the restaurant form (src/modules/catalogue/domain/restaurant-form.ts),
 * checked here first so the owner sees them under the field; money in pence.
 */
export const RESTAURANT_LIMITS = {
  nameLength: 100,
  addressLength: 300,
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

/**
 * The server's bounds of menu details (src/modules/catalogue/domain/menu-details-form.ts and
 * option-groups-form.ts); test/unit/menu-form-limits.test.ts holds the two together.
 */
export const MENU_LIMITS = {
  sections: 30,
  sectionLength: 50,
  descriptionLength: 300,
  groups: 10,
  options: 20,
  optionNameLength: 60,
  optionPrice: 100_000,
} as const;
