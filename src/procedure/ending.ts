import { unitsByIds } from './board.ts';
import type { ChargeState } from './state.ts';

/** A one-line account of how the charge ended: the melee result, and what became of each side. */
export function describeEnding(s: ChargeState): string {
  const side = (ids: readonly string[]) => {
    const left = unitsByIds(s.board, ids);
    if (left.length === 0) {
      const why = s.removed.filter((r) => ids.includes(r.unit.id)).map((r) => r.reason);
      // Stryker disable next-line ArrayDeclaration: a string in the list has no `kind`, so it is no return-to-map obligation either
      const offMap = (s.obligations ?? []).some((o) => o.kind === 'return-to-map' && ids.includes(o.unit.id));
      return why.includes('surrendered')
        ? 'surrendered'
        : offMap && why.length === 0
          ? 'off the map'
          : 'eliminated';
    }
    const states = [...new Set(left.map((u) => u.moraleState))];
    return states.join('/');
  };
  const defenders = s.targets.flatMap((t) => t.units);
  const parts = [`attackers ${side(s.attackers)}`, `defenders ${side(defenders)}`];
  if (s.odds) parts.unshift(`melee at ${s.odds.finalColumn.attacker}:${s.odds.finalColumn.defender}`);
  if (s.recall) parts.push(s.recall);
  return parts.join(', ');
}
