import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../api/client';
import { csvField, insightsCsvFileName, insightsCsvRows, toCsv } from './insights-csv';

const INSIGHTS: Schemas['BusinessInsights'] = {
  totalOrders: 148,
  orderGrowth: 12.5,
  totalRevenue: 452600,
  revenueGrowth: -8.3,
  averageOrderValue: 3058,
  totalCustomers: 97,
  monthlyData: [{ month: '2024-12', orders: 161, revenue: 497800 }, { month: '2025-01', orders: 148, revenue: 452600 }],
  topCities: [{ city: 'Manchester', orders: 88, revenue: 269300 }],
  topCuisines: [{ cuisine: 'Pizza', orders: 74, percentage: 50 }],
  recentOrders: [
    { customer: 'Lovelace, "Ada"', id: '6755d0c4e5f6a7b8c9d0e1f2', amount: 3300, status: 'delivered', date: '2025-01-06T12:10:00.000Z' },
    { customer: 'Grace Hopper', id: '6755d0c4e5f6a7b8c9d0e1f3', amount: 0, status: 'cancelled', date: '2025-01-06T11:00:00.000Z' },
  ],
};

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Manchester')).toBe('Manchester');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-8.3)).toBe('-8.3');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvField('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvField('The "Best" Pizza')).toBe('"The ""Best"" Pizza"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes nothing for numbers that are not finite', () => {
    expect(csvField(Number.NaN)).toBe('');
  });
});

describe('toCsv', () => {
  it('joins fields with commas and ends every line with CRLF', () => {
    expect(toCsv([['a', 1], [], ['b,c', 2]])).toBe('a,1\r\n\r\n"b,c",2\r\n');
  });
});

describe('insights export', () => {
  const exportedAt = new Date(2025, 0, 7, 9, 30);
  const csv = toCsv(insightsCsvRows(INSIGHTS, '30d', exportedAt));

  it('holds the KPIs with amounts in dollars', () => {
    expect(csv).toContain('Business Insights,Last 30 days\r\n');
    expect(csv).toContain('Total Orders,148\r\n');
    expect(csv).toContain('Order Growth (%),12.5\r\n');
    expect(csv).toContain('Total Revenue (USD),4526.00\r\n');
    expect(csv).toContain('Revenue Growth (%),-8.3\r\n');
    expect(csv).toContain('Average Order Value (USD),30.58\r\n');
    expect(csv).toContain('Total Customers,97\r\n');
  });

  it('holds every section of the tabs', () => {
    expect(csv).toContain('Month,Orders,Revenue (USD)\r\n2024-12,161,4978.00\r\n2025-01,148,4526.00\r\n');
    expect(csv).toContain('City,Orders,Revenue (USD)\r\nManchester,88,2693.00\r\n');
    expect(csv).toContain('Cuisine,Orders,Percentage\r\nPizza,74,50\r\n');
    expect(csv).toContain('"Lovelace, ""Ada""",6755d0c4e5f6a7b8c9d0e1f2,33.00,Delivered,2025-01-06T12:10:00.000Z\r\n');
    // A cancellation after payment, refunded in full (docs/product/decisions.md "Running a service", Figures).
    expect(csv).toContain('Grace Hopper,6755d0c4e5f6a7b8c9d0e1f3,0.00,Cancelled,2025-01-06T11:00:00.000Z\r\n');
  });

  it('names the file after the range and the local date', () => {
    expect(insightsCsvFileName('90d', exportedAt)).toBe('business-insights-90d-2025-01-07.csv');
    expect(insightsCsvFileName('1y', new Date(2025, 11, 31, 23, 59))).toBe('business-insights-1y-2025-12-31.csv');
  });
});
