import { writeFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import type { Crt, Odds } from 'hexcharge';
import {
  CRT_RESULT_FORMS,
  canonicalCrtText,
  compareOdds,
  d66Values,
  expandRange,
  LIMITS,
  makeCrtResult,
  makeOdds,
  makeRollRange,
  parseOdds,
  parseRollRange,
  validateCrt,
} from 'hexcharge/data';
import type { ErrorCode, HexchargeError, Result } from 'hexcharge/errors';
import { parseArgs, refuse } from '../args.ts';
import { writeText } from '../escape.ts';
import type { Io } from '../io.ts';
import { DEFAULT_RULESET, loadRuleset, readTextFile } from '../load.ts';
import { inPackage } from '../paths.ts';
import { printProblems } from '../problems.ts';
import { EXIT, knownFlags } from '../spec.ts';
import { CRT_IMPORT } from '../specs.ts';

/** A field of the CSV with where it starts. */
interface Field {
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

/** A CSV problem: "file:line:column: what is wrong", with a stable code. */
function csvProblem(
  code: ErrorCode,
  file: string,
  line: number,
  column: number,
  message: string,
): HexchargeError {
  return { code, message: `${file}:${line}:${column}: ${message}`, file, path: `${line}:${column}` };
}

/** The separator of a CSV grid: the first of ",", ";" and tab its first line holds (else ","). */
function separatorOf(body: string): string {
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  for (const sep of [',', ';', '\t']) if (firstLine.includes(sep)) return sep;
  return ',';
}

/**
 * Splits CSV text (RFC 4180 quoting, CRLF or LF) into rows of fields with their positions, one row at
 * a time, so that a file of a million rows never holds a million rows in memory. A text that is not a
 * grid (a quoted field never closed, text after a closing quote, a quote inside a field) ends the rows
 * with its one refusal (csv/malformed).
 */
function* csvRows(text: string, file: string): Generator<Field[] | HexchargeError, void> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const sep = separatorOf(body);
  let row: Field[] = [];
  let line = 1;
  let lineStart = 0;
  let i = 0;
  const n = body.length;
  const isEnd = (c: string | undefined): boolean => c === sep || c === '\n' || c === '\r';
  while (i <= n) {
    const column = i - lineStart + 1;
    const startLine = line;
    let value = '';
    if (body[i] === '"') {
      i++;
      for (;;) {
        if (i >= n) {
          yield csvProblem('csv/malformed', file, startLine, column, 'a quoted field is never closed');
          return;
        }
        const c = body[i] as string;
        if (c === '"') {
          if (body[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === '\n') {
          line++;
          lineStart = i + 1;
        }
        value += c;
        i++;
      }
      if (i < n && !isEnd(body[i])) {
        yield csvProblem(
          'csv/malformed',
          file,
          line,
          i - lineStart + 1,
          'text after the closing quote of a field',
        );
        return;
      }
    } else {
      const from = i;
      while (i < n && !isEnd(body[i])) {
        if (body[i] === '"') {
          yield csvProblem(
            'csv/malformed',
            file,
            line,
            i - lineStart + 1,
            'a quote inside a field that does not start with one',
          );
          return;
        }
        i++;
      }
      value = body.slice(from, i);
    }
    row.push({ text: value.trim(), line: startLine, column });
    if (i >= n) {
      if (!(row.length === 1 && row[0]?.text === '')) yield row;
      return;
    }
    if (body[i] === sep) {
      i++;
      continue;
    }
    if (body[i] === '\r') i++;
    if (body[i] === '\n') i++;
    line++;
    lineStart = i;
    if (!(row.length === 1 && row[0]?.text === '')) yield row;
    row = [];
  }
}

/**
 * The problems of an import: the first LIMITS.problems with their messages, the others only counted
 * (their message is never built), so a file of a million bad rows costs a counter.
 */
class CsvProblems {
  readonly listed: HexchargeError[] = [];
  more = 0;
  constructor(private readonly file: string) {}

  /** Notes a problem at a field; `message` is only called for a problem that is listed. */
  add(code: ErrorCode, f: Field, message: () => string): void {
    if (this.listed.length < LIMITS.problems)
      this.listed.push(csvProblem(code, this.file, f.line, f.column, message()));
    else this.more++;
  }

  get count(): number {
    return this.listed.length + this.more;
  }
}

/** Options of an import. */
export interface ImportOptions {
  readonly id?: string;
  readonly name?: string;
  /** Hexes of AD/DD without a number (the ruleset's disorderedRetreatHexes). */
  readonly plainRetreatHexes?: number;
  /** The "$schema" the chart file names (relative to where it is written). */
  readonly schema?: string;
}

/**
 * Reads a CSV grid (odds across, d66 ranges down) into a chart file's JSON, checked like any chart file.
 * Refuses with the problems found, each naming file:line:column: the first LIMITS.problems listed, the
 * rest counted (`moreProblems`). The grid is read one row at a time and a row is kept only while no
 * problem has been found (a grid with no problem has at most 36 rows: one per d66 roll), so memory
 * stays bounded whatever the file holds.
 */
export function importCsv(
  text: string,
  file: string,
  options: ImportOptions = {},
): Result<Record<string, unknown>> {
  const rows = csvRows(text, file);
  const problems = new CsvProblems(file);
  const first = rows.next();
  const header = first.done ? undefined : first.value;
  if (header !== undefined && !Array.isArray(header)) return { ok: false, error: header };
  if (header === undefined || header.length < 2) {
    const at = header?.[0] ?? { text: '', line: 1, column: 1 };
    return {
      ok: false,
      error: csvProblem(
        'csv/malformed',
        file,
        at.line,
        at.column,
        'the first line must name the odds columns after a first cell, e.g. "d66,1:2,1:1,3:2"',
      ),
    };
  }
  const odds: (Odds | undefined)[] = header.slice(1).map((f, j) => {
    const o = parseOdds(f.text);
    if (o === undefined)
      problems.add(
        'data/bad-odds',
        f,
        () =>
          `column ${j + 1} has bad odds ${JSON.stringify(f.text).slice(0, 40)} (write attacker:defender, e.g. 3:2)`,
      );
    const prev = j > 0 ? parseOdds(header[j]?.text ?? '') : undefined;
    if (o !== undefined && prev !== undefined && compareOdds(o, prev) <= 0) {
      problems.add(
        'data/odds-order',
        f,
        () =>
          `column ${makeOdds(o)} is not higher than column ${makeOdds(prev)} before it (columns go lowest odds first)`,
      );
    }
    return o;
  });
  const owner = new Map<number, Field>();
  /** The rows read while no problem was found, with their rolls (what the chart is built from). */
  const kept: { row: Field[]; values: readonly number[] }[] = [];
  let last: Field = header[0] as Field;
  for (const row of rows) {
    if (!Array.isArray(row)) return { ok: false, error: row };
    const first = row[0] as Field;
    last = first;
    if (row.length !== header.length) {
      problems.add(
        'csv/malformed',
        first,
        () => `this line has ${row.length} fields; the first line has ${header.length}`,
      );
      continue;
    }
    const range = parseRollRange(first.text);
    const values = range === undefined ? undefined : expandRange(range, 'd66');
    if (values === undefined) {
      problems.add(
        'data/bad-range',
        first,
        () =>
          `bad roll range ${JSON.stringify(first.text).slice(0, 40)} (write "from-to" or one roll, d66 values 11-16, 21-26, ..., 61-66)`,
      );
    } else {
      for (const v of values) {
        const other = owner.get(v);
        if (other !== undefined) {
          problems.add(
            'data/crt-overlap',
            first,
            () => `roll ${v} is covered twice: by the range on line ${other.line} and by this one`,
          );
          break;
        }
      }
      for (const v of values) if (!owner.has(v)) owner.set(v, first);
    }
    for (let j = 1; j < row.length; j++) {
      const f = row[j] as Field;
      if (canonicalCrtText(f.text === '' ? '-' : f.text) === undefined) {
        problems.add(
          'data/unknown-result',
          f,
          () =>
            `column ${header[j]?.text}, rolls ${first.text}: unknown result ${JSON.stringify(f.text).slice(0, 40)} (expected ${CRT_RESULT_FORMS})`,
        );
      }
    }
    if (problems.count === 0 && values !== undefined) kept.push({ row, values });
    else kept.length = 0;
  }
  const missing = d66Values().filter((v) => !owner.has(v));
  if (missing.length > 0 && problems.count === 0) {
    problems.add(
      'data/crt-gap',
      last,
      () =>
        `the rows do not cover roll ${missing[0]}${missing.length > 1 ? ` (rolls not covered: ${missing.join(', ')})` : ''}`,
    );
  }
  if (problems.count > 0) return refused(problems);
  // each column: consecutive rows with the same result make one cell
  const order = kept.sort((a, b) => (a.values[0] as number) - (b.values[0] as number));
  const columns = odds.map((o, j) => {
    const cells: { from: number; to: number; result: string }[] = [];
    for (const { row, values } of order) {
      const result = canonicalCrtText(row[j + 1]?.text || '-') as string;
      const from = values[0] as number;
      const to = values[values.length - 1] as number;
      const last = cells[cells.length - 1];
      if (last !== undefined && last.result === result) last.to = to;
      else cells.push({ from, to, result });
    }
    return {
      odds: makeOdds(o as Odds),
      cells: cells.map((c) => ({ rolls: makeRollRange(c), result: c.result })),
    };
  });
  const id = options.id ?? basename(file).replace(/\.[^.]*$/, '');
  const doc = {
    ...(options.schema === undefined ? {} : { $schema: options.schema }),
    kind: 'crt',
    id,
    name: options.name ?? `Assault and melee chart imported from ${basename(file)}`,
    note: `Imported from ${basename(file)} by hexcharge crt import.`,
    columns,
  };
  const checked = validateCrt(
    doc,
    file,
    options.plainRetreatHexes === undefined ? {} : { plainRetreatHexes: options.plainRetreatHexes },
  );
  return checked.ok ? { ok: true, value: doc } : checked;
}

/** The refusal of an import: its first problem, the message ending with how many more there are. */
function refused(problems: CsvProblems): Result<never> {
  const first = problems.listed[0] as HexchargeError;
  const others = problems.count - 1;
  return {
    ok: false,
    error:
      others === 0
        ? first
        : {
            ...first,
            message: `${first.message} (and ${others.toLocaleString('en')} more problem${others === 1 ? '' : 's'})`,
            problems: problems.listed,
            ...(problems.more > 0 ? { moreProblems: problems.more } : {}),
          },
  };
}

/** A chart as a CSV grid: odds across, the finest d66 ranges that split no cell of any column down. */
export function chartCsv(crt: Crt): string {
  const starts = new Set<number>();
  for (const c of crt.columns) for (const cell of c.cells) starts.add(cell.rolls.from);
  const d66 = d66Values();
  const rows: { from: number; to: number }[] = [];
  for (const v of d66) {
    const last = rows[rows.length - 1];
    if (last === undefined || starts.has(v)) rows.push({ from: v, to: v });
    else last.to = v;
  }
  const quote = (s: string): string => (/[",;\t\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
  const lines = [['d66', ...crt.columns.map((c) => makeOdds(c.odds))].map(quote).join(',')];
  for (const r of rows) {
    const results = crt.columns.map((c) => {
      const cell = c.cells.find((x) => x.rolls.from <= r.from && r.from <= x.rolls.to);
      return cell ? makeCrtResult(cell.result) : '';
    });
    lines.push([makeRollRange(r), ...results].map(quote).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** A chart file's text as the shipped charts are laid out: two-space indents, one cell per line. */
export function chartJson(doc: Readonly<Record<string, unknown>>): string {
  return `${JSON.stringify(doc, null, 2).replace(
    /\{\n\s+("rolls": .*),\n\s+("result": .*)\n\s+\}/g,
    '{ $1, $2 }',
  )}\n`;
}

/** hexcharge crt import: a CSV grid into a validated chart file. */
export function runImport(io: Io, argv: readonly string[]): number {
  const args = parseArgs(argv, knownFlags(CRT_IMPORT));
  if (!args.ok) return refuse(io, args.error, EXIT.refused);
  const [file] = args.value.positional;
  if (file === undefined) {
    return refuse(
      io,
      { code: 'cli/missing-argument', message: 'crt import needs a CSV file: crt import chart.csv' },
      EXIT.refused,
    );
  }
  const text = readTextFile(file);
  if (!text.ok) return refuse(io, text.error, EXIT.refused);
  const rs = loadRuleset(args.value.flags.ruleset ?? DEFAULT_RULESET);
  if (!rs.ok) return refuse(io, rs.error, EXIT.refused);
  const out = args.value.flags.out;
  const schemaFile = inPackage('schemas/crt.schema.json');
  const schema = relative(out === undefined ? process.cwd() : dirname(resolve(out)), schemaFile).replaceAll(
    '\\',
    '/',
  );
  const f = args.value.flags;
  const r = importCsv(text.value, file, {
    ...(f.id === undefined ? {} : { id: f.id }),
    ...(f.name === undefined ? {} : { name: f.name }),
    plainRetreatHexes: rs.value.settings.disorderedRetreatHexes,
    schema,
  });
  if (!r.ok) {
    printProblems(io, r.error);
    return EXIT.refused;
  }
  const json = chartJson(r.value);
  if (out === undefined) {
    writeText(io.out, json.trimEnd());
    return EXIT.done;
  }
  try {
    writeFileSync(out, json);
  } catch (e) {
    return refuse(
      io,
      {
        code: 'file/unwritable',
        message: `${out}: cannot write it (${(e as NodeJS.ErrnoException).code ?? 'error'})`,
      },
      EXIT.refused,
    );
  }
  io.out(`${out}: ${(r.value.columns as unknown[]).length} odds columns written`);
  return EXIT.done;
}
