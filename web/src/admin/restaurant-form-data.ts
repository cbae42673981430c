import { ALLERGENS, DIETARY } from '../shared/catalogue/dish-marks';
import type { MenuPayload, RestaurantPayload } from './restaurant/restaurant-schema';

type MenuItem = RestaurantPayload['menuItems'][number];

/** Codes in the order of their list (the order the server keeps them in), comma-separated. */
const codes = (list: Record<string, unknown>, chosen: readonly string[]) => Object.keys(list).filter((code) => chosen.includes(code)).join(',');

/** The JSON of `menuItems[n][optionGroups]` (openapi.yaml MenuOptionGroupInput): ids only for kept groups and options. */
const optionGroupsJson = (groups: MenuItem['optionGroups']) =>
  JSON.stringify(
    groups.map(({ _id, name, min, max, options }) => ({
      ...(_id ? { _id } : {}),
      name,
      min,
      max,
      options: options.map((option) => ({ ...(option._id ? { _id: option._id } : {}), name: option.name, price: option.price, soldOut: option.soldOut })),
    })),
  );

/**
 * The multipart body of POST/PUT /api/my/restaurant: bracket-named lists, numbers as
 * decimal text (prices in pence, time in minutes); an existing menu item sends its _id
 * so it keeps it; the image only when one was picked. The menu details (docs/product/decisions.md
 * "Menus") are always sent whole: the section names in the owner's order, and each dish's
 * section by name (a dish of a removed section has none). The new-order e-mail
 * opt-in goes as 'true' or 'false'.
 */
export function toRestaurantFormData(payload: RestaurantPayload): FormData {
  const form = new FormData();
  form.append('restaurantName', payload.restaurantName);
  form.append('addressLine1', payload.addressLine1);
  form.append('postcode', payload.postcode);
  form.append('city', payload.city);
  form.append('country', payload.country);
  form.append('deliveryPrice', String(payload.deliveryPrice));
  form.append('estimatedDeliveryTime', String(payload.estimatedDeliveryTime));
  payload.cuisines.forEach((cuisine, i) => form.append(`cuisines[${i}]`, cuisine));
  appendMenu(form, payload);
  form.append('emailNewOrders', String(payload.emailNewOrders));
  if (payload.imageFile) form.append('imageFile', payload.imageFile);
  return form;
}

/** The multipart body of PUT /api/my/restaurant/menu: the menu fields exactly as the restaurant form sends them. */
export function toMenuFormData(payload: MenuPayload): FormData {
  const form = new FormData();
  appendMenu(form, payload);
  return form;
}

function appendMenu(form: FormData, payload: MenuPayload): void {
  const sectionNames = new Map(payload.menuSections.map((section) => [section.key, section.name]));
  form.append('menuSections', JSON.stringify([...sectionNames.values()]));
  payload.menuItems.forEach((item, i) => {
    if (item._id) form.append(`menuItems[${i}][_id]`, item._id);
    form.append(`menuItems[${i}][name]`, item.name);
    form.append(`menuItems[${i}][price]`, String(item.price));
    form.append(`menuItems[${i}][description]`, item.description);
    form.append(`menuItems[${i}][category]`, sectionNames.get(item.category) ?? '');
    form.append(`menuItems[${i}][allergens]`, codes(ALLERGENS, item.allergens));
    form.append(`menuItems[${i}][dietary]`, codes(DIETARY, item.dietary));
    form.append(`menuItems[${i}][optionGroups]`, optionGroupsJson(item.optionGroups));
  });
}
