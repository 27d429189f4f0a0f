import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../model/fixtures.ts';
import { type EditableJson, rollAll, sessionJson, variantJson } from './helpers.ts';

// Each rule of seed 003's procedure pinned by exact outcomes and log entries, so that a wrong rule
// (the mutants listed in the issue "The rules hold") fails a test.

/** The log entries of one step as "key: text". */
const said = (s: ReturnType<typeof sessionJson>, step: string) =>
  s.state.log.filter((e) => e.step === step).map((e) => `${e.key}: ${e.text}`);

describe('step 3: "no defensive fire" names the real cause', () => {
  // Scenario 02: hussars charge IR 4 at 0811 from 0812 (south); the stand check roll fails.
  const noFire = (edit: (j: EditableJson) => void) =>
    said(rollAll(sessionJson(variantJson('02-stand-failed-disorder.json', edit)), [33]), 'defensiveFire');

  it('the charger is not on a front hexside', () => {
    expect(
      noFire((j) => {
        j.units[1].facing = 'N';
      }),
    ).toEqual([
      'fire.not-front: IR 4 Hoch- und Deutschmeister does not have the charging cavalry on a front hexside: it does not fire',
      'fire.none: No unit of the stack at 0811 can fire: no defensive fire',
    ]);
  });

  it('a fire value of 0', () => {
    expect(
      noFire((j) => {
        j.units[1].fire = 0;
      }),
    ).toEqual([
      'fire.no-fire-value: IR 4 Hoch- und Deutschmeister has no fire value: it does not fire',
      'fire.none: No unit of the stack at 0811 can fire: no defensive fire',
    ]);
  });

  it('limbered artillery', () => {
    expect(
      noFire((j) => {
        j.units[1] = {
          ...j.units[1],
          name: 'Fussbatterie Nr. 3',
          arm: 'artillery',
          formation: 'limbered',
          supplied: true,
        };
      }),
    ).toEqual([
      'fire.limbered: Fussbatterie Nr. 3 is limbered artillery: it does not fire',
      'fire.none: No unit of the stack at 0811 can fire: no defensive fire',
    ]);
  });

  it('each unit of a stack with its own cause: facing, no supply ammunition, routed', () => {
    expect(
      noFire((j) => {
        j.units[1].facing = 'N';
        j.units.push({ ...j.units[1], id: 'au-bty', name: 'Fussbatterie Nr. 3', arm: 'artillery' });
        Object.assign(j.units[2], { formation: 'unlimbered', supplied: false, facing: 'S', increments: 2 });
        j.units.push({ ...j.units[1], id: 'au-ir7', name: 'IR 7', moraleState: 'routed', facing: 'S' });
      }),
    ).toEqual([
      'fire.not-front: IR 4 Hoch- und Deutschmeister does not have the charging cavalry on a front hexside: it does not fire',
      'fire.unsupplied: Fussbatterie Nr. 3 is artillery without supply ammunition: it does not fire',
      'fire.routed: IR 7 is routed: it does not fire',
      'fire.none: No unit of the stack at 0811 can fire: no defensive fire',
    ]);
  });

  it('no unit left in the hex: the stack routed away at the stand check', () => {
    // Two target hexes: i1, already disordered, fails (11) and routs away; i2 stands (66), shift die 1.
    const json = structuredClone(FIXTURES['two-hexes']!) as EditableJson;
    json.units.find((u: EditableJson) => u.id === 'i1').moraleState = 'disordered';
    const s = rollAll(sessionJson(json), [11, 66, 1]);
    expect(said(s, 'defensiveFire')).toEqual([
      'fire.none-left: No defending unit is left at 0617: no defensive fire',
    ]);
    expect(s.pending?.id).toBe('fire-1');
  });
});
