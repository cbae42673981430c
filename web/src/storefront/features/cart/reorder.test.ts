import { describe, expect, it } from 'vitest';
import { leftOutText, reorder, type TodaysDish } from './reorder';

const size = {
  _id: 'g1', name: 'Size', min: 1, max: 1,
  options: [
    { _id: 's10', name: '10 inch', price: 0, soldOut: false },
    { _id: 's12', name: '12 inch', price: 300, soldOut: false },
  ],
};
const extras = {
  _id: 'g2', name: 'Extras', min: 0, max: 2,
  options: [
    { _id: 'e1', name: 'Olives', price: 100, soldOut: false },
    { _id: 'e2', name: 'Nduja', price: 150, soldOut: true },
  ],
};
const pizza: TodaysDish = { _id: 'p1', name: 'Margherita Pizza', price: 1000, soldOut: false, optionGroups: [size, extras] };
const buns: TodaysDish = { _id: 'b1', name: 'Pork Buns', price: 650, soldOut: true, optionGroups: [] };
const noodles: TodaysDish = { _id: 'n1', name: 'Dan Dan Noodles', price: 975, soldOut: false, optionGroups: [] };
const menu = [pizza, buns, noodles];

const option = (id: string, name: string, price: number, groupName = 'Size') => ({ _id: id, groupName, name, price });

describe('reorder', () => {
  it("fills the basket at today's names and prices, options repriced", () => {
    const { lines, leftOut } = reorder(
      [
        { menuItemId: 'n1', name: 'Noodles (old name)', price: 900, quantity: 2 },
        { menuItemId: 'p1', name: 'Margherita Pizza', price: 1200, quantity: 1, options: [option('s12', '12 inch', 200), option('e1', 'Olives', 100, 'Extras')] },
      ],
      menu,
    );
    expect(lines).toEqual([
      { _id: 'n1', name: 'Dan Dan Noodles', price: 975, quantity: 2 },
      { _id: 'p1', name: 'Margherita Pizza', price: 1400, quantity: 1, options: [option('s12', '12 inch', 300), option('e1', 'Olives', 100, 'Extras')] },
    ]);
    expect(leftOut).toEqual([]);
  });

  it('leaves out, each with why, a sold-out dish, a dish gone from the menu, a sold-out option and a choice that no longer fits', () => {
    const { lines, leftOut } = reorder(
      [
        { menuItemId: 'b1', name: 'Pork Buns', price: 600, quantity: 3 },
        { menuItemId: 'gone', name: 'Sesame Balls', price: 425, quantity: 1 },
        { menuItemId: 'p1', name: 'Margherita Pizza', price: 1150, quantity: 1, options: [option('s10', '10 inch', 0), option('e2', 'Nduja', 150, 'Extras')] },
        { menuItemId: 'p1', name: 'Margherita Pizza', price: 1000, quantity: 1, options: [option('old', 'Family size', 500)] },
        // Ordered before the pizza had a required size.
        { menuItemId: 'p1', name: 'Margherita Pizza', price: 1000, quantity: 1 },
        { menuItemId: 'n1', name: 'Dan Dan Noodles', price: 975, quantity: 1 },
      ],
      menu,
    );
    expect(lines).toEqual([{ _id: 'n1', name: 'Dan Dan Noodles', price: 975, quantity: 1 }]);
    expect(leftOut.map(leftOutText)).toEqual([
      'Pork Buns (sold out)',
      'Sesame Balls (no longer on the menu)',
      'Margherita Pizza, 10 inch, Nduja (Nduja sold out)',
      'Margherita Pizza, Family size (its options have changed)',
      'Margherita Pizza (its options have changed)',
    ]);
  });

  it('merges lines of the same choice and keeps quantities within the basket limits', () => {
    const { lines } = reorder(
      [
        { menuItemId: 'n1', name: 'Dan Dan Noodles', price: 975, quantity: 60 },
        { menuItemId: 'n1', name: 'Dan Dan Noodles', price: 950, quantity: 60 },
      ],
      menu,
    );
    expect(lines).toEqual([{ _id: 'n1', name: 'Dan Dan Noodles', price: 975, quantity: 99 }]);
  });

  it('leaves an empty basket and every line out when nothing can be ordered', () => {
    const { lines, leftOut } = reorder([{ menuItemId: 'b1', name: 'Pork Buns', price: 600, quantity: 1 }], menu);
    expect(lines).toEqual([]);
    expect(leftOut).toHaveLength(1);
  });
});
