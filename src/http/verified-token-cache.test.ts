import { describe, expect, it } from 'vitest';
import type { VerifiedToken } from './access-token.js';
import { cacheVerifications } from './verified-token-cache.js';

const EXP = 1_000_000; // seconds
const TOLERANCE = 60;

/** A verifier that counts its calls; tokens named `bad*` fail, others verify as sub `s-<token>`. */
function counting(exp = EXP) {
  const calls: string[] = [];
  const verify = async (token: string): Promise<VerifiedToken> => {
    calls.push(token);
    await Promise.resolve();
    if (token.startsWith('bad')) throw new Error(`invalid ${token}`);
    return { sub: `s-${token}`, exp };
  };
  return { calls, verify };
}

describe('cacheVerifications', () => {
  it('passes the verified claims on, fresh and cached alike, with the expiry (a live stream ends then)', async () => {
    const verify = cacheVerifications(async () => ({ sub: 's', email: 'ada@example.com', exp: EXP }), {
      maxEntries: 10,
      clockToleranceSec: TOLERANCE,
      now: () => 0,
    });
    expect(await verify('t')).toEqual({ sub: 's', email: 'ada@example.com', exp: EXP });
    expect(await verify('t')).toEqual({ sub: 's', email: 'ada@example.com', exp: EXP });
  });

  it('verifies a token once and answers from memory until exp plus the leeway, then verifies again', async () => {
    let now = (EXP - 100) * 1000;
    const inner = counting();
    const verify = cacheVerifications(inner.verify, { maxEntries: 10, clockToleranceSec: TOLERANCE, now: () => now });
    expect(await verify('a')).toEqual({ sub: 's-a', exp: EXP });
    expect(await verify('a')).toEqual({ sub: 's-a', exp: EXP });
    now = (EXP + TOLERANCE) * 1000 - 1;
    await verify('a');
    expect(inner.calls).toEqual(['a']);
    now = (EXP + TOLERANCE) * 1000;
    await verify('a');
    expect(inner.calls).toEqual(['a', 'a']);
  });

  it('never keeps a failure: the same token is verified again on every call', async () => {
    const inner = counting();
    const verify = cacheVerifications(inner.verify, { maxEntries: 10, clockToleranceSec: TOLERANCE, now: () => 0 });
    await expect(verify('bad1')).rejects.toThrow('invalid bad1');
    await expect(verify('bad1')).rejects.toThrow('invalid bad1');
    expect(inner.calls).toEqual(['bad1', 'bad1']);
  });

  it('keys by the whole token: a token differing in one character is verified on its own', async () => {
    const inner = counting();
    const verify = cacheVerifications(inner.verify, { maxEntries: 10, clockToleranceSec: TOLERANCE, now: () => 0 });
    expect(await verify('token-1')).toEqual({ sub: 's-token-1', exp: EXP });
    await expect(verify('bad-token-1')).rejects.toThrow();
    expect(await verify('token-2')).toEqual({ sub: 's-token-2', exp: EXP });
    expect(inner.calls).toEqual(['token-1', 'bad-token-1', 'token-2']);
  });

  it('shares one verification between concurrent calls for the same token', async () => {
    const inner = counting();
    const verify = cacheVerifications(inner.verify, { maxEntries: 10, clockToleranceSec: TOLERANCE, now: () => 0 });
    const answers = await Promise.all([verify('a'), verify('a'), verify('a')]);
    expect(answers).toEqual([{ sub: 's-a', exp: EXP }, { sub: 's-a', exp: EXP }, { sub: 's-a', exp: EXP }]);
    expect(inner.calls).toEqual(['a']);
  });

  it('holds at most maxEntries tokens, dropping the least recently used', async () => {
    const inner = counting();
    const verify = cacheVerifications(inner.verify, { maxEntries: 2, clockToleranceSec: TOLERANCE, now: () => 0 });
    await verify('a');
    await verify('b');
    await verify('a'); // a is now the most recent
    await verify('c'); // evicts b
    await verify('a');
    await verify('b');
    expect(inner.calls).toEqual(['a', 'b', 'c', 'b']);
  });
});
