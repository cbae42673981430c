import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AcceptCountdown } from './OrderDesk';

const textOf = (html: string) => html.replace(/<style[^>]*>.*?<\/style>/gs, '').replaceAll('<!-- -->', '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const scheduled = { dueAt: '2026-12-04T19:00:00.000Z', scheduledFor: '2026-12-04T19:30:00.000Z', acceptBy: '2026-12-04T19:10:00.000Z' };

describe('AcceptCountdown', () => {
  afterEach(() => vi.useRealTimers());

  it('says when an order for later is due and for which slot, with no countdown, until it is due', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-04T18:00:00.000Z') });
    const html = renderToString(<AcceptCountdown order={scheduled} />);
    expect(textOf(html)).toMatch(/^Due \d\d:\d\d · for the \d\d:\d\d slot$/);
    expect(html).toContain('dateTime="2026-12-04T19:00:00.000Z"');
    expect(html).toContain('dateTime="2026-12-04T19:30:00.000Z"');
    expect(html).not.toContain('Accept within');
  });

  it('names the day when the order is due on another day', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-02T12:00:00.000Z') });
    expect(textOf(renderToString(<AcceptCountdown order={scheduled} />))).toMatch(/^Due \w{3} 4 Dec, \d\d:\d\d · for the \d\d:\d\d slot$/);
  });

  it('counts down to acceptBy once the order is due, as for an order as soon as possible', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-04T19:02:30.000Z') });
    expect(textOf(renderToString(<AcceptCountdown order={scheduled} />))).toBe('Accept within 7:30');
    expect(textOf(renderToString(<AcceptCountdown order={{ acceptBy: scheduled.acceptBy, dueAt: undefined, scheduledFor: undefined }} />))).toBe('Accept within 7:30');
  });
});
