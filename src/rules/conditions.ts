import type { HexsideClass } from '../model/ruleset.ts';
import type { TerrainKind } from '../model/terrain.ts';
import type { Leader, Unit } from '../model/unit.ts';

/**
 * The situation a modifier is judged in: the charging stack, one defending stack, the hexside the
 * charge comes through, the defenders' terrain, leaders, and (for per-unit modifiers) the unit itself.
 */
export interface Situation {
  readonly attackers: readonly Unit[];
  readonly defenders: readonly Unit[];
  /** Class of the defending stack's hexside the charge comes through (front/flank/rear). */
  readonly contact: HexsideClass;
  readonly defenderTerrain: TerrainKind;
  readonly leadersWithAttacker: readonly Leader[];
  readonly leadersWithDefender: readonly Leader[];
  /** Whether the charging cavalry pursues without having been recalled (19.8). */
  readonly notRecalled: boolean;
  /** The unit a per-unit modifier is judged for (a charging unit, a defending unit, or a firer). */
  readonly unit?: Unit;
}

const anyOr = (s: Situation, side: readonly Unit[], p: (u: Unit) => boolean): boolean => {
  const judged = s.unit;
  return judged && side.some((x) => x.id === judged.id) ? p(judged) : side.some(p);
};
const top = (units: readonly Unit[]): Unit | undefined => units[0];

/**
 * Every condition a table may name, with its meaning in the rules. A stack-level condition looks at
 * the stack's top unit (the first listed); a unit-level one at the unit judged, or any unit of the
 * stack when no unit is judged.
 */
export const CONDITIONS: Readonly<Record<string, (s: Situation) => boolean>> = {
  /** The defending stack is in square (carré). */
  'defender-square': (s) => top(s.defenders)?.formation === 'square',
  /** The defending stack is in general order, by formation or terrain. */
  'defender-general-order': (s) =>
    top(s.defenders)?.formation === 'general-order' || s.defenderTerrain === 'general-order',
  /** The defending stack is in a special structure. */
  'defender-special-structure': (s) => s.defenderTerrain === 'special-structure',
  /** The defending stack is disordered. */
  'defender-disordered': (s) => top(s.defenders)?.moraleState === 'disordered',
  /** The charge comes through a flank hexside of the defenders. */
  'charged-through-flank': (s) => s.contact === 'flank',
  /** The charge comes through a rear hexside of the defenders. */
  'charged-through-rear': (s) => s.contact === 'rear',
  /** Lancers charge. */
  'attacker-lancers': (s) => anyOr(s, s.attackers, (u) => u.lancer === true),
  /** Lancers charge a target not in square. */
  'attacker-lancers-vs-non-square': (s) =>
    top(s.defenders)?.formation !== 'square' && anyOr(s, s.attackers, (u) => u.lancer === true),
  /** Heavy cavalry charges. */
  'attacker-heavy': (s) => anyOr(s, s.attackers, (u) => u.weight === 'heavy'),
  /** Light cavalry charges. */
  'attacker-light': (s) => anyOr(s, s.attackers, (u) => u.weight === 'light'),
  /** Heavy cavalry charges light cavalry. */
  'attacker-heavy-vs-light-cavalry': (s) =>
    s.defenders.some((d) => d.arm === 'cavalry' && d.weight === 'light') &&
    anyOr(s, s.attackers, (u) => u.weight === 'heavy'),
  /** Heavy cavalry charging in line (the project's literal reading of the brief's "heavy in line"). */
  'attacker-heavy-in-line': (s) =>
    anyOr(s, s.attackers, (u) => u.weight === 'heavy' && u.formation === 'line'),
  /** The charging cavalry is tired. */
  'attacker-tired': (s) => anyOr(s, s.attackers, (u) => u.readiness === 'tired'),
  /** The charging cavalry is exhausted. */
  'attacker-exhausted': (s) => anyOr(s, s.attackers, (u) => u.readiness === 'exhausted'),
  /** The charging cavalry is disordered. */
  'attacker-disordered': (s) => anyOr(s, s.attackers, (u) => u.moraleState === 'disordered'),
  /** The charging cavalry was not recalled and melees while pursuing (x1/2). */
  'attacker-not-recalled': (s) => s.notRecalled,
  /** The defending cavalry is tired. */
  'defender-tired': (s) => anyOr(s, s.defenders, (u) => u.arm === 'cavalry' && u.readiness === 'tired'),
  /** The defending cavalry is exhausted. */
  'defender-exhausted': (s) =>
    anyOr(s, s.defenders, (u) => u.arm === 'cavalry' && u.readiness === 'exhausted'),
  /** The defending stack holds artillery. */
  'stack-has-artillery': (s) => s.defenders.some((u) => u.arm === 'artillery'),
  /** A leader rides with the defending stack. */
  'leader-with-defender': (s) => s.leadersWithDefender.length > 0,
  /** A leader rides with the charging stack. */
  'leader-with-attacker': (s) => s.leadersWithAttacker.length > 0,
  /** The target of fire is charging cavalry (always true in defensive fire against a charge). */
  'target-charging-cavalry': () => true,
  /** The firing unit is disordered. */
  'firer-disordered': (s) => anyOr(s, s.defenders, (u) => u.moraleState === 'disordered'),
};

/** Whether the named condition holds in the situation (unknown names are refused at load). */
export function holds(name: string, s: Situation): boolean {
  const c = Object.hasOwn(CONDITIONS, name) ? CONDITIONS[name] : undefined;
  return c ? c(s) : false;
}
