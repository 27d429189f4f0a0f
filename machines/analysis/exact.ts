import { compactStateKey, type MergeMode, StateKeys } from '../../src/analysis/canonical.ts';
import {
  type ChargeOutcome,
  OUTCOME_READS,
  outcomeKey,
  summariseOutcome,
} from '../../src/analysis/outcome.ts';
import { type OutcomeChance, type Views, viewsOf } from '../../src/analysis/views.ts';
import { type Branch, certain, mix, toFractions, type WeightedDist } from '../../src/analysis/weighted.ts';
import type { RollInput } from '../../src/dice/index.ts';
import { type DiceKind, type Outcome, outcomes } from '../../src/dice/index.ts';
import { fail, type HexchargeError, ok, type Result } from '../../src/errors.ts';
import { type BigFraction, compareF, sumF } from '../../src/math/fraction-big.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import type { ChargeInput } from '../charge.ts';
import type { ChargeSession, ChargeSnapshot } from '../session.ts';
import { quietStep, restoreSnapshot, startSnapshot } from './drive.ts';
import { classifierOf } from './roll-classes.ts';

/** The exact distribution of the final outcomes of a charge, with its grouped views and the work it took. */
export interface ExactAnalysis {
  /** Every final outcome with its exact probability, most likely first. */
  readonly outcomes: readonly OutcomeChance[];
  /** The sum of all probabilities: exactly 1 for a complete analysis. */
  readonly total: BigFraction;
  readonly views: Views;
  /** Distinct machine states (after merging) that waited for a roll or a choice. */
  readonly states: number;
  /** Machine transitions taken (events sent through the machine's pure transition). */
  readonly transitions: number;
  /** Wall time in milliseconds. */
  readonly ms: number;
}

/** The work of an analysis so far, as its progress callback and its refusal report it. */
export interface AnalysisProgress {
  /** Distinct states explored (waiting for a roll or a choice, after merging). */
  readonly states: number;
  readonly transitions: number;
  readonly seconds: number;
  /** JavaScript heap in use, in bytes (0 where the runtime does not say). */
  readonly heapBytes: number;
}

/** The budget of an exact analysis: it is refused (analysis/too-large) rather than run without end. */
export interface AnalysisBudget {
  /** Most distinct states explored (default DEFAULT_BUDGET.maxStates). */
  readonly maxStates?: number;
  /** Most seconds of wall time (default: no limit). */
  readonly maxSeconds?: number;
  /** Most bytes of JavaScript heap in use (default DEFAULT_BUDGET.maxHeapBytes; checked where the runtime tells it). */
  readonly maxHeapBytes?: number;
  /** Called about every `progressSeconds` (default 1) with the work so far, from the first second on. */
  readonly onProgress?: (p: AnalysisProgress) => void;
  readonly progressSeconds?: number;
}

/** The default budget: a million states and 1 GiB of heap, no time limit. */
export const DEFAULT_BUDGET: Readonly<Required<Pick<AnalysisBudget, 'maxStates' | 'maxHeapBytes'>>> = {
  maxStates: 1_000_000,
  maxHeapBytes: 2 ** 30,
};

/** Options of an analysis: the merge mode (`records` unless testing) and the budget. */
export interface AnalysisOptions extends AnalysisBudget {
  readonly mode?: MergeMode;
}

/** The refusal of an analysis over its budget: code analysis/too-large, with the work done when it stopped. */
export class AnalysisTooLarge extends Error {
  readonly code = 'analysis/too-large';
  readonly progress: AnalysisProgress;
  /** Which limit was reached. */
  readonly limit: 'states' | 'seconds' | 'memory';

  constructor(limit: AnalysisTooLarge['limit'], progress: AnalysisProgress, budget: number) {
    const over =
      limit === 'states'
        ? `its budget of ${budget.toLocaleString('en')} states`
        : limit === 'seconds'
          ? `its budget of ${budget} s`
          : `its budget of ${Math.round(budget / 2 ** 20)} MiB of heap`;
    super(
      `the exact analysis stopped after exploring ${progress.states.toLocaleString('en')} states (${progress.transitions.toLocaleString('en')} transitions, ${progress.seconds.toFixed(1)} s, ${Math.round(progress.heapBytes / 2 ** 20)} MiB of heap): over ${over}`,
    );
    this.name = 'AnalysisTooLarge';
    this.limit = limit;
    this.progress = progress;
  }

  /** The refusal as a HexchargeError. */
  get error(): HexchargeError {
    return { code: this.code, message: this.message };
  }
}

