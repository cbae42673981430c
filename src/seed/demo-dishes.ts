/*
 * What the demo's dishes say about themselves (docs/product/decisions.md "Menus"): section,
 * allergens (the UK's 14 codes), dietary labels and a line of description, by dish name.
 * Allergens are plausible for the recipe, as a demo needs; a real menu's come from its kitchen.
 */
type Dish = readonly [section: string, allergens: string, dietary: string, description: string];

export const DEMO_DISHES: Readonly<Record<string, Dish>> = {
  // Bella Napoli
  'Margherita Pizza': ['Pizza', 'gluten,milk', 'vegetarian', 'San Marzano tomato, fior di latte and basil on a wood-fired base.'],
  'Diavola Pizza': ['Pizza', 'gluten,milk', '', 'Spicy salami, tomato, mozzarella and chilli.'],
  'Quattro Formaggi Pizza': ['Pizza', 'gluten,milk', 'vegetarian', 'Mozzarella, gorgonzola, fontina and parmesan.'],
  'Spaghetti Carbonara': ['Pasta', 'gluten,eggs,milk', '', 'Guanciale, egg yolk, pecorino and black pepper.'],
  'Penne Arrabbiata': ['Pasta', 'gluten', 'vegan', 'Tomato, garlic and chilli.'],
  'Garlic Bread': ['Sides', 'gluten,milk', 'vegetarian', 'Baked with garlic butter and parsley.'],
  Tiramisu: ['Desserts', 'gluten,eggs,milk', 'vegetarian', 'Espresso-soaked sponge, mascarpone and cocoa.'],
  'San Pellegrino Limonata': ['Drinks', '', 'vegan,glutenFree', 'Sparkling lemon, 330 ml can.'],
  // Spice Route Kitchen
  'Chicken Tikka Masala': ['Curries', 'milk,nuts', 'halal,glutenFree', 'Tandoor-charred chicken in a creamy tomato sauce.'],
  'Lamb Rogan Josh': ['Curries', 'milk', 'halal,glutenFree', 'Slow-cooked lamb with Kashmiri chilli and cardamom.'],
  'Chana Masala': ['Curries', '', 'vegan,glutenFree', 'Chickpeas in a tangy onion and tomato masala.'],
  'Saag Aloo': ['Sides', '', 'vegan,glutenFree', 'Spinach and potatoes with cumin and garlic.'],
  'Onion Bhaji': ['Starters', '', 'vegan,glutenFree', 'Crisp onion fritters in gram flour batter.'],
  'Pilau Rice': ['Sides', '', 'vegan,glutenFree', 'Basmati rice with whole spices.'],
  'Garlic Naan': ['Sides', 'gluten,milk', 'vegetarian', 'Baked in the tandoor, brushed with garlic butter.'],
  'Mango Lassi': ['Drinks', 'milk', 'vegetarian,glutenFree', 'Alphonso mango and yoghurt.'],
  // Sakura Sushi Bar
  'Salmon Nigiri (2 pcs)': ['Sushi', 'fish,soya,sesame', 'glutenFree', 'Scottish salmon on seasoned rice.'],
  'California Roll (8 pcs)': ['Sushi', 'crustaceans,eggs,sesame,soya', '', 'Crab, avocado and cucumber, rolled in sesame.'],
  'Dragon Roll (8 pcs)': ['Sushi', 'crustaceans,fish,gluten,eggs,soya', '', 'Prawn tempura topped with eel and avocado.'],
  'Salmon Sashimi': ['Sushi', 'fish', 'glutenFree', 'Eight slices of Scottish salmon.'],
  'Chicken Katsu Curry': ['Mains', 'gluten,eggs,soya,celery', '', 'Panko chicken, Japanese curry sauce and rice.'],
  'Pork Gyoza (5 pcs)': ['Small plates', 'gluten,soya,sesame', '', 'Pan-fried dumplings with a soy dipping sauce.'],
  Edamame: ['Small plates', 'soya', 'vegan,glutenFree', 'Steamed and sea-salted.'],
  'Miso Soup': ['Small plates', 'soya,fish', '', 'Tofu, wakame and spring onion.'],
  // The Green Fork
  'Rainbow Buddha Bowl': ['Bowls', 'sesame', 'vegan,glutenFree', 'Brown rice, roast veg, edamame and tahini.'],
  'Falafel & Hummus Wrap': ['Wraps', 'gluten,sesame', 'vegan', 'Herby falafel, hummus, pickles and leaves.'],
  'Quinoa & Roast Squash Salad': ['Bowls', 'mustard', 'vegan,glutenFree', 'Quinoa, squash, pomegranate and a mustard dressing.'],
  'Lentil & Tomato Soup': ['Soups', 'celery', 'vegan,glutenFree', 'Red lentils, tomato and smoked paprika.'],
  'Sweet Potato Fries': ['Sides', '', 'vegan,glutenFree', 'Skin-on, with sea salt.'],
  'Green Goddess Smoothie': ['Drinks', '', 'vegan,glutenFree', 'Spinach, apple, banana and ginger.'],
  'Vegan Chocolate Brownie': ['Desserts', 'gluten,soya', 'vegan', 'Dark chocolate and walnut-free.'],
  // Smoke & Bones
  'Pulled Pork Burger': ['Burgers', 'gluten,eggs,milk,mustard', '', '12-hour smoked pork shoulder, slaw and pickles.'],
  'Beef Brisket Platter': ['Platters', 'mustard,celery', 'glutenFree', 'Sliced brisket, pit beans and pickles.'],
  'Smoked Chicken Wings (8)': ['Platters', 'celery,mustard', 'glutenFree', 'Hickory-smoked, with house hot sauce.'],
  'Baby Back Ribs': ['Platters', 'mustard,celery', 'glutenFree', 'A full rack with bourbon glaze.'],
  'Mac & Cheese': ['Sides', 'gluten,milk,mustard', 'vegetarian', 'Three cheeses and a crisp crumb.'],
  'House Coleslaw': ['Sides', 'eggs,mustard', 'vegetarian,glutenFree', 'Cabbage, carrot and a creamy dressing.'],
  'Jalapeño Cornbread': ['Sides', 'gluten,eggs,milk', 'vegetarian', 'With honey butter.'],
  'Pecan Pie': ['Desserts', 'gluten,eggs,milk,nuts', 'vegetarian', 'Toasted pecans in a buttery shell.'],
  // Golden Dragon
  'Crispy Chilli Beef': ['Mains', 'gluten,soya,eggs', '', 'Shredded beef in a sweet chilli glaze.'],
  'Sweet & Sour Chicken': ['Mains', 'gluten,eggs', '', 'Battered chicken, peppers and pineapple.'],
  'Kung Pao Chicken': ['Mains', 'peanuts,soya,gluten', '', 'Wok-fried chicken, peanuts and dried chilli.'],
  'Singapore Noodles': ['Noodles & rice', 'crustaceans,eggs,soya', '', 'Rice noodles, prawns, char siu and curry spice.'],
  'Egg Fried Rice': ['Noodles & rice', 'eggs,soya', 'vegetarian', 'Wok-fried with spring onion.'],
  'Vegetable Spring Rolls (4)': ['Starters', 'gluten,soya', 'vegan', 'With sweet chilli sauce.'],
  'Salt & Pepper Chips': ['Sides', 'soya', 'vegan', 'With peppers, onion and chilli.'],
  'Prawn Crackers': ['Sides', 'crustaceans', '', 'A big bag.'],
  // Northern Grill House
  '8oz Ribeye Steak': ['Steaks', '', 'glutenFree', '28-day aged, cooked to your liking.'],
  '10oz Sirloin Steak': ['Steaks', '', 'glutenFree', 'Grass-fed, with a herb butter.'],
  'Classic Cheeseburger': ['Burgers', 'gluten,milk,mustard,sesame', '', 'Beef patty, cheddar, pickles and house sauce.'],
  'Bacon Double Burger': ['Burgers', 'gluten,milk,mustard,sesame', '', 'Two patties, smoked bacon and American cheese.'],
  'Peppercorn Sauce': ['Sides', 'milk,celery', 'vegetarian,glutenFree', 'Cracked black pepper and cream.'],
  'Triple-Cooked Chips': ['Sides', '', 'vegan,glutenFree', 'Fluffy inside, crisp outside.'],
  'Beer-Battered Onion Rings': ['Sides', 'gluten', 'vegan', 'In a light ale batter.'],
  'Sticky Toffee Pudding': ['Desserts', 'gluten,eggs,milk', 'vegetarian', 'Warm date sponge and toffee sauce.'],
  // Balti Palace
  'Chicken Balti': ['Baltis', 'milk', 'halal,glutenFree', 'Cooked fast and hot in the balti bowl.'],
  'Lamb Balti': ['Baltis', 'milk', 'halal,glutenFree', 'Tender lamb with peppers and onion.'],
  'Vegetable Balti': ['Baltis', '', 'vegan,glutenFree', 'Seasonal vegetables in a rich balti sauce.'],
  'Samosa Chaat': ['Starters', 'gluten,milk', 'vegetarian', 'Crushed samosa, chickpeas, yoghurt and tamarind.'],
  'Poppadoms & Chutneys': ['Starters', 'mustard', 'vegan,glutenFree', 'Four poppadoms with mango chutney and lime pickle.'],
  'Keema Naan': ['Sides', 'gluten,milk,eggs', 'halal', 'Stuffed with spiced minced lamb.'],
  'Gulab Jamun': ['Desserts', 'milk,gluten', 'vegetarian', 'Milk dumplings in rose syrup.'],
  // Taco Loco
  'Carnitas Tacos (3)': ['Tacos', '', 'glutenFree', 'Slow-cooked pork, salsa verde and onion on corn tortillas.'],
  'Chicken Tinga Tacos (3)': ['Tacos', 'milk', 'glutenFree', 'Chipotle chicken, crema and pickled onion.'],
  'Beef Burrito': ['Burritos', 'gluten,milk', '', 'Beef, rice, beans, cheese and pico de gallo.'],
  'Halloumi Quesadilla': ['Burritos', 'gluten,milk', 'vegetarian', 'Grilled halloumi and peppers.'],
  'Loaded Nachos': ['Sharing', 'milk', 'vegetarian,glutenFree', 'Cheese, jalapeños, guacamole and sour cream.'],
  'Guacamole & Tortilla Chips': ['Sharing', '', 'vegan,glutenFree', 'Made fresh every morning.'],
  'Churros with Chocolate': ['Desserts', 'gluten,eggs,milk', 'vegetarian', 'Cinnamon sugar and a dark chocolate dip.'],
  // Café Aurora
  'Full English Breakfast': ['Breakfast', 'gluten,eggs,sulphites', '', 'Bacon, sausage, egg, beans, mushrooms and toast.'],
  'Eggs Benedict': ['Breakfast', 'gluten,eggs,milk', '', 'Ham, poached eggs and hollandaise on a muffin.'],
  'Smashed Avocado on Sourdough': ['Breakfast', 'gluten,sesame', 'vegan', 'Lime, chilli and toasted seeds.'],
  'Buttermilk Pancakes': ['Breakfast', 'gluten,eggs,milk', 'vegetarian', 'A stack of three with maple syrup.'],
  'Bacon Sandwich': ['Sandwiches', 'gluten', '', 'Dry-cured bacon in a soft white bloomer.'],
  'Butter Croissant': ['Bakery', 'gluten,milk,eggs', 'vegetarian', 'Baked this morning.'],
  'Carrot Cake': ['Bakery', 'gluten,eggs,milk,nuts', 'vegetarian', 'Walnuts and cream-cheese icing.'],
  'Flat White': ['Drinks', 'milk', 'vegetarian,glutenFree', 'A double ristretto with steamed milk.'],
  // The Olive Tree
  'Chicken Souvlaki': ['Grills', 'gluten,milk', '', 'Skewers, pitta, tzatziki and salad.'],
  'Lamb Gyros': ['Grills', 'gluten,milk', '', 'Shaved lamb, tomato, onion and tzatziki.'],
  Moussaka: ['Mains', 'milk,eggs,gluten', '', 'Aubergine, spiced lamb and béchamel.'],
  Spanakopita: ['Mains', 'gluten,milk,eggs', 'vegetarian', 'Spinach and feta in filo.'],
  'Greek Salad': ['Meze', 'milk', 'vegetarian,glutenFree', 'Tomato, cucumber, olives and feta.'],
  'Halloumi Fries': ['Meze', 'milk,gluten', 'vegetarian', 'With pomegranate and mint yoghurt.'],
  'Hummus & Warm Pitta': ['Meze', 'gluten,sesame', 'vegan', 'Smooth hummus with olive oil and paprika.'],
  Baklava: ['Desserts', 'gluten,nuts,milk', 'vegetarian', 'Filo, pistachio and honey.'],
  // Clyde Fish Bar
  'Haddock & Chips': ['Fish suppers', 'fish,gluten', '', 'Fresh haddock in our crisp batter.'],
  'Cod & Chips': ['Fish suppers', 'fish,gluten', '', 'North Atlantic cod in our crisp batter.'],
  'Scampi & Chips': ['Fish suppers', 'crustaceans,gluten', '', 'Wholetail scampi in breadcrumbs.'],
  'Battered Sausage': ['Suppers', 'gluten,sulphites', '', 'A pork sausage in batter.'],
  'Salt & Vinegar Chips': ['Sides', '', 'vegan,glutenFree', 'Fried in beef-free oil.'],
  'Mushy Peas': ['Sides', '', 'vegan,glutenFree', 'Marrowfat peas, slow-cooked.'],
  'Curry Sauce': ['Sauces', 'gluten,celery', 'vegan', 'A chip-shop classic.'],
  'Tartare Sauce': ['Sauces', 'eggs,mustard', 'vegetarian,glutenFree', 'Capers, gherkins and dill.'],
  // Ramen Republic
  'Tonkotsu Ramen': ['Ramen', 'gluten,eggs,soya,sesame', '', 'Rich pork broth, chashu, egg and nori.'],
  'Spicy Miso Ramen': ['Ramen', 'gluten,eggs,soya,sesame', '', 'Miso broth, minced pork and chilli oil.'],
  'Shoyu Chicken Ramen': ['Ramen', 'gluten,eggs,soya', '', 'Clear soy broth, chicken and bamboo shoots.'],
  'Vegan Tantanmen': ['Ramen', 'gluten,soya,sesame', 'vegan', 'Sesame broth, soy mince and pak choi.'],
  'Chicken Karaage': ['Sides', 'gluten,soya,eggs', '', 'Japanese fried chicken with kewpie mayo.'],
  'Matcha Ice Cream': ['Desserts', 'milk,eggs', 'vegetarian,glutenFree', 'Uji matcha.'],
  // Harbourside Tapas
  'Patatas Bravas': ['Tapas', 'eggs', 'vegetarian,glutenFree', 'Crisp potatoes, spicy tomato and aioli.'],
  'Gambas al Ajillo': ['Tapas', 'crustaceans', 'glutenFree', 'Prawns sizzled in garlic and chilli oil.'],
  'Chorizo al Vino': ['Tapas', 'sulphites', 'glutenFree', 'Chorizo braised in red wine.'],
  'Padrón Peppers': ['Tapas', '', 'vegan,glutenFree', 'Blistered, with sea salt.'],
  'Croquetas de Jamón': ['Tapas', 'gluten,milk,eggs', '', 'Creamy Serrano ham croquettes.'],
  'Tortilla Española': ['Tapas', 'eggs', 'vegetarian,glutenFree', 'Potato and onion omelette.'],
  'Seafood Paella for Two': ['Paella', 'crustaceans,molluscs,fish,celery', 'glutenFree', 'Saffron rice, mussels, prawns and squid.'],
  'Crema Catalana': ['Desserts', 'milk,eggs', 'vegetarian,glutenFree', 'Citrus custard with burnt sugar.'],
  // Stokes Croft Pizza Co.
  Margherita: ['Pizza', 'gluten,milk', 'vegetarian', 'Tomato, mozzarella and basil on a 48-hour dough.'],
  Pepperoni: ['Pizza', 'gluten,milk', '', 'Double pepperoni and oregano.'],
  'Nduja & Hot Honey': ['Pizza', 'gluten,milk', '', 'Spicy nduja, mozzarella and chilli honey.'],
  'Vegan Garden': ['Pizza', 'gluten,soya', 'vegan', 'Courgette, peppers, olives and vegan mozzarella.'],
  'Garlic Dough Balls': ['Sides', 'gluten,milk', 'vegetarian', 'With garlic butter.'],
  'Rocket & Parmesan Salad': ['Sides', 'milk,sulphites', 'vegetarian,glutenFree', 'With a balsamic dressing.'],
  'Salted Caramel Brownie': ['Desserts', 'gluten,eggs,milk', 'vegetarian', 'Gooey centre, flaky salt.'],
  // Le Petit Bistro
  'French Onion Soup': ['Entrées', 'gluten,milk,sulphites', 'vegetarian', 'Slow-cooked onions, gruyère croûte.'],
  'Moules Marinières': ['Plats', 'molluscs,milk,sulphites,celery', '', 'Mussels in white wine, garlic and cream.'],
  'Steak Frites': ['Plats', 'milk', 'glutenFree', 'Bavette, frites and béarnaise.'],
  'Coq au Vin': ['Plats', 'sulphites,celery', 'glutenFree', 'Chicken braised in Burgundy with lardons.'],
  'Croque Monsieur': ['Entrées', 'gluten,milk,mustard', '', 'Ham, gruyère and béchamel, toasted.'],
  'Crème Brûlée': ['Desserts', 'milk,eggs', 'vegetarian,glutenFree', 'Vanilla custard, caramelised to order.'],
  'Tarte Tatin': ['Desserts', 'gluten,milk,eggs', 'vegetarian', 'Caramelised apples, crème fraîche.'],
  // Leith Organic Kitchen
  'Roast Chicken Grain Bowl': ['Bowls', 'sesame', 'glutenFree', 'Free-range chicken, freekeh-free grains and greens.'],
  'Beetroot & Goat Cheese Salad': ['Bowls', 'milk,nuts', 'vegetarian,glutenFree', 'Candied walnuts and honey dressing.'],
  'Wild Mushroom Risotto': ['Mains', 'milk,celery,sulphites', 'vegetarian,glutenFree', 'Arborio, wild mushrooms and parmesan.'],
  'Scottish Salmon Poke Bowl': ['Bowls', 'fish,soya,sesame', '', 'Salmon, sushi rice, edamame and ponzu.'],
  'Roast Root Vegetables': ['Sides', '', 'vegan,glutenFree', 'With thyme and rapeseed oil.'],
  'Cold-Pressed Apple Juice': ['Drinks', '', 'vegan,glutenFree', 'From Fife orchards.'],
};

