import { describe, expect, it } from 'vitest';
import { isAddressAllowed, isValidCidr } from './ipAllowList.js';

describe('isAddressAllowed', () => {
  it('allows everyone when the list is empty', () => {
    expect(isAddressAllowed('203.0.113.9', [])).toBe(true);
  });

  it('matches IPv4 blocks and single addresses, also on dual-stack sockets', () => {
    const list = ['10.0.0.0/8', '192.168.1.20'];
    expect(isAddressAllowed('10.200.3.4', list)).toBe(true);
    expect(isAddressAllowed('::ffff:10.200.3.4', list)).toBe(true);
    expect(isAddressAllowed('192.168.1.20', list)).toBe(true);
    expect(isAddressAllowed('192.168.1.21', list)).toBe(false);
    expect(isAddressAllowed('11.0.0.1', list)).toBe(false);
  });

  it('matches IPv6 blocks', () => {
    expect(isAddressAllowed('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(isAddressAllowed('2001:db9::1', ['2001:db8::/32'])).toBe(false);
  });

  it('lets nobody in through a broken entry or an unknown address', () => {
    expect(isAddressAllowed('10.0.0.1', ['not-an-address'])).toBe(false);
    expect(isAddressAllowed('', ['10.0.0.0/8'])).toBe(false);
  });
});

describe('isValidCidr', () => {
  it.each([
    ['10.0.0.0/8', true],
    ['::1', true],
    ['10.0.0.0/33', false],
    ['10.0.0/8', false],
    ['10.0.0.0/x', false],
  ])('%s → %s', (cidr, valid) => {
    expect(isValidCidr(cidr)).toBe(valid);
  });
});
