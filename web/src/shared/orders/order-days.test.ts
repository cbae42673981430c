import { describe, expect, it } from 'vitest';
import { formatDayHeading, groupOrdersByDay, localDayKey, orderCountLabel } from './order-days';

// Local times, so the test means the same in every time zone.
const at = (y: number, m: number, d: number, h: number, min = 0) => new Date(y, m - 1, d, h, min).toISOString();
const order = (_id: string, createdAt: string) => ({ _id, createdAt });

describe('orders by day', () => {
  const orders = [
    order('a', at(2024, 1, 5, 9)),
    order('b', at(2024, 1, 6, 0, 5)),
    order('c', at(2024, 1, 5, 23, 55)),
    order('d', at(2024, 1, 6, 18, 30)),
    order('e', at(2023, 12, 31, 12)),
  ];

  it('groups by local creation day, days newest first, orders in a day newest first', () => {
    const days = groupOrdersByDay(orders);
    expect(days.map((day) => day.key)).toEqual(['2024-01-06', '2024-01-05', '2023-12-31']);
    expect(days.map((day) => day.orders.map((o) => o._id))).toEqual([['d', 'b'], ['c', 'a'], ['e']]);
    expect(days[0]?.date).toEqual(new Date(2024, 0, 6));
  });

  it('breaks a tie in time by id, newest id first', () => {
    const same = at(2024, 1, 5, 12);
    expect(groupOrdersByDay([order('x1', same), order('x3', same), order('x2', same)])[0]?.orders.map((o) => o._id)).toEqual(['x3', 'x2', 'x1']);
  });

  it('puts the order just paid first: its day leads and it heads that day', () => {
    const days = groupOrdersByDay(orders, 'a');
    expect(days.map((day) => day.orders.map((o) => o._id))).toEqual([['a', 'c'], ['d', 'b'], ['e']]);
    expect(groupOrdersByDay(orders, 'unknown').map((day) => day.key)).toEqual(['2024-01-06', '2024-01-05', '2023-12-31']);
  });

  it('leaves the input alone and copes with no orders', () => {
    const before = orders.map((o) => o._id);
    groupOrdersByDay(orders, 'e');
    expect(orders.map((o) => o._id)).toEqual(before);
    expect(groupOrdersByDay([])).toEqual([]);
  });

  it("heads a day 'Monday, 05.01.2024' in local time", () => {
    expect(formatDayHeading(new Date(2024, 0, 8))).toBe('Monday, 08.01.2024');
    expect(formatDayHeading(new Date(2024, 0, 5, 23, 59))).toBe('Friday, 05.01.2024');
    expect(localDayKey(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
  });

  it("counts '1 order' and 'N orders'", () => {
    expect(orderCountLabel(1)).toBe('1 order');
    expect(orderCountLabel(2)).toBe('2 orders');
    expect(orderCountLabel(0)).toBe('0 orders');
  });
});
