/**
 * The conditions of the modifier tables (stand check, fire, melee): stack-level conditions read the
 * top unit of the defending stack, the hexside of the charge (19.9), unit-level and whole-stack
 * conditions, and `holds`.
 */
import { describe, expect, it } from 'vitest';
import type { Leader, Unit } from '../../src/model/unit.ts';
import { CONDITIONS, holds, type Situation } from '../../src/rules/conditions.ts';

// Every condition a modifier table may name (src/rules/conditions.ts), judged on small stacks whose
// answer is known by reading the rule: a stack-level condition reads the stack's top unit (the first
// listed), a unit-level one the unit judged, or any unit of the stack when no unit of that stack is
// judged. Written for the mutants Stryker left alive (no test called these functions directly).

function u(id: string, over: Partial<Unit> = {}): Unit {
  return {
    id,
    name: id,
    side: 'fr',
    arm: 'infantry',
    increments: 4,
    fullIncrements: 4,
    melee: 8,
    fire: 4,
    morale: 44,
    formation: 'line',
    moraleState: 'good',
    facing: 0,
    at: { col: 0, row: 0 },
    ...over,
  };
}

const leader: Leader = { id: 'L', name: 'L', side: 'fr', at: { col: 0, row: 0 }, meleeModifier: 1 };

function sit(over: Partial<Situation> = {}): Situation {
  return {
    attackers: [u('a1', { arm: 'cavalry', weight: 'light', readiness: 'fresh' })],
    defenders: [u('d1')],
    contact: 'front',
    defenderTerrain: 'clear',
    leadersWithAttacker: [],
    leadersWithDefender: [],
    notRecalled: false,
    ...over,
  };
}

const yes = (name: string, s: Situation): void => expect(holds(name, s), name).toBe(true);

const no = (name: string, s: Situation): void => expect(holds(name, s), name).toBe(false);

describe('conditions: stack-level conditions read the top unit of the defending stack', () => {
  const square = u('sq', { formation: 'square' });
  const go = u('go', { formation: 'general-order' });
  const dis = u('dis', { moraleState: 'disordered' });
  const plain = u('pl');

  it('defender-square: only a square on top', () => {
    yes('defender-square', sit({ defenders: [square, plain] }));
    no('defender-square', sit({ defenders: [plain, square] }));
    no('defender-square', sit({ defenders: [] }));
  });

  it("defender-general-order: by the top unit's formation or by the terrain", () => {
    yes('defender-general-order', sit({ defenders: [go, plain] }));
    no('defender-general-order', sit({ defenders: [plain, go] }));
    yes('defender-general-order', sit({ defenders: [plain], defenderTerrain: 'general-order' }));
    yes('defender-general-order', sit({ defenders: [], defenderTerrain: 'general-order' }));
    no('defender-general-order', sit({ defenders: [], defenderTerrain: 'clear' }));
    no('defender-general-order', sit({ defenders: [plain], defenderTerrain: 'special-structure' }));
  });

  it('defender-special-structure: by the terrain only', () => {
    yes('defender-special-structure', sit({ defenderTerrain: 'special-structure' }));
    no('defender-special-structure', sit({ defenderTerrain: 'general-order' }));
    no('defender-special-structure', sit({ defenderTerrain: 'clear' }));
  });

  it('defender-disordered: only a disordered top unit', () => {
    yes('defender-disordered', sit({ defenders: [dis, plain] }));
    no('defender-disordered', sit({ defenders: [plain, dis] }));
    no('defender-disordered', sit({ defenders: [u('r', { moraleState: 'routed' })] }));
    no('defender-disordered', sit({ defenders: [] }));
  });

  it('attacker-lancers-vs-non-square: lancers, and no square on top of the target', () => {
    const lancer = u('lan', { arm: 'cavalry', lancer: true });
    yes('attacker-lancers-vs-non-square', sit({ attackers: [lancer], defenders: [plain, square] }));
    no('attacker-lancers-vs-non-square', sit({ attackers: [lancer], defenders: [square, plain] }));
    yes('attacker-lancers-vs-non-square', sit({ attackers: [lancer], defenders: [] }));
    no(
      'attacker-lancers-vs-non-square',
      sit({ attackers: [u('c', { arm: 'cavalry' })], defenders: [plain] }),
    );
  });
});

