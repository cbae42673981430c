/*
 * Where the demo restaurants are: a street address and a real postcode of their city
 * (docs/product/decisions.md "Addresses"), by restaurant name. Demo phones are mobile numbers
 * in a range in use (07911): the drama range (07700 900xxx) is not a valid number.
 */
export const DEMO_ADDRESSES: Readonly<Record<string, { addressLine1: string; postcode: string }>> = {
  'Bella Napoli': { addressLine1: '41 Frith Street', postcode: 'W1D 4SE' },
  'Spice Route Kitchen': { addressLine1: '128 Brick Lane', postcode: 'E1 6RU' },
  'Sakura Sushi Bar': { addressLine1: '15 Upper Street', postcode: 'N1 0PQ' },
  'The Green Fork': { addressLine1: '22 Camden Passage', postcode: 'N1 8ED' },
  'Smoke & Bones': { addressLine1: '9 Clapham High Street', postcode: 'SW4 7TS' },
  'Golden Dragon': { addressLine1: '46 Faulkner Street', postcode: 'M1 4FH' },
  'Northern Grill House': { addressLine1: '210 Deansgate', postcode: 'M3 3NW' },
  'Balti Palace': { addressLine1: '287 Ladypool Road', postcode: 'B12 8LF' },
  'Taco Loco': { addressLine1: '12 Digbeth', postcode: 'B5 6DY' },
  'Café Aurora': { addressLine1: '18 Briggate', postcode: 'LS1 6HD' },
  'The Olive Tree': { addressLine1: '55 Otley Road', postcode: 'LS6 3AB' },
  'Clyde Fish Bar': { addressLine1: '101 Argyle Street', postcode: 'G2 8BH' },
  'Ramen Republic': { addressLine1: '44 Sauchiehall Street', postcode: 'G2 3JD' },
  'Harbourside Tapas': { addressLine1: '7 Narrow Quay', postcode: 'BS1 4QA' },
  'Stokes Croft Pizza Co.': { addressLine1: '64 Stokes Croft', postcode: 'BS1 3QY' },
  'Le Petit Bistro': { addressLine1: '23 Broughton Street', postcode: 'EH1 3JU' },
  'Leith Organic Kitchen': { addressLine1: '60 The Shore', postcode: 'EH6 6RA' },
};

/** The demo customer's mobile, and each owner's (`index` of their restaurant): `07911 1234NN`. */
export const demoPhone = (index?: number) => (index === undefined ? '+447911123456' : `+4479111234${String(10 + index).padStart(2, '0')}`);
