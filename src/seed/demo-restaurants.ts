import { WEEKDAYS, type Cuisine, type HoursRange, type RestaurantRecord, type WeeklyHours } from '../modules/catalogue/index.js';
import { newId } from '../shared/ids.js';
import { DEMO_ADDRESSES } from './demo-addresses.js';
import { demoMenu } from './demo-menu.js';

/**
 * One demo restaurant; prices in pence, delivery time in minutes. The first is owner@tuckin.demo's
 * and is open around the clock, so a demo works at any hour (docs/product/decisions.md "Running
 * a service"); the others keep real lunch and dinner hours.
 */
export interface DemoRestaurant {
  name: string;
  addressLine1: string;
  postcode: string;
  city: string;
  country: string;
  deliveryPrice: number;
  estimatedDeliveryTime: number;
  cuisines: readonly Cuisine[];
  menu: ReadonlyArray<readonly [name: string, price: number]>;
  /** Weekly hours in Europe/London (ranges may run past midnight); null: open around the clock. */
  hours: WeeklyHours | null;
}

/** Ranges from [opens, closes] pairs, local "HH:MM". */
const ranges = (...pairs: Array<[opens: string, closes: string]>): HoursRange[] => pairs.map(([opens, closes]) => ({ opens, closes }));
/** The same ranges every day of the week. */
const daily = (...pairs: Array<[opens: string, closes: string]>): WeeklyHours => Object.fromEntries(WEEKDAYS.map((day) => [day, ranges(...pairs)]));

type Row = Omit<DemoRestaurant, 'country' | 'addressLine1' | 'postcode'>;

