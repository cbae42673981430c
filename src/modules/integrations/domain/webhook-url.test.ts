import { describe, expect, it } from 'vitest';
import { urlProblem } from './webhook-url.js';

describe('webhook URL rules', () => {
  it.each(['https://hooks.example.com/orders', 'https://hooks.example.com:8443/in?token=abc', 'https://8.8.8.8/x', 'https://[2606:4700:4700::1111]/x'])('accepts %s', (url) => {
    expect(urlProblem(url, false)).toBeUndefined();
  });

  it.each([
    ['http://hooks.example.com/', 'must be an https:// URL'],
    ['ftp://hooks.example.com/', 'must be an https:// URL'],
    ['hooks.example.com/orders', 'must be an absolute URL'],
    ['https://user:pass@hooks.example.com/', 'must not contain a user name or password'],
    ['https://user@hooks.example.com/', 'must not contain a user name or password'],
    ['https://hooks.example.com/#x', 'must not contain a fragment'],
    ['https://127.0.0.1/', 'must not point at a loopback address (127.0.0.1)'],
    ['https://10.0.0.5/', 'must not point at a private address (10.0.0.5)'],
    ['https://169.254.169.254/latest/meta-data', 'must not point at a link-local (cloud metadata) address (169.254.169.254)'],
    ['https://[::1]/', 'must not point at a loopback address (::1)'],
    ['https://[::ffff:127.0.0.1]/', 'must not point at a loopback address (::ffff:7f00:1)'],
    ['https://0x7f000001/', 'must not point at a loopback address (127.0.0.1)'],
    [`https://example.com/${'a'.repeat(2048)}`, 'must be at most 2048 characters'],
  ])('refuses %s', (url, message) => {
    expect(urlProblem(url, false)).toEqual({ path: 'url', message });
  });

  it('allows http and local addresses only where local receivers are allowed', () => {
    expect(urlProblem('http://127.0.0.1:4000/hook', true)).toBeUndefined();
    expect(urlProblem('https://[::1]:4000/hook', true)).toBeUndefined();
    expect(urlProblem('http://user:pw@127.0.0.1/', true)).toEqual({ path: 'url', message: 'must not contain a user name or password' });
  });
});