/** A size to choose (required) and extras to add (optional) on one dish per demo restaurant, prices in pence. */
export interface DemoOptions {
  dish: string;
  sizes: ReadonlyArray<readonly [name: string, price: number]>;
  extras: ReadonlyArray<readonly [name: string, price: number]>;
}

const sizes = (regular: string, large: string, extra: number) => [[regular, 0], [large, extra]] as const;

// Never one of a menu's first two dishes: today's basket (and the tests ordering a demo's
// first dishes through it) cannot choose options yet.
export const DEMO_OPTIONS: Readonly<Record<string, DemoOptions>> = {
  'Bella Napoli': { dish: 'Quattro Formaggi Pizza', sizes: sizes('10 inch', '12 inch', 250), extras: [['Extra mozzarella', 150], ['Olives', 100], ['Fresh chilli', 50]] },
  'Spice Route Kitchen': { dish: 'Chana Masala', sizes: sizes('Regular', 'Large', 300), extras: [['Extra spinach', 100], ['Pilau rice', 350]] },
  'Sakura Sushi Bar': { dish: 'Chicken Katsu Curry', sizes: sizes('Regular', 'Large', 250), extras: [['Extra katsu sauce', 100], ['Fried egg', 150]] },
  'The Green Fork': { dish: 'Quinoa & Roast Squash Salad', sizes: sizes('Regular', 'Large', 200), extras: [['Avocado', 150], ['Smoked tofu', 200], ['Hummus', 100]] },
  'Smoke & Bones': { dish: 'Baby Back Ribs', sizes: sizes('Half rack', 'Full rack', 700), extras: [['Extra glaze', 50], ['Pit beans', 250]] },
  'Golden Dragon': { dish: 'Singapore Noodles', sizes: sizes('Regular', 'Large', 200), extras: [['Extra prawns', 200], ['Fried egg', 100]] },
  'Northern Grill House': { dish: 'Classic Cheeseburger', sizes: sizes('Single', 'Double', 350), extras: [['Smoked bacon', 150], ['Fried onions', 75], ['Blue cheese', 125]] },
  'Balti Palace': { dish: 'Vegetable Balti', sizes: sizes('Regular', 'Large', 300), extras: [['Paneer', 200], ['Pilau rice', 350]] },
  'Taco Loco': { dish: 'Beef Burrito', sizes: sizes('Regular', 'Large', 200), extras: [['Guacamole', 150], ['Jalapeños', 50], ['Sour cream', 75]] },
  'Café Aurora': { dish: 'Flat White', sizes: sizes('Regular', 'Large', 60), extras: [['Oat milk', 40], ['Extra shot', 60], ['Vanilla syrup', 50]] },
  'The Olive Tree': { dish: 'Moussaka', sizes: sizes('Regular', 'Large', 300), extras: [['Greek salad', 300], ['Extra tzatziki', 100]] },
  'Clyde Fish Bar': { dish: 'Scampi & Chips', sizes: sizes('Regular', 'Large', 300), extras: [['Mushy peas', 250], ['Curry sauce', 195]] },
  'Ramen Republic': { dish: 'Shoyu Chicken Ramen', sizes: sizes('Regular', 'Large', 250), extras: [['Extra egg', 150], ['Extra chicken', 250], ['Chilli oil', 50]] },
  'Harbourside Tapas': { dish: 'Chorizo al Vino', sizes: sizes('Tapa', 'Ración', 350), extras: [['Crusty bread', 150], ['Fried egg', 100]] },
  'Stokes Croft Pizza Co.': { dish: 'Vegan Garden', sizes: sizes('10 inch', '12 inch', 250), extras: [['Extra vegan mozzarella', 150], ['Jalapeños', 75], ['Hot sauce', 50]] },
  'Le Petit Bistro': { dish: 'Steak Frites', sizes: sizes('200 g', '300 g', 650), extras: [['Peppercorn sauce', 250], ['Green salad', 300]] },
  'Leith Organic Kitchen': { dish: 'Wild Mushroom Risotto', sizes: sizes('Starter', 'Main', 500), extras: [['Truffle oil', 200], ['Extra parmesan', 100]] },
};
