import { expect, test } from 'vitest'
import { clientNetwork } from './client-address.server'

test('an IPv4 address is its own client, also when written as an IPv4-mapped IPv6 address', () => {
  expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9')
  expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9')
  expect(clientNetwork('::FFFF:203.0.113.9')).toBe('203.0.113.9')
})

test('every IPv6 address of one /64 network is the same client, however it is spelled', () => {
  const client = '2001:db8:aa:1::/64'
  for (const address of [
    '2001:db8:aa:1::1',
    '2001:0db8:00aa:0001:ffff:ffff:ffff:ffff',
    '2001:DB8:AA:1:0:0:0:2',
    '2001:db8:aa:1::1%eth0',
    '2001:db8:aa:1::192.0.2.1',
  ])
    expect(clientNetwork(address), address).toBe(client)
  expect(clientNetwork('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64')
  expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
  expect(clientNetwork('fe80::')).toBe('fe80:0:0:0::/64')
})

test('a value that is not an IP address is kept as it is', () => {
  expect(clientNetwork('unknown')).toBe('unknown')
  expect(clientNetwork('2001:db8::zz')).toBe('2001:db8::zz')
})
