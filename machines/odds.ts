import { chargeSeed, standardError } from '../src/analysis/monte-carlo-stats.ts';
import { type ChargeOutcome, outcomeKey, summariseOutcome } from '../src/analysis/outcome.ts';
import { VIEW_LABELS } from '../src/analysis/views.ts';
import { manualSource, type RollInput, rollFrom, seededSource } from '../src/dice/index.ts';
import { fail, ok, type Result } from '../src/errors.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import type { Scenario } from '../src/model/scenario.ts';
import { type PlainChance, type PlainViews, plainChance, plainViews } from './analysis/advice-plain.ts';
import { quietStep, restoreSnapshot, startSnapshot, withoutLog } from './analysis/drive.ts';
import { type AnalysisProgress, AnalysisTooLarge, ExactAnalyzer } from './analysis/exact.ts';
import { describeValue, isRecord, member } from './plain.ts';
import { checkedScenario, rulesetOf } from './scenario-check.ts';
import { ChargeSession, type ChargeSnapshot, stepName } from './session.ts';
import { guarded } from './total.ts';

/** What the odds are asked of: a loaded scenario (from its start) or a charge session (from its current step). */
export type OddsSource = { readonly scenario: Scenario; readonly ruleset?: Ruleset } | ChargeSession;

/** The budget of chargeOdds: it is refused (analysis/too-large) rather than run without end. */
export interface OddsOptions {
  /** Most distinct states the exact analysis may explore (default 1,000,000). */
  readonly maxStates?: number;
  /** Most seconds it may take (default: no limit). */
  readonly maxSeconds?: number;
  /** Called about every second of a long analysis with the work so far (what it throws is dropped). */
  readonly onProgress?: (p: AnalysisProgress) => void;
}

/** One final outcome of a charge with its exact probability ("n/d" and its decimal), as plain data. */
export interface OutcomeOdds extends PlainChance {
  readonly outcome: ChargeOutcome;
}

/** Where odds were taken from: the scenario's start, or a session's current step. */
export interface OddsFrom {
  /** The scenario's id and the ruleset's id the charge is played under. */
  readonly scenario: string;
  readonly ruleset: string;
  /** "start" for a loaded scenario, "session" for a charge in progress. */
  readonly from: 'start' | 'session';
  /** The machine step the charge waits in when the odds are taken ("" once it is over). */
  readonly step: string;
}

/**
 * The exact odds of a charge as plain data (JSON as it is): every final outcome with its exact
 * probability, and the grouped views of the advisor (fates, increments lost, melee, recall, pursuit).
 * Later rolls branch on every face, later choices take their defaults.
 */
export interface ChargeOdds extends OddsFrom, PlainViews {
  /** Every final outcome with its exact probability, most likely first. */
  readonly outcomes: readonly OutcomeOdds[];
  /** The sum of the probabilities: exactly "1/1". */
  readonly total: PlainChance;
  /** Distinct states explored, machine transitions taken, milliseconds. */
  readonly states: number;
  readonly transitions: number;
  readonly ms: number;
}

/** The most charges one Monte Carlo run plays. */
export const MAX_MONTE_CARLO_CHARGES = 1_000_000;

/** What monteCarloOdds takes: how many charges and the seed of their dice. */
export interface MonteCarloOptions {
  /** How many charges to play, 1..MAX_MONTE_CARLO_CHARGES. */
  readonly charges: number;
  /** The seed (a whole number 0..4294967295, default 1): charge i rolls with a seed mixed from it and i. */
  readonly seed?: number;
}

/** A frequency of a Monte Carlo run: the count, count/charges, and its standard error sqrt(f(1-f)/n). */
export interface MonteCarloChance {
  readonly count: number;
  readonly frequency: number;
  readonly se: number;
}

/** One final outcome of a Monte Carlo run, with its frequency and standard error. */
export interface MonteCarloOutcome extends MonteCarloChance {
  readonly outcome: ChargeOutcome;
}

/** One line of a grouped view of a Monte Carlo run ("routed", "2"), with its frequency and standard error. */
export interface MonteCarloRow extends MonteCarloChance {
  readonly label: string;
}

