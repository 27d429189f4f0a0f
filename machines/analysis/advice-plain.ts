import type { ChargeOutcome } from '../../src/analysis/outcome.ts';
import type { ViewRow, Views } from '../../src/analysis/views.ts';
import { type BigFraction, formatF, toDecimalF } from '../../src/math/fraction-big.ts';
import type { ChoiceWhat } from '../../src/procedure/state.ts';
import type { ChoiceOdds, OptionOdds } from './advise.ts';

/** An exact probability as plain data: the fraction "n/d" and its decimal value. */
export interface PlainChance {
  readonly p: string;
  readonly decimal: number;
}

/** One line of a grouped view as plain data: a label ("routed", "2") and its exact probability. */
export interface PlainRow extends PlainChance {
  readonly label: string;
}

/** The grouped views of an analysis as plain data (fates, increments lost and their means, melee, recall, pursuit). */
export interface PlainViews {
  /** How the defending side ends (held, disordered, routed, surrendered, destroyed). */
  readonly defenderFate: readonly PlainRow[];
  /** How the charging side ends. */
  readonly attackerFate: readonly PlainRow[];
  /** Increments lost by the charging side, and the mean. */
  readonly attackerLost: readonly PlainRow[];
  readonly attackerLostMean: PlainChance;
  /** Increments lost by the defending side, and the mean. */
  readonly defenderLost: readonly PlainRow[];
  readonly defenderLostMean: PlainChance;
  /** The melee result (19.7), the recall roll (19.8) and what the pursuit did (19.11). */
  readonly melee: readonly PlainRow[];
  readonly recall: readonly PlainRow[];
  readonly pursuit: readonly PlainRow[];
}

/** One option of a pending choice and how the charge ends when it is taken, as plain data (JSON as it is). */
export interface OptionAdvice extends PlainViews {
  /** Its index among the options (what `session.choose` takes). */
  readonly option: number;
  readonly id: string;
  /** The option as the players are shown it. */
  readonly label: string;
  /** Whether it is the documented default (what automatic play and `odds` take). */
  readonly isDefault: boolean;
  /** Every final outcome with its exact probability, most likely first. */
  readonly outcomes: readonly (PlainChance & { readonly outcome: ChargeOutcome })[];
  readonly states: number;
  readonly transitions: number;
  readonly ms: number;
}

/** The odds of every option of a pending choice, side by side, as plain data. */
export interface ChoiceAdvice {
  /** The decision ("use-leader", "retreat-path", "pursue-which", "hold-back"...: the request's `what`). */
  readonly what: ChoiceWhat;
  /** The side whose player decides (a `board.sides[].id`, ruling R61). */
  readonly side: string;
  readonly id: string;
  /** What the choice is about, as the players are shown it. */
  readonly purpose: string;
  readonly rule: string;
  /** The machine step the charge waits in. */
  readonly step: string;
  readonly defaultOption: number;
  readonly options: readonly OptionAdvice[];
  /** Whether every option gives the same final outcomes with the same chances (the choice changes nothing). */
  readonly allAlike: boolean;
  readonly states: number;
  readonly transitions: number;
  readonly ms: number;
}

/** An exact probability as plain data. */
export function plainChance(p: BigFraction): PlainChance {
  return { p: formatF(p), decimal: Number(toDecimalF(p, 12)) };
}

function rows(xs: readonly ViewRow[]): PlainRow[] {
  return xs.map((r) => ({ label: r.label, ...plainChance(r.p) }));
}

/** The grouped views of an analysis as plain data, in the order the plain odds list them. */
export function plainViews(v: Views): PlainViews {
  return {
    defenderFate: rows(v.defenderFate),
    attackerFate: rows(v.attackerFate),
    attackerLost: rows(v.attackerLost),
    attackerLostMean: plainChance(v.attackerLostMean),
    defenderLost: rows(v.defenderLost),
    defenderLostMean: plainChance(v.defenderLostMean),
    melee: rows(v.melee),
    recall: rows(v.recall),
    pursuit: rows(v.pursuit),
  };
}

function plainOption(o: OptionOdds): OptionAdvice {
  const a = o.analysis;
  return {
    option: o.option,
    id: o.id,
    label: o.label,
    isDefault: o.isDefault,
    ...plainViews(a.views),
    outcomes: a.outcomes.map((e) => ({ ...plainChance(e.p), outcome: e.outcome })),
    states: a.states,
    transitions: a.transitions,
    ms: Math.round(a.ms),
  };
}

/** The advice of a pending choice as plain data: fractions as "n/d" strings with their decimals. */
export function plainAdvice(c: ChoiceOdds): ChoiceAdvice {
  return {
    what: c.request.what,
    side: c.request.side,
    id: c.request.id,
    purpose: c.purpose,
    rule: c.request.rule,
    step: c.step,
    defaultOption: c.request.defaultOption,
    options: c.options.map(plainOption),
    allAlike: c.allAlike,
    states: c.states,
    transitions: c.transitions,
    ms: Math.round(c.ms),
  };
}