const rows: Row[] = [
  { name: 'Bella Napoli', hours: null, city: 'London', deliveryPrice: 199, estimatedDeliveryTime: 30, cuisines: ['Italian', 'Pizza', 'Pasta'],
    menu: [['Margherita Pizza', 950], ['Diavola Pizza', 1150], ['Quattro Formaggi Pizza', 1200], ['Spaghetti Carbonara', 1250],
      ['Penne Arrabbiata', 1050], ['Garlic Bread', 450], ['Tiramisu', 650], ['San Pellegrino Limonata', 250]] },
  { name: 'Spice Route Kitchen', hours: daily(['12:00', '14:30'], ['17:00', '23:30']), city: 'London', deliveryPrice: 249, estimatedDeliveryTime: 40, cuisines: ['Indian', 'Vegan'],
    menu: [['Chicken Tikka Masala', 1295], ['Lamb Rogan Josh', 1395], ['Chana Masala', 995], ['Saag Aloo', 895],
      ['Onion Bhaji', 495], ['Pilau Rice', 395], ['Garlic Naan', 375], ['Mango Lassi', 395]] },
  { name: 'Sakura Sushi Bar', hours: { ...daily(['12:00', '15:00'], ['17:30', '22:30']), sun: ranges(['12:00', '21:00']) }, city: 'London', deliveryPrice: 299, estimatedDeliveryTime: 35, cuisines: ['Japanese', 'Sushi'],
    menu: [['Salmon Nigiri (2 pcs)', 550], ['California Roll (8 pcs)', 795], ['Dragon Roll (8 pcs)', 1195], ['Salmon Sashimi', 995],
      ['Chicken Katsu Curry', 1295], ['Pork Gyoza (5 pcs)', 595], ['Edamame', 450], ['Miso Soup', 350]] },
  { name: 'The Green Fork', hours: daily(['08:00', '20:00']), city: 'London', deliveryPrice: 149, estimatedDeliveryTime: 20, cuisines: ['Healthy', 'Salads', 'Vegan'],
    menu: [['Rainbow Buddha Bowl', 1095], ['Falafel & Hummus Wrap', 850], ['Quinoa & Roast Squash Salad', 950],
      ['Lentil & Tomato Soup', 595], ['Sweet Potato Fries', 450], ['Green Goddess Smoothie', 495], ['Vegan Chocolate Brownie', 395]] },
  { name: 'Smoke & Bones', hours: { ...daily(['17:00', '23:00']), fri: ranges(['17:00', '01:00']), sat: ranges(['12:00', '01:00']), mon: [] }, city: 'London', deliveryPrice: 349, estimatedDeliveryTime: 45, cuisines: ['BBQ', 'American', 'Burgers'],
    menu: [['Pulled Pork Burger', 1250], ['Beef Brisket Platter', 1795], ['Smoked Chicken Wings (8)', 895], ['Baby Back Ribs', 1695],
      ['Mac & Cheese', 595], ['House Coleslaw', 295], ['Jalapeño Cornbread', 395], ['Pecan Pie', 595]] },
  { name: 'Golden Dragon', hours: daily(['17:00', '02:00']), city: 'Manchester', deliveryPrice: 249, estimatedDeliveryTime: 40, cuisines: ['Chinese', 'Noodles'],
    menu: [['Crispy Chilli Beef', 895], ['Sweet & Sour Chicken', 850], ['Kung Pao Chicken', 895], ['Singapore Noodles', 795],
      ['Egg Fried Rice', 395], ['Vegetable Spring Rolls (4)', 450], ['Salt & Pepper Chips', 450], ['Prawn Crackers', 250]] },
  { name: 'Northern Grill House', hours: daily(['12:00', '15:00'], ['17:00', '23:00']), city: 'Manchester', deliveryPrice: 299, estimatedDeliveryTime: 35, cuisines: ['Steak', 'Burgers', 'American'],
    menu: [['8oz Ribeye Steak', 2495], ['10oz Sirloin Steak', 2195], ['Classic Cheeseburger', 1195], ['Bacon Double Burger', 1395],
      ['Peppercorn Sauce', 295], ['Triple-Cooked Chips', 450], ['Beer-Battered Onion Rings', 395], ['Sticky Toffee Pudding', 650]] },
  { name: 'Balti Palace', hours: daily(['17:00', '01:00']), city: 'Birmingham', deliveryPrice: 199, estimatedDeliveryTime: 45, cuisines: ['Indian'],
    menu: [['Chicken Balti', 1095], ['Lamb Balti', 1195], ['Vegetable Balti', 895], ['Samosa Chaat', 595],
      ['Poppadoms & Chutneys', 295], ['Keema Naan', 395], ['Pilau Rice', 350], ['Gulab Jamun', 395]] },
  { name: 'Taco Loco', hours: daily(['11:30', '23:00']), city: 'Birmingham', deliveryPrice: 249, estimatedDeliveryTime: 25, cuisines: ['Mexican', 'Tacos'],
    menu: [['Carnitas Tacos (3)', 950], ['Chicken Tinga Tacos (3)', 895], ['Beef Burrito', 1095], ['Halloumi Quesadilla', 850],
      ['Loaded Nachos', 795], ['Guacamole & Tortilla Chips', 550], ['Churros with Chocolate', 495]] },
  { name: 'Café Aurora', hours: daily(['07:00', '16:00']), city: 'Leeds', deliveryPrice: 99, estimatedDeliveryTime: 15, cuisines: ['Cafe', 'Breakfast', 'Desserts'],
    menu: [['Full English Breakfast', 1095], ['Eggs Benedict', 895], ['Smashed Avocado on Sourdough', 850], ['Buttermilk Pancakes', 795],
      ['Bacon Sandwich', 595], ['Butter Croissant', 295], ['Carrot Cake', 425], ['Flat White', 325]] },
  { name: 'The Olive Tree', hours: { ...daily(['12:00', '14:30'], ['17:30', '22:00']), mon: [] }, city: 'Leeds', deliveryPrice: 199, estimatedDeliveryTime: 30, cuisines: ['Greek', 'Healthy'],
    menu: [['Chicken Souvlaki', 1095], ['Lamb Gyros', 1150], ['Moussaka', 1250], ['Spanakopita', 750],
      ['Greek Salad', 795], ['Halloumi Fries', 595], ['Hummus & Warm Pitta', 550], ['Baklava', 450]] },
  { name: 'Clyde Fish Bar', hours: daily(['11:30', '14:00'], ['16:30', '22:00']), city: 'Glasgow', deliveryPrice: 199, estimatedDeliveryTime: 30, cuisines: ['Seafood'],
    menu: [['Haddock & Chips', 1095], ['Cod & Chips', 1050], ['Scampi & Chips', 995], ['Battered Sausage', 395],
      ['Salt & Vinegar Chips', 395], ['Mushy Peas', 250], ['Curry Sauce', 195], ['Tartare Sauce', 95]] },
  { name: 'Ramen Republic', hours: { ...daily(['12:00', '15:00'], ['17:00', '22:30']), fri: ranges(['12:00', '15:00'], ['17:00', '00:30']), sat: ranges(['12:00', '00:30']) }, city: 'Glasgow', deliveryPrice: 249, estimatedDeliveryTime: 30, cuisines: ['Noodles', 'Japanese'],
    menu: [['Tonkotsu Ramen', 1295], ['Spicy Miso Ramen', 1250], ['Shoyu Chicken Ramen', 1195], ['Vegan Tantanmen', 1150],
      ['Chicken Karaage', 695], ['Pork Gyoza (5 pcs)', 595], ['Edamame', 395], ['Matcha Ice Cream', 450]] },
  { name: 'Harbourside Tapas', hours: { ...daily(['12:00', '23:00']), mon: [] }, city: 'Bristol', deliveryPrice: 299, estimatedDeliveryTime: 40, cuisines: ['Spanish', 'Tapas', 'Seafood'],
    menu: [['Patatas Bravas', 550], ['Gambas al Ajillo', 850], ['Chorizo al Vino', 750], ['Padrón Peppers', 595],
      ['Croquetas de Jamón', 650], ['Tortilla Española', 595], ['Seafood Paella for Two', 2495], ['Crema Catalana', 550]] },
  { name: 'Stokes Croft Pizza Co.', hours: { ...daily(['12:00', '23:00']), fri: ranges(['12:00', '02:00']), sat: ranges(['12:00', '02:00']) }, city: 'Bristol', deliveryPrice: 149, estimatedDeliveryTime: 25, cuisines: ['Pizza', 'Vegan'],
    menu: [['Margherita', 895], ['Pepperoni', 1095], ['Nduja & Hot Honey', 1195], ['Vegan Garden', 1050],
      ['Garlic Dough Balls', 495], ['Rocket & Parmesan Salad', 450], ['Salted Caramel Brownie', 450]] },
  { name: 'Le Petit Bistro', hours: { tue: ranges(['18:00', '22:30']), wed: ranges(['18:00', '22:30']), thu: ranges(['18:00', '22:30']), fri: ranges(['18:00', '23:00']), sat: ranges(['12:00', '14:30'], ['18:00', '23:00']), sun: ranges(['12:00', '15:00']) }, city: 'Edinburgh', deliveryPrice: 399, estimatedDeliveryTime: 50, cuisines: ['French', 'Steak', 'Desserts'],
    menu: [['French Onion Soup', 750], ['Moules Marinières', 1395], ['Steak Frites', 2195], ['Coq au Vin', 1795],
      ['Croque Monsieur', 950], ['Crème Brûlée', 650], ['Tarte Tatin', 650]] },
  { name: 'Leith Organic Kitchen', hours: { ...daily(['08:00', '15:00']), sat: ranges(['09:00', '16:00']), sun: ranges(['09:00', '16:00']) }, city: 'Edinburgh', deliveryPrice: 179, estimatedDeliveryTime: 25, cuisines: ['Organic', 'Salads', 'Healthy'],
    menu: [['Roast Chicken Grain Bowl', 1150], ['Beetroot & Goat Cheese Salad', 950], ['Wild Mushroom Risotto', 1250],
      ['Scottish Salmon Poke Bowl', 1295], ['Roast Root Vegetables', 495], ['Cold-Pressed Apple Juice', 395]] },
];

