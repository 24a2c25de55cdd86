import { describe, expect, it } from 'vitest';
import { addressNetwork } from '../../functions/src/accounts/address-network';
import { limits } from '../../functions/src/accounts/throttle';

describe('the network a per-address limit counts by', () => {
  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(addressNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('is the address itself for IPv4, also written as IPv6, and for anything it cannot read', () => {
    expect(addressNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('unknown')).toBe('unknown');
    expect(addressNetwork('1:2:3')).toBe('1:2:3');
  });

  it('keys the booking page limit: two addresses of one /64 share it, another /64 does not', () => {
    const bucket = (ip: string) => limits.bookingByAddress(ip).bucket;
    expect(bucket('2001:db8:1:2::a')).toBe(bucket('2001:db8:1:2:ffff::b'));
    expect(bucket('2001:db8:1:3::a')).not.toBe(bucket('2001:db8:1:2::a'));
    expect(bucket('203.0.113.7')).not.toBe(bucket('203.0.113.8'));
  });
});
