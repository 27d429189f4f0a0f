/**
 * Every condition name a data table may use in "when"; src/rules/conditions.ts gives each its meaning.
 * A table naming any other condition is refused at load (data/unknown-condition).
 */
export const KNOWN_CONDITIONS = [
  // stand against charge (19.6)
  'defender-square',
  'defender-general-order',
  'defender-special-structure',
  'defender-disordered',
  'charged-through-flank',
  'charged-through-rear',
  'attacker-lancers',
  'attacker-heavy',
  'stack-has-artillery',
  'leader-with-defender',
  // cavalry melee factors (19.9)
  'attacker-heavy-vs-light-cavalry',
  'attacker-heavy-in-line',
  'attacker-lancers-vs-non-square',
  'attacker-tired',
  'attacker-exhausted',
  'defender-tired',
  'defender-exhausted',
  'attacker-not-recalled',
  // fire (18)
  'target-charging-cavalry',
  'firer-disordered',
  // recall (19.8)
  'leader-with-attacker',
  'attacker-light',
  'attacker-disordered',
] as const;

/** A condition name from KNOWN_CONDITIONS. */
export type KnownCondition = (typeof KNOWN_CONDITIONS)[number];

/** Whether a name is one of KNOWN_CONDITIONS. */
export function isKnownCondition(name: string): name is KnownCondition {
  return (KNOWN_CONDITIONS as readonly string[]).includes(name);
}
