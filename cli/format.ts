import type { Board } from '../src/model/board.ts';
import { hexLabel } from '../src/model/coord.ts';
import { DIRECTION_NAMES } from '../src/model/direction.ts';
import type { LogEntry } from '../src/procedure/log.ts';
import type { ChargeState, Pending } from '../src/procedure/state.ts';

/** One narrated log line: "[19.6] text | arithmetic". */
export function formatEntry(e: LogEntry): string {
  return `${String(e.n).padStart(3)} [${e.rule}] ${e.text}${e.arithmetic ? `\n      ${e.arithmetic}` : ''}`;
}

/** The board's units, one a line, sorted by hex. */
export function formatBoard(board: Board): string[] {
  return [...board.units]
    .sort((a, b) => hexLabel(a.at).localeCompare(hexLabel(b.at)))
    .map(
      (u) =>
        `  ${hexLabel(u.at)}  ${u.name} (${u.side}, ${u.arm}${u.weight ? ` ${u.weight}` : ''}, ${u.formation}) ` +
        `${u.increments}/${u.fullIncrements} inc, ${u.moraleState}${u.readiness ? `, ${u.readiness}` : ''}, facing ${DIRECTION_NAMES[u.facing]}`,
    );
}

/** The final account of a charge: ending, board, units removed. */
export function formatFinal(s: ChargeState): string[] {
  const lines = [`Ending: ${s.ending ?? '(not over)'}`, 'Final board:', ...formatBoard(s.board)];
  if (s.removed.length) {
    lines.push('Removed:');
    for (const r of s.removed) lines.push(`  ${r.unit.name}: ${r.reason} (${r.rule})`);
  }
  return lines;
}

/** A pending request as a prompt line. */
export function formatPending(p: Pending): string {
  if (p.kind === 'roll') return `Roll ${p.dice} for the ${p.purpose} (${p.rule})`;
  return [
    `Choose ${p.purpose} (${p.rule}):`,
    ...p.options.map((o, i) => `  ${i + 1}. ${o.label}${i === p.defaultOption ? '  [default]' : ''}`),
  ].join('\n');
}
