/**
 * Starred results (step 5): the morale check a starred melee result asks of the defender or of the
 * attacking stack, and the attackers it routs. Expected values worked out from RULES.md and the
 * demonstration chart, then checked against the engine.
 */
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../src/model/ruleset.ts';
import { endingParams } from '../../src/procedure/ending.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import {
  boardLines,
  type EditableJson,
  entries,
  play,
  playByHand,
  playVariant,
  rulesetWith,
  starredBothSides,
  variantJson,
} from '../support/charges.ts';
import { said } from '../support/said.ts';

/** The demonstration chart with its 2*\/1 cells starred on both sides. */
const base = rulesetWith();

const starredBoth: Ruleset = starredBothSides(base);

function playStarred(edit: (j: EditableJson) => void, dice: readonly number[]): ChargeState {
  return playByHand(variantJson('04-square.json', edit), starredBoth, dice);
}

/** The keys of the log from the first starred check on. */
const keysAfterChecks = (s: ChargeState) => {
  const i = s.log.findIndex((e) => e.key.startsWith('result.check'));
  return s.log.slice(i).map((e) => e.key);
};

describe('step 5, 1/2*: the defender morale check against morale 52', () => {
  it('53 passes: the battalion holds', () => {
    const s = play('02-stand-failed-disorder.json', [33, 24, 35, 53]).state;
    expect(entries(s, 'result.check-passed').map((e) => e.arithmetic)).toEqual(['d66 53 > morale 52']);
    expect(entries(s, 'result.check-failed')).toEqual([]);
  });
  it('52, equal to its morale, fails: already disordered, it routs (second disorder)', () => {
    const s = play('02-stand-failed-disorder.json', [33, 24, 35, 52, 6, 6, 6]).state;
    expect(entries(s, 'result.check-failed').map((e) => e.arithmetic)).toEqual(['d66 52 <= morale 52']);
    expect(entries(s, 'result.check-passed')).toEqual([]);
    expect(entries(s, 'morale.routed-second-disorder').map((e) => e.params)).toEqual([
      { unit: 'IR 4 Hoch- und Deutschmeister' },
    ]);
  });
});

// Scenario 04: cuirassiers (morale 45) against IR 4 (morale 41) in square at 1:1; 35 gives 2*/1*. The
// attacker check 11 fails, the defender check 11 fails. IR 4 starts disordered: it routs.
describe('step 5: attackers routed by their starred check', () => {
  it('a stack of two: the disordered regiment routs away, the other is disordered, advances alone and alone rolls for recall', () => {
    const s = playStarred(
      (j) => {
        j.units[0].moraleState = 'disordered';
        j.units.splice(1, 0, {
          ...j.units[0],
          id: 'fr-cuir-2',
          name: '5e Cuirassiers',
          moraleState: 'good',
          melee: 1,
          increments: 1,
        });
        j.charge.attackers.push('fr-cuir-2');
        j.units[2].moraleState = 'disordered';
      },
      [21, 14, 35, 11, 11, 6],
    );
    expect(keysAfterChecks(s)).toMatchInlineSnapshot(`
      [
        "result.check-failed",
        "morale.routed-second-disorder",
        "morale.disordered",
        "result.check-failed",
        "morale.routed-second-disorder",
        "move.rout",
        "move.rout",
        "move.zones-left-first-free",
        "advance.disordered",
        "recall.recalled",
        "trample.none",
        "reform.unit",
        "charge.ended",
      ]
    `);
    expect(said(s.log.find((e) => e.key === 'advance.disordered')!)).toMatchInlineSnapshot(
      `"advance.disordered stack=5e Cuirassiers hex=0811"`,
    );
    expect(s.log.find((e) => e.key === 'recall.recalled')!.params.stack).toBe('5e Cuirassiers');
    expect(boardLines(s)).toMatchInlineSnapshot(`
      [
        "0005 au-ir4 5/6 routed",
        "0018 fr-cuirassiers 4/6 routed fresh",
        "0811 fr-cuir-2 1/1 disordered exhausted",
      ]
    `);
  });

  it('alone: with no charging unit in order, nobody advances and there is no recall nor pursuit', () => {
    const s = playStarred(
      (j) => {
        j.units[0].moraleState = 'disordered';
        j.units[1].moraleState = 'disordered';
      },
      [21, 14, 35, 11, 11],
    );
    expect(s.pending).toBeNull();
    expect(keysAfterChecks(s)).toMatchInlineSnapshot(`
      [
        "result.check-failed",
        "morale.routed-second-disorder",
        "result.check-failed",
        "morale.routed-second-disorder",
        "move.rout",
        "move.rout",
        "advance.cannot",
        "reform.nobody",
        "charge.ended",
      ]
    `);
    expect(s.log.find((e) => e.key === 'advance.cannot')).toMatchObject({
      rule: '19.10',
      step: 'advanceAfterCharge',
    });
    expect(endingParams(s.ending!)).toMatchInlineSnapshot(`
      {
        "attackerState1": "routed",
        "attackers": "on-board",
        "decidedBy": "melee",
        "defenderState1": "routed",
        "defenders": "on-board",
        "odds": "1:1",
      }
    `);
  });
});

describe('step 5: the starred check entry', () => {
  it('1/2* (2:1, roll 35), check 11: the entry carries its d66', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33, 24, 35, 11], () => {});
    const e = s.log.find((x) => x.key === 'result.check-failed');
    expect([e && said(e), e?.dice]).toMatchInlineSnapshot(`
      [
        "result.check-failed stack=IR 4 Hoch- und Deutschmeister roll=11 morale=52",
        {
          "dice": "d66",
          "roll": 11,
        },
      ]
    `);
  });
});
