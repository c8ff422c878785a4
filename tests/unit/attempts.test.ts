import { describe, expect, it } from 'vitest';
import { countedAddress } from '../../src/server/auth/attempts';

describe('The address a sign-in is counted by', () => {
  it('reads an IPv4 address written as IPv6 as the IPv4 one', () => {
    expect(countedAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(countedAddress('192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts an IPv6 client by its /64, however its address is written', () => {
    expect(countedAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(countedAddress('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(countedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(countedAddress('::1')).toBe('0:0:0:0::/64');
  });
});
