import { existsSync } from 'node:fs';
import { bundledRulesetId, loadBundledRuleset } from 'hexcharge';
import {
  validateColumnShift,
  validateCrt,
  validateFactorModifiers,
  validateFireTable,
  validateHexsides,
  validateRecall,
  validateStepModifiers,
  validateTerrain,
} from 'hexcharge/data';
import { fail, ok, type Result } from 'hexcharge/errors';
import { parseArgs, refuse } from '../args.ts';
import { defineCommand } from '../command.ts';
import { DEFAULT_RULESET, loadRuleset, loadScenario, locate, readJsonFile } from '../load.ts';
import { printProblems } from '../problems.ts';
import { EXIT, knownFlags, usageOf } from '../spec.ts';
import { VALIDATE } from '../specs.ts';

/** The validator of each kind of table file (a Map: a "kind" from a file is never looked up as an inherited name). */
const TABLES: ReadonlyMap<string, (json: unknown, file: string, rulesetFile?: string) => Result<unknown>> =
  new Map<string, (json: unknown, file: string, rulesetFile?: string) => Result<unknown>>([
    [
      'crt',
      (json, file, rulesetFile) => {
        // "AD" and "DD" without a number are read with the ruleset's disorderedRetreatHexes
        const rs = loadRuleset(rulesetFile ?? DEFAULT_RULESET);
        return validateCrt(
          json,
          file,
          rs.ok ? { plainRetreatHexes: rs.value.settings.disorderedRetreatHexes } : {},
        );
      },
    ],
    ['fire', validateFireTable],
    ['column-shift', validateColumnShift],
    ['stand-modifiers', validateStepModifiers],
    ['melee-modifiers', validateFactorModifiers],
    ['recall', validateRecall],
    ['hexsides', validateHexsides],
    ['terrain', validateTerrain],
  ]);

/** Validates any hexcharge data file by its "kind": a table, a ruleset (with its tables) or a scenario. */
export function validateFile(file: string, rulesetFile?: string): Result<string> {
  // a bundled ruleset by its id (or bundled path), where no such file lies here
  const bundled = existsSync(locate(file)) ? undefined : bundledRulesetId(file);
  if (bundled !== undefined) {
    const r = loadBundledRuleset(bundled);
    return r.ok
      ? ok(`bundled ruleset ${r.value.id}: ${r.value.crt.columns.length} odds columns, every table valid`)
      : r;
  }
  const json = readJsonFile(file);
  if (!json.ok) return json;
  const root = json.value;
  const kind =
    typeof root === 'object' && root !== null && !Array.isArray(root) && Object.hasOwn(root, 'kind')
      ? (root as { kind: unknown }).kind
      : undefined;
  if (kind === 'ruleset') {
    const r = loadRuleset(file);
    return r.ok
      ? {
          ok: true,
          value: `ruleset ${r.value.id}: ${r.value.crt.columns.length} odds columns, every table valid`,
        }
      : r;
  }
  if (kind === 'scenario') {
    const r = loadScenario(file, rulesetFile);
    return r.ok
      ? {
          ok: true,
          value: `scenario ${r.value.scenario.id}: ${r.value.scenario.board.units.length} units, valid under ruleset ${r.value.ruleset.id}`,
        }
      : r;
  }
  const v = typeof kind === 'string' ? TABLES.get(kind) : undefined;
  if (!v) {
    return fail(
      'data/unknown-kind',
      `"kind" must be one of ruleset, scenario, ${[...TABLES.keys()].join(', ')}; got ${JSON.stringify(kind ?? null).slice(0, 40)}`,
      file,
      'kind',
    );
  }
  const r = v(root, file, rulesetFile);
  return r.ok ? { ok: true, value: `${kind} table: valid` } : r;
}

/** hexcharge validate: checks table, ruleset or scenario files and names every problem, one line each. */
export const command = defineCommand({
  spec: VALIDATE,
  run(argv, io) {
    const args = parseArgs(argv, knownFlags(VALIDATE));
    if (!args.ok) return refuse(io, args.error, EXIT.refused);
    const files = args.value.positional;
    if (files.length === 0)
      return refuse(
        io,
        { code: 'cli/missing-argument', message: `validate needs a file; usage: ${usageOf(VALIDATE)}` },
        EXIT.refused,
      );
    // 0: every file valid; 1: a file is not valid; 2: a file (or the --ruleset) could not be read at all.
    let worst: number = EXIT.done;
    for (const f of files) {
      const r = validateFile(f, args.value.flags.ruleset);
      if (r.ok) io.out(`${f}: ok: ${r.value}`);
      else {
        printProblems(io, r.error);
        worst = Math.max(worst, r.error.code.startsWith('file/') ? EXIT.refused : EXIT.negative);
      }
    }
    return worst;
  },
});
