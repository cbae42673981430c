import type { Cuisine } from '../../modules/catalogue/index.js';

/** UK cities, largest first: restaurants and customers are drawn with a skew towards the top. */
export const CITIES = [
  'London', 'Manchester', 'Birmingham', 'Glasgow', 'Leeds', 'Liverpool', 'Bristol', 'Edinburgh', 'Sheffield', 'Newcastle',
  'Nottingham', 'Cardiff', 'Leicester', 'Belfast', 'Brighton', 'Southampton', 'Coventry', 'Oxford', 'Cambridge', 'York',
  'Aberdeen', 'Dundee', 'Swansea', 'Plymouth', 'Norwich', 'Exeter', 'Bath', 'Derby', 'Reading', 'Milton Keynes',
  'Portsmouth', 'Stoke-on-Trent', 'Wolverhampton', 'Sunderland', 'Hull', 'Preston', 'Inverness', 'Stirling', 'Lancaster', 'Durham',
] as const;

export const COUNTRY = 'United Kingdom';

const NAME_FIRST = [
  'Golden', 'Little', 'Royal', 'Old', 'Blue', 'Red', 'Green', 'Silver', 'Happy', 'Lucky', 'Urban', 'Rustic', 'Crispy', 'Spicy',
  'Smoky', 'Sunny', 'Northern', 'Southern', 'Corner', 'Village', 'Harbour', 'Market', 'Station', 'Garden', 'Wild', 'Honest',
];
const NAME_SECOND = [
  'Dragon', 'Fork', 'Spoon', 'Lantern', 'Oven', 'Grill', 'Kitchen', 'Table', 'Pantry', 'Wok', 'Olive', 'Lemon', 'Pepper',
  'Basil', 'Mango', 'Tandoor', 'Noodle', 'Taco', 'Bowl', 'Plate', 'Barrel', 'Crown', 'Anchor', 'Orchard', 'Ember', 'Harvest',
];
const NAME_THIRD = ['House', 'Bar', 'Cafe', 'Bistro', 'Diner', 'Eatery', 'Canteen', 'Express', 'Co.', 'Social', 'Yard', 'Room'];

/** A restaurant name; the ordinal keeps names distinct enough to search at scale. */
export function restaurantName(first: number, second: number, third: number, ordinal: number): string {
  const base = `${NAME_FIRST[first % NAME_FIRST.length]} ${NAME_SECOND[second % NAME_SECOND.length]} ${NAME_THIRD[third % NAME_THIRD.length]}`;
  return ordinal < 50 ? base : `${base} ${ordinal}`;
}
export const NAME_PARTS = [NAME_FIRST.length, NAME_SECOND.length, NAME_THIRD.length] as const;

