import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook } from './webhook-signature.js';

describe('webhook signatures (Standard Webhooks)', () => {
  const body = JSON.stringify({ id: 42, type: 'paid', createdAt: '2026-11-28T12:00:00.000Z', order: { _id: 'abc', status: 'paid' } });

  it('makes secrets of whsec_ and 32 random bytes, never the same twice', () => {
    const [a, b] = [newWebhookSecret(), newWebhookSecret()];
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(a).not.toBe(b);
  });

  it("verifies with the standard's own library", () => {
    const secret = newWebhookSecret();
    const headers = signWebhook(secret, '42', new Date(), body);
    expect(headers['webhook-id']).toBe('42');
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('fails verification for another secret, another body, another id or an old timestamp', () => {
    const secret = newWebhookSecret();
    const headers = signWebhook(secret, '42', new Date(), body);
    const verify = (s: string, b: string, h: Record<string, string>) => () => new Webhook(s).verify(b, h);
    expect(verify(newWebhookSecret(), body, { ...headers })).toThrow(WebhookVerificationError);
    expect(verify(secret, body.replace('paid', 'refunded'), { ...headers })).toThrow(WebhookVerificationError);
    expect(verify(secret, body, { ...headers, 'webhook-id': '43' })).toThrow(WebhookVerificationError);
    const stale = signWebhook(secret, '42', new Date(Date.now() - 10 * 60_000), body);
    expect(verify(secret, body, { ...stale })).toThrow(WebhookVerificationError);
  });

  it('signs the timestamp in whole seconds, so a retry has a new timestamp and signature but the same id', () => {
    const secret = newWebhookSecret();
    const first = signWebhook(secret, '7', new Date('2026-11-28T12:00:00.900Z'), body);
    const retry = signWebhook(secret, '7', new Date('2026-11-28T12:00:10.000Z'), body);
    expect(first['webhook-timestamp']).toBe(String(Date.UTC(2026, 10, 28, 12) / 1000));
    expect(retry['webhook-id']).toBe(first['webhook-id']);
    expect(retry['webhook-signature']).not.toBe(first['webhook-signature']);
  });
});
