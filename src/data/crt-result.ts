import type { CrtResult } from '../model/ruleset.ts';

/** How the results of the assault and melee chart are written in data files (for messages). */
export const CRT_RESULT_FORMS =
  'AS, AR, AD or AD1-AD9, - (or NE: bounce), DD or DD1-DD9, DR, DS, or losses a/d such as 1/1, 2*/1, *2/1, 1/2*';

const LOSSES = /^(\*)?(\d{1,2})(\*)?\/(\d{1,2})(\*)?$/;

/**
 * Parses a chart result: AS, AR, AD#, "-" / "NE" / "" (blank: bounce), DD#, DR, DS, or attacker/defender
 * losses "a/d" where a star next to a number marks a morale check for that side: a star before or after
 * the attacker number (e.g. "*2" + "/1") is the attacker's, a star after the defender number the defender's.
 * "AD" and "DD" without a number move `plainHexes` hexes (the ruleset's disorderedRetreatHexes, ruling
 * R60); without `plainHexes` they are not read.
 */
export function parseCrtResult(text: string, plainHexes?: number): CrtResult | undefined {
  const t = text.trim();
  if ((t === 'AD' || t === 'DD') && plainHexes !== undefined) return { kind: t, hexes: plainHexes };
  switch (t) {
    case 'AS':
    case 'AR':
    case 'DR':
    case 'DS':
      return { kind: t };
    case '-':
    case 'NE':
    case '':
      return { kind: 'none' };
  }
  const moved = /^(AD|DD)([1-9])$/.exec(t);
  if (moved) return { kind: moved[1] === 'AD' ? 'AD' : 'DD', hexes: Number(moved[2]) };
  const m = LOSSES.exec(t);
  if (m) {
    if (m[1] !== undefined && m[3] !== undefined) return undefined;
    return {
      kind: 'losses',
      attacker: Number(m[2]),
      defender: Number(m[4]),
      attackerCheck: m[1] !== undefined || m[3] !== undefined,
      defenderCheck: m[5] !== undefined,
    };
  }
  return undefined;
}

/** Prints a chart result in its canonical form: "-" for a blank, the attacker's star after its number. */
export function makeCrtResult(r: CrtResult): string {
  switch (r.kind) {
    case 'AS':
    case 'AR':
    case 'DR':
    case 'DS':
      return r.kind;
    case 'none':
      return '-';
    case 'AD':
    case 'DD':
      return `${r.kind}${r.hexes}`;
    case 'losses':
      return `${r.attacker}${r.attackerCheck ? '*' : ''}/${r.defender}${r.defenderCheck ? '*' : ''}`;
  }
}

/**
 * A chart result text in its canonical form (a star after the attacker number, "NE" as "-"), keeping "AD" and "DD"
 * written without a number as they are; undefined when it is not a chart result.
 */
export function canonicalCrtText(text: string): string | undefined {
  const t = text.trim();
  if (t === 'AD' || t === 'DD') return t;
  const r = parseCrtResult(t);
  return r === undefined ? undefined : makeCrtResult(r);
}
