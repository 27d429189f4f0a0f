import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { parseClaim } from '../../src/analysis/claim.ts';
import { diffCrts, explainLookup, formatDifference, readLooseCrt } from '../../src/crt-tools/index.ts';
import { crtSheet } from '../../src/crt-tools/sheet.ts';
import { bufferIo, ROOT, scenarioAt } from '../support/analysis.ts';

const CRT = join(ROOT, 'data/tables/assault-melee.json');
const REF = join(ROOT, 'data/scenarios/01-reference-charge.json');

describe('crt diff', () => {
  it('finds planted differences cell by cell, a hole, and a missing column', () => {
    const a = JSON.parse(readFileSync(CRT, 'utf8'));
    const b = structuredClone(a);
    // Column 1:1: "1/1" at 46-52 becomes DR at 46-52; column 1:3: the cell 64-66 shrinks to 65-66 (hole at 64).
    const c11 = b.columns.find((c: { odds: string }) => c.odds === '1:1');
    const cell = c11.cells.find((x: { rolls: string }) => x.rolls === '46-52');
    cell.result = 'DR';
    b.columns[0].cells[b.columns[0].cells.length - 1].rolls = '65-66';
    const dropped = b.columns.pop();
    const diffs = diffCrts(readLooseCrt(a), readLooseCrt(b));
    const lines = diffs.map((d) => formatDifference(d));
    expect(lines).toContain('column 1:1 roll 46: A gives 1/1, B gives DR');
    expect(lines).toContain('column 1:1 roll 52: A gives 1/1, B gives DR');
    expect(lines).toContain('column 1:3 roll 64: A gives DD1, B gives nothing (no cell covers this roll)');
    expect(lines).toContain(`column ${dropped.odds}: A has the column, B has no such column`);
    expect(diffs.length).toBe(1 + 3 + 1); // 46, 51, 52 on 1:1 (46-52 = 46, 51, 52), 64 on 1:3, one column
  }, 120_000);

  it('the CLI exits 1 on differences and 0 on agreement (a chart and the ruleset naming it)', async () => {
    const io = bufferIo();
    expect(await main(['crt', 'diff', CRT, join(ROOT, 'data/rulesets/la-bataille.json')], io)).toBe(0);
    const b = JSON.parse(readFileSync(CRT, 'utf8'));
    b.columns[2].cells[0].result = 'NE';
    const dir = mkdtempSync(join(tmpdir(), 'crt-diff-'));
    writeFileSync(join(dir, 'b.json'), JSON.stringify(b));
    const io2 = bufferIo();
    expect(await main(['crt', 'diff', CRT, join(dir, 'b.json')], io2)).toBe(1);
    expect(io2.lines.some((l) => /^column 1:1 roll 11: A gives AS, B gives -$/.test(l))).toBe(true);
  }, 120_000);
});

describe('crt lookup and sheet', () => {
  const { ruleset } = scenarioAt('data/scenarios/01-reference-charge.json');
  it('explains d66 step arithmetic: 43 - 6 = 33, shifts, clamping', () => {
    const e = explainLookup(ruleset.crt, {
      odds: { attacker: 5, defender: 2 },
      roll: 43,
      shift: -1,
      modifier: -6,
    });
    expect(e.column).toBe('2:1');
    expect(e.finalColumn).toBe('3:2');
    expect(e.modified).toBe(33);
    const low = explainLookup(ruleset.crt, {
      odds: { attacker: 1, defender: 9 },
      roll: 12,
      shift: -3,
      modifier: -12,
    });
    expect(low.finalColumn).toBe('1:3');
    expect(low.modified).toBe(11);
  }, 120_000);
  it('each sheet row counts the 36 rolls', () => {
    for (const c of crtSheet(ruleset.crt, [-12, -6, 2])) {
      for (const r of c.rows) expect([...r.counts.values()].reduce((a, b) => a + b, 0)).toBe(36);
    }
  }, 120_000);
});

describe('check', () => {
  it('reads claims', () => {
    expect(parseClaim('DR')?.about).toBe('melee result');
    expect(parseClaim('ne')?.value).toBe('-');
    expect(parseClaim('routed')?.about).toBe('defender fate');
    expect(parseClaim('attacker:surrendered')?.about).toBe('attacker fate');
    expect(parseClaim('banana')).toBeUndefined();
  }, 120_000);

  it('confirms the right result and catches a wrong one, showing the step where it differs', async () => {
    const right = bufferIo();
    // Fire 45 +3 = 52: 2 casualties; the cuirassiers 10 1/2 + lancers 11 1/4 : 9 = 2:1; 56 -12 +2 -1 = 41: DD1.
    expect(await main(['check', REF, '--dice', '54,3,45,56', '--claim', 'DD1'], right)).toBe(0);
    expect(right.lines.join('\n')).toContain('RIGHT');
    const wrong = bufferIo();
    expect(await main(['check', REF, '--dice', '54,3,45,56', '--claim', 'DR'], wrong)).toBe(1);
    const text = wrong.lines.join('\n');
    expect(text).toContain('WRONG');
    expect(text).toContain('gives: melee result DD1');
    expect(text).toMatch(/differs at roll \d+, in Step \d+: /);
    expect(text).not.toMatch(/\b(meleeRoll|standCheck|defensiveFire)\b/);
  }, 120_000);

  it('refuses a dice script that runs out', async () => {
    const io = bufferIo();
    expect(await main(['check', REF, '--dice', '54', '--claim', 'DR'], io)).toBe(2);
    expect(io.errors.join('\n')).toContain('ran out');
  }, 120_000);
});

describe('odds', () => {
  it('prints exact fractions and decimals, and JSON', async () => {
    const io = bufferIo();
    expect(await main(['odds', join(ROOT, 'test/fixtures/analysis-stand-43.json'), '--json'], io)).toBe(0);
    const j = JSON.parse(io.lines.join('\n'));
    expect(j.total).toBe('1');
    expect(j.views.melee.find((r: { label: string }) => r.label === 'no melee').p).toBe('7/12');
  }, 120_000);
});
