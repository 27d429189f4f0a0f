import { canonicalCrtText } from '../data/crt-result.ts';
import { expandRange, parseRollRange } from '../data/d66.ts';
import { makeOdds, parseOdds } from '../data/odds.ts';
import { d66Values } from '../dice/index.ts';

/**
 * A transcription of the assault and melee chart read leniently, cell by cell: unlike the validator it
 * keeps holes, overlaps and unknown results, because comparing two transcriptions must show them.
 */
export interface LooseCrt {
  /** Odds column (canonical "3:2", or the text as written when it does not parse) -> results per d66 roll. */
  readonly columns: ReadonlyMap<string, ReadonlyMap<number, readonly string[]>>;
  /** Problems found while reading (a cell whose range or result cannot be read). */
  readonly problems: readonly string[];
}

function canonicalResult(v: unknown): string {
  if (typeof v !== 'string') return `?${JSON.stringify(v)}`;
  return canonicalCrtText(v) ?? `?${v}`;
}

/** Reads a chart JSON ({ columns: [{ odds, cells: [{ rolls, result }] }] }) leniently. Pure. */
export function readLooseCrt(json: unknown): LooseCrt {
  const problems: string[] = [];
  const columns = new Map<string, Map<number, string[]>>();
  const cols = (json as { columns?: unknown } | null)?.columns;
  if (!Array.isArray(cols)) return { columns, problems: ['no "columns" array'] };
  cols.forEach((c: unknown, i) => {
    const o = c as { odds?: unknown; cells?: unknown } | null;
    const oddsText = typeof o?.odds === 'string' ? o.odds : String(o?.odds);
    const odds = parseOdds(oddsText);
    const name = odds ? makeOdds(odds) : oddsText;
    const byRoll = columns.get(name) ?? new Map<number, string[]>();
    columns.set(name, byRoll);
    const cells = Array.isArray(o?.cells) ? o.cells : [];
    cells.forEach((cell: unknown, j) => {
      const x = cell as { rolls?: unknown; result?: unknown } | null;
      const range =
        typeof x?.rolls === 'string' || typeof x?.rolls === 'number' ? parseRollRange(x.rolls) : undefined;
      const rolls = range ? expandRange(range, 'd66') : undefined;
      if (!rolls) {
        problems.push(`column ${name} cell ${j + 1}: cannot read rolls ${JSON.stringify(x?.rolls)}`);
        return;
      }
      const result = canonicalResult(x?.result);
      for (const r of rolls) byRoll.set(r, [...(byRoll.get(r) ?? []), result]);
    });
    if (cells.length === 0) problems.push(`column ${i + 1} (${name}) has no cells`);
  });
  return { columns, problems };
}

/** One difference between two transcriptions. */
export interface CrtDifference {
  readonly column: string;
  /** The d66 roll, or null for a column present in one chart only. */
  readonly roll: number | null;
  /** What A gives ("DD1", "nothing" for a hole, "DD1 and DR" for an overlap, "no such column"). */
  readonly a: string;
  readonly b: string;
}

function cellText(v: readonly string[] | undefined): string {
  if (!v || v.length === 0) return 'nothing (no cell covers this roll)';
  return v.length === 1 ? v[0]! : `${v.join(' and ')} (overlapping cells)`;
}

function oddsValue(name: string): number {
  const o = parseOdds(name);
  return o ? o.attacker / o.defender : Number.POSITIVE_INFINITY;
}

/** Compares two charts cell by cell: every column of either, every d66 roll 11..66. Pure. */
export function diffCrts(a: LooseCrt, b: LooseCrt): CrtDifference[] {
  const names = [...new Set([...a.columns.keys(), ...b.columns.keys()])].sort(
    (x, y) => oddsValue(x) - oddsValue(y),
  );
  const out: CrtDifference[] = [];
  for (const column of names) {
    const ca = a.columns.get(column);
    const cb = b.columns.get(column);
    if (!ca || !cb) {
      out.push({
        column,
        roll: null,
        a: ca ? 'the column' : 'no such column',
        b: cb ? 'the column' : 'no such column',
      });
      continue;
    }
    for (const roll of d66Values()) {
      const ta = cellText(ca.get(roll));
      const tb = cellText(cb.get(roll));
      if (ta !== tb) out.push({ column, roll, a: ta, b: tb });
    }
  }
  return out;
}

/** A difference as one line: "column 3:2 roll 34: A gives DD1, B gives DR". */
export function formatDifference(d: CrtDifference, nameA = 'A', nameB = 'B'): string {
  if (d.roll === null) return `column ${d.column}: ${nameA} has ${d.a}, ${nameB} has ${d.b}`;
  return `column ${d.column} roll ${d.roll}: ${nameA} gives ${d.a}, ${nameB} gives ${d.b}`;
}
