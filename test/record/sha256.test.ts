// The pure SHA-256 and HMAC-SHA-256 of src/dice (no node:crypto in src/): the known vectors of NIST
// (FIPS 180-4 examples) and RFC 4231, and node:crypto's answer over every padding length.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256 } from '../../src/dice/hmac.ts';
import { sha256, toHex, utf8 } from '../../src/dice/sha256.ts';

const hex = (s: string) => Uint8Array.from(s.match(/../g)!.map((b) => Number.parseInt(b, 16)));

describe('SHA-256 (FIPS 180-4)', () => {
  it('gives the NIST vectors: "abc", the empty text, the 448-bit message', () => {
    expect(toHex(sha256(utf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(toHex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(toHex(sha256(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with node:crypto on every length around the 64-byte blocks, and on UTF-8 text', () => {
    for (let n = 0; n <= 130; n++) {
      const s = 'x'.repeat(n);
      expect(toHex(sha256(utf8(s))), `length ${n}`).toBe(createHash('sha256').update(s).digest('hex'));
    }
    expect(toHex(sha256(utf8('Кирасиры ⚔')))).toBe(createHash('sha256').update('Кирасиры ⚔').digest('hex'));
  });
});

describe('HMAC-SHA-256 (RFC 4231)', () => {
  it('test case 1: key 20 x 0x0b, "Hi There"', () => {
    expect(toHex(hmacSha256(new Uint8Array(20).fill(0x0b), utf8('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
  });
  it('test case 2: key "Jefe"', () => {
    expect(toHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
  it('test case 6: a key longer than the block is hashed first', () => {
    const key = new Uint8Array(131).fill(0xaa);
    expect(toHex(hmacSha256(key, utf8('Test Using Larger Than Block-Size Key - Hash Key First')))).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
    expect(toHex(hmacSha256(hex('0102'), utf8('m')))).toBe(
      createHmac('sha256', hex('0102')).update('m').digest('hex'),
    );
  });
});