describe('conditions, 19.9: the hexside the charge comes through', () => {
  it('flank and rear are told apart from front and from each other', () => {
    yes('charged-through-flank', sit({ contact: 'flank' }));
    no('charged-through-flank', sit({ contact: 'front' }));
    no('charged-through-flank', sit({ contact: 'rear' }));
    yes('charged-through-rear', sit({ contact: 'rear' }));
    no('charged-through-rear', sit({ contact: 'front' }));
    no('charged-through-rear', sit({ contact: 'flank' }));
  });
});

describe('conditions: unit-level conditions: the unit judged, else any unit of the stack', () => {
  // name, a unit for which it holds, a unit of the same stack for which it does not
  const attackerCases: [string, Partial<Unit>, Partial<Unit>][] = [
    ['attacker-lancers', { lancer: true }, { lancer: false }],
    ['attacker-heavy', { weight: 'heavy' }, { weight: 'light' }],
    ['attacker-light', { weight: 'light' }, { weight: 'heavy' }],
    [
      'attacker-heavy-in-line',
      { weight: 'heavy', formation: 'line' },
      { weight: 'heavy', formation: 'column' },
    ],
    ['attacker-tired', { readiness: 'tired' }, { readiness: 'exhausted' }],
    ['attacker-exhausted', { readiness: 'exhausted' }, { readiness: 'tired' }],
    ['attacker-disordered', { moraleState: 'disordered' }, { moraleState: 'routed' }],
  ];
  for (const [name, hit, miss] of attackerCases) {
    it(`${name} on the charging stack`, () => {
      const h = u('h', { arm: 'cavalry', ...hit });
      const m = u('m', { arm: 'cavalry', ...miss });
      // no unit judged: any unit of the stack, in either order
      yes(name, sit({ attackers: [m, h] }));
      yes(name, sit({ attackers: [h, m] }));
      no(name, sit({ attackers: [m] }));
      no(name, sit({ attackers: [] }));
      // a unit of the stack judged: that unit alone
      no(name, sit({ attackers: [h, m], unit: m }));
      yes(name, sit({ attackers: [m, h], unit: h }));
      // a unit of the other stack judged (a firer): the whole charging stack
      yes(name, sit({ attackers: [m, h], unit: u('d1') }));
      no(name, sit({ attackers: [m], unit: u('x', hit) }));
    });
  }

  it('attacker-heavy-in-line needs both on the same unit', () => {
    const heavyColumn = u('hc', { arm: 'cavalry', weight: 'heavy', formation: 'column' });
    const lightLine = u('ll', { arm: 'cavalry', weight: 'light', formation: 'line' });
    no('attacker-heavy-in-line', sit({ attackers: [heavyColumn, lightLine] }));
  });

  const defenderCases: [string, Partial<Unit>, Partial<Unit>][] = [
    ['defender-tired', { arm: 'cavalry', readiness: 'tired' }, { arm: 'cavalry', readiness: 'fresh' }],
    [
      'defender-exhausted',
      { arm: 'cavalry', readiness: 'exhausted' },
      { arm: 'cavalry', readiness: 'tired' },
    ],
    ['firer-disordered', { moraleState: 'disordered' }, { moraleState: 'good' }],
  ];
  for (const [name, hit, miss] of defenderCases) {
    it(`${name} on the defending stack`, () => {
      const h = u('h', hit);
      const m = u('m', miss);
      yes(name, sit({ defenders: [m, h] }));
      yes(name, sit({ defenders: [h, m] }));
      no(name, sit({ defenders: [m] }));
      no(name, sit({ defenders: [] }));
      no(name, sit({ defenders: [h, m], unit: m }));
      yes(name, sit({ defenders: [m, h], unit: h }));
      yes(name, sit({ defenders: [m, h], unit: u('a1') }));
      no(name, sit({ defenders: [m], unit: u('x', hit) }));
    });
  }

  it('tired or exhausted defenders count only when they are cavalry', () => {
    no('defender-tired', sit({ defenders: [u('i', { arm: 'infantry', readiness: 'tired' })] }));
    no('defender-exhausted', sit({ defenders: [u('i', { arm: 'artillery', readiness: 'exhausted' })] }));
  });
});

