/**
 * 19.1.1: readiness after the charge, and recovering from disorder as the ruleset chooses.
 */
import { describe, expect, it } from 'vitest';
import { type EditableJson, entries, playJson, variantJson } from '../support/charges.ts';

/**
 * Step 8, cavalry reform (19.1.1, ruling R4 defaults in the ruleset's `reform`): the charging cavalry's
 * readiness after a charge with and without a melee, never fresher than it was, and the recovery from
 * disorder when the ruleset grants it. Written to kill surviving mutants of step8-reform.ts
 * (docs/mutation.md).
 */

/** Plays a shipped scenario, changed by `edit`, with its own dice and these settings. */
function play(file: string, edit: (j: EditableJson) => void = () => {}, settings = {}) {
  const json = variantJson(file, edit) as EditableJson;
  return playJson(json, json.dice?.script ?? [], settings);
}

const reformed = (s: ReturnType<typeof play>) => entries(s, 'reform.unit').map((e) => e.params);

describe('19.1.1: readiness after the charge', () => {
  it('no melee (the lone unsupplied battery fled, 07): the hussars are tired, in good order', () => {
    const s = play('07-lone-unsupplied-artillery.json');
    expect(s.meleeFought).toBeFalsy();
    expect(reformed(s)).toEqual(
      s.attackers.map((id) => ({
        unit: s.board.units.find((u) => u.id === id)!.name,
        readiness: 'tired',
        morale: 'good',
      })),
    );
  });

  it('after a melee (02): exhausted', () => {
    const s = play('02-stand-failed-disorder.json');
    expect(s.meleeFought).toBe(true);
    expect(reformed(s).map((p) => p?.readiness)).toEqual(s.attackers.map(() => 'exhausted'));
    expect(s.board.units.filter((u) => s.attackers.includes(u.id)).map((u) => u.readiness)).toEqual(
      s.attackers.map(() => 'exhausted'),
    );
  });

  it('never fresher than it was: exhausted cavalry that fought no melee stays exhausted', () => {
    const s = play('07-lone-unsupplied-artillery.json', (j) => {
      for (const u of j.units) if (u.side === j.units[0].side) u.readiness = 'exhausted';
    });
    expect(reformed(s).map((p) => p?.readiness)).toEqual(s.attackers.map(() => 'exhausted'));
  });

  it('a ruleset whose melee leaves cavalry only tired: tired cavalry stays tired, fresh becomes tired', () => {
    const settings = {
      reform: { readinessAfterMelee: 'tired', readinessWithoutMelee: 'fresh', recoverDisorder: false },
    };
    const s = play('02-stand-failed-disorder.json', () => {}, settings);
    expect(reformed(s).map((p) => p?.readiness)).toEqual(s.attackers.map(() => 'tired'));
    const fresh = play('07-lone-unsupplied-artillery.json', () => {}, settings);
    expect(reformed(fresh).map((p) => p?.readiness)).toEqual(fresh.attackers.map(() => 'fresh'));
  });
});

describe("19.1.1: recovering from disorder is the ruleset's choice", () => {
  it('shipped (no recovery): the disordered cavalry of 05 stays disordered', () => {
    const s = play('05-general-order.json');
    expect(reformed(s).map((p) => p?.morale)).toEqual(s.attackers.map(() => 'disordered'));
  });
  it('recoverDisorder: it reforms in good order', () => {
    const s = play('05-general-order.json', () => {}, {
      reform: { readinessAfterMelee: 'exhausted', readinessWithoutMelee: 'tired', recoverDisorder: true },
    });
    expect(reformed(s).map((p) => p?.morale)).toEqual(s.attackers.map(() => 'good'));
    expect(s.board.units.filter((u) => s.attackers.includes(u.id)).map((u) => u.moraleState)).toEqual(
      s.attackers.map(() => 'good'),
    );
  });
});
