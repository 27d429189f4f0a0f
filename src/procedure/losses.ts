import type { Draft } from 'immer';
import type { Unit } from '../model/unit.ts';
import { anyWhere, indexWhere, itemsWhere } from './board.ts';
import type { LogEffect } from './log-effect.ts';
import { say } from './say.ts';
import type { ChargeState, Removal } from './state.ts';

/**
 * The `removed` effects of taking the units `ids` off the board for `reason`: one for each of them on
 * it (none when the log is quiet: nothing reads them).
 */
export function removals(
  d: Draft<ChargeState>,
  ids: readonly string[],
  reason: Removal['reason'],
): LogEffect[] {
  if (d.quietLog) return [];
  return itemsWhere(d.board.units, (u) => ids.includes(u.id)).map((u) => ({
    kind: 'removed',
    unit: u.id,
    reason,
  }));
}

/**
 * Takes a unit off the board, keeping it in the list of removals with the reason and the rule (the
 * caller's entry names it, a `removed` effect); the
 * leaders of its side in its hex leave with it when no unit of the side is left there, and a
 * still-fleeing obligation of the unit is dropped.
 */
export function removeUnit(d: Draft<ChargeState>, id: string, reason: Removal['reason'], rule: string): void {
  const i = indexWhere(d.board.units, (u) => u.id === id);
  if (i < 0) return;
  const [unit] = d.board.units.splice(i, 1);
  d.removed.push({ unit: unit as Unit, reason, rule } as Draft<Removal>);
  // a unit off the board flees no more: its still-fleeing obligation for the host game goes (seeds 002, 001)
  if (d.obligations?.some((o) => o.kind === 'still-fleeing' && o.unit === id))
    d.obligations = d.obligations.filter((o) => !(o.kind === 'still-fleeing' && o.unit === id));
  // Its leaders go with the stack when it was the last unit of its side in its hex; leaders elsewhere
  // (a leader standing alone from the start among them) stay.
  const { at, side } = unit!;
  const here = (c: { col: number; row: number }) => c.col === at.col && c.row === at.row;
  if (anyWhere(d.board.units, (u) => u.side === side && here(u.at))) return;
  d.board.leaders = d.board.leaders.filter((l) => !(l.side === side && here(l.at)));
}

/**
 * A stack loses `n` increments: one at a time from the unit with the most increments left (ties: the
 * first listed); a unit at zero is eliminated. Returns the increments actually lost.
 */
export function loseIncrements(
  d: Draft<ChargeState>,
  ids: readonly string[],
  n: number,
  rule: string,
): number {
  let lost = 0;
  for (let k = 0; k < n; k++) {
    const live = itemsWhere(d.board.units, (u) => ids.includes(u.id) && u.increments > 0);
    if (live.length === 0) break;
    const unit = live.reduce((a, b) => (b.increments > a.increments ? b : a));
    unit.increments -= 1;
    lost += 1;
    say(d, {
      rule,
      key: 'loss.increment',
      params: { unit: unit.name, left: unit.increments },
      effects: [{ kind: 'lost', unit: unit.id, increments: 1, left: unit.increments }],
    });
    if (unit.increments === 0) {
      say(d, {
        rule,
        key: 'loss.eliminated',
        params: { unit: unit.name },
        effects: [{ kind: 'removed', unit: unit.id, reason: 'eliminated' }],
      });
      removeUnit(d, unit.id, 'eliminated', rule);
    }
  }
  return lost;
}
