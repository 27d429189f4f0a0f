/**
 * The stand check (19.6) on boards the shipped charges do not reach: the best of several leaders'
 * morale modifiers (ruling R28, the first of equals), a battalion in general order out of general-order
 * terrain and one in line in a wood (each protected by one of the two), a routed unit listed first in
 * the target stack (it takes no check: the first unit in order does), and the procedure against routed
 * units naming its whole routed stack. Written to kill the surviving mutants of step2-stand-check.ts
 * and routed-target.ts (docs/mutation.md); expected values from RULES.md and the demonstration tables.
 */

import { describe, expect, it } from 'vitest';
import { narrate } from '../../src/narration/narrate.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { boardLines, type EditableJson, playVariant } from './helpers.ts';

const play = playVariant;

/** The log entries of step 2 (rule 19.6) and of the procedure against routed units' step 1: "key: text | arithmetic". */
function stand(s: ChargeState): string[] {
  return s.log
    .filter((e) => e.rule === '19.6' || e.key === 'routed.retreats')
    .map((e) => `${e.key}: ${narrate(e)}${e.arithmetic ? ` | ${e.arithmetic}` : ''}`);
}

const unit = (j: EditableJson, id: string) => j.units.find((u: EditableJson) => u.id === id);
const leader = (id: string, moraleModifier: number) => ({
  id,
  name: id,
  side: 'austrian',
  at: '0811',
  meleeModifier: 0,
  moraleModifier,
});

describe('leaders with the defending stack (R28: the best scenario modifier)', () => {
  it('three leaders of +5, +2 and +5: the first +5 counts (33 +5 = 42 does not beat 52)', () => {
    const s = play('02-stand-failed-disorder.json', [33], (j) => {
      j.leaders.push(leader('Alvinczy', 5), leader('Bianchi', 2), leader('Chasteler', 5));
    });
    expect(stand(s).slice(0, 1)).toMatchInlineSnapshot(`
      [
        "stand.failed: IR 4 Hoch- und Deutschmeister fails to stand: modified roll 42 does not beat morale 52 | d66 33 +5 Leader with the stack (Alvinczy) = 42 <= morale 52",
      ]
    `);
  });
});

describe('a leader of morale modifier 0 (R28)', () => {
  it('counts 0 steps, told as "+0" (33 +0 = 33 does not beat 52)', () => {
    const s = play('02-stand-failed-disorder.json', [33], (j) => {
      j.leaders.push(leader('Alvinczy', 0));
    });
    expect(stand(s).slice(0, 1)).toMatchInlineSnapshot(`
      [
        "stand.failed: IR 4 Hoch- und Deutschmeister fails to stand: modified roll 33 does not beat morale 52 | d66 33 +0 Leader with the stack (Alvinczy) = 33 <= morale 52",
      ]
    `);
  });
});

describe('protected from the failed check: general order and general-order terrain', () => {
  it('a battalion in general order in clear terrain (scenario 05 without its wood) fails and is not disordered', () => {
    const s = play('05-general-order.json', [11], (j) => {
      j.board.terrain = {};
    });
    expect(stand(s)).toMatchInlineSnapshot(`
      [
        "stand.failed: Warasdiner Grenzer fails to stand: modified roll 14 does not beat morale 46 | d66 11 +3 Defender in general order = 14 <= morale 46",
        "stand.failed-protected: Warasdiner Grenzer is in square, general order or a special structure: it holds, but without doubled fire or column shifts",
      ]
    `);
    expect(boardLines(s)).toContain('0811 au-grenz 4/4 good');
  });

  it('a battalion in line in a wood (scenario 05 in line) fails and is not disordered', () => {
    const s = play('05-general-order.json', [11], (j) => {
      unit(j, 'au-grenz').formation = 'line';
    });
    expect(stand(s)).toMatchInlineSnapshot(`
      [
        "stand.failed: Warasdiner Grenzer fails to stand: modified roll 14 does not beat morale 46 | d66 11 +3 Defender in general order = 14 <= morale 46",
        "stand.failed-protected: Warasdiner Grenzer is in square, general order or a special structure: it holds, but without doubled fire or column shifts",
      ]
    `);
    expect(boardLines(s)).toContain('0811 au-grenz 4/4 good');
  });
});

describe('routed units in a target stack', () => {
  it('a routed unit listed before IR 4: the check is that of IR 4 (morale 52), the stack is IR 4 alone', () => {
    const s = play('02-stand-failed-disorder.json', [33], (j) => {
      j.units.splice(1, 0, {
        ...unit(j, 'au-ir4'),
        id: 'au-r1',
        name: 'R1',
        morale: 11,
        increments: 1,
        moraleState: 'routed',
      });
    });
    expect(stand(s).slice(0, 1)).toMatchInlineSnapshot(`
      [
        "stand.failed: IR 4 Hoch- und Deutschmeister fails to stand: modified roll 33 does not beat morale 52 | d66 33 = 33 <= morale 52",
      ]
    `);
  });

  it('the procedure against routed units names the whole routed stack (scenario 10 with a second routed unit)', () => {
    const s = play('10-against-routed.json', [], (j) => {
      const routed = j.units.find((u: EditableJson) => u.moraleState === 'routed');
      j.units.push({ ...routed, id: 'au-r2', name: 'R2', increments: 1 });
    });
    expect(stand(s)).toMatchInlineSnapshot(`
      [
        "routed.retreats: IR 4 Hoch- und Deutschmeister + R2 is routed: it retreats before the charge",
      ]
    `);
  });
});
