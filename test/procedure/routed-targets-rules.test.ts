/**
 * 19.11: the pursuit follows the routed TARGETS (ruling R27), so a charging unit routed by its own melee
 * result is never recorded among them: not on AR, not when AD or a disordering bounce (19.9.3) routs an
 * already disordered charger (the second disorder). Scenario 02, 2:1, the hussars' stack at 0812.
 */
import { describe, expect, it } from 'vitest';
import type { ChargeState } from '../../src/procedure/state.ts';
import { type EditableJson, entries, playJson, variantJson } from '../support/charges.ts';

const disordered = (j: EditableJson) => {
  j.units[0].moraleState = 'disordered';
};

/** Plays 02 (stand check 33 fails, fire 24) with the melee roll `melee` under `settings`. */
function play(melee: number, edit: (j: EditableJson) => void = () => {}, settings = {}): ChargeState {
  return playJson(variantJson('02-stand-failed-disorder.json', edit), [33, 24, melee], settings);
}

const hussars = (s: ChargeState) => s.board.units.find((u) => u.id === 'fr-hussars');

describe('19.11: routed chargers are not routed targets', () => {
  it('AR (melee 11): the hussars rout; the routed targets stay empty', () => {
    const s = play(11);
    expect(entries(s, 'result.AR')).toHaveLength(1);
    expect(hussars(s)?.moraleState).toBe('routed');
    expect(s.routedTargets).toEqual([]);
  });

  it('AD1 (melee 14) against disordered hussars: they rout by the second disorder, not a routed target', () => {
    const s = play(14, disordered);
    expect(entries(s, 'result.AD')).toHaveLength(1);
    expect(entries(s, 'morale.routed-second-disorder')).toHaveLength(1);
    expect(hussars(s)?.moraleState).toBe('routed');
    expect(s.routedTargets).toEqual([]);
  });

  it('a disordering bounce (melee 23, bounce disorder on) routs disordered hussars: not a routed target', () => {
    const s = play(23, disordered, { bounce: { hexes: 1, disorder: true } });
    expect(entries(s, 'result.bounce')).toHaveLength(1);
    expect(entries(s, 'morale.routed-second-disorder')).toHaveLength(1);
    expect(hussars(s)?.moraleState).toBe('routed');
    expect(s.routedTargets).toEqual([]);
  });
});

describe('19.11, ruling R27: the targets that retreated (pursued under pursuitOf "retreating")', () => {
  it('DD (stand 53 passed, column shift 1, fire 11, melee 56): IR 4 is disordered and retreats, recorded once', () => {
    const s = playJson(
      variantJson('02-stand-failed-disorder.json', () => {}),
      [53, 1, 11, 56],
      {},
    );
    expect(entries(s, 'result.DD')).toHaveLength(1);
    expect(entries(s, 'move.retreat')).toHaveLength(1);
    expect(s.retreatedTargets).toEqual(['au-ir4']);
    expect(s.routedTargets).toEqual([]);
  });

  it('no retreat (AR, melee 11): nothing is recorded as retreated', () => {
    expect(play(11).retreatedTargets).toBeUndefined();
  });
});

describe('19.11, ruling R27: pursuitOf "retreating" pursues the target that retreated on a DD', () => {
  // stand 53 passed, column shift 1, fire 11, melee 56 DD (IR 4 retreats), recall d6 1 (not recalled),
  // then the pursuit's melee 33 and any later d66
  const dice = [53, 1, 11, 56, 1, 33, 33, 33];
  it('under "retreating" the not-recalled hussars follow IR 4 and melee it', () => {
    const s = playJson(
      variantJson('02-stand-failed-disorder.json', () => {}),
      dice,
      { pursuitOf: 'retreating' },
    );
    expect(s.retreatedTargets).toEqual(['au-ir4']);
    expect(entries(s, 'recall.not-recalled')).toHaveLength(1);
    expect(entries(s, 'pursuit.follow')).toHaveLength(1);
    expect(entries(s, 'pursuit.melee-roll')).toHaveLength(1);
  });

  it('under the shipped "routed" nothing routed is left to pursue: no recall roll, no pursuit', () => {
    const s = playJson(
      variantJson('02-stand-failed-disorder.json', () => {}),
      dice.slice(0, 4),
      {},
    );
    expect(s.retreatedTargets).toEqual(['au-ir4']);
    expect(entries(s, 'pursuit.follow')).toEqual([]);
    expect(entries(s, 'recall.not-recalled')).toEqual([]);
  });
});
