import type { CrtResult } from '../model/ruleset.ts';

/**
 * The order of the assault and melee chart's results, from the attacker's worst to its best
 * (docs/crt-lint.md): a higher roll or higher odds never gives the attacker a worse result.
 * Each tier is one kind; within a tier the sub-rank orders results of that kind.
 */
export const CRT_ORDER = Object.freeze(['AS', 'AR', 'AD', 'middle', 'DD', 'DR', 'DS'] as const);

/** A tier of CRT_ORDER: the losses results "a/d" and "-" share the middle tier. */
export type CrtOrderTier = (typeof CRT_ORDER)[number];

/**
 * The loss score of a result "a/d" (and of "-", which scores 0 like an even exchange without checks):
 * 2 x (defender's loss - attacker's loss), plus 1 for the defender's star, minus 1 for the attacker's.
 * Each star (a morale check for that side) weighs half an increment.
 */
export function lossScore(result: CrtResult): number {
  if (result.kind !== 'losses') return 0;
  return (
    2 * (result.defender - result.attacker) + (result.defenderCheck ? 1 : 0) - (result.attackerCheck ? 1 : 0)
  );
}

/** Where a result stands in CRT_ORDER: its tier's index, then its rank inside the tier (higher: better for the attacker). */
export function crtRank(result: CrtResult): readonly [number, number] {
  switch (result.kind) {
    case 'AS':
    case 'AR':
    case 'DR':
    case 'DS':
      return [CRT_ORDER.indexOf(result.kind), 0];
    case 'AD':
      // a longer attacker retreat is worse for the attacker
      return [CRT_ORDER.indexOf('AD'), -result.hexes];
    case 'DD':
      return [CRT_ORDER.indexOf('DD'), result.hexes];
    case 'none':
    case 'losses':
      return [CRT_ORDER.indexOf('middle'), lossScore(result)];
  }
}

/** Compares two results in CRT_ORDER: negative when `a` is worse for the attacker than `b`, 0 when they tie. */
export function compareCrtResults(a: CrtResult, b: CrtResult): number {
  const [ta, sa] = crtRank(a);
  const [tb, sb] = crtRank(b);
  return ta !== tb ? ta - tb : sa - sb;
}
