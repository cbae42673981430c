import { describe, expect, it } from 'vitest';
import { refusedAddress } from './address-rules.js';

describe('webhook address rules', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.255', 'shared (CGNAT)'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['0.0.0.0', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['198.18.0.1', 'benchmarking'],
  ])('refuses IPv4 %s (%s)', (address, why) => {
    expect(refusedAddress(address)).toBe(why);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1', '169.253.255.255', '93.184.215.14'])('allows public IPv4 %s', (address) => {
    expect(refusedAddress(address)).toBeUndefined();
  });

  it.each([
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2002:7f00:1::1', '6to4'],
    ['2001:0:4136:e378::1', 'Teredo'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['::7f00:1', 'not global unicast'],
  ])('refuses IPv6 %s', (address, why) => {
    expect(refusedAddress(address)).toBe(why);
  });

  it.each(['2606:4700:4700::1111', '2a00:1450:4009:81f::200e', '[2001:4860:4860::8888]'])('allows global IPv6 %s', (address) => {
    expect(refusedAddress(address)).toBeUndefined();
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local (cloud metadata)'],
    ['::ffff:a9fe:a9fe', 'link-local (cloud metadata)'],
  ])('judges IPv4-mapped %s as its IPv4 address', (address, why) => {
    expect(refusedAddress(address)).toBe(why);
  });

  it('allows an IPv4-mapped public address', () => {
    expect(refusedAddress('::ffff:8.8.8.8')).toBeUndefined();
  });

  it.each(['localhost', 'example.com', '', '1.2.3', '01.2.3.4x'])('refuses %j, which is not an address', (address) => {
    expect(refusedAddress(address)).toBe('not an IP address');
  });
});
