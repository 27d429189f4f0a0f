import { createCharge } from '../../machines/index.ts';
import { type BoardViolation, boardViolations } from '../../src/invariants/index.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';
import { unchecked } from '../invariants/legal.ts';
import { pick } from '../support/reliability.ts';
import { accepted } from './generator.ts';
import { MAX_EVENTS } from './run.ts';

type Json = Record<string, unknown>;

/** The violations met playing a scenario JSON with a dice seed and a choice seed (empty if the validator refuses it). */
export function violationsOf(
  json: Json,
  ruleset: Ruleset,
  diceSeed: number,
  choiceSeed: number,
): BoardViolation[] {
  const scenario = accepted(json, ruleset);
  if (!scenario) return [];
  return unchecked(() => {
    const c = createCharge({ scenario, ruleset, dice: { seed: diceSeed } });
    if (!c.ok) return [];
    const s = c.value;
    const out: BoardViolation[] = [...boardViolations(s.state)];
    while (!s.done && s.events.length < MAX_EVENTS) {
      const p = s.pending;
      const r =
        p?.kind === 'choice' ? s.choose(pick(choiceSeed, s.events.length, p.options.length)) : s.autoRoll();
      if (!r.ok) break;
      out.push(...boardViolations(s.state));
    }
    return out;
  });
}

/**
 * A smaller scenario that still breaks an invariant with the given code under the same dice and choice
 * seeds: greedily drops bystanders, leaders, target units, terrain hexes and optional unit values while
 * the violation stays.
 */
export function shrink(
  json: Json,
  ruleset: Ruleset,
  diceSeed: number,
  choiceSeed: number,
  code: string,
): Json {
  const keeps = (j: Json) => violationsOf(j, ruleset, diceSeed, choiceSeed).some((v) => v.code === code);
  let best = structuredClone(json);
  let changed = true;
  while (changed) {
    changed = false;
    const tries: Json[] = [];
    const units = best.units as Json[];
    const leaders = best.leaders as Json[];
    const board = best.board as { terrain: Record<string, string> };
    const charge = best.charge as { attackers: string[]; targets: string[] };
    units.forEach((u, i) => {
      const attacker = charge.attackers.includes(u.id as string);
      if (attacker && charge.attackers.length === 1) return;
      const next = structuredClone(best);
      (next.units as Json[]).splice(i, 1);
      if (attacker) (next.charge as typeof charge).attackers = charge.attackers.filter((a) => a !== u.id);
      tries.push(next);
    });
    if (charge.targets.length > 1) {
      charge.targets.forEach((t) => {
        const next = structuredClone(best);
        (next.charge as typeof charge).targets = charge.targets.filter((x) => x !== t);
        tries.push(next);
      });
    }
    leaders.forEach((_, i) => {
      const next = structuredClone(best);
      (next.leaders as Json[]).splice(i, 1);
      tries.push(next);
    });
    for (const k of Object.keys(board.terrain)) {
      const next = structuredClone(best);
      delete (next.board as typeof board).terrain[k];
      tries.push(next);
    }
    units.forEach((u, i) => {
      for (const key of ['movement', 'leadership', 'unitStrength', 'ranks', 'movementLeft', 'lancer']) {
        if (u[key] === undefined) continue;
        const next = structuredClone(best);
        delete (next.units as Json[])[i]![key];
        tries.push(next);
      }
    });
    for (const t of tries) {
      if (keeps(t)) {
        best = t;
        changed = true;
        break;
      }
    }
  }
  return best;
}
