/** A restaurant as the catalogue stores it. Money in pence, times in minutes. */
export interface MenuItem {
  id: string;
  name: string;
  price: number;
}

export interface Restaurant {
  id: string;
  ownerUserId: string;
  restaurantName: string;
  city: string;
  country: string;
  deliveryPrice: number;
  estimatedDeliveryTime: number;
  /** In the order of the spec's cuisine list. */
  cuisines: string[];
  /** In the owner's order. */
  menuItems: MenuItem[];
  /** Storage prefix of the image renditions (see images/restaurant-image.ts); absent before the first upload. */
  imageKey?: string;
  lastUpdated: Date;
}
