import { fail, ok, type Result } from '../../src/errors.ts';
import { compareF } from '../../src/math/fraction-big.ts';
import { describeOption, describePending, type Lang } from '../../src/narration/narrate.ts';
import type { ChoiceRequest } from '../../src/procedure/state.ts';
import { type ChargeSnapshot, stepName } from '../session.ts';
import { restoreSnapshot, step, withoutLog } from './drive.ts';
import { type AnalysisOptions, AnalysisTooLarge, type ExactAnalysis, ExactAnalyzer } from './exact.ts';

/** One option of a pending choice, with the exact odds of how the charge ends when it is taken. */
export interface OptionOdds {
  /** Its index among the choice's options (what CHOOSE takes). */
  readonly option: number;
  readonly id: string;
  /** The option as the players are shown it, in the language asked for. */
  readonly label: string;
  /** Whether it is the choice's documented default (what automatic play and `odds` take). */
  readonly isDefault: boolean;
  /** The exact analysis of the charge once this option is chosen (later choices take their defaults). */
  readonly analysis: ExactAnalysis;
}

/** The odds of every option of a pending choice, side by side, and the work the analysis took. */
export interface ChoiceOdds {
  readonly request: ChoiceRequest;
  /** What the choice is about, as the players are shown it. */
  readonly purpose: string;
  /** The machine step the charge waits in ("retreat", "pursuit.recall"...). */
  readonly step: string;
  readonly options: readonly OptionOdds[];
  /** Whether every option gives the same final outcomes with the same chances (the choice changes nothing). */
  readonly allAlike: boolean;
  /** Distinct states and transitions of the whole advice (the options share one analysis memo). */
  readonly states: number;
  readonly transitions: number;
  readonly ms: number;
}

/** The options of an advice: the analysis budget (shared by all the options), the language, progress per option. */
export interface AdviseOptions extends AnalysisOptions {
  readonly lang?: Lang;
  /** Called before each option is analysed: its index and the number of options. */
  readonly onOption?: (option: number, of: number) => void;
}

/** The refusal of an advice asked when no choice is pending: code advise/no-choice. */
export class NoChoicePending extends Error {
  readonly code = 'advise/no-choice';
  constructor(message: string) {
    super(message);
    this.name = 'NoChoicePending';
  }
}

/** Whether two analyses give the same final outcomes with the same chances. */
function sameOdds(a: ExactAnalysis, b: ExactAnalysis): boolean {
  return (
    a.outcomes.length === b.outcomes.length &&
    a.outcomes.every((e, i) => e.key === b.outcomes[i]!.key && compareF(e.p, b.outcomes[i]!.p) === 0)
  );
}

function isLive(s: unknown): s is ChargeSnapshot {
  return typeof s === 'object' && s !== null && typeof (s as { can?: unknown }).can === 'function';
}

/**
 * The odds of every choice: at a pending choice (commit the leader or not, the retreat path, whom to
 * pursue, hold back or pursue...), the exact outcome distribution of the charge when each option is
 * taken, by the exact analysis from the snapshot after that CHOOSE (rolls branch on every face, later
 * choices take their defaults, as `odds` does). The options share one analyzer, so states their
 * branches meet again are worked out once, and one budget. `snapshot` is a live machine snapshot or
 * a persisted one this engine made. Throws NoChoicePending when no choice is pending, AnalysisTooLarge
 * over the budget.
 */
export function oddsOfEachOption(
  snapshot: ChargeSnapshot | unknown,
  options: AdviseOptions = {},
): ChoiceOdds {
  const t0 = performance.now();
  const snap = isLive(snapshot) ? snapshot : restoreSnapshot(snapshot);
  const p = snap.context.pending;
  const where = stepName(snap);
  if (snap.status === 'done')
    throw new NoChoicePending('the charge is over: there is no choice left to weigh');
  if (p?.kind !== 'choice')
    throw new NoChoicePending(
      p
        ? `a roll is pending at step ${where} (${describePending(p, 'en')}), not a choice: roll it first`
        : `nothing is pending at step ${where}`,
    );
  const lang = options.lang ?? 'en';
  const analyzer = new ExactAnalyzer(options);
  const lean = withoutLog(snap);
  const result: OptionOdds[] = [];
  for (let i = 0; i < p.options.length; i++) {
    options.onOption?.(i, p.options.length);
    const after = step(lean, { type: 'CHOOSE', option: i });
    result.push({
      option: i,
      id: p.options[i]!.id,
      label: describeOption(p, i, lang),
      isDefault: i === p.defaultOption,
      analysis: analyzer.analyze(after),
    });
  }
  return {
    request: p,
    purpose: describePending(p, lang),
    step: where,
    options: result,
    allAlike: result.every((o) => sameOdds(o.analysis, result[0]!.analysis)),
    states: analyzer.states,
    transitions: analyzer.transitions,
    ms: performance.now() - t0,
  };
}

/**
 * The odds of every option of the pending choice, or a refusal: advise/no-choice when the charge is
 * over or waits for a roll, analysis/too-large over the budget.
 */
export function oddsOfEachOptionWithin(
  snapshot: ChargeSnapshot | unknown,
  options: AdviseOptions = {},
): Result<ChoiceOdds> {
  try {
    return ok(oddsOfEachOption(snapshot, options));
  } catch (e) {
    if (e instanceof AnalysisTooLarge || e instanceof NoChoicePending) return fail(e.code, e.message);
    throw e;
  }
}
