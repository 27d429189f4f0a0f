import { type MergeMode, stateKey } from '../../src/analysis/canonical.ts';
import { type ChargeOutcome, outcomeKey, summariseOutcome } from '../../src/analysis/outcome.ts';
import { type OutcomeChance, type Views, viewsOf } from '../../src/analysis/views.ts';
import { type Branch, certain, mix, toFractions, type WeightedDist } from '../../src/analysis/weighted.ts';
import { outcomes } from '../../src/dice/index.ts';
import { type BigFraction, compareF, sumF } from '../../src/math/fraction-big.ts';
import type { ChargeInput } from '../charge.ts';
import type { ChargeSession, ChargeSnapshot } from '../session.ts';
import { restoreSnapshot, startSnapshot, step } from './drive.ts';

/** The exact distribution of the final outcomes of a charge, with its grouped views and the work it took. */
export interface ExactAnalysis {
  /** Every final outcome with its exact probability, most likely first. */
  readonly outcomes: readonly OutcomeChance[];
  /** The sum of all probabilities: exactly 1 for a complete analysis. */
  readonly total: BigFraction;
  readonly views: Views;
  /** Distinct machine states (after merging) that waited for a roll or a choice. */
  readonly states: number;
  /** Machine transitions taken (events sent through XState's `transition`). */
  readonly transitions: number;
  /** Wall time in milliseconds. */
  readonly ms: number;
}

/**
 * Drives the charge machine through every answer to every roll (the request's exact `outcomes`), taking
 * the default of every choice, and merges branches that reach the same state (src/analysis/canonical
 * stateKey), so the work grows with the distinct states, not with 36^n. One analyzer keeps its memo
 * across calls: asking from several snapshots of one charge (check, "chances from here") reuses work.
 */
export class ExactAnalyzer {
  readonly #memo = new Map<string, WeightedDist>();
  readonly #outcomes = new Map<string, ChargeOutcome>();
  #transitions = 0;
  readonly #mode: MergeMode;

  /** `mode`: how far branches are merged (see stateKey); `records` unless testing. */
  constructor(mode: MergeMode = 'records') {
    this.#mode = mode;
  }

  /** Distinct states memoised so far. */
  get states(): number {
    return this.#memo.size;
  }

  /** Transitions taken so far. */
  get transitions(): number {
    return this.#transitions;
  }

  /** The outcome an outcome key stands for. */
  outcome(key: string): ChargeOutcome | undefined {
    return this.#outcomes.get(key);
  }

  /** The exact distribution of final outcomes from a snapshot (integer weights over a common denominator). */
  distribution(snap: ChargeSnapshot): WeightedDist {
    if (snap.status === 'done') {
      const o = summariseOutcome(snap.context);
      const k = outcomeKey(o);
      if (!this.#outcomes.has(k)) this.#outcomes.set(k, o);
      return certain(k);
    }
    const key = stateKey(snap.context, snap.value, this.#mode);
    const seen = this.#memo.get(key);
    if (seen) return seen;
    const p = snap.context.pending;
    let result: WeightedDist;
    if (p?.kind === 'choice') {
      this.#transitions++;
      result = this.distribution(step(snap, { type: 'CHOOSE_DEFAULT' }));
    } else if (p?.kind === 'roll') {
      const branches: Branch[] = [];
      for (const o of outcomes(p.dice)) {
        this.#transitions++;
        branches.push({
          weight: o.weight,
          total: o.total,
          dist: this.distribution(step(snap, { type: 'ROLL', value: o.value })),
        });
      }
      result = mix(branches);
    } else {
      throw new Error(`the charge waits for nothing at step ${snap.context.step} but has not ended`);
    }
    this.#memo.set(key, result);
    return result;
  }

  /** The full analysis from a snapshot: outcomes with exact probabilities, their sum, views, work counters. */
  analyze(snap: ChargeSnapshot): ExactAnalysis {
    const t0 = performance.now();
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

/** The exact analysis of a whole charge, from its start. */
export function analyzeCharge(input: ChargeInput, mode: MergeMode = 'records'): ExactAnalysis {
  return new ExactAnalyzer(mode).analyze(startSnapshot(input));
}

/**
 * "Chances from here": the exact analysis from a mid-charge snapshot, either a live machine snapshot or
 * a persisted one (ChargeSession.persisted(), a save document).
 */
export function chancesFrom(snapshot: ChargeSnapshot | unknown): ExactAnalysis {
  const snap =
    snapshot && typeof snapshot === 'object' && typeof (snapshot as { can?: unknown }).can === 'function'
      ? (snapshot as ChargeSnapshot)
      : restoreSnapshot(snapshot);
  return new ExactAnalyzer().analyze(snap);
}

/** "Chances from here" for a charge in progress in a session. */
export function chancesOfSession(session: ChargeSession): ExactAnalysis {
  return chancesFrom(session.persisted());
}
