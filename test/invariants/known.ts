import type { BoardViolation, ViolationCode } from '../../src/invariants/index.ts';
import type { ChargeState } from '../../src/procedure/state.ts';

/**
 * TODO(doctrines): violations the flight and pursuit doctrines (src/doctrines, branch `doctrines`) are
 * known to cause, written up with reproductions in /work/helpers/doctrine-violations.md. Until that
 * branch lands its fixes they are counted and reported but do not fail a test; remove a code here as
 * soon as its fix is merged. La Bataille rulesets get no exception.
 */
export const KNOWN_DOCTRINE_CODES: readonly ViolationCode[] = [
  // none left: branch doctrines carries leaders with fleeing units and pursuers (ruling R40)
];

/** Whether a violation is a known doctrine case: a doctrine ruleset, a doctrine that has acted, a listed code. */
export function knownDoctrineCase(state: ChargeState, v: BoardViolation): boolean {
  const d = state.ruleset.settings.doctrine;
  const doctrineRuleset = d.flight !== 'la-bataille' || d.pursuit !== 'la-bataille';
  return doctrineRuleset && state.doctrine !== undefined && KNOWN_DOCTRINE_CODES.includes(v.code);
}
