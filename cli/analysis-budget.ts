import type { AnalysisOptions } from '../machines/analysis/exact.ts';
import { refuse } from './args.ts';
import type { Io } from './main.ts';
import { EXIT } from './spec.ts';

/**
 * The budget of an exact analysis from the flags --max-states N and --max-seconds S (odds), with its
 * progress on stderr every 2 s of a long run; or the exit code of a refused flag (cli/bad-number).
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
    ...(maxSeconds !== undefined ? { maxSeconds } : {}),
    progressSeconds: 2,
    onProgress: (p) =>
      io.err(
        `odds: ${p.states.toLocaleString('en')} states, ${p.transitions.toLocaleString('en')} transitions, ${p.seconds.toFixed(0)} s, ${Math.round(p.heapBytes / 2 ** 20)} MiB`,
      ),
  };
}
