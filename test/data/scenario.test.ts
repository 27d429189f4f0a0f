import { describe, expect, it } from 'vitest';
import { parseHexLabel } from '../../src/data/hex-label.ts';
import { validateScenario } from '../../src/data/scenario.ts';
import { distance as oddQDistance } from '../../src/hex/index.ts';
import { load, refusal, shippedRuleset, value } from '../support/data-files.ts';

const FILE = 'data/scenarios/01-reference-charge.json';
const ruleset = shippedRuleset();

type U = Record<string, unknown>;

/** The reference scenario with `edit` applied to a copy. */
function scenario(
  edit: (s: { board: U; units: U[]; leaders: U[]; charge: U; sides: U[] } & U) => void,
): unknown {
  const s = load(FILE) as { board: U; units: U[]; leaders: U[]; charge: U; sides: U[] } & U;
  edit(s);
  return s;
}

const check = (json: unknown) => validateScenario(json, FILE, ruleset);

describe('hex labels and adjacency', () => {
  it('parses CCRR labels', () => {
    expect(parseHexLabel('0304')).toEqual({ col: 3, row: 4 });
    expect(parseHexLabel('120034')).toEqual({ col: 120, row: 34 });
    expect(parseHexLabel('304')).toBeUndefined();
    expect(parseHexLabel('03a4')).toBeUndefined();
  });

  it('measures odd-q distance (odd columns shifted down)', () => {
    const c = { col: 6, row: 7 };
    // even column: neighbours N, NE (col+1,row-1), SE (col+1,row), S, SW (col-1,row), NW (col-1,row-1)
    for (const n of [
      { col: 6, row: 6 },
      { col: 7, row: 6 },
      { col: 7, row: 7 },
      { col: 6, row: 8 },
      { col: 5, row: 7 },
      { col: 5, row: 6 },
    ]) {
      expect(oddQDistance(c, n)).toBe(1);
    }
    expect(oddQDistance(c, { col: 7, row: 8 })).toBe(2);
    // odd column: NE is (col+1,row), SE is (col+1,row+1)
    expect(oddQDistance({ col: 7, row: 7 }, { col: 8, row: 8 })).toBe(1);
    expect(oddQDistance({ col: 7, row: 7 }, { col: 8, row: 6 })).toBe(2);
    expect(oddQDistance({ col: 0, row: 0 }, { col: 3, row: 0 })).toBe(3);
  });
});

