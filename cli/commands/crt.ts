import { resolve } from 'node:path';
import type { Crt } from 'hexcharge';
import {
  crtSheet,
  DEFAULT_SHEET_MODIFIERS,
  diffCrts,
  explainLookup,
  formatDifference,
  type LooseCrt,
  readLooseCrt,
} from 'hexcharge/crt-tools';
import { makeCrtResult, makeOdds, parseOdds } from 'hexcharge/data';
import type { Result } from 'hexcharge/errors';
import { noExtraArguments, parseArgs, parseWhole, quote, refuse } from '../args.ts';
import { defineCommand } from '../command.ts';
import { writeText } from '../escape.ts';
import type { Io } from '../io.ts';
import { DEFAULT_RULESET, loadRuleset, readJsonFile } from '../load.ts';
import { writeBounded } from '../problems.ts';
import { EXIT, knownFlags, usageOf } from '../spec.ts';
import { CRT, CRT_DIFF, CRT_IMPORT, CRT_LINT, CRT_SHEET } from '../specs.ts';
import { chartCsv, runImport } from './crt-import.ts';
import { runLint } from './crt-lint.ts';

/** A validated chart as the loose form the diff reads. */
function looseOf(crt: Crt): LooseCrt {
  return readLooseCrt({
    columns: crt.columns.map((c) => ({
      odds: makeOdds(c.odds),
      cells: c.cells.map((x) => ({
        rolls: `${x.rolls.from}-${x.rolls.to}`,
        result: makeCrtResult(x.result),
      })),
    })),
  });
}

/** Reads one side of a diff: a chart file (kind "crt", read leniently) or a ruleset file (its chart). */
function readSide(file: string): Result<LooseCrt> {
  const json = readJsonFile(file);
  if (!json.ok) return json;
  if ((json.value as { kind?: unknown } | null)?.kind === 'ruleset') {
    const rs = loadRuleset(resolve(file));
    return rs.ok ? { ok: true, value: looseOf(rs.value.crt) } : rs;
  }
  return { ok: true, value: readLooseCrt(json.value) };
}

function sheet(io: Io, argv: readonly string[]): number {
  const parsed = parseArgs(argv, knownFlags(CRT_SHEET));
  const args = parsed.ok ? noExtraArguments(parsed.value, 0, usageOf(CRT_SHEET)) : parsed;
  if (!args.ok) return refuse(io, args.error, EXIT.refused);
  if (args.value.flags.csv === 'true') {
    if (args.value.flags.json !== undefined || args.value.flags.modifiers !== undefined)
      return refuse(
        io,
        {
          code: 'cli/conflicting-flags',
          message: '--csv writes the chart itself: it takes no --json or --modifiers',
        },
        EXIT.refused,
      );
    const rs = loadRuleset(args.value.flags.ruleset ?? DEFAULT_RULESET);
    if (!rs.ok) return refuse(io, rs.error, EXIT.refused);
    // the chart itself as a spreadsheet grid, which crt import reads back
    writeText(io.out, chartCsv(rs.value.crt).trimEnd());
    return EXIT.done;
  }
  let mods = DEFAULT_SHEET_MODIFIERS;
  const list = args.value.flags.modifiers;
  if (list !== undefined) {
    const read = list
      .split(',')
      .map((x) => parseWhole('--modifiers', x.trim(), { min: -99, max: 99, signed: true }));
    const bad = read.find((r) => !r.ok);
    if (bad && !bad.ok)
      return refuse(
        io,
        {
          code: 'cli/bad-number',
          message: `--modifiers needs whole numbers from -99 to 99 separated by commas: got ${quote(list)}`,
        },
        EXIT.refused,
      );
    mods = read.map((r) => (r.ok ? r.value : 0));
  }
  const rs = loadRuleset(args.value.flags.ruleset ?? DEFAULT_RULESET);
  if (!rs.ok) return refuse(io, rs.error, EXIT.refused);
  const cols = crtSheet(rs.value.crt, mods, rs.value.settings.d66Clamp);
  if (args.value.flags.json === 'true') {
    writeText(
      io.out,
      JSON.stringify(
        cols.map((c) => ({
          odds: c.odds,
          results: c.results,
          rows: c.rows.map((r) => ({ modifier: r.modifier, counts: Object.fromEntries(r.counts), of: 36 })),
        })),
        null,
        2,
      ),
    );
    return EXIT.done;
  }
  io.out(
    `${rs.value.crt.name}: chance of each result, in 36ths of a d66, unmodified and under each modifier (d66 steps, clamped ${rs.value.settings.d66Clamp.from}..${rs.value.settings.d66Clamp.to})`,
  );
  for (const c of cols) {
    io.out('');
    io.out(`column ${c.odds}`);
    const w = Math.max(5, ...c.results.map((r) => r.length + 1));
    io.out(`  ${'mod'.padStart(4)} ${c.results.map((r) => r.padStart(w)).join('')}`);
    for (const r of c.rows) {
      const label = r.modifier === 0 ? '0' : `${r.modifier > 0 ? '+' : ''}${r.modifier}`;
      io.out(
        `  ${label.padStart(4)} ${c.results.map((x) => String(r.counts.get(x) ?? 0).padStart(w)).join('')}`,
      );
    }
  }
  return EXIT.done;
}