/** A mean of a Monte Carlo run and its standard error (the sample's standard deviation over sqrt(n)). */
export interface MonteCarloMean {
  readonly mean: number;
  readonly se: number;
}

/** The estimated odds of a charge from seeded charges played to the end (default choices), as plain data. */
export interface MonteCarloOdds extends OddsFrom {
  readonly charges: number;
  readonly seed: number;
  /** Every final outcome that occurred, most frequent first. */
  readonly outcomes: readonly MonteCarloOutcome[];
  readonly defenderFate: readonly MonteCarloRow[];
  readonly attackerFate: readonly MonteCarloRow[];
  readonly attackerLost: readonly MonteCarloRow[];
  readonly attackerLostMean: MonteCarloMean;
  readonly defenderLost: readonly MonteCarloRow[];
  readonly defenderLostMean: MonteCarloMean;
  readonly melee: readonly MonteCarloRow[];
  readonly recall: readonly MonteCarloRow[];
  readonly pursuit: readonly MonteCarloRow[];
  readonly ms: number;
}

/** The snapshot odds are taken from, with what it is the charge of. */
interface Start {
  readonly snapshot: ChargeSnapshot;
  readonly from: OddsFrom;
}

/** A loaded scenario's start, or a session's current step (read without trusting what a host passed). */
function startOf(charge: unknown, fn: string): Result<Start> {
  if (ChargeSession.isSession(charge)) {
    const snapshot = restoreSnapshot(charge.persisted());
    const { scenarioId, ruleset } = snapshot.context;
    return ok({
      snapshot,
      from: { scenario: scenarioId, ruleset: ruleset.id, from: 'session', step: stepName(snapshot) },
    });
  }
  if (!isRecord(charge)) {
    return fail(
      'api/bad-argument',
      `${fn} takes a loaded scenario { scenario, ruleset? } (loadScenarioFromJson) or a charge session: got ${describeValue(charge)}`,
    );
  }
  const scenarioMember = member(charge, 'scenario', 'the charge');
  if (!scenarioMember.ok) return scenarioMember;
  const rulesetMember = member(charge, 'ruleset', 'the charge');
  if (!rulesetMember.ok) return rulesetMember;
  if (typeof scenarioMember.value !== 'object' || scenarioMember.value === null) {
    return fail(
      'api/bad-argument',
      `${fn} needs a scenario (from loadScenarioFromJson): got ${describeValue(scenarioMember.value)}`,
    );
  }
  const ruleset = rulesetOf(rulesetMember.value, scenarioMember.value);
  if (!ruleset.ok) return ruleset;
  const scenario = checkedScenario(scenarioMember.value, ruleset.value);
  if (!scenario.ok) return scenario;
  const snapshot = startSnapshot({ scenario: scenario.value, ruleset: ruleset.value, dice: manualSource() });
  return ok({
    snapshot,
    from: { scenario: scenario.value.id, ruleset: ruleset.value.id, from: 'start', step: stepName(snapshot) },
  });
}

/** The options of a call as an object, each member read once (a getter is not trusted). */
function optionsOf(raw: unknown, keys: readonly string[], what: string): Result<Record<string, unknown>> {
  if (raw === undefined) return ok({});
  if (!isRecord(raw)) return fail('api/bad-argument', `${what} must be an object: got ${describeValue(raw)}`);
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const m = member(raw, key, what);
    if (!m.ok) return m;
    if (m.value !== undefined) out[key] = m.value;
  }
  return ok(out);
}

/** A host's callback, called without trusting it: what it throws is dropped. */
function quiet(f: (p: AnalysisProgress) => void): (p: AnalysisProgress) => void {
  return (p) => {
    try {
      f(p);
    } catch {
      // a progress callback that throws stops nothing
    }
  };
}