describe('broken scenarios', () => {
  it('scenario/unknown-arm', () => {
    const e = refusal(
      check(scenario((s) => (s.units[2]!.arm = 'navy'))),
      'scenario/unknown-arm',
      FILE,
      '"br-52-foot"',
      '"navy"',
    );
    expect(e.path).toBe('units[2].arm');
  });

  it('scenario/unknown-formation', () => {
    refusal(
      check(scenario((s) => (s.units[0]!.formation = 'square'))),
      'scenario/unknown-formation',
      'units[0].formation',
      'cavalry has no formation "square"',
    );
  });

  it('scenario/unknown-terrain', () => {
    refusal(
      check(scenario((s) => ((s.board.terrain as U)['0101'] = 'lava'))),
      'scenario/unknown-terrain',
      'board.terrain.0101',
      '"lava"',
    );
    refusal(check(scenario((s) => (s.board.defaultTerrain = 'sea'))), 'scenario/unknown-terrain', '"sea"');
  });

  it('scenario/off-map', () => {
    refusal(check(scenario((s) => (s.units[4]!.at = '1612'))), 'scenario/off-map', 'units[4].at', '16x12');
    refusal(check(scenario((s) => ((s.board.terrain as U)['0012'] = 'woods'))), 'scenario/off-map');
    refusal(
      check(scenario((s) => (s.leaders[0]!.at = { col: -1, row: 0 }))),
      'scenario/off-map',
      'leaders[0].at',
    );
  });

  it('scenario/bad-hex', () => {
    refusal(check(scenario((s) => (s.units[0]!.at = '6-7'))), 'scenario/bad-hex', 'units[0].at', '"6-7"');
  });

  it('scenario/enemies-share-hex', () => {
    refusal(
      check(scenario((s) => (s.units[4]!.at = '0607'))),
      'scenario/enemies-share-hex',
      '"br-95-rifles"',
      'hex 0607',
    );
    refusal(check(scenario((s) => (s.leaders[1]!.at = '0607'))), 'scenario/enemies-share-hex', '"br-picton"');
  });

  it('scenario/over-stacking', () => {
    const json = scenario((s) => {
      s.units.push({ ...s.units[0], id: 'fr-3', at: '0607' }, { ...s.units[0], id: 'fr-4', at: '0607' });
    });
    refusal(check(json), 'scenario/over-stacking', 'hex 0607 holds 4 units', 'limit is 3');
  });

  it('scenario/unknown-unit', () => {
    refusal(
      check(scenario((s) => (s.charge.attackers = ['fr-1-cuirassiers', 'fr-9']))),
      'scenario/unknown-unit',
      'charge.attackers[1]',
      '"fr-9"',
    );
    refusal(
      check(scenario((s) => (s.charge.attackers = ['fr-milhaud']))),
      'scenario/unknown-unit',
      'is a leader',
    );
  });

  it('scenario/bad-charge', () => {
    refusal(
      check(scenario((s) => (s.charge.attackers = ['br-52-foot']))),
      'scenario/bad-charge',
      'only cavalry charges',
    );
    const split = scenario((s) => (s.units[1]!.at = '0608'));
    refusal(check(split), 'scenario/bad-charge', 'not in the charging stack', '0608');
    refusal(
      check(scenario((s) => (s.charge.targets = ['0604']))),
      'scenario/bad-charge',
      'target hex 0604 is not adjacent',
    );
    refusal(
      check(scenario((s) => (s.charge.targets = ['0707']))),
      'scenario/bad-charge',
      'holds no enemy unit',
    );
    refusal(check(scenario((s) => (s.units[0]!.moraleState = 'routed'))), 'scenario/bad-charge', 'routed');
    const enemyCav = scenario((s) => {
      s.units.push({ ...s.units[0], id: 'br-dragoons', side: 'british', at: '0505', facing: 'S' });
      s.charge.attackers = ['fr-1-cuirassiers', 'br-dragoons'];
    });
    refusal(check(enemyCav), 'scenario/bad-charge', 'is not on the side of');
  });

  it('scenario/map-too-large', () => {
    refusal(
      check(scenario((s) => Object.assign(s.board, { width: 600, height: 500 }))),
      'scenario/map-too-large',
      '300000 hexes',
      'limit is 250000',
    );
  });

  it('scenario/duplicate-id and scenario/unknown-side', () => {
    refusal(
      check(scenario((s) => (s.units[1]!.id = 'fr-1-cuirassiers'))),
      'scenario/duplicate-id',
      'units[1].id',
    );
    refusal(check(scenario((s) => (s.units[1]!.side = 'prussian'))), 'scenario/unknown-side', '"prussian"');
  });

  it('field checks: facing, morale, increments, cavalry-only fields', () => {
    refusal(check(scenario((s) => delete s.units[0]!.facing)), 'data/missing-field', 'units[0].facing');
    refusal(check(scenario((s) => (s.units[0]!.facing = 'E'))), 'data/bad-value', '"E"');
    refusal(
      check(scenario((s) => (s.units[0]!.morale = 47))),
      'data/bad-value',
      'units[0].morale',
      'd66 value',
      '47',
    );
    refusal(
      check(scenario((s) => (s.units[1]!.fullIncrements = 4))),
      'data/bad-value',
      'units[1].fullIncrements',
    );
    refusal(check(scenario((s) => (s.units[2]!.weight = 'heavy'))), 'data/bad-value', 'cavalry only');
    refusal(check(scenario((s) => (s.units[2]!.lancers = true))), 'data/unknown-field', '"lancers"');
    refusal(check({ ...(load(FILE) as U), dice: { script: [43, 0] } }), 'data/bad-value', 'dice.script[1]');
  });
});

describe('scenario output', () => {
  it('accepts numeric facings and {col,row} hexes, and freezes everything', () => {
    const s = value(
      check(
        scenario((s) => {
          s.units[0]!.facing = 5;
          s.units[0]!.at = { col: 6, row: 7 };
        }),
      ),
    );
    const u = s.board.units[0]!;
    expect(u.facing).toBe(5);
    expect(s.board.units[3]!.supplied).toBe(true);
    expect(Object.isFrozen(s.charge.targets[0])).toBe(true);
    expect(() => {
      (s.board.units as unknown[]).pop();
    }).toThrow(TypeError);
  });
});
