import { resolve } from 'node:path';
import type { Crt } from 'hexcharge';
import { type CrtLintReport, lintCrt } from 'hexcharge/crt-tools';
import { validateCrt } from 'hexcharge/data';
import { fail, type Result } from 'hexcharge/errors';
import { catalogueOf } from 'hexcharge/narration';
import { noExtraArguments, parseArgs, refuse } from '../args.ts';
import { writeText } from '../escape.ts';
import { fill } from '../i18n.ts';
import type { Io } from '../io.ts';
import { loadRuleset, locate, readJsonFile } from '../load.ts';
import { printProblems } from '../problems.ts';
import { EXIT, knownFlags, usageOf } from '../spec.ts';
import { CRT_LINT } from '../specs.ts';
import { langFrom } from './run.ts';

/** The charts to lint: a chart file (kind "crt"), a ruleset file's chart, or --ruleset's (a file or a bundled id). */
function chartsOf(file: string | undefined, ruleset: string | undefined): Result<readonly Crt[]> {
  if (ruleset !== undefined) {
    const rs = loadRuleset(ruleset);
    return rs.ok ? { ok: true, value: [rs.value.crt] } : rs;
  }
  if (file === undefined)
    return fail('cli/missing-argument', 'crt lint needs a chart file or --ruleset FILE: crt lint <chart>');
  const json = readJsonFile(file);
  if (!json.ok) return json;
  if ((json.value as { kind?: unknown } | null)?.kind === 'ruleset') {
    const rs = loadRuleset(resolve(file));
    return rs.ok ? { ok: true, value: [rs.value.crt] } : rs;
  }
  const crt = validateCrt(json.value, locate(file));
  return crt.ok ? { ok: true, value: [crt.value] } : crt;
}

/** hexcharge crt lint: every cell out of the order of results, one line each; exit 1 when there is any. */
export function runLint(io: Io, argv: readonly string[]): number {
  const parsed = parseArgs(argv, knownFlags(CRT_LINT));
  const args = parsed.ok ? noExtraArguments(parsed.value, 1, usageOf(CRT_LINT)) : parsed;
  if (!args.ok) return refuse(io, args.error, EXIT.refused);
  const { flags, positional } = args.value;
  const lang = langFrom(flags.lang);
  if (!lang.ok) return refuse(io, lang.error, EXIT.refused);
  if (positional[0] !== undefined && flags.ruleset !== undefined)
    return refuse(
      io,
      { code: 'cli/conflicting-flags', message: 'crt lint takes a chart file or --ruleset, not both' },
      EXIT.refused,
    );
  const charts = chartsOf(positional[0], flags.ruleset);
  if (!charts.ok) {
    if (charts.error.problems?.length) printProblems(io, charts.error);
    else refuse(io, charts.error, EXIT.refused);
    return EXIT.refused;
  }
  const reports: { chart: string; report: CrtLintReport }[] = charts.value.map((c) => ({
    chart: c.id,
    report: lintCrt(c),
  }));
  const found = reports.some((r) => r.report.total > 0);
  if (flags.json === 'true') {
    writeText(io.out, JSON.stringify(reports, null, 2));
    return found ? EXIT.negative : EXIT.done;
  }
  const words = catalogueOf(lang.value).crtLint;
  for (const { chart, report } of reports) {
    for (const f of report.findings)
      writeText(io.out, `${words[f.severity]}: ${fill(words[f.key] ?? f.key, f.params)}`);
    if (report.total > report.findings.length)
      io.out(fill(words.more ?? '', { count: report.total - report.findings.length }));
    writeText(
      io.out,
      report.total === 0
        ? fill(words.clean ?? '', { chart })
        : fill(words.summary ?? '', { chart, count: report.total }),
    );
  }
  return found ? EXIT.negative : EXIT.done;
}