describe('conditions: on the whole stack', () => {
  it('attacker-heavy-vs-light-cavalry: heavy charging, light cavalry anywhere in the target', () => {
    const heavy = u('hv', { arm: 'cavalry', weight: 'heavy' });
    const light = u('lt', { arm: 'cavalry', weight: 'light' });
    const lightFoot = u('lf', { arm: 'infantry', weight: 'light' });
    const heavyTarget = u('ht', { arm: 'cavalry', weight: 'heavy' });
    yes('attacker-heavy-vs-light-cavalry', sit({ attackers: [heavy], defenders: [heavyTarget, light] }));
    no('attacker-heavy-vs-light-cavalry', sit({ attackers: [heavy], defenders: [heavyTarget, lightFoot] }));
    no('attacker-heavy-vs-light-cavalry', sit({ attackers: [light], defenders: [light] }));
    no('attacker-heavy-vs-light-cavalry', sit({ attackers: [heavy], defenders: [] }));
    // the unit judged among the chargers: that unit's weight
    no(
      'attacker-heavy-vs-light-cavalry',
      sit({ attackers: [heavy, light], defenders: [light], unit: light }),
    );
    yes(
      'attacker-heavy-vs-light-cavalry',
      sit({ attackers: [light, heavy], defenders: [light], unit: heavy }),
    );
  });

  it('stack-has-artillery: any unit of the defending stack', () => {
    const gun = u('g', { arm: 'artillery', formation: 'unlimbered' });
    yes('stack-has-artillery', sit({ defenders: [u('i'), gun] }));
    yes('stack-has-artillery', sit({ defenders: [u('i'), gun], unit: u('i') }));
    no('stack-has-artillery', sit({ defenders: [u('i'), u('c', { arm: 'cavalry' })] }));
    no('stack-has-artillery', sit({ defenders: [] }));
  });

  it('leaders: with the defender, with the attacker, told apart', () => {
    yes('leader-with-defender', sit({ leadersWithDefender: [leader] }));
    no('leader-with-defender', sit({ leadersWithAttacker: [leader] }));
    yes('leader-with-attacker', sit({ leadersWithAttacker: [leader] }));
    no('leader-with-attacker', sit({ leadersWithDefender: [leader] }));
  });

  it('attacker-not-recalled follows the situation; target-charging-cavalry always holds', () => {
    yes('attacker-not-recalled', sit({ notRecalled: true }));
    no('attacker-not-recalled', sit({ notRecalled: false }));
    yes('target-charging-cavalry', sit());
    yes('target-charging-cavalry', sit({ attackers: [], defenders: [] }));
  });
});

describe('conditions: holds', () => {
  it('an unknown name, or a name inherited from Object, never holds', () => {
    no('no-such-condition', sit());
    for (const name of ['toString', 'constructor', 'hasOwnProperty', 'valueOf', '__proto__']) {
      expect(holds(name, sit({ notRecalled: true }))).toBe(false);
    }
  });

  it('every listed condition answers a boolean for the defaults', () => {
    const answers = Object.fromEntries(Object.keys(CONDITIONS).map((k) => [k, holds(k, sit())]));
    expect(answers).toEqual({
      'defender-square': false,
      'defender-general-order': false,
      'defender-special-structure': false,
      'defender-disordered': false,
      'charged-through-flank': false,
      'charged-through-rear': false,
      'attacker-lancers': false,
      'attacker-lancers-vs-non-square': false,
      'attacker-heavy': false,
      'attacker-light': true,
      'attacker-heavy-vs-light-cavalry': false,
      'attacker-heavy-in-line': false,
      'attacker-tired': false,
      'attacker-exhausted': false,
      'attacker-disordered': false,
      'attacker-not-recalled': false,
      'defender-tired': false,
      'defender-exhausted': false,
      'stack-has-artillery': false,
      'leader-with-defender': false,
      'leader-with-attacker': false,
      'target-charging-cavalry': true,
      'firer-disordered': false,
    });
  });
});
