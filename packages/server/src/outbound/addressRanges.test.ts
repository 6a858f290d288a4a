import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressBytes, formatAddress, specialRangeOf } from './addressRanges.js';
import { outboundConfigFrom, OutboundPolicy } from './outboundPolicy.js';

const rangeOf = (text: string) => {
  const bytes = addressBytes(text);
  if (!bytes) throw new Error(`not an address: ${text}`);
  return specialRangeOf(bytes);
};

describe('the address ranges', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['::127.0.0.1', 'reserved'],
    ['::10.0.0.1', 'reserved'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['64:ff9b:1::1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['2001::1', 'reserved'],
    ['2001:db8::1', 'documentation'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['100::1', 'reserved'],
    ['4000::1', 'reserved'],
  ])('%s is %s', (address, range) => {
    expect(rangeOf(address)).toBe(range);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '192.167.255.255',
    '169.253.255.255',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('%s is public', (address) => {
    expect(rangeOf(address)).toBeNull();
  });

  it('judges every IPv4 address the same in its IPv4-mapped, NAT64 and 6to4 forms', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ipv4) => {
        const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
        const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        const range = rangeOf(ipv4);
        expect(rangeOf(`::ffff:${ipv4}`)).toBe(range);
        expect(rangeOf(`::ffff:${hex}`)).toBe(range);
        expect(rangeOf(`64:ff9b::${hex}`)).toBe(range);
        expect(rangeOf(`2002:${hex}::1`)).toBe(range);
      }),
    );
  });

  it('reads every IPv6 spelling as the same address', () => {
    fc.assert(
      fc.property(fc.ipV6(), (ipv6) => {
        const bytes = addressBytes(ipv6);
        expect(bytes).not.toBeNull();
        const again = addressBytes(formatAddress(bytes!));
        expect(Array.from(again!)).toEqual(Array.from(bytes!));
        expect(specialRangeOf(again!)).toBe(specialRangeOf(bytes!));
      }),
    );
  });

  it('calls nothing in the private, loopback or link-local blocks public', () => {
    const inBlock = (first: number, second: fc.Arbitrary<number>) =>
      fc.tuple(second, fc.nat(255), fc.nat(255)).map(([b, c, d]) => `${first}.${b}.${c}.${d}`);
    fc.assert(
      fc.property(
        fc.oneof(
          inBlock(10, fc.nat(255)),
          inBlock(127, fc.nat(255)),
          inBlock(169, fc.constant(254)),
          inBlock(172, fc.integer({ min: 16, max: 31 })),
          inBlock(192, fc.constant(168)),
          inBlock(100, fc.integer({ min: 64, max: 127 })),
        ),
        (address) => {
          expect(rangeOf(address)).not.toBeNull();
          expect(rangeOf(`::ffff:${address}`)).not.toBeNull();
        },
      ),
    );
  });

  it('refuses what is not an address', () => {
    for (const text of ['', 'localhost', '1.2.3', '256.1.1.1', '::g', '1::2::3', '[::1', '01.2.3.4'])
      expect(addressBytes(text)).toBeNull();
  });
});

describe('the outbound policy', () => {
  const bytes = (text: string) => addressBytes(text)!;

  it('refuses special addresses unless listed, by block, by address or by host name', () => {
    const policy = new OutboundPolicy(
      outboundConfigFrom({
        KIZUNA_OUTBOUND_ALLOW: '10.20.0.0/16,cmx.corp.example,*.pbx.corp.example,fd00::/8',
      }),
    );
    expect(policy.verdict('https:', 'public.example', [bytes('8.8.8.8')])).toBeNull();
    expect(policy.verdict('https:', 'x', [bytes('10.20.3.4')])).toBeNull();
    expect(policy.verdict('https:', 'x', [bytes('::ffff:10.20.3.4')])).toBeNull();
    expect(policy.verdict('https:', 'x', [bytes('10.21.0.1')])).toMatch(/private/);
    expect(policy.verdict('https:', 'cmx.corp.example', [bytes('192.168.0.9')])).toBeNull();
    expect(policy.verdict('https:', 'CMX.corp.example.', [bytes('192.168.0.9')])).toBeNull();
    expect(policy.verdict('https:', 'a.pbx.corp.example', [bytes('192.168.0.9')])).toBeNull();
    expect(policy.verdict('https:', 'pbx.corp.example.evil', [bytes('192.168.0.9')])).toMatch(/private/);
    expect(policy.verdict('https:', 'x', [bytes('fd00::5')])).toBeNull();
    // A name whose addresses are public but for one is refused: every address is checked.
    expect(policy.verdict('https:', 'rebind.example', [bytes('8.8.8.8'), bytes('127.0.0.1')])).toMatch(
      /loopback/,
    );
    expect(policy.verdict('https:', 'x', [bytes('169.254.169.254')])).toMatch(/link-local/);
    expect(policy.verdict('https:', 'x', [])).toMatch(/no address/);
  });

  it('allows http: only where listed for it', () => {
    const strict = new OutboundPolicy(outboundConfigFrom({}));
    expect(strict.schemeVerdict('https:', 'a.example')).toBeNull();
    expect(strict.schemeVerdict('http:', '8.8.8.8')).toMatch(/http:/);
    expect(strict.verdict('http:', 'a.example', [bytes('8.8.8.8')])).toMatch(/http:/);
    expect(strict.schemeVerdict('ftp:', 'a.example')).toMatch(/ftp:/);
    const some = new OutboundPolicy(
      outboundConfigFrom({ KIZUNA_OUTBOUND_ALLOW_HTTP: 'feed.corp.example,8.8.8.0/24' }),
    );
    expect(some.verdict('http:', 'feed.corp.example', [bytes('1.2.3.4')])).toBeNull();
    expect(some.verdict('http:', 'x', [bytes('8.8.8.8')])).toBeNull();
    expect(some.verdict('http:', 'x', [bytes('9.9.9.9')])).toMatch(/http:/);
    const any = new OutboundPolicy(outboundConfigFrom({ KIZUNA_OUTBOUND_ALLOW_HTTP: '*' }));
    expect(any.verdict('http:', 'x', [bytes('9.9.9.9')])).toBeNull();
    // http: everywhere still reaches no private address.
    expect(any.verdict('http:', 'x', [bytes('10.0.0.1')])).toMatch(/private/);
  });

  it('refuses to start on an entry that is neither an address, a block nor a name', () => {
    expect(() => outboundConfigFrom({ KIZUNA_OUTBOUND_ALLOW: '10.0.0.0/33' })).toThrow(
      /KIZUNA_OUTBOUND_ALLOW/,
    );
    expect(() => outboundConfigFrom({ KIZUNA_OUTBOUND_ALLOW: 'http://x' })).toThrow(/KIZUNA_OUTBOUND_ALLOW/);
    expect(() => outboundConfigFrom({ KIZUNA_OUTBOUND_ALLOW: '*' })).toThrow(/KIZUNA_OUTBOUND_ALLOW/);
    expect(() => outboundConfigFrom({ KIZUNA_OUTBOUND_MAX_BYTES: '-1' })).toThrow(/MAX_BYTES/);
    expect(outboundConfigFrom({ KIZUNA_OUTBOUND_ALLOW: ' 10.0.0.0/8 , CMX.example ' }).allow).toEqual([
      '10.0.0.0/8',
      'cmx.example',
    ]);
  });
});
