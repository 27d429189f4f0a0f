import { add, formatRatio, mul, type Ratio, ratio } from '../math/ratio.ts';
import type { FactorModifier } from '../model/ruleset.ts';
import type { Unit } from '../model/unit.ts';
import { holds, type Situation } from '../rules/conditions.ts';
import { scaled } from './step3-defensive-fire.ts';

/** A side's melee value after the cavalry melee modifiers, with its arithmetic for narration. */
export interface MeleeValue {
  readonly value: Ratio;
  /** Each unit's value with its factors, and the total when there are several units. */
  readonly arithmetic: string;
}

/**
 * The melee value of some units (19.9): each unit's printed melee in proportion to its increments,
 * times every factor of its side whose condition holds against every situation given (one per
 * defending stack), summed.
 */
export function meleeValue(
  units: readonly Unit[],
  side: 'attacker' | 'defender',
  mods: readonly FactorModifier[],
  situations: readonly Situation[],
): MeleeValue {
  let total: Ratio = ratio(0);
  const parts: string[] = [];
  for (const u of units) {
    let v = scaled(u.melee, u);
    let text = `${u.name} ${formatRatio(v)}`;
    for (const m of mods.filter((x) => x.side === side)) {
      if (situations.length > 0 && situations.every((s) => holds(m.when, { ...s, unit: u }))) {
        v = mul(v, ratio(m.factor[0], m.factor[1]));
        text += ` x${m.factor[1] === 1 ? m.factor[0] : `${m.factor[0]}/${m.factor[1]}`} ${m.label}`;
      }
    }
    total = add(total, v);
    parts.push(text.includes(' x') ? `${text} = ${formatRatio(v)}` : text);
  }
  const arithmetic = parts.length > 1 ? `${parts.join(' + ')} = ${formatRatio(total)}` : (parts[0] ?? '0');
  return { value: total, arithmetic };
}
