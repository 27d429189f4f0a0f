import type { Odds } from '../model/ruleset.ts';

/** Parses odds "3:2" (positive whole numbers, attacker first) into Odds, or undefined. */
export function parseOdds(text: string): Odds | undefined {
  const m = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(text);
  if (!m) return undefined;
  const attacker = Number(m[1]);
  const defender = Number(m[2]);
  if (attacker <= 0 || defender <= 0) return undefined;
  return { attacker, defender };
}

/** Prints odds as a chart heads a column: "3:2". */
export function makeOdds(o: Odds): string {
  return `${o.attacker}:${o.defender}`;
}

/** Compares two odds by their ratio: negative when a is lower, 0 when equal, positive when higher. */
export function compareOdds(a: Odds, b: Odds): number {
  return a.attacker * b.defender - b.attacker * a.defender;
}
