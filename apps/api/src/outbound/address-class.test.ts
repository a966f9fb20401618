import { describe, expect, it } from 'vitest';
import { classifyAddress, mayConnectTo } from './address-class.ts';

describe('the class of an address for outgoing requests', () => {
  it('lets public IPv4 and IPv6 addresses through', () => {
    for (const address of ['93.184.216.34', '1.1.1.1', '8.8.8.8', '100.63.255.255', '172.32.0.1']) {
      expect(classifyAddress(address), address).toBe('public');
    }
    for (const address of ['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '[2001:4860:4860::8888]']) {
      expect(classifyAddress(address), address).toBe('public');
    }
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link_local'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.254', 'shared'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'reserved'],
  ])('refuses the IPv4 address %s (%s)', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
    expect(mayConnectTo(address, false)).toBe(false);
  });

  it.each([
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link_local'],
    ['fe80::1%eth0', 'link_local'],
    ['febf::1', 'link_local'],
    ['fc00::1', 'unique_local'],
    ['fd12:3456:789a::1', 'unique_local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link_local'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:0:192.168.0.1', 'private'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'link_local'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['2001:db8::1', 'reserved'],
  ])('refuses the IPv6 address %s (%s)', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
    expect(mayConnectTo(address, false)).toBe(false);
  });

  it('judges the IPv4 address an IPv6 form embeds, so a public one inside it passes', () => {
    expect(classifyAddress('::ffff:93.184.216.34')).toBe('public');
    expect(classifyAddress('64:ff9b::5db8:d822')).toBe('public');
    expect(classifyAddress('2002:5db8:d822::1')).toBe('public');
  });

  it('never lets through what is not an address, even when private addresses are allowed', () => {
    for (const text of ['localhost', 'example.com', '1.2.3', '::g', '1::2::3', '', '[::1', '01.2.3.4']) {
      expect(classifyAddress(text), text).toBe('invalid');
      expect(mayConnectTo(text, true), text).toBe(false);
    }
  });

  it('allows private and loopback targets only when the setting says so', () => {
    expect(mayConnectTo('127.0.0.1', true)).toBe(true);
    expect(mayConnectTo('::1', true)).toBe(true);
    expect(mayConnectTo('10.0.0.1', true)).toBe(true);
    expect(mayConnectTo('93.184.216.34', false)).toBe(true);
  });
});
