import { Store } from 'lucide-react';
import { lazy } from 'react';

// The form (react-hook-form's resolver, the zod schema) loads when its tab opens, so the
// orders, which a cold /manage-restaurant shows first, wait for less script.
const RestaurantEditor = lazy(() => import('./RestaurantEditor').then((module) => ({ default: module.RestaurantEditor })));

/** The restaurant resource: the owner's one record, edited (or created) at restaurant/mine. */
export const restaurant = { edit: RestaurantEditor, icon: Store };

export { RESTAURANT } from './restaurant-record';