export const DEMO_RESTAURANTS: readonly DemoRestaurant[] = rows.map((row) => ({ ...row, ...DEMO_ADDRESSES[row.name]!, country: 'United Kingdom' }));

/** The demo's time zone: every demo city is in the United Kingdom. */
export const DEMO_TIME_ZONE = 'Europe/London';

/**
 * Paused until its owner resumes (as after a missed order), so the demo shows a paused
 * restaurant whatever the hour or the day it starts; owner5@tuckin.demo can resume it.
 */
export const DEMO_PAUSED = 'Smoke & Bones';
/** Sold out until switched back, on a restaurant of its own (not its first dish). */
export const DEMO_SOLD_OUT = { restaurant: 'Sakura Sushi Bar', dish: 'Dragon Roll (8 pcs)' } as const;

/** What catalogue's repository stores for DEMO_RESTAURANTS[index], with fresh ids. */
export function demoRestaurantRecord(index: number, ownerUserId: string, imageKey: string | undefined, now: Date): RestaurantRecord {
  const demo = DEMO_RESTAURANTS[index];
  if (!demo) throw new Error(`no demo restaurant ${index}`);
  return {
    id: newId(now),
    ownerUserId,
    restaurantName: demo.name,
    addressLine1: demo.addressLine1,
    postcode: demo.postcode,
    city: demo.city,
    country: demo.country,
    deliveryPrice: demo.deliveryPrice,
    estimatedDeliveryTime: demo.estimatedDeliveryTime,
    cuisines: [...demo.cuisines],
    ...demoMenu(demo.name, demo.menu, now),
    imageKey,
    savedAt: now,
  };
}
