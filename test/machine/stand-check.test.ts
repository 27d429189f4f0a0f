/**
 * Step 2, the stand check (19.6): the morale check of each target stack against the charge, what
 * counts in it (leaders, R28), who is protected from its failure, the routed units of a target stack
 * and the rout of a stack that fails it. Expected values worked out from RULES.md, then checked
 * against the engine.
 */
import { describe, expect, it } from 'vitest';
import { ChargeSession } from '../../machines/session.ts';
import { manualSource } from '../../src/dice/index.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import {
  boardLines,
  type EditableJson,
  playVariant,
  rollAll,
  rulesetWith,
  scenarioOf,
  sessionJson,
  variantJson,
} from '../support/charges.ts';
import { said } from '../support/said.ts';

/**
 * The stand check (step 2, 19.6) passes only when the modified d66 is GREATER than the morale value
 * (RULES: "a check passes when the modified roll is GREATER than the morale value"); equal fails.
 * Scenario 02: IR 4, morale 52, no stand modifier applies. Written for the wrong reading "passes on
 * equal" (`>` to `>=` in step2-stand-check.ts), which left every test green (npm run test:rule-mutants).
 */

/** Scenario 02 after its stand check roll only. */
function standCheck(roll: number) {
  return rollAll(sessionJson(variantJson('02-stand-failed-disorder.json', () => {})), [roll]).state;
}

/** The log entries of step 2 (rule 19.6) and of the procedure against routed units' step 1: "key: text | arithmetic". */
function stand(s: ChargeState): string[] {
  return s.log
    .filter((e) => e.rule === '19.6' || e.key === 'routed.retreats')
    .map((e) => `${said(e)}${e.arithmetic ? ` | ${e.arithmetic}` : ''}`);
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

describe('19.6: the stand check of IR 4 (morale 52) against the charge', () => {
  it('53 passes: the battalion stands and doubles its fire', () => {
    const s = standCheck(53);
    expect(s.log.filter((e) => e.key === 'stand.passed').map((e) => e.arithmetic)).toEqual([
      'd66 53 = 53 > morale 52',
    ]);
    expect(s.targets[0]).toMatchObject({ standCheck: 'passed', fireDoubled: true });
    expect(s.board.units.find((u) => u.id === 'au-ir4')?.moraleState).toBe('good');
  });

  it('52, equal to its morale, fails: the battalion is disordered and its fire is not doubled', () => {
    const s = standCheck(52);
    expect(s.log.filter((e) => e.key === 'stand.failed').map((e) => e.arithmetic)).toEqual([
      'd66 52 = 52 <= morale 52',
    ]);
    expect(s.log.filter((e) => e.key === 'stand.passed')).toEqual([]);
    expect(s.targets[0]).toMatchObject({ standCheck: 'failed', fireDoubled: false });
    expect(s.board.units.find((u) => u.id === 'au-ir4')?.moraleState).toBe('disordered');
  });
});

describe('19.6, R28: leaders with the defending stack (: the best scenario modifier)', () => {
  it('three leaders of +5, +2 and +5: the first +5 counts (33 +5 = 42 does not beat 52)', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33], (j) => {
      j.leaders.push(leader('Alvinczy', 5), leader('Bianchi', 2), leader('Chasteler', 5));
    });
    expect(stand(s).slice(0, 1)).toMatchInlineSnapshot(`
      [
        "stand.failed stack=IR 4 Hoch- und Deutschmeister hex=0811 roll=33 modified=42 morale=52 | d66 33 +5 Leader with the stack (Alvinczy) = 42 <= morale 52",
      ]
    `);
  });
});

describe('19.6, R28: a leader of morale modifier 0', () => {
  it('counts 0 steps, told as "+0" (33 +0 = 33 does not beat 52)', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33], (j) => {
      j.leaders.push(leader('Alvinczy', 0));
    });
    expect(stand(s).slice(0, 1)).toMatchInlineSnapshot(`
      [
        "stand.failed stack=IR 4 Hoch- und Deutschmeister hex=0811 roll=33 modified=33 morale=52 | d66 33 +0 Leader with the stack (Alvinczy) = 33 <= morale 52",
      ]
    `);
  });
});

describe('19.6: protected from the failed check: general order and general-order terrain', () => {
  it('a battalion in general order in clear terrain (scenario 05 without its wood) fails and is not disordered', () => {
    const s = playVariant('05-general-order.json', [11], (j) => {
      j.board.terrain = {};
    });
    expect(stand(s)).toMatchInlineSnapshot(`
      [
        "stand.failed stack=Warasdiner Grenzer hex=0811 roll=11 modified=14 morale=46 | d66 11 +3 Defender in general order = 14 <= morale 46",
        "stand.failed-protected unit=Warasdiner Grenzer",
      ]
    `);
    expect(boardLines(s)).toContain('0811 au-grenz 4/4 good');
  });

  it('a battalion in line in a wood (scenario 05 in line) fails and is not disordered', () => {
    const s = playVariant('05-general-order.json', [11], (j) => {
      unit(j, 'au-grenz').formation = 'line';
    });
    expect(stand(s)).toMatchInlineSnapshot(`
      [
        "stand.failed stack=Warasdiner Grenzer hex=0811 roll=11 modified=14 morale=46 | d66 11 +3 Defender in general order = 14 <= morale 46",
        "stand.failed-protected unit=Warasdiner Grenzer",
      ]
    `);
    expect(boardLines(s)).toContain('0811 au-grenz 4/4 good');
  });
});