/** The budget of chargeOdds, read from the host's options. */
function budgetOf(raw: unknown): Result<OddsOptions> {
  const o = optionsOf(raw, ['maxStates', 'maxSeconds', 'onProgress'], 'the odds options');
  if (!o.ok) return o;
  const { maxStates, maxSeconds, onProgress } = o.value;
  if (
    maxStates !== undefined &&
    !(typeof maxStates === 'number' && Number.isInteger(maxStates) && maxStates > 0)
  )
    return fail(
      'api/bad-argument',
      `maxStates must be a whole number above 0: got ${describeValue(maxStates)}`,
    );
  if (maxSeconds !== undefined && !(typeof maxSeconds === 'number' && maxSeconds > 0))
    return fail('api/bad-argument', `maxSeconds must be a number above 0: got ${describeValue(maxSeconds)}`);
  if (onProgress !== undefined && typeof onProgress !== 'function')
    return fail('api/bad-argument', `onProgress must be a function: got ${describeValue(onProgress)}`);
  return ok({
    ...(maxStates === undefined ? {} : { maxStates }),
    ...(maxSeconds === undefined ? {} : { maxSeconds }),
    ...(onProgress === undefined ? {} : { onProgress: quiet(onProgress as (p: AnalysisProgress) => void) }),
  } as OddsOptions);
}

/**
 * The exact odds of a charge: every final outcome with its exact probability (a fraction "n/d" and its
 * decimal) and the grouped views (how each side ends, increments lost, melee, recall, pursuit), from
 * the start of a loaded scenario (`{ scenario, ruleset? }` from loadScenarioFromJson: without a ruleset,
 * the one the scenario was loaded under) or from the current step of a charge session (the rolls and
 * choices already answered stand). Later rolls branch on every face, later choices take their defaults.
 * Refuses analysis/too-large over the budget (`maxStates`, default 1,000,000; `maxSeconds`),
 * api/bad-argument for a charge or options that are not ones, the scenario/... and api/unknown-ruleset
 * codes for a scenario or ruleset that does not hold. Never throws.
 */
export function chargeOdds(charge: OddsSource, options?: OddsOptions): Result<ChargeOdds> {
  return guarded('chargeOdds', () => {
    const start = startOf(charge, 'chargeOdds');
    if (!start.ok) return start;
    const budget = budgetOf(options);
    if (!budget.ok) return budget;
    let a: ReturnType<ExactAnalyzer['analyze']>;
    try {
      a = new ExactAnalyzer(budget.value).analyze(start.value.snapshot);
    } catch (e) {
      if (e instanceof AnalysisTooLarge) return fail(e.code, e.message);
      throw e;
    }
    return ok({
      ...start.value.from,
      outcomes: a.outcomes.map((e) => ({ ...plainChance(e.p), outcome: e.outcome })),
      total: plainChance(a.total),
      ...plainViews(a.views),
      states: a.states,
      transitions: a.transitions,
      ms: Math.round(a.ms),
    });
  });
}

/** The charges and seed of monteCarloOdds, read from the host's options. */
function runOf(raw: unknown): Result<{ charges: number; seed: number }> {
  if (raw === undefined)
    return fail('api/bad-argument', 'monteCarloOdds needs its options { charges, seed? }: got undefined');
  const o = optionsOf(raw, ['charges', 'seed'], 'the Monte Carlo options');
  if (!o.ok) return o;
  const { charges, seed = 1 } = o.value;
  if (
    !(typeof charges === 'number' && Number.isInteger(charges)) ||
    charges < 1 ||
    charges > MAX_MONTE_CARLO_CHARGES
  )
    return fail(
      'api/bad-argument',
      `charges must be a whole number 1..${MAX_MONTE_CARLO_CHARGES}: got ${describeValue(charges)}`,
    );
  if (!(typeof seed === 'number' && seededSource(seed).ok))
    return fail('api/bad-argument', `seed must be a whole number 0..4294967295: got ${describeValue(seed)}`);
  return ok({ charges, seed });
}

/** Most events one Monte Carlo charge takes before it is a bug (a charge takes a few dozen). */
const MAX_EVENTS = 10_000;

/** Plays a snapshot to its end with seeded dice (the i-th charge's seed) and default choices. */
function playOut(start: ChargeSnapshot, seed: number): ChargeOutcome {
  const first = seededSource(seed);
  if (!first.ok) throw new Error(first.error.message);
  let dice = first.value;
  let snap = start;
  for (let i = 0; i < MAX_EVENTS && snap.status === 'active'; i++) {
    const p = snap.context.pending;
    if (p?.kind === 'choice') snap = quietStep(snap, { type: 'CHOOSE_DEFAULT' });
    else if (p?.kind === 'roll') {
      const drawn = rollFrom(dice, p);
      if (!drawn.ok) throw new Error(drawn.error.message);
      dice = drawn.value.source as typeof dice;
      snap = quietStep(snap, { type: 'ROLL', value: drawn.value.roll.value as RollInput });
    } else throw new Error(`the charge waits for nothing at ${JSON.stringify(snap.value)}`);
  }
  if (snap.status !== 'done') throw new Error(`the charge with seed ${seed} did not end`);
  return summariseOutcome(snap.context);
}

