import { d66Add } from '../dice/index.ts';
import { hexsideClassOf } from '../hex/index.ts';
import { add, floor, formatRatio, mul, type Ratio, ratio } from '../math/ratio.ts';
import { hexLabel } from '../model/coord.ts';
import type { Unit } from '../model/unit.ts';
import { lookup } from './chart.ts';
import { produce } from './immer.ts';
import { loseIncrements } from './losses.ts';
import { applicableSteps, formatSteps } from './modifiers.ts';
import { subjectOf, words } from './request.ts';
import { say } from './say.ts';
import { chargers, situationFor, stackUnits } from './situation.ts';
import type { ChargeState, TargetStack } from './state.ts';

/** Why a defending unit does not fire defensively (step 3, 18.89), in the order they are checked. */
export type NoFireCause = 'routed' | 'no-fire-value' | 'limbered' | 'unsupplied' | 'not-front';

/**
 * Why a unit of a target stack does not fire defensively, or undefined when it fires (step 3, ruling
 * R17): routed units, units with no fire value, limbered artillery and artillery without supply
 * ammunition do not fire; the others fire only with the charging cavalry on a front hexside.
 */
export function noFireCause(s: ChargeState, u: Unit): NoFireCause | undefined {
  if (u.moraleState === 'routed') return 'routed';
  if (u.fire <= 0) return 'no-fire-value';
  if (u.arm === 'artillery' && u.formation !== 'unlimbered') return 'limbered';
  if (u.arm === 'artillery' && u.supplied !== true) return 'unsupplied';
  // the chargers stand in attackerHex until they advance (step 6): steps 1-3 move no charger
  return hexsideClassOf(u, s.attackerHex, s.ruleset.hexsides) === 'front' ? undefined : 'not-front';
}

/** The units of a target stack that fire defensively: not routed, with fire, the charger on a front hexside, artillery unlimbered and supplied (step 3). */
export function firers(s: ChargeState, t: TargetStack): Unit[] {
  return stackUnits(s, t).filter((u) => noFireCause(s, u) === undefined);
}

/** A unit's current fire or melee value: the printed value in proportion to increments left. */
export function scaled(printed: number, u: Unit): Ratio {
  return ratio(printed * u.increments, u.fullIncrements);
}

function nextToFire(s: ChargeState): number {
  if (chargers(s).length === 0) return -1;
  return s.targets.findIndex((t) => !t.fired);
}

/** Asks for the d66 of the next target stack's defensive fire (step 3); stacks with no firer are passed over. */
export function askDefensiveFire(s: ChargeState): ChargeState {
  return produce(s, (d) => {
    d.pending = null;
    for (let i = nextToFire(d as ChargeState); i >= 0; i = nextToFire(d as ChargeState)) {
      const t = d.targets[i]!;
      if (firers(d as ChargeState, t as TargetStack).length === 0) {
        t.fired = true;
        const units = stackUnits(d as ChargeState, t as TargetStack);
        // Name the real cause of each unit's silence (no unit left, routed, fire 0, limbered, unsupplied, facing).
        for (const u of units) {
          // none of the stack fires: each of its units has its cause
          const cause = noFireCause(d as ChargeState, u)!;
          say(d, { rule: 'step 3', key: `fire.${cause}`, params: { unit: u.name } });
        }
        say(d, {
          rule: 'step 3',
          key: units.length === 0 ? 'fire.none-left' : 'fire.none',
          params: { hex: hexLabel(t.hex) },
        });
        continue;
      }
      const fire = firers(d as ChargeState, t as TargetStack);
      d.pending = {
        kind: 'roll',
        id: `fire-${i}`,
        what: 'defensive-fire',
        // the player of the firing stack rolls its fire (ruling R61)
        subject: subjectOf(fire, i),
        side: fire[0]!.side,
        dice: 'd66',
        say: words('request.defensive-fire', { hex: hexLabel(t.hex) }),
        rule: 'step 3',
      };
      return;
    }
  });
}

/**
 * Resolves one stack's defensive fire (step 3, 18.89): fire strength (doubled if it stood), the fire
 * table column (canister: columns right), the roll with fire modifiers, and the casualties, each an
 * increment lost by the charging cavalry and a -6 on the melee roll.
 */
export function resolveDefensiveFire(s: ChargeState, roll: number): ChargeState {
  const { i, t, units, table, base, value, canister, mods, modified, casualties, band } = readDefensiveFire(
    s,
    roll,
  );
  return produce(s, (d) => {
    d.pending = null;
    d.targets[i]!.fired = true;
    say(d, {
      rule: canister ? '18.89' : 'step 3',
      key: 'fire.result',
      params: {
        stack: units.map((u) => u.name).join(' + '),
        hex: hexLabel(t.hex),
        strength: value,
        column: band,
        roll,
        modified,
        casualties,
      },
      units: units.map((u) => u.id),
      arithmetic:
        `fire ${base}${t.fireDoubled ? ' x2 stood' : ''} = ${value}, column ${band}` +
        `${canister ? `, canister ${table.canisterShift} columns right` : ''}; d66 ${roll}` +
        `${mods.used.length ? ` ${formatSteps(mods.used)}` : ''} = ${modified}: ${casualties} casualties`,
      dice: { dice: 'd66', roll, modified },
    });
    if (casualties > 0) {
      const lost = loseIncrements(d, s.attackers, casualties, 'step 3');
      d.fireCasualties += lost;
    }
  });
}

/** The class of a defensive-fire d66 (step 3): only the casualties it inflicts change the charge. */
export function defensiveFireClass(s: ChargeState, roll: number): string {
  return String(readDefensiveFire(s, roll).casualties);
}

/** What a defensive-fire d66 reads (step 3, 18.89): the firers, the column, the modified roll, the casualties. */
function readDefensiveFire(s: ChargeState, roll: number) {
  const i = nextToFire(s);
  const t = s.targets[i]!;
  const units = firers(s, t);
  const table = s.ruleset.fire;
  let strength: Ratio = ratio(0);
  for (const u of units) strength = add(strength, scaled(u.fire, u));
  const base = formatRatio(strength);
  if (t.fireDoubled) strength = mul(strength, ratio(2));
  const value = floor(strength);
  // No column (-1) only below the first: the loader checks that the columns follow each other without
  // a gap and that the last is open-ended (src/data/fire.ts).
  const col = table.columns.findIndex(
    (c) => value >= c.minStrength && (c.maxStrength === null || value <= c.maxStrength),
  );
  const canister = units.some((u) => u.arm === 'artillery');
  const shifted =
    col < 0 ? -1 : Math.min(table.columns.length - 1, col + (canister ? table.canisterShift : 0));
  const mods = applicableSteps(table.modifiers, situationFor(s, units));
  const modified = d66Add(roll, mods.total, s.ruleset.settings.d66Clamp);
  const column = table.columns[shifted];
  const casualties = column ? (lookup(column.cells, modified) ?? 0) : 0;
  const band = column
    ? `${column.minStrength}${column.maxStrength === null ? '+' : `-${column.maxStrength}`}`
    : 'none';
  return { i, t, units, table, base, value, canister, mods, modified, casualties, band };
}

/** Whether defensive fire eliminated every charging unit: the charge has ended (step 3). */
export function everyChargerEliminated(s: ChargeState): boolean {
  return chargers(s).length === 0;
}