describe('19.6: routed units in a target stack', () => {
  it('a routed unit listed before IR 4: the check is that of IR 4 (morale 52), the stack is IR 4 alone', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33], (j) => {
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
        "stand.failed stack=IR 4 Hoch- und Deutschmeister hex=0811 roll=33 modified=33 morale=52 | d66 33 = 33 <= morale 52",
      ]
    `);
  });

  it('the procedure against routed units names the whole routed stack (scenario 10 with a second routed unit)', () => {
    const s = playVariant('10-against-routed.json', [], (j) => {
      const routed = j.units.find((u: EditableJson) => u.moraleState === 'routed');
      j.units.push({ ...routed, id: 'au-r2', name: 'R2', increments: 1 });
    });
    expect(stand(s)).toMatchInlineSnapshot(`
      [
        "routed.retreats stack=IR 4 Hoch- und Deutschmeister + R2",
      ]
    `);
  });
});

describe('19.6, step 2: the rout of a stack failing its stand check', () => {
  it('03 with a French battalion at 0600: of the 12 equal rout paths, the first ends farthest from the charge', () => {
    // IR 4 (disordered) fails its stand check (22 -6 = 12 <= 45) and routs 10 hexes (13.2.4). The extra
    // battalion makes 12 paths equal on every priority; they are listed by end hex farthest from the
    // hex the charge came from (0812) first, so the default is the path to 1504, not one to 0017.
    const edit = (j: EditableJson) => {
      j.units.push({ ...j.units[0], id: 'fr-other', name: 'Other', at: '0600', arm: 'infantry' });
      delete j.units[2].weight;
    };
    const ses = rollAll(sessionJson(variantJson('03-stand-failed-rout.json', edit)), [22]);
    const p = ses.pending;
    expect(p?.kind === 'choice' && [p.options.length, p.options[0]!.say.params.path]).toEqual([
      12,
      '0810-0809-0808-0907-1007-1106-1206-1305-1405-1504',
    ]);
    const s = playVariant('03-stand-failed-rout.json', [22, 5], edit);
    expect(boardLines(s)).toEqual([
      '0600 fr-other 6/6 good',
      '0811 fr-hussars 6/6 good tired',
      '1504 au-ir4 5/6 routed',
    ]);
  });
});

describe('19.6: a target that routs along its row has left its hex', () => {
  it('IR 4 (already disordered) fails its stand check and routs 1 hex to 0711: step 3 finds no unit left at 0811', () => {
    // Scenario 02 with the hussars at 0910 charging 0811 (IR 4, disordered) and 0911 (IR 9); French
    // battalions in 0710, 0810 and 0812 leave 0711 as the one hex away from the charge; routs of 1 hex.
    const ruleset = rulesetWith({ routHexes: 1 });
    const json = variantJson('02-stand-failed-disorder.json', (j: EditableJson) => {
      j.units[0].at = '0910';
      j.units[0].facing = 'SW';
      const ir4 = j.units.find((u: EditableJson) => u.id === 'au-ir4');
      ir4.moraleState = 'disordered';
      j.units.push({ ...ir4, id: 'au-ir9', name: 'IR 9', at: '0911', moraleState: 'good' });
      j.charge.targets.push('0911');
      for (const at of ['0710', '0810', '0812'])
        j.units.push({
          ...ir4,
          id: `fr-${at}`,
          name: `Ligne ${at}`,
          side: 'french',
          at,
          moraleState: 'good',
        });
    });
    const s = new ChargeSession({ scenario: scenarioOf(json, ruleset), ruleset, dice: manualSource() });
    rollAll(s, [33, 66, 1]);
    const log = s.state.log.map((e) => `${e.rule} ${said(e)}`);
    expect(log.slice(log.findIndex((l) => l.includes('stand.failed')))).toMatchInlineSnapshot(`
      [
        "19.6 stand.failed stack=IR 4 Hoch- und Deutschmeister hex=0811 roll=33 modified=16 morale=52",
        "19.6 morale.routed-second-disorder unit=IR 4 Hoch- und Deutschmeister",
        "13.2.4 move.rout stack=IR 4 Hoch- und Deutschmeister from=0811 to=0711 path=0711 hexes=1 cost=1 zones=2",
        "10.5 move.zones-left-first-free stack=IR 4 Hoch- und Deutschmeister zones=2 lost=0",
        "19.6 stand.passed stack=IR 9 hex=0911 roll=66 modified=56 morale=52",
        "19.6 stand.column-shift hex=0911 roll=1 shift=0",
        "step 3 fire.none-left hex=0811",
        "step 3 fire.not-front unit=IR 9",
        "step 3 fire.none hex=0911",
        "19.9 melee.odds attacker=18 defender=6 column=3:1 rounding=round-down",
      ]
    `);
  });
});
