import { resolve } from 'node:path';
import {
  crtSheet,
  DEFAULT_SHEET_MODIFIERS,
  diffCrts,
  explainLookup,
  formatDifference,
  type LooseCrt,
  readLooseCrt,
} from '../../src/crt-tools/index.ts';
import { makeCrtResult } from '../../src/data/crt-result.ts';
import { makeOdds, parseOdds } from '../../src/data/odds.ts';
import type { Result } from '../../src/errors.ts';
import type { Crt } from '../../src/model/ruleset.ts';
import { parseArgs, refuse } from '../args.ts';
import { DEFAULT_RULESET, loadRuleset, readJsonFile } from '../load.ts';
import type { Command, Io } from '../main.ts';
import { chartCsv, runImport } from './crt-import.ts';

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
  const args = parseArgs(argv, { ruleset: 'value', modifiers: 'value', json: 'switch', csv: 'switch' });
  if (!args.ok) return refuse(io, args.error, 2);
  const rs = loadRuleset(args.value.flags.ruleset ?? DEFAULT_RULESET);
  if (!rs.ok) return refuse(io, rs.error, 1);
  if (args.value.flags.csv === 'true') {
    // the chart itself as a spreadsheet grid, which crt import reads back
    io.out(chartCsv(rs.value.crt).trimEnd());
    return 0;
  }
  let mods = DEFAULT_SHEET_MODIFIERS;
  if (args.value.flags.modifiers !== undefined) {
    mods = args.value.flags.modifiers.split(',').map((x) => Number(x.trim()));
    if (mods.some((m) => !Number.isInteger(m))) {
      return refuse(
        io,
        {
          code: 'cli/bad-number',
          message: `--modifiers needs whole numbers separated by commas: "${args.value.flags.modifiers}"`,
        },
        2,
      );
    }
  }
  const cols = crtSheet(rs.value.crt, mods, rs.value.settings.d66Clamp);
  if (args.value.flags.json === 'true') {
    io.out(
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
    return 0;
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
  return 0;
}

function diff(io: Io, argv: readonly string[]): number {
  const args = parseArgs(argv, { json: 'switch' });
  if (!args.ok) return refuse(io, args.error, 2);
  const [fa, fb] = args.value.positional;
  if (!fa || !fb)
    return refuse(
      io,
      {
        code: 'cli/missing-argument',
        message: 'crt diff needs two chart (or ruleset) files: crt diff A B',
      },
      2,
    );
  const a = readSide(fa);
  if (!a.ok) return refuse(io, a.error, 1);
  const b = readSide(fb);
  if (!b.ok) return refuse(io, b.error, 1);
  const diffs = diffCrts(a.value, b.value);
  if (args.value.flags.json === 'true') {
    io.out(
      JSON.stringify(
        { a: fa, b: fb, problems: { a: a.value.problems, b: b.value.problems }, differences: diffs },
        null,
        2,
      ),
    );
    return diffs.length ? 1 : 0;
  }
  io.out(`A = ${fa}`);
  io.out(`B = ${fb}`);
  for (const p of a.value.problems) io.out(`A: ${p}`);
  for (const p of b.value.problems) io.out(`B: ${p}`);
  for (const d of diffs) io.out(formatDifference(d));
  io.out(
    diffs.length === 0
      ? 'The two charts agree on every column and every roll.'
      : `${diffs.length} difference${diffs.length === 1 ? '' : 's'}.`,
  );
  return diffs.length ? 1 : 0;
}

function explain(io: Io, argv: readonly string[]): number {
  const args = parseArgs(argv, {
    ruleset: 'value',
    odds: 'value',
    roll: 'value',
    shift: 'value',
    modifier: 'value',
  });
  if (!args.ok) return refuse(io, args.error, 2);
  const f = args.value.flags;
  if (f.odds === undefined || f.roll === undefined) {
    return refuse(
      io,
      {
        code: 'cli/missing-argument',
        message: 'crt needs --odds A:D and --roll NN (or: crt sheet, crt diff A B)',
      },
      2,
    );
  }
  const odds = parseOdds(f.odds);
  if (!odds)
    return refuse(
      io,
      {
        code: 'cli/bad-odds',
        message: `--odds must be attacker:defender, e.g. 3:2: "${f.odds}"`,
      },
      2,
    );
  const nums = { roll: Number(f.roll), shift: Number(f.shift ?? 0), modifier: Number(f.modifier ?? 0) };
  for (const [k, v] of Object.entries(nums)) {
    if (!Number.isInteger(v))
      return refuse(io, { code: 'cli/bad-number', message: `--${k} needs a whole number: "${f[k]}"` }, 2);
  }
  const rs = loadRuleset(f.ruleset ?? DEFAULT_RULESET);
  if (!rs.ok) return refuse(io, rs.error, 1);
  try {
    const e = explainLookup(rs.value.crt, { odds, ...nums }, rs.value.settings.d66Clamp);
    for (const l of e.lines) io.out(l);
    return 0;
  } catch (err) {
    return refuse(io, { code: 'dice/out-of-range', message: (err as Error).message }, 2);
  }
}

/** hexcharge crt: explain a lookup, print the probability sheet, or compare two transcriptions. */
export const command: Command = {
  summary: 'the melee chart: explained lookup, probability sheet, cell-by-cell diff',
  run(argv, io) {
    if (argv[0] === 'sheet') return sheet(io, argv.slice(1));
    if (argv[0] === 'diff') return diff(io, argv.slice(1));
    if (argv[0] === 'import') return runImport(io, argv.slice(1));
    return explain(io, argv);
  },
};
