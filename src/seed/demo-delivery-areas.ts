import type { DeliveryAreaInput } from '../modules/catalogue/seeding.js';
import type { DemoRestaurant } from './demo-restaurants.js';

/**
 * Where each demo restaurant delivers (docs/product/decisions.md "Delivery areas"): real outcodes
 * of its city, a near area at its delivery price and a wider one that costs more, asks for a
 * bigger basket and is free over a threshold. Bella Napoli (owner@tuckin.demo's) has none: it
 * delivers anywhere at its delivery price, so that case stays in the demo too.
 */
const AREAS: Record<string, { near: [name: string, postcodes: string[]]; wider: [name: string, postcodes: string[]]; extra?: DeliveryAreaInput }> = {
  'Spice Route Kitchen': { near: ['Whitechapel and Shoreditch', ['E1', 'E2', 'EC2A']], wider: ['East London', ['E3', 'E8', 'E9', 'E14', 'EC1V', 'N1']] },
  'Sakura Sushi Bar': {
    near: ['Soho and Covent Garden', ['W1D', 'W1F', 'WC2H', 'WC2E']],
    wider: ['Central London', ['W1B', 'W1T', 'W2', 'NW1', 'WC1', 'SW1A', 'SW1P']],
    // A sector: the north of EC1 is far from Soho, only Clerkenwell's EC1R 3 is in reach.
    extra: { name: 'Clerkenwell', postcodes: ['EC1R 3'], deliveryPrice: 399, minimumOrder: 2500, freeDeliveryOver: 5000 },
  },
  'The Green Fork': { near: ['Clapham', ['SW4', 'SW9']], wider: ['South West London', ['SW2', 'SW8', 'SW11', 'SW12']] },
  'Smoke & Bones': { near: ['Hackney', ['E8', 'E5']], wider: ['North East London', ['E2', 'E9', 'N16', 'N1']] },
  'Golden Dragon': { near: ['City centre', ['M1', 'M2']], wider: ['Greater Manchester', ['M3', 'M4', 'M13', 'M15', 'M16']] },
  'Northern Grill House': { near: ['Didsbury', ['M20', 'M19']], wider: ['South Manchester', ['M14', 'M16', 'M21', 'M22']] },
  'Balti Palace': { near: ['Balti Triangle', ['B11', 'B12']], wider: ['South Birmingham', ['B5', 'B10', 'B13', 'B29']] },
  'Taco Loco': { near: ['City centre', ['B1', 'B2', 'B3']], wider: ['Inner Birmingham', ['B4', 'B5', 'B15', 'B16', 'B18']] },
  'Café Aurora': { near: ['City centre', ['LS1', 'LS2']], wider: ['North Leeds', ['LS3', 'LS6', 'LS7']] },
  'The Olive Tree': { near: ['Headingley', ['LS6', 'LS4']], wider: ['North West Leeds', ['LS5', 'LS7', 'LS16', 'LS17']] },
  'Clyde Fish Bar': { near: ['City centre', ['G1', 'G2', 'G3']], wider: ['Greater Glasgow', ['G4', 'G5', 'G11', 'G12']] },
  'Ramen Republic': { near: ['West End', ['G3', 'G11', 'G12']], wider: ['Glasgow', ['G1', 'G2', 'G4', 'G20']] },
  'Harbourside Tapas': { near: ['Harbourside and Clifton', ['BS1', 'BS8']], wider: ['Bristol', ['BS2', 'BS3', 'BS6', 'BS7']] },
  'Stokes Croft Pizza Co.': { near: ['Stokes Croft and Cotham', ['BS2', 'BS6']], wider: ['Bristol', ['BS1', 'BS3', 'BS5', 'BS7']] },
  'Le Petit Bistro': { near: ['Old and New Town', ['EH1', 'EH2', 'EH3']], wider: ['Edinburgh', ['EH4', 'EH7', 'EH8', 'EH9', 'EH10']] },
  'Leith Organic Kitchen': { near: ['Leith', ['EH6', 'EH7']], wider: ['North Edinburgh', ['EH1', 'EH2', 'EH5', 'EH8']] },
};

/** The areas of a demo restaurant, near first; none for one that delivers anywhere. */
export function demoDeliveryAreas(demo: Pick<DemoRestaurant, 'name' | 'deliveryPrice'>): DeliveryAreaInput[] {
  const areas = AREAS[demo.name];
  if (!areas) return [];
  const near = { name: areas.near[0], postcodes: areas.near[1], deliveryPrice: Math.max(0, demo.deliveryPrice - 50), minimumOrder: 1000, freeDeliveryOver: null };
  const wider = { name: areas.wider[0], postcodes: areas.wider[1], deliveryPrice: demo.deliveryPrice + 150, minimumOrder: 1800, freeDeliveryOver: 3500 };
  return [near, wider, ...(areas.extra ? [areas.extra] : [])];
}
