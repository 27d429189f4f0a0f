import { LIMITS, moreProblemsOf, problemsOf } from 'hexcharge/data';
import type { HexchargeError } from 'hexcharge/errors';
import { refusalLine } from './args.ts';

/** The most lines a CLI report of problems prints (LIMITS.problems); the rest are summed up in one line. */
export const MAX_PROBLEM_LINES = LIMITS.problems;

/** The line that ends a report cut at MAX_PROBLEM_LINES: "and 1,299,900 more problems". */
export function moreLine(more: number, what = 'problem'): string {
  return `and ${more.toLocaleString('en')} more ${what}${more === 1 ? '' : 's'}`;
}

/**
 * Writes a list of lines through `write`, at most MAX_PROBLEM_LINES of them, then one line for the
 * rest ("and N more problems", with `counted` lines found and not even listed added in).
 */
export function writeBounded(
  write: (line: string) => void,
  lines: readonly string[],
  counted = 0,
  what = 'problem',
): void {
  const shown = Math.min(lines.length, MAX_PROBLEM_LINES);
  for (let i = 0; i < shown; i++) write(lines[i] as string);
  const more = lines.length - shown + counted;
  if (more > 0) write(moreLine(more, what));
}

/**
 * Prints the problems of a refusal on stderr, one line each (`error <code>: <message>`, escaped), at
 * most MAX_PROBLEM_LINES of them, then "and N more problems" for those past them: listed past the
 * cap, or only counted by the validator (`moreProblems`); "and at least N more problems (the check
 * stopped after 10,000)" when the check of the file's structure stopped early (`problemsStopped`).
 */
export function printProblems(io: { readonly err: (line: string) => void }, e: HexchargeError): void {
  const listed = problemsOf(e);
  const shown = listed.slice(0, MAX_PROBLEM_LINES);
  for (const p of shown) io.err(refusalLine(p));
  const more = listed.length - shown.length + moreProblemsOf(e);
  if (e.problemsStopped)
    io.err(
      `and at least ${more.toLocaleString('en')} more problem${more === 1 ? '' : 's'} (the check stopped after ${LIMITS.issues.toLocaleString('en')})`,
    );
  else if (more > 0) io.err(moreLine(more));
}