function pick(o: object, members: readonly string[]): Record<string, unknown> {
  const c = o as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const m of members) out[m] = c[m];
  return out;
}

function heapBytes(): number {
  const p = (globalThis as { process?: { memoryUsage?: () => { heapUsed: number } } }).process;
  return p?.memoryUsage ? p.memoryUsage().heapUsed : 0;
}

/**
 * The answers to a pending roll the analysis takes: one per class of the roll (the step's classifier,
 * src/procedure/roll-classes and the doctrine's), the first value of the class standing for all of it
 * with their summed weight. In `strict` mode every value is its own branch (the reference the tests
 * compare the classes against).
 */
function rollClasses(context: ChargeState, dice: DiceKind, mode: MergeMode): readonly Outcome[] {
  const all = outcomes(dice);
  const classify = mode === 'records' ? classifierOf(context) : undefined;
  if (!classify) return all;
  const byClass = new Map<string, { value: number; weight: number; total: number }>();
  for (const o of all) {
    const c = classify(context, o.value);
    const seen = byClass.get(c);
    if (seen) seen.weight += o.weight;
    else byClass.set(c, { value: o.value, weight: o.weight, total: o.total });
  }
  return [...byClass.values()];
}

/**
 * Drives the charge machine through every answer to every roll (the request's exact `outcomes`), taking
 * the default of every choice, and merges branches that reach the same state (compact exact keys,
 * src/analysis/canonical), so the work grows with the distinct states, not with 36^n. It steps from
 * snapshots without their log (no rule reads it). One analyzer keeps its memo across calls: asking
 * from several snapshots of a charge (check, "chances from here") reuses work.
 */
export class ExactAnalyzer {
  readonly #memo = new Map<string, WeightedDist>();
  readonly #outcomes = new Map<string, ChargeOutcome>();
  readonly #keys = new StateKeys();
  #transitions = 0;
  #states = 0;
  readonly #mode: MergeMode;
  readonly #budget: AnalysisBudget;
  #t0 = 0;
  #nextCheck = 0;
  #nextHeapRead = 0;
  #nextProgress = 0;
  /** Calls of `distribution` running (the outermost sets up the analysis's way of stepping). */
  #depth = 0;

  /** `options`: the merge mode (`records` unless testing) or the options with the budget. */
  constructor(options: MergeMode | AnalysisOptions = {}) {
    const o = typeof options === 'string' ? { mode: options } : options;
    this.#mode = o.mode ?? 'records';
    this.#budget = o;
  }

  /** Distinct states explored so far (waiting for a roll or a choice). */
  get states(): number {
    return this.#states;
  }

  /** Transitions taken so far. */
  get transitions(): number {
    return this.#transitions;
  }

  /** The outcome an outcome key stands for. */
  outcome(key: string): ChargeOutcome | undefined {
    return this.#outcomes.get(key);
  }