/** Dishes per cuisine (a menu draws from its restaurant's cuisines), prices in pence. */
const DISHES: Partial<Record<Cuisine, ReadonlyArray<readonly [string, number]>>> = {
  Pizza: [['Margherita Pizza', 950], ['Pepperoni Pizza', 1150], ['Four Cheese Pizza', 1200], ['Veggie Pizza', 1050], ['Calzone', 1250]],
  Italian: [['Lasagne', 1295], ['Risotto ai Funghi', 1195], ['Bruschetta', 595], ['Tiramisu', 650], ['Arancini', 695]],
  Pasta: [['Spaghetti Carbonara', 1250], ['Penne Arrabbiata', 1050], ['Tagliatelle Bolognese', 1195], ['Pesto Linguine', 1095]],
  Indian: [['Chicken Tikka Masala', 1295], ['Lamb Rogan Josh', 1395], ['Chana Masala', 995], ['Garlic Naan', 375], ['Pilau Rice', 395]],
  Chinese: [['Crispy Chilli Beef', 895], ['Sweet & Sour Chicken', 850], ['Egg Fried Rice', 395], ['Spring Rolls', 450]],
  Japanese: [['Chicken Katsu Curry', 1295], ['Pork Gyoza', 595], ['Miso Soup', 350], ['Chicken Ramen', 1195]],
  Sushi: [['Salmon Nigiri', 550], ['California Roll', 795], ['Dragon Roll', 1195], ['Tuna Sashimi', 1095]],
  Burgers: [['Classic Cheeseburger', 1195], ['Bacon Double Burger', 1395], ['Veggie Burger', 1095], ['Chicken Burger', 1150]],
  American: [['Buffalo Wings', 895], ['Mac & Cheese', 595], ['Hot Dog', 795], ['Loaded Fries', 650]],
  BBQ: [['Pulled Pork', 1250], ['Beef Brisket', 1795], ['Baby Back Ribs', 1695], ['Smoked Wings', 895]],
  Mexican: [['Chicken Burrito', 995], ['Beef Quesadilla', 895], ['Nachos', 750], ['Guacamole', 450]],
  Tacos: [['Fish Tacos', 950], ['Al Pastor Tacos', 995], ['Carnitas Tacos', 995]],
  Vegan: [['Buddha Bowl', 1095], ['Falafel Wrap', 850], ['Vegan Brownie', 395]],
  Healthy: [['Quinoa Salad', 950], ['Green Smoothie', 495], ['Poke Bowl', 1150]],
  Salads: [['Caesar Salad', 895], ['Greek Salad', 850], ['Nicoise Salad', 995]],
  Desserts: [['Chocolate Fondant', 650], ['Cheesecake', 595], ['Sticky Toffee Pudding', 650]],
  Breakfast: [['Full English', 1095], ['Eggs Benedict', 895], ['Pancake Stack', 795]],
  Cafe: [['Flat White', 325], ['Croissant', 295], ['Toasted Sandwich', 650]],
  Steak: [['Ribeye Steak', 2495], ['Sirloin Steak', 2195], ['Peppercorn Sauce', 295]],
  Seafood: [['Fish & Chips', 1295], ['Grilled Salmon', 1595], ['Calamari', 795]],
  Noodles: [['Singapore Noodles', 795], ['Pad Thai', 995], ['Chow Mein', 850]],
  Spanish: [['Paella', 1495], ['Patatas Bravas', 550], ['Churros', 495]],
  Tapas: [['Chorizo al Vino', 650], ['Gambas al Ajillo', 795], ['Croquetas', 595]],
  Greek: [['Chicken Souvlaki', 995], ['Moussaka', 1195], ['Halloumi Fries', 595]],
  French: [['Coq au Vin', 1595], ['French Onion Soup', 695], ['Creme Brulee', 650]],
  Organic: [['Organic Chicken Bowl', 1195], ['Seasonal Soup', 595]],
};
const SIDES: ReadonlyArray<readonly [string, number]> = [
  ['Chips', 350], ['Side Salad', 395], ['Soft Drink', 195], ['Sparkling Water', 175], ['Onion Rings', 395], ['Coleslaw', 250],
];

/** Names of the sides every menu may list: their section is 'Sides'. */
export const SIDE_NAMES: ReadonlySet<string> = new Set(SIDES.map(([name]) => name));

/** The dishes a restaurant of these cuisines may list. */
export function dishesFor(cuisines: readonly Cuisine[]): ReadonlyArray<readonly [string, number]> {
  return [...cuisines.flatMap((c) => DISHES[c] ?? []), ...SIDES];
}

export const FIRST_NAMES = ['Ada', 'Ben', 'Chloe', 'Dev', 'Ella', 'Finn', 'Grace', 'Hari', 'Isla', 'Jack', 'Kai', 'Leah', 'Maya', 'Noah', 'Olivia', 'Priya', 'Ravi', 'Sofia', 'Tom', 'Zara'];
export const LAST_NAMES = ['Smith', 'Jones', 'Patel', 'Khan', 'Brown', 'Taylor', 'Wilson', 'Evans', 'Murphy', 'Campbell', 'Singh', 'Walker', 'Wright', 'Hughes', 'Green'];
export const STREETS = ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Park Avenue', 'Mill Lane', 'Queen Street', 'King Street'];
