import { describe, expect, it } from 'vitest';
import { formatDayHeading, groupOrdersByDay, orderCountLabel } from './order-days';

// Local times, so the test holds in any time zone.
const at = (day: number, hour: number, minute = 0) => new Date(2024, 0, day, hour, minute).toISOString();
const order = (id: string, createdAt: string) => ({ id, createdAt });

describe('formatDayHeading', () => {
  it("reads 'Weekday, dd.mm.yyyy' in English", () => {
    expect(formatDayHeading(new Date(2024, 0, 5))).toBe('Friday, 05.01.2024');
    expect(formatDayHeading(new Date(2024, 0, 1, 23, 59))).toBe('Monday, 01.01.2024');
    expect(formatDayHeading(new Date(2025, 11, 31))).toBe('Wednesday, 31.12.2025');
  });
});

describe('orderCountLabel', () => {
  it('says order for one and orders otherwise', () => {
    expect(orderCountLabel(1)).toBe('1 order');
    expect(orderCountLabel(2)).toBe('2 orders');
    expect(orderCountLabel(0)).toBe('0 orders');
  });
});

describe('groupOrdersByDay', () => {
  it('groups by local day, newest day first and newest order first within a day', () => {
    const days = groupOrdersByDay([
      order('a', at(4, 9)),
      order('b', at(5, 8)),
      order('c', at(4, 23, 59)),
      order('d', at(5, 0, 1)),
      order('e', at(5, 18, 45)),
    ]);
    expect(days.map((day) => day.heading)).toEqual(['Friday, 05.01.2024', 'Thursday, 04.01.2024']);
    expect(days.map((day) => day.orders.map((o) => o.id))).toEqual([['e', 'b', 'd'], ['c', 'a']]);
    expect(days.map((day) => day.key)).toEqual(['2024-01-05', '2024-01-04']);
  });

  it('orders equal times by id, so cards keep their places between polls', () => {
    const [day] = groupOrdersByDay([order('x1', at(5, 12)), order('x3', at(5, 12)), order('x2', at(5, 12))]);
    expect(day?.orders.map((o) => o.id)).toEqual(['x3', 'x2', 'x1']);
  });

  it('leaves its input alone and returns nothing for no orders', () => {
    const input = [order('a', at(4, 9)), order('b', at(5, 9))];
    groupOrdersByDay(input);
    expect(input.map((o) => o.id)).toEqual(['a', 'b']);
    expect(groupOrdersByDay([])).toEqual([]);
  });
});