/** Counts by label as rows with their frequencies and standard errors, most frequent first (numbers in order). */
function countRows(counts: ReadonlyMap<string, number>, n: number, numeric: boolean): MonteCarloRow[] {
  const out = [...counts].map(([label, count]) => ({
    label,
    count,
    frequency: count / n,
    se: standardError(count, n),
  }));
  return out.sort((a, b) =>
    numeric ? Number(a.label) - Number(b.label) : b.count - a.count || a.label.localeCompare(b.label),
  );
}

/** The mean of a quantity over the charges and its standard error. */
function meanOf(values: readonly number[]): MonteCarloMean {
  const n = values.length;
  const mean = values.reduce((s, x) => s + x, 0) / n;
  const variance = n > 1 ? values.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  return { mean, se: Math.sqrt(variance / n) };
}

/**
 * Monte Carlo odds of a charge: `charges` charges played to their end with seeded dice (charge i with
 * a seed mixed from `seed` and i, as `hexcharge odds --mc N --seed S` plays them) and default choices,
 * from the start of a loaded scenario or from the current step of a charge session (see chargeOdds).
 * Every outcome that occurred and every grouped view with its count, frequency and standard error,
 * the mean increments lost with theirs. The same seed gives the same numbers. Refuses api/bad-argument
 * for a charge that is not one or options that are not `{ charges: 1..1,000,000, seed?: 0..4294967295 }`.
 * Never throws.
 */
export function monteCarloOdds(charge: OddsSource, options: MonteCarloOptions): Result<MonteCarloOdds> {
  return guarded('monteCarloOdds', () => {
    const start = startOf(charge, 'monteCarloOdds');
    if (!start.ok) return start;
    const run = runOf(options);
    if (!run.ok) return run;
    const { charges, seed } = run.value;
    const t0 = performance.now();
    // the log is read by no rule: every charge steps on from the snapshot without it
    const from = withoutLog(start.value.snapshot);
    const byKey = new Map<string, { outcome: ChargeOutcome; count: number }>();
    const views = new Map<string, Map<string, number>>(Object.keys(VIEW_LABELS).map((k) => [k, new Map()]));
    const attackerLost: number[] = [];
    const defenderLost: number[] = [];
    for (let i = 0; i < charges; i++) {
      const o = playOut(from, chargeSeed(seed, i));
      const key = outcomeKey(o);
      const seen = byKey.get(key);
      if (seen) seen.count++;
      else byKey.set(key, { outcome: o, count: 1 });
      for (const [name, label] of Object.entries(VIEW_LABELS)) {
        const m = views.get(name)!;
        m.set(label(o), (m.get(label(o)) ?? 0) + 1);
      }
      attackerLost.push(o.attackerLost);
      defenderLost.push(o.defenderLost);
    }
    const view = (name: string, numeric = false) => countRows(views.get(name)!, charges, numeric);
    const outcomes = [...byKey]
      .sort(([ka, a], [kb, b]) => b.count - a.count || ka.localeCompare(kb))
      .map(([, e]) => ({
        outcome: e.outcome,
        count: e.count,
        frequency: e.count / charges,
        se: standardError(e.count, charges),
      }));
    return ok({
      ...start.value.from,
      charges,
      seed,
      outcomes,
      defenderFate: view('defender fate'),
      attackerFate: view('attacker fate'),
      attackerLost: view('attacker increments lost', true),
      attackerLostMean: meanOf(attackerLost),
      defenderLost: view('defender increments lost', true),
      defenderLostMean: meanOf(defenderLost),
      melee: view('melee result'),
      recall: view('recall'),
      pursuit: view('pursuit'),
      ms: Math.round(performance.now() - t0),
    });
  });
}
