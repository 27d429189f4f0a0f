import { compare, formatRatio, ratio } from '../math/ratio.ts';
import { produce } from './immer.ts';
import { meleeValue } from './melee-value.ts';
import { columnFor, formatOdds, roundedRatio } from './odds.ts';
import { say } from './say.ts';
import { chargers, meleeDefenders, situationFor } from './situation.ts';
import type { ChargeState } from './state.ts';

/**
 * The columns LEFT won by the stand-check dice of the target stacks (19.6, ruling R31): with
 * `highest` the best die of the stacks counts; with `sum-capped` they add up to the most one die can
 * give (the column-shift table's highest result).
 */
export function combinedShift(s: ChargeState): number {
  const shifts = s.targets.map((t) => t.columnShift ?? 0);
  if (s.ruleset.settings.columnShiftCombine === 'highest') return Math.max(0, ...shifts);
  const most = Math.max(0, ...s.ruleset.columnShift.rows.map((r) => r.result));
  return Math.min(
    most,
    shifts.reduce((a, b) => a + b, 0),
  );
}

/**
 * Step 4 (19.9): attacker melee value : defender melee value after the cavalry melee modifiers,
 * rounded to a chart column by the ruleset's rounding, then the stand-check shifts LEFT.
 */
export function computeMeleeOdds(s: ChargeState): ChargeState {
  const stacks = s.targets.map((t) => meleeDefenders(s, t)).filter((u) => u.length > 0);
  const situations = stacks.map((units) => situationFor(s, units));
  const att = meleeValue(chargers(s), 'attacker', s.ruleset.meleeModifiers, situations);
  const defParts = stacks.map((units, i) =>
    meleeValue(units, 'defender', s.ruleset.meleeModifiers, [situations[i]!]),
  );
  const defValue = defParts.reduce(
    (a, p) => ({ n: a.n * p.value.d + p.value.n * a.d, d: a.d * p.value.d }),
    ratio(0),
  );
  const def = ratio(defValue.n, defValue.d);
  const columns = s.ruleset.crt.columns;
  const safeDef = compare(def, ratio(0)) === 0 ? ratio(1, 1000) : def;
  const r = roundedRatio(att.value, safeDef, s.ruleset.settings.oddsRounding);
  const idx = columnFor(columns, r);
  const shift = combinedShift(s);
  const finalIdx = Math.max(0, idx - shift);
  const column = columns[idx]!.odds;
  const finalColumn = columns[finalIdx]!.odds;
  const arithmetic =
    `melee ${att.arithmetic} : ${defParts.map((p) => p.arithmetic).join(' + ')}${defParts.length > 1 ? ` = ${formatRatio(def)}` : ''}` +
    ` = ${formatOdds(column)}` +
    (shift > 0 ? `, ${shift} column${shift > 1 ? 's' : ''} left = ${formatOdds(finalColumn)}` : '');
  return produce(s, (d) => {
    d.odds = {
      attacker: formatRatio(att.value),
      defender: formatRatio(def),
      ratio: `${formatRatio(att.value)}:${formatRatio(def)}`,
      column,
      shift,
      finalColumn,
      columnIndex: finalIdx,
    };
    say(d, {
      rule: '19.9',
      key: 'melee.odds',
      params: {
        attacker: formatRatio(att.value),
        defender: formatRatio(def),
        column: formatOdds(finalColumn),
        rounding: s.ruleset.settings.oddsRounding,
      },
      arithmetic,
    });
  });
}
