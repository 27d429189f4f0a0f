import { describe, expect, it } from 'vitest';
import { makeCrtResult, parseCrtResult } from '../../src/data/crt-result.ts';
import { makeOdds, parseOdds } from '../../src/data/odds.ts';
import type { CrtResult } from '../../src/model/ruleset.ts';

const CANONICAL = [
  'AS',
  'AR',
  'AD1',
  'AD2',
  'AD3',
  '-',
  'DD1',
  'DD2',
  'DD3',
  'DR',
  'DS',
  '1/1',
  '2*/1',
  '1/2*',
  '2*/2*',
  '0/1',
];

describe('chart results', () => {
  it.each(CANONICAL)('round-trips %s', (text) => {
    const r = parseCrtResult(text);
    expect(r).toBeDefined();
    expect(makeCrtResult(r as CrtResult)).toBe(text);
    expect(parseCrtResult(makeCrtResult(r as CrtResult))).toEqual(r);
  });

  it('reads the alternative spellings', () => {
    expect(parseCrtResult('NE')).toEqual({ kind: 'none' });
    expect(parseCrtResult('')).toEqual({ kind: 'none' });
    expect(parseCrtResult('*2/1')).toEqual(parseCrtResult('2*/1'));
    expect(makeCrtResult(parseCrtResult('*2/1') as CrtResult)).toBe('2*/1');
  });

  it('reads the parts of each result', () => {
    expect(parseCrtResult('AD2')).toEqual({ kind: 'AD', hexes: 2 });
    expect(parseCrtResult('DD3')).toEqual({ kind: 'DD', hexes: 3 });
    expect(parseCrtResult('1/2*')).toEqual({
      kind: 'losses',
      attacker: 1,
      defender: 2,
      attackerCheck: false,
      defenderCheck: true,
    });
  });

  it.each(['XX', 'AD', 'AD0', 'DD', '*2*/1', '2/', '/1', 'as', 'A S'])('refuses %j', (text) => {
    expect(parseCrtResult(text)).toBeUndefined();
  });
});

describe('odds', () => {
  it.each(['1:3', '3:2', '6:1'])('round-trips %s', (text) => {
    const o = parseOdds(text);
    expect(o).toBeDefined();
    expect(makeOdds(o as NonNullable<typeof o>)).toBe(text);
  });

  it.each(['3-2', '0:1', '1:0', '1.5:1', ':2', ''])('refuses %j', (text) => {
    expect(parseOdds(text)).toBeUndefined();
  });
});
