import type { RestaurantPayload } from './restaurant/restaurant-schema';

/**
 * The multipart body of POST/PUT /api/my/restaurant: bracket-named lists, numbers as
 * decimal text (prices in pence, time in minutes); an existing menu item sends its _id
 * so it keeps it; the image only when one was picked; the new-order e-mail opt-in as 'true' or 'false'.
 */
export function toRestaurantFormData(payload: RestaurantPayload): FormData {
  const form = new FormData();
  form.append('restaurantName', payload.restaurantName);
  form.append('city', payload.city);
  form.append('country', payload.country);
  form.append('deliveryPrice', String(payload.deliveryPrice));
  form.append('estimatedDeliveryTime', String(payload.estimatedDeliveryTime));
  payload.cuisines.forEach((cuisine, i) => form.append(`cuisines[${i}]`, cuisine));
  payload.menuItems.forEach((item, i) => {
    if (item._id) form.append(`menuItems[${i}][_id]`, item._id);
    form.append(`menuItems[${i}][name]`, item.name);
    form.append(`menuItems[${i}][price]`, String(item.price));
  });
  form.append('emailNewOrders', String(payload.emailNewOrders));
  if (payload.imageFile) form.append('imageFile', payload.imageFile);
  return form;
}
