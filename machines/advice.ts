import { fail, ok, type Result } from '../src/errors.ts';
import { LANGS, parseLang } from '../src/narration/languages.ts';
import type { ChoiceAdvice } from './analysis/advice-plain.ts';
import { plainAdvice } from './analysis/advice-plain.ts';
import { type AdviseOptions, oddsOfEachOptionWithin } from './analysis/advise.ts';
import type { AnalysisProgress } from './analysis/exact.ts';
import { describeValue, isRecord, member } from './plain.ts';
import { resumeCharge, SAVE_FORMAT, type SaveDocument } from './save.ts';
import { ChargeSession } from './session.ts';
import { guarded } from './total.ts';

/** What adviseChoice takes besides the charge: the analysis budget, the language of the labels, progress. */
export interface AdviceOptions {
  /** Most distinct states the analysis of all the options together may explore (default 1,000,000). */
  readonly maxStates?: number;
  /** Most seconds it may take (default: no limit). */
  readonly maxSeconds?: number;
  /** The language of the option labels and the purpose: one of LANGS, English by default. */
  readonly lang?: string;
  /** Called about every second of a long analysis with the work so far. */
  readonly onProgress?: (p: AnalysisProgress) => void;
  /** Called before each option is analysed: its index and the number of options. */
  readonly onOption?: (option: number, of: number) => void;
}

/** A host's callback, called without trusting it: what it throws is dropped. */
function quiet<A extends unknown[]>(f: unknown): ((...a: A) => void) | undefined {
  if (typeof f !== 'function') return undefined;
  return (...a: A) => {
    try {
      f(...a);
    } catch {
      // a progress callback that throws stops nothing
    }
  };
}

function readOptions(raw: unknown): Result<AdviseOptions> {
  if (raw === undefined) return ok({});
  if (!isRecord(raw))
    return fail('api/bad-argument', `the advice options must be an object: got ${describeValue(raw)}`);
  const out: Record<string, unknown> = {};
  for (const key of ['maxStates', 'maxSeconds', 'lang', 'onProgress', 'onOption'] as const) {
    const m = member(raw, key, 'the advice options');
    if (!m.ok) return m;
    const v = m.value;
    if (v === undefined) continue;
    if (key === 'maxStates' || key === 'maxSeconds') {
      if (typeof v !== 'number' || !(v > 0) || (key === 'maxStates' && !Number.isInteger(v)))
        return fail(
          'api/bad-argument',
          `${key} must be a ${key === 'maxStates' ? 'whole number' : 'number'} above 0: got ${describeValue(v)}`,
        );
      out[key] = v;
    } else if (key === 'lang') {
      const lang = parseLang(v);
      if (!lang)
        return fail('api/bad-argument', `lang must be one of ${LANGS.join(', ')}: got ${describeValue(v)}`);
      out.lang = lang;
    } else {
      if (typeof v !== 'function')
        return fail('api/bad-argument', `${key} must be a function: got ${describeValue(v)}`);
      out[key] = quiet(v);
    }
  }
  return ok(out as AdviseOptions);
}

/** A session as it is, or the session a save resumes to (resumeCharge: replayed, never trusted). */
function sessionOf(charge: unknown): Result<ChargeSession> {
  if (ChargeSession.isSession(charge)) return ok(charge);
  const format = isRecord(charge) ? member(charge, 'format', 'the save') : undefined;
  if (typeof charge === 'string' || (format?.ok && format.value === SAVE_FORMAT)) return resumeCharge(charge);
  return fail(
    'api/bad-argument',
    `adviseChoice takes a charge session (from createCharge, resumeCharge or replay) or a save: got ${describeValue(charge)}`,
  );
}

/**
 * The odds of every choice: at the choice a charge waits for (commit the leader or not, the retreat
 * path, which routed unit to pursue, which enemy to flee from, hold back or pursue...), the exact
 * outcome distribution of the charge under each option, side by side: how each side ends, increments
 * lost, melee, recall and pursuit, and every final outcome (later rolls branch on every face, later
 * choices take their defaults, as the exact analysis does). Plain data: probabilities as "n/d" with
 * their decimals. `charge` is a session, or a save (document or text) it resumes first with
 * resumeCharge (refused with its save/... codes). Refuses advise/no-choice when the charge waits for a roll or is over,
 * analysis/too-large over the budget, api/bad-argument for something that is not a charge session or
 * options that are not options. Never throws.
 */
export function adviseChoice(
  charge: ChargeSession | SaveDocument | string,
  options?: AdviceOptions,
): Result<ChoiceAdvice> {
  return guarded('adviseChoice', () => {
    const session = sessionOf(charge);
    if (!session.ok) return session;
    const opts = readOptions(options);
    if (!opts.ok) return opts;
    const r = oddsOfEachOptionWithin(session.value.persisted(), opts.value);
    return r.ok ? ok(plainAdvice(r.value)) : r;
  });
}
