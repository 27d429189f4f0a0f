import { d66Add } from '../dice/index.ts';
import { hexLabel } from '../model/coord.ts';
import type { StepModifier } from '../model/ruleset.ts';
import type { Situation } from '../rules/conditions.ts';
import { terrainAt } from './board.ts';
import { lookup } from './chart.ts';
import { produce } from './immer.ts';
import type { InStep } from './in-step.ts';
import { applicableSteps, formatSteps } from './modifiers.ts';
import { disorderOrRout } from './morale.ts';
import { runMoves } from './moves.ts';
import { subjectOf, words } from './request.ts';
import { say } from './say.ts';
import { situationFor, stackUnits } from './situation.ts';
import type { ChargeState } from './state.ts';

/** The stand-modifier condition that stands for a leader with the defending stack. */
const LEADER_WITH_DEFENDER = 'leader-with-defender';

/**
 * The stand-against-charge modifiers that hold for a stack (19.6). Under `leaderMoraleModifier:
 * "scenario"` (ruling R28) the leader row counts the morale modifier of the stack's leader given by
 * the scenario (the best one when several ride with it); the table's steps stand in for a leader who
 * has none. Under `"table"` every leader counts the table's steps.
 */
export function standModifiers(s: ChargeState, sit: Situation): { total: number; used: StepModifier[] } {
  const fromScenario = s.ruleset.settings.leaderMoraleModifier === 'scenario';
  const rows = s.ruleset.standModifiers.map((m) => {
    if (!fromScenario || m.when !== LEADER_WITH_DEFENDER || sit.leadersWithDefender.length === 0) return m;
    const best = sit.leadersWithDefender.reduce((a, l) =>
      (l.moraleModifier ?? m.steps) > (a.moraleModifier ?? m.steps) ? l : a,
    );
    if (best.moraleModifier === undefined) return m;
    return { ...m, steps: best.moraleModifier, label: `${m.label} (${best.name})` };
  });
  return applicableSteps(rows, sit);
}

/** Index of the next target stack that still has to take its stand check (19.6), or -1. */
function nextUnchecked(s: ChargeState): number {
  return s.targets.findIndex(
    (t) => t.standCheck === undefined && stackUnits(s, t).some((u) => u.moraleState !== 'routed'),
  );
}

/** Asks for the d66 of the next target stack's stand check against the charge (19.6). */
export function askStandCheck(s: ChargeState): ChargeState {
  return produce(s, (d) => {
    const i = nextUnchecked(s);
    const t = s.targets[i];
    // the units that take the check: those of the stack that are not routed (readStandCheck)
    const units = t ? stackUnits(s, t).filter((u) => u.moraleState !== 'routed') : [];
    d.pending = t
      ? {
          kind: 'roll',
          id: `stand-check-${i}`,
          what: 'stand-check',
          // the stack's own player rolls its check (ruling R61)
          subject: subjectOf(units, i),
          side: units[0]!.side,
          dice: 'd66',
          say: words('request.stand-check', { hex: hexLabel(t.hex) }),
          rule: '19.6',
        }
      : null;
  });
}

/** What a stand-check d66 reads (19.6): the stack, the modified roll against the top unit's morale. */
function readStandCheck(s: ChargeState, roll: number) {
  const i = nextUnchecked(s);
  const t = s.targets[i]!;
  const units = stackUnits(s, t).filter((u) => u.moraleState !== 'routed');
  const mods = standModifiers(s, situationFor(s, units));
  const modified = d66Add(roll, mods.total, s.ruleset.settings.d66Clamp);
  const morale = units[0]!.morale;
  return { i, t, units, modified, morale, passed: modified > morale, used: mods.used };
}

/** The class of a stand-check d66 (19.6): only whether it passes changes the charge. */
export function standCheckClass(s: ChargeState, roll: number): string {
  return readStandCheck(s, roll).passed ? 'passed' : 'failed';
}

/** The class of a column-shift die (19.6): only the columns it shifts change the charge. */
export function columnShiftClass(s: ChargeState, roll: number): string {
  return String(lookup(s.ruleset.columnShift.rows, roll) ?? 0);
}

/**
 * Resolves a stand check (19.6): the top unit's morale against d66 plus the stand-against-charge
 * modifiers and leaders; pass doubles defensive fire and earns the column-shift die; failure
 * disorders or routs units that are neither in square, general order nor a special structure (`inStep`:
 * the machine step and the doctrines, which may make a rout a flight).
 */
export function resolveStandCheck(s: ChargeState, roll: number, inStep: InStep): ChargeState {
  const { i, t, units, modified, morale, passed, used } = readStandCheck(s, roll);
  const terrain = terrainAt(s.board, s.ruleset, t.hex).kind;
  return produce(s, (d) => {
    d.pending = null;
    d.targets[i]!.standCheck = passed ? 'passed' : 'failed';
    d.targets[i]!.fireDoubled = passed;
    say(d, {
      rule: '19.6',
      key: passed ? 'stand.passed' : 'stand.failed',
      params: { stack: units.map((u) => u.name).join(' + '), hex: hexLabel(t.hex), roll, modified, morale },
      units: units.map((u) => u.id),
      arithmetic: `d66 ${roll}${used.length ? ` ${formatSteps(used)}` : ''} = ${modified} ${passed ? '>' : '<='} morale ${morale}`,
      dice: { dice: 'd66', roll, modified },
    });
    if (!passed) {
      const exposed = units.filter(
        (u) =>
          u.formation !== 'square' &&
          u.formation !== 'general-order' &&
          terrain !== 'general-order' &&
          terrain !== 'special-structure',
      );
      for (const u of units.filter((x) => !exposed.includes(x))) {
        say(d, { rule: '19.6', key: 'stand.failed-protected', params: { unit: u.name } });
      }
      disorderOrRout(
        d,
        exposed.map((u) => u.id),
        { retreat: 0, retreatKind: 'retreat', awayFrom: [s.attackerHex], rule: '19.6', defender: true },
        inStep,
      );
      runMoves(d);
    }
  });
}

/** Index of the next stack that passed and still has to roll its column-shift die (19.6), or -1. */
function nextShift(s: ChargeState): number {
  return s.targets.findIndex(
    (t) => t.standCheck === 'passed' && t.columnShift === undefined && stackUnits(s, t).length > 0,
  );
}

/** Asks for the d6 column-shift die of the next stack that passed its stand check (19.6). */
export function askColumnShiftDie(s: ChargeState): ChargeState {
  return produce(s, (d) => {
    const i = nextShift(s);
    const t = s.targets[i];
    const units = t ? stackUnits(s, t) : [];
    d.pending = t
      ? {
          kind: 'roll',
          id: `column-shift-${i}`,
          what: 'column-shift-die',
          // the player of the stack that stood rolls its die (ruling R61)
          subject: subjectOf(units, i),
          side: units[0]!.side,
          dice: 'd6',
          say: words('request.column-shift-die', { hex: hexLabel(t.hex) }),
          rule: '19.6',
        }
      : null;
  });
}

/** Reads the column-shift die: 1-3 none, 4-5 one column left, 6 two (ruleset data, 19.6). */
export function resolveColumnShiftDie(s: ChargeState, roll: number): ChargeState {
  const i = nextShift(s);
  const shift = lookup(s.ruleset.columnShift.rows, roll) ?? 0;
  return produce(s, (d) => {
    d.pending = null;
    d.targets[i]!.columnShift = shift;
    say(d, {
      rule: '19.6',
      key: 'stand.column-shift',
      params: { hex: hexLabel(s.targets[i]!.hex), roll, shift },
      dice: { dice: 'd6', roll },
    });
  });
}