  /** The work so far. */
  progress(): AnalysisProgress {
    return {
      states: this.#states,
      transitions: this.#transitions,
      seconds: (performance.now() - this.#t0) / 1000,
      heapBytes: heapBytes(),
    };
  }

  /** Refuses when a limit of the budget is reached; reports progress now and then. */
  #check(): void {
    const b = this.#budget;
    const maxStates = b.maxStates ?? DEFAULT_BUDGET.maxStates;
    if (this.#states > maxStates) throw new AnalysisTooLarge('states', this.progress(), maxStates);
    const seconds = (performance.now() - this.#t0) / 1000;
    if (b.maxSeconds !== undefined && seconds > b.maxSeconds)
      throw new AnalysisTooLarge('seconds', this.progress(), b.maxSeconds);
    if (this.#transitions >= this.#nextCheck && seconds >= this.#nextHeapRead) {
      // Reading the heap costs more than a clock (hundreds of µs on a large heap): every 64 transitions
      // (a transition allocates little), and at most ten times a second.
      this.#nextCheck = this.#transitions + 64;
      this.#nextHeapRead = seconds + 0.1;
      const maxHeap = b.maxHeapBytes ?? DEFAULT_BUDGET.maxHeapBytes;
      if (heapBytes() > maxHeap) throw new AnalysisTooLarge('memory', this.progress(), maxHeap);
    }
    const every = b.progressSeconds ?? 1;
    if (b.onProgress && seconds >= every && seconds >= this.#nextProgress) {
      this.#nextProgress = seconds + every;
      const p = this.progress();
      b.onProgress(p);
    }
  }

  /**
   * The exact distribution of final outcomes from a snapshot (integer weights over a common denominator).
   * The states it steps through stay inside the analysis: they are made without freezing (the core's
   * own immer, src/procedure/immer.ts) and their objects keyed by reference while it runs
   * (`StateKeys.trusting`).
   */
  distribution(snap: ChargeSnapshot): WeightedDist {
    if (this.#depth > 0) return this.#distribution(snap);
    this.#depth++;
    try {
      return this.#keys.trusting(() => this.#distribution(snap));
    } finally {
      this.#depth--;
    }
  }

  #distribution(snap: ChargeSnapshot): WeightedDist {
    if (this.#t0 === 0) this.#t0 = performance.now();
    const done = snap.status === 'done';
    // A final state is known by what its outcome reads; raw dice kept as records do not split it.
    const key = done
      ? `done|${this.#keys.compose(pick(snap.context, OUTCOME_READS))}`
      : compactStateKey(this.#keys, snap.context, snap.value, this.#mode);
    const seen = this.#memo.get(key);
    if (seen) return seen;
    let result: WeightedDist;
    if (done) {
      const o = summariseOutcome(snap.context);
      const k = outcomeKey(o);
      if (!this.#outcomes.has(k)) this.#outcomes.set(k, o);
      result = certain(k);
    } else {
      this.#states++;
      this.#check();
      const p = snap.context.pending;
      if (p?.kind === 'choice') {
        this.#transitions++;
        result = this.distribution(quietStep(snap, { type: 'CHOOSE_DEFAULT' }));
      } else if (p?.kind === 'roll') {
        const branches: Branch[] = [];
        for (const o of rollClasses(snap.context, p.dice, this.#mode)) {
          this.#transitions++;
          branches.push({
            weight: o.weight,
            total: o.total,
            // a value of the request's dice, as the roll's classes enumerate them
            dist: this.distribution(quietStep(snap, { type: 'ROLL', value: o.value as RollInput })),
          });
        }
        result = mix(branches);
      } else {
        throw new Error(`the charge waits for nothing at ${JSON.stringify(snap.value)} but has not ended`);
      }
    }
    this.#memo.set(key, result);
    return result;
  }

  /** The full analysis from a snapshot: outcomes with exact probabilities, their sum, views, work counters. */
  analyze(snap: ChargeSnapshot): ExactAnalysis {
    const t0 = performance.now();
    if (this.#t0 === 0) this.#t0 = t0;
    const s0 = this.states;
    const t0n = this.transitions;
    const dist = this.distribution(snap);
    const list: OutcomeChance[] = [...toFractions(dist)].map(([key, p]) => ({
      key,
      outcome: this.#outcomes.get(key)!,
      p,
    }));
    list.sort((a, b) => compareF(b.p, a.p) || a.key.localeCompare(b.key));
    return {
      outcomes: list,
      total: sumF(list.map((e) => e.p)),
      views: viewsOf(list),
      states: this.states - s0,
      transitions: this.transitions - t0n,
      ms: performance.now() - t0,
    };
  }
}

/** The exact analysis of a whole charge, from its start. Throws AnalysisTooLarge over its budget. */
export function analyzeCharge(input: ChargeInput, options: MergeMode | AnalysisOptions = {}): ExactAnalysis {
  return new ExactAnalyzer(options).analyze(startSnapshot(input));
}

/** The exact analysis of a whole charge, or the refusal analysis/too-large when it goes over its budget. */
export function analyzeChargeWithin(
  input: ChargeInput,
  options: AnalysisOptions = {},
): Result<ExactAnalysis> {
  try {
    return ok(analyzeCharge(input, options));
  } catch (e) {
    if (e instanceof AnalysisTooLarge) return fail(e.code, e.message);
    throw e;
  }
}

/**
 * "Chances from here": the exact analysis from a mid-charge snapshot, either a live machine snapshot or
 * a persisted one (ChargeSession.persisted(), a save document). Throws AnalysisTooLarge over its budget.
 */
export function chancesFrom(
  snapshot: ChargeSnapshot | unknown,
  options: AnalysisOptions = {},
): ExactAnalysis {
  const snap =
    snapshot && typeof snapshot === 'object' && typeof (snapshot as { can?: unknown }).can === 'function'
      ? (snapshot as ChargeSnapshot)
      : restoreSnapshot(snapshot);
  return new ExactAnalyzer(options).analyze(snap);
}

/** "Chances from here" for a charge in progress in a session. */
export function chancesOfSession(session: ChargeSession, options: AnalysisOptions = {}): ExactAnalysis {
  return chancesFrom(session.persisted(), options);
}
