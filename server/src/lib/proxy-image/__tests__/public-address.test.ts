import { isPublicAddress } from '../public-address';

describe('isPublicAddress', () => {
  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv4 loopback range', '127.8.9.10'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.16.0.1'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local / cloud metadata', '169.254.169.254'],
    ['unspecified', '0.0.0.0'],
    ['this network', '0.1.2.3'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 unique local', 'fd00::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-mapped link-local in hex', '::ffff:a9fe:a9fe'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['6to4 of loopback', '2002:7f00:1::'],
    ['documentation range', '2001:db8::1'],
    ['IPv4-compatible (deprecated)', '::0.0.0.2'],
    ['outside global unicast', '4000::1'],
    ['not an address', 'localhost'],
    ['empty', ''],
  ])('refuses %s (%s)', (_label, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
