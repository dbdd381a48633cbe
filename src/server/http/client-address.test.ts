import { describe, expect, test } from 'bun:test';
import {
  clientAddress,
  LOCAL_ADDRESS,
  type PeerLookup,
  rememberClientAddress,
  resolveClientAddress,
} from './client-address';

const peer = (address: string): PeerLookup => ({ requestIP: () => ({ address }) });

function request(forwardedFor?: string | string[]) {
  const headers = new Headers();
  for (const value of [forwardedFor ?? []].flat()) headers.append('X-Forwarded-For', value);
  return new Request('http://gazette.test/api/admin/auth/login', { headers });
}

describe('resolveClientAddress', () => {
  test('is the peer address; X-Forwarded-For is ignored unless the proxy is trusted', () => {
    const spoofed = request('198.51.100.7');
    expect(resolveClientAddress(spoofed, peer('203.0.113.5'), { trustProxy: false })).toBe(
      '203.0.113.5',
    );
  });

  test('behind a trusted proxy, the right-most X-Forwarded-For entry', () => {
    const options = { trustProxy: true };
    const proxy = peer('10.0.0.2');
    expect(resolveClientAddress(request('198.51.100.7'), proxy, options)).toBe('198.51.100.7');
    // Entries to the left were sent by the client and could say anything.
    expect(resolveClientAddress(request('1.2.3.4, 198.51.100.7'), proxy, options)).toBe(
      '198.51.100.7',
    );
    expect(resolveClientAddress(request(['1.2.3.4', ' 198.51.100.8 ']), proxy, options)).toBe(
      '198.51.100.8',
    );
    // No header: the request came to the server directly.
    expect(resolveClientAddress(request(), proxy, options)).toBe('10.0.0.2');
  });

  test('an IPv4 client on a dual-stack socket reads as plain IPv4', () => {
    expect(resolveClientAddress(request(), peer('::ffff:203.0.113.5'), { trustProxy: false })).toBe(
      '203.0.113.5',
    );
    expect(resolveClientAddress(request(), peer('2001:DB8::1'), { trustProxy: false })).toBe(
      '2001:db8::1',
    );
  });

  test('without a server (in-process), the local fallback', () => {
    expect(resolveClientAddress(request(), undefined, { trustProxy: false })).toBe(LOCAL_ADDRESS);
    const noPeer: PeerLookup = { requestIP: () => null };
    expect(resolveClientAddress(request(), noPeer, { trustProxy: true })).toBe(LOCAL_ADDRESS);
  });
});

test('the address is remembered per request', () => {
  const first = request();
  const second = request();
  rememberClientAddress(first, peer('203.0.113.5'), { trustProxy: false });
  expect(clientAddress(first)).toBe('203.0.113.5');
  expect(clientAddress(second)).toBe(LOCAL_ADDRESS);
});
