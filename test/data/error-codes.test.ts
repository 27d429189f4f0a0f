// docs/errors.md is the contract of the codes: every code of its tables is in the exported unions, and
// every code of the unions is on the page, in the section of its kind (refusals or board invariants).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, loadRulesetFromJson, VIOLATION_CODES } from '../../machines/index.ts';
import { DICE_ERROR_CODES } from '../../src/dice/codes.ts';
import { isErrorCode } from '../../src/errors.ts';

const PAGE = readFileSync(join(import.meta.dirname, '../../docs/errors.md'), 'utf8');

/** The codes in the first column of the tables of docs/errors.md, by section ("## ..." heading). */
function documentedCodes(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let section = '';
  for (const line of PAGE.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3);
    const m = /^\| `([a-z]+\/[a-z-]+)` \|/.exec(line);
    if (m) out.set(section, [...(out.get(section) ?? []), m[1]!]);
  }
  return out;
}

const sections = documentedCodes();
const invariantsSection = [...sections.keys()].find((s) => s.startsWith('Board invariants'));
const refusals = [...sections].filter(([s]) => s !== invariantsSection).flatMap(([, codes]) => codes);

describe('the error codes of docs/errors.md', () => {
  it('reads the tables of the page (the check is not empty)', () => {
    expect(invariantsSection).toBe('Board invariants (`src/invariants/`)');
    expect(refusals).toContain('data/crt-gap');
    expect(refusals).toContain('check/bad-dice');
    expect(refusals.length).toBeGreaterThan(90);
  });

  it('ErrorCode holds exactly the codes of the refusal tables, in the order of the page', () => {
    expect([...ERROR_CODES]).toEqual(refusals);
  });

  it('ViolationCode holds exactly the codes of the section "Board invariants", in its order', () => {
    expect([...VIOLATION_CODES]).toEqual(sections.get(invariantsSection!));
  });

  it('no code is listed twice, and a refusal code is never a violation code', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(new Set(VIOLATION_CODES).size).toBe(VIOLATION_CODES.length);
    expect(ERROR_CODES.filter((c) => (VIOLATION_CODES as readonly string[]).includes(c))).toEqual([]);
  });

  it('the dice module lists the dice codes of the page', () => {
    expect(Object.keys(DICE_ERROR_CODES)).toEqual(refusals.filter((c) => c.startsWith('dice/')));
  });

  it('isErrorCode knows the documented codes and nothing else', () => {
    expect(ERROR_CODES.every(isErrorCode)).toBe(true);
    expect(['data/bad', 'board/off-map', 'DATA/CRT-GAP', '', 42, null, undefined].map(isErrorCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('the lists cannot be changed by a host', () => {
    expect(Object.isFrozen(ERROR_CODES)).toBe(true);
    expect(Object.isFrozen(VIOLATION_CODES)).toBe(true);
  });
});

describe("a host's file reader answers a refusal", () => {
  const extending = { kind: 'ruleset', id: 'x', name: 'x', extends: 'base.json' };
  it('with a code of the page: the refusal keeps it', () => {
    const r = loadRulesetFromJson(extending, () => ({
      ok: false,
      error: { code: 'file/not-found', message: 'no base.json here' },
    }));
    expect(r).toMatchObject({ ok: false, error: { code: 'file/not-found' } });
  });
  it('with a code of its own: file/unreadable, naming the code it gave', () => {
    const r = loadRulesetFromJson(
      extending,
      () => ({ ok: false, error: { code: 'disk/gone', message: 'gone' } }) as never,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('file/unreadable');
    expect(r.error.message).toContain('the host\'s file reader refused with "disk/gone": gone');
  });
});
