import { describe, expect, it } from 'vitest';
import { orderMessageId } from './message-id.js';

describe('orderMessageId', () => {
  it('is the same for one event and recipient, whoever sends it and however often', () => {
    const id = orderMessageId(4712, 'ada@example.co.uk', 'TuckIn <orders@tuckin.example>');
    expect(id).toMatch(/^<order-event-4712\.[0-9a-f]{16}@tuckin\.example>$/);
    expect(orderMessageId(4712, 'Ada@Example.co.uk', 'orders@tuckin.example')).toBe(id);
  });

  it('differs per event and per recipient, and does not show the address', () => {
    const id = orderMessageId(4712, 'ada@example.co.uk', 'orders@tuckin.example');
    expect(orderMessageId(4713, 'ada@example.co.uk', 'orders@tuckin.example')).not.toBe(id);
    expect(orderMessageId(4712, 'tom@example.co.uk', 'orders@tuckin.example')).not.toBe(id);
    expect(id).not.toContain('ada');
  });
});
