import type { Board, ChargeState, Ending, LogEntry, Pending } from 'hexcharge';
import { type BigFraction, toDecimalF } from 'hexcharge/fractions';
import { hexLabel } from 'hexcharge/hex';
import {
  describeOption,
  describePending,
  endingText,
  type LanguageLike,
  narrate,
  stepTitle as titleOf,
} from 'hexcharge/narration';
import { cliStrings, fill, word } from './i18n.ts';

/** One narrated log entry: the line "[19.6] text", and its arithmetic as a second line. */
export function formatEntry(e: LogEntry, lang: LanguageLike = 'en'): string[] {
  const line = `${String(e.n).padStart(3)} [${e.rule}] ${narrate(e, lang)}`;
  return e.arithmetic ? [line, `      ${e.arithmetic}`] : [line];
}

/** The board's units, one a line, sorted by hex. */
export function formatBoard(board: Board, lang: LanguageLike = 'en'): string[] {
  const s = cliStrings(lang);
  return [...board.units]
    .sort((a, b) => hexLabel(a.at).localeCompare(hexLabel(b.at)))
    .map(
      (u) =>
        `  ${hexLabel(u.at)}  ${u.name} (${u.side}, ${word(s, u.arm)}${u.weight ? ` ${word(s, u.weight)}` : ''}, ${word(s, u.formation)}) ` +
        `${u.increments}/${u.fullIncrements} ${s.increments}, ${word(s, u.moraleState)}${u.readiness ? `, ${word(s, u.readiness)}` : ''}, ${s.facing} ${s.directions[u.facing] ?? u.facing}`,
    );
}

/** How a charge ended, in words ("melee at 2:1, attackers routed, defenders routed, not-recalled"); "" before it has. */
export function formatEnding(ending: Ending | undefined, lang: LanguageLike = 'en'): string {
  return ending === undefined ? '' : endingText(ending, lang);
}

/** The final account of a charge: ending, board, units removed. */
export function formatFinal(state: ChargeState, lang: LanguageLike = 'en'): string[] {
  const s = cliStrings(lang);
  const ending = state.ending === undefined ? s.notOver : formatEnding(state.ending, lang);
  const lines = [fill(s.ending, { ending }), s.finalBoard, ...formatBoard(state.board, lang)];
  if (state.removed.length) {
    lines.push(s.removed);
    for (const r of state.removed) lines.push(`  ${r.unit.name}: ${word(s, r.reason)} (${r.rule})`);
  }
  return lines;
}

/** A pending request as a prompt line (a roll), or a question and its numbered options (a choice), one line each. */
export function formatPending(p: Pending, lang: LanguageLike = 'en'): string[] {
  const s = cliStrings(lang);
  if (p.kind === 'roll')
    return [fill(s.roll, { dice: p.dice, purpose: describePending(p, lang), rule: p.rule })];
  return [
    fill(s.choose, { purpose: describePending(p, lang), rule: p.rule }),
    ...p.options.map(
      (_, i) =>
        `  ${i + 1}. ${describeOption(p, i, lang)}${i === p.defaultOption ? `  ${s.defaultMark}` : ''}`,
    ),
  ];
}

/** The title of a step in `lang`: its catalogue's when it has one, else the machine's English title. */
export function stepTitle(step: string, english: string, lang: LanguageLike): string {
  return titleOf(step, lang, english);
}

/**
 * A probability as people read odds: a percentage with two decimals ("45.83%"), more digits below
 * 0.01% so that a rare outcome never reads as 0% ("0.0013%"), and exactly "0%" and "100%" at the ends.
 */
export function percent(p: BigFraction): string {
  if (p.n === 0n) return '0%';
  if (p.n === p.d) return '100%';
  const hundred = { n: p.n * 100n, d: p.d };
  // The fewest decimals (from 2) that show it is neither 0% nor 100%; below that, one more for two significant digits.
  let digits = 2;
  while (digits < 12 && /^(0\.0*|100\.0*)$/.test(toDecimalF(hundred, digits))) digits++;
  const shown = toDecimalF(hundred, digits);
  if (/^0\.0*$/.test(shown)) return `<0.${'0'.repeat(digits - 1)}1%`;
  if (/^100\.0*$/.test(shown)) return `>99.${'9'.repeat(digits)}%`;
  return `${toDecimalF(hundred, digits === 2 ? 2 : digits + 1)}%`;
}
