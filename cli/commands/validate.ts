import {
  validateColumnShift,
  validateCrt,
  validateFactorModifiers,
  validateFireTable,
  validateHexsides,
  validateRecall,
  validateStepModifiers,
  validateTerrain,
} from '../../src/data/index.ts';
import { fail, formatError, type Result } from '../../src/errors.ts';
import { parseArgs, refuse } from '../args.ts';
import { loadRuleset, loadScenario, readJsonFile } from '../load.ts';
import type { Command } from '../main.ts';

const TABLES: Readonly<Record<string, (json: unknown, file: string) => Result<unknown>>> = {
  crt: validateCrt,
  fire: validateFireTable,
  'column-shift': validateColumnShift,
  'stand-modifiers': validateStepModifiers,
  'melee-modifiers': validateFactorModifiers,
  recall: validateRecall,
  hexsides: validateHexsides,
  terrain: validateTerrain,
};

/** Validates any hexcharge data file by its "kind": a table, a ruleset (with its tables) or a scenario. */
export function validateFile(file: string, rulesetFile?: string): Result<string> {
  const json = readJsonFile(file);
  if (!json.ok) return json;
  const kind = (json.value as { kind?: unknown } | null)?.kind;
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
  const v = typeof kind === 'string' ? TABLES[kind] : undefined;
  if (!v) {
    return fail(
      'data/unknown-kind',
      `"kind" must be one of ruleset, scenario, ${Object.keys(TABLES).join(', ')}; got ${JSON.stringify(kind ?? null)}`,
      file,
      'kind',
    );
  }
  const r = v(json.value, file);
  return r.ok ? { ok: true, value: `${kind} table: valid` } : r;
}

/** hexcharge validate: checks a table, ruleset or scenario file and names any problem precisely. */
export const command: Command = {
  summary: 'check a table, ruleset or scenario file',
  run(argv, io) {
    const args = parseArgs(argv, { ruleset: 'value' });
    if (!args.ok) return refuse(io, args.error, 2);
    const files = args.value.positional;
    if (files.length === 0)
      return refuse(io, { code: 'cli/missing-argument', message: 'validate needs a file' }, 2);
    let bad = 0;
    for (const f of files) {
      const r = validateFile(f, args.value.flags.ruleset);
      if (r.ok) io.out(`${f}: ok: ${r.value}`);
      else {
        io.err(formatError(r.error));
        bad++;
      }
    }
    return bad ? 1 : 0;
  },
};
