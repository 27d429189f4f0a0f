import type { AnalysisOptions, AnalysisTooLarge } from 'hexcharge/analysis';
import { refuse } from './args.ts';
import type { Io } from './io.ts';
import { EXIT } from './spec.ts';
import { DEFAULT_MAX_SECONDS } from './specs.ts';

/**
 * The budget of an exact analysis from the flags --max-states N and --max-seconds S (odds, advise):
 * DEFAULT_MAX_SECONDS (30, cli/specs.ts) when --max-seconds is not given, with its progress on
 * stderr every 2 s of a long run; or the exit code of a refused flag (cli/bad-number).
 */
export function analysisBudget(flags: Readonly<Record<string, string>>, io: Io): AnalysisOptions | number {
  const limit = (name: string, whole: boolean): number | undefined | false => {
    const v = flags[name];
    if (v === undefined) return undefined;
    const x = Number(v);
    return v.trim() !== '' && x > 0 && (!whole || Number.isInteger(x)) ? x : false;
  };
  const maxStates = limit('max-states', true);
  const maxSeconds = limit('max-seconds', false);
  if (maxStates === false || maxSeconds === false) {
    const name = maxStates === false ? 'max-states' : 'max-seconds';
    const what = name === 'max-states' ? 'a whole number of states above 0' : 'a number of seconds above 0';
    return refuse(
      io,
      { code: 'cli/bad-number', message: `--${name} needs ${what}: "${flags[name]}"` },
      EXIT.refused,
    );
  }
  return {
    ...(maxStates !== undefined ? { maxStates } : {}),
    maxSeconds: maxSeconds ?? DEFAULT_MAX_SECONDS,
    progressSeconds: 2,
    onProgress: (p) =>
      io.err(
        `odds: ${p.states.toLocaleString('en')} states, ${p.transitions.toLocaleString('en')} transitions, ${p.seconds.toFixed(0)} s, ${Math.round(p.heapBytes / 2 ** 20)} MiB`,
      ),
  };
}

/**
 * What a refusal over the budget adds to say how to raise it: the flag of the limit reached (the
 * time budget with its default), and Monte Carlo where the command has it (`mc`: odds without --mc).
 */
export function budgetHint(limit: AnalysisTooLarge['limit'], mc: boolean): string {
  const estimate = mc ? ', or estimate with --mc N' : '';
  if (limit === 'seconds')
    return `; raise the time budget with --max-seconds S (default ${DEFAULT_MAX_SECONDS})${estimate}`;
  if (limit === 'states') return `; raise --max-states / --max-seconds${estimate}`;
  return mc ? '; estimate with --mc N' : '';
}
