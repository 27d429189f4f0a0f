import { makeCrtResult, parseCrtResult } from '../data/crt-result.ts';
import type { ChargeOutcome, Fate } from './outcome.ts';
import { FATES } from './outcome.ts';

/** A result claimed for a played charge, and how to test an outcome against it. */
export interface Claim {
  /** What the claim is about, for messages: "melee result", "defender fate", ... */
  readonly about: string;
  /** The claimed value in canonical form ("DR", "routed", "recalled"). */
  readonly value: string;
  /** The value an outcome has for this claim. */
  readonly read: (o: ChargeOutcome) => string;
}

/**
 * Parses a claim: a melee chart result as printed (DR, DD1, AS, 1/2*, "-" or NE), a defender fate (held,
 * disordered, routed, surrendered, destroyed; also "defender:routed"), an attacker fate
 * ("attacker:routed"), or a recall result (recalled, not-recalled). Undefined when it is none of these.
 */
export function parseClaim(text: string): Claim | undefined {
  const t = text.trim();
  const m = /^(attacker|defender)[:\- ](.+)$/i.exec(t);
  const fate = (m ? m[2]! : t).toLowerCase();
  if ((FATES as readonly string[]).includes(fate)) {
    const side = m ? m[1]!.toLowerCase() : 'defender';
    return side === 'attacker'
      ? { about: 'attacker fate', value: fate as Fate, read: (o) => o.attackerFate }
      : { about: 'defender fate', value: fate as Fate, read: (o) => o.defenderFate };
  }
  if (m) return undefined;
  if (/^(recalled|not-recalled|not recalled)$/i.test(t)) {
    return { about: 'recall', value: t.toLowerCase().replace(' ', '-'), read: (o) => o.recall };
  }
  const r = parseCrtResult(t.toUpperCase() === 'NE' ? 'NE' : t.toUpperCase());
  if (r && t !== '') return { about: 'melee result', value: makeCrtResult(r), read: (o) => o.melee };
  return undefined;
}

/** The forms a claim may take, for messages. */
export const CLAIM_FORMS =
  'a melee result (DR, DD1, AS, 1/2*, - ...), a defender fate (held, disordered, routed, surrendered, destroyed), attacker:<fate>, recalled or not-recalled';
