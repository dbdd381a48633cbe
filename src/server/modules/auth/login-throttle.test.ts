import { describe, expect, test } from 'bun:test';
import { addressGroup, addressKey } from './login-throttle';

describe('addressGroup', () => {
  test.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4::/64'],
  ])('%s is counted as %s', (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });

  test.each([
    '203.0.113.7',
    'local',
    '1:2:3',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7::8',
    '12345::1',
    'not:an:address',
  ])('%s counts as itself', (address) => {
    expect(addressGroup(address)).toBe(address);
  });
});

describe('addressKey', () => {
  test('is the group, cut to a bounded length', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('x'.repeat(1000))).toBe('x'.repeat(64));
  });
});