function diff(io: Io, argv: readonly string[]): number {
  const parsed = parseArgs(argv, knownFlags(CRT_DIFF));
  const args = parsed.ok ? noExtraArguments(parsed.value, 2, usageOf(CRT_DIFF)) : parsed;
  if (!args.ok) return refuse(io, args.error, EXIT.refused);
  const [fa, fb] = args.value.positional;
  if (!fa || !fb)
    return refuse(
      io,
      {
        code: 'cli/missing-argument',
        message: 'crt diff needs two chart (or ruleset) files: crt diff A B',
      },
      EXIT.refused,
    );
  const a = readSide(fa);
  if (!a.ok) return refuse(io, a.error, EXIT.refused);
  const b = readSide(fb);
  if (!b.ok) return refuse(io, b.error, EXIT.refused);
  const diffs = diffCrts(a.value, b.value);
  if (args.value.flags.json === 'true') {
    writeText(
      io.out,
      JSON.stringify(
        { a: fa, b: fb, problems: { a: a.value.problems, b: b.value.problems }, differences: diffs },
        null,
        2,
      ),
    );
    return diffs.length ? EXIT.negative : EXIT.done;
  }
  io.out(`A = ${fa}`);
  io.out(`B = ${fb}`);
  writeBounded(
    io.out,
    a.value.problems.map((p) => `A: ${p}`),
  );
  writeBounded(
    io.out,
    b.value.problems.map((p) => `B: ${p}`),
  );
  writeBounded(
    io.out,
    diffs.map((d) => formatDifference(d)),
    0,
    'difference',
  );
  io.out(
    diffs.length === 0
      ? 'The two charts agree on every column and every roll.'
      : `${diffs.length} difference${diffs.length === 1 ? '' : 's'}.`,
  );
  return diffs.length ? EXIT.negative : EXIT.done;
}

function explain(io: Io, argv: readonly string[]): number {
  const parsed = parseArgs(argv, knownFlags(CRT));
  const args = parsed.ok ? noExtraArguments(parsed.value, 0, usageOf(CRT)) : parsed;
  if (!args.ok) return refuse(io, args.error, EXIT.refused);
  const f = args.value.flags;
  if (f.odds === undefined || f.roll === undefined) {
    return refuse(
      io,
      {
        code: 'cli/missing-argument',
        message: 'crt needs --odds A:D and --roll NN (or: crt sheet, crt diff A B; crt --help)',
      },
      EXIT.refused,
    );
  }
  const odds = parseOdds(f.odds);
  if (!odds || !Number.isSafeInteger(odds.attacker) || !Number.isSafeInteger(odds.defender))
    return refuse(
      io,
      {
        code: 'cli/bad-odds',
        message: `--odds must be attacker:defender in whole numbers, e.g. 3:2: got ${quote(f.odds)}`,
      },
      EXIT.refused,
    );
  const roll = parseWhole('--roll', f.roll, { min: 11, max: 66 });
  if (!roll.ok) return refuse(io, roll.error, EXIT.refused);
  const shift = parseWhole('--shift', f.shift ?? '0', { min: -99, max: 99, signed: true });
  if (!shift.ok) return refuse(io, shift.error, EXIT.refused);
  const modifier = parseWhole('--modifier', f.modifier ?? '0', { min: -99, max: 99, signed: true });
  if (!modifier.ok) return refuse(io, modifier.error, EXIT.refused);
  const rs = loadRuleset(f.ruleset ?? DEFAULT_RULESET);
  if (!rs.ok) return refuse(io, rs.error, EXIT.refused);
  try {
    const e = explainLookup(
      rs.value.crt,
      { odds, roll: roll.value, shift: shift.value, modifier: modifier.value },
      rs.value.settings.d66Clamp,
    );
    for (const l of e.lines) io.out(l);
    return EXIT.done;
  } catch (err) {
    return refuse(io, { code: 'dice/out-of-range', message: (err as Error).message }, EXIT.refused);
  }
}

/** hexcharge crt: explain a lookup, print the probability sheet, or compare two transcriptions. */
export const command = defineCommand({
  spec: CRT,
  subcommands: [CRT_SHEET, CRT_DIFF, CRT_IMPORT, CRT_LINT],
  run(argv, io) {
    if (argv[0] === 'sheet') return sheet(io, argv.slice(1));
    if (argv[0] === 'diff') return diff(io, argv.slice(1));
    if (argv[0] === 'import') return runImport(io, argv.slice(1));
    if (argv[0] === 'lint') return runLint(io, argv.slice(1));
    return explain(io, argv);
  },
});
