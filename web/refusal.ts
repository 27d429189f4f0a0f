import { problemsOf } from 'hexcharge/data';
import { formatError, type HexchargeError } from 'hexcharge/errors';

/** How many of a refusal's problems the page lists (the rest are counted). */
export const MAX_PROBLEMS = 5;
/** The longest problem line the page shows (characters). */
export const MAX_PROBLEM_TEXT = 400;

/** One line of a problem, "error <code>: <message>": at most MAX_PROBLEM_TEXT characters, control characters shown as spaces. */
export function problemLine(e: HexchargeError): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it replaces
  const line = formatError(e).replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  return line.length > MAX_PROBLEM_TEXT ? `${line.slice(0, MAX_PROBLEM_TEXT - 1)}…` : line;
}

/**
 * The lines a refusal is shown in: its first MAX_PROBLEMS problems, what is there but wrong before what
 * is missing (a link `{"units":5}` is first told that its units are not a list), and how many more.
 */
export function problemLines(e: HexchargeError): {
  readonly lines: readonly string[];
  readonly more: number;
} {
  const all = problemsOf(e);
  const ordered = [
    ...all.filter((p) => p.code !== 'data/missing-field'),
    ...all.filter((p) => p.code === 'data/missing-field'),
  ];
  const shown = ordered.slice(0, MAX_PROBLEMS);
  return { lines: shown.map(problemLine), more: all.length - shown.length };
}
