import { describe, expect, it } from 'vitest';
import { maskAddressesIn, maskIp } from './mask-address.js';

describe('masking for the log', () => {
  it('keeps the first letter and the domain of every address in a text', () => {
    expect(maskAddressesIn('550 <jan.kowalski@biuro.pl>, anna@x.example.com: no')).toBe(
      '550 <j…@biuro.pl>, a…@x.example.com: no',
    );
    expect(maskAddressesIn('at /app/node_modules/@fastify/cors/index.js:1')).toBe(
      'at /app/node_modules/@fastify/cors/index.js:1',
    );
  });

  it("keeps a client address's network only", () => {
    expect(maskIp('203.0.113.57')).toBe('203.0.113.0');
    expect(maskIp('::ffff:198.51.100.7')).toBe('198.51.100.0');
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(maskIp('2001:db8::1')).toBe('2001:db8::');
    expect(maskIp('::1')).toBe('::');
    expect(maskIp('unknown')).toBe('…');
  });
});
