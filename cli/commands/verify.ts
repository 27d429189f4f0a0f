import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fail, type Result } from 'hexcharge/errors';
import { parseRecord, verifyRecord } from 'hexcharge/record';
import { noExtraArguments, parseArgs, quote, refuse } from '../args.ts';
import { defineCommand } from '../command.ts';
import { cliRecordWords, fill } from '../i18n.ts';
import { loadScenario, readJsonFile, readTextFile } from '../load.ts';
import { inPackage } from '../paths.ts';
import { EXIT, knownFlags, usageOf } from '../spec.ts';
import { VERIFY } from '../specs.ts';
import { langFrom } from './run.ts';

/** The bundled scenario file whose id is `id` (data/scenarios of the package). */
function bundledScenario(id: string): Result<string> {
  const dir = inPackage('data/scenarios');
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith('.json'))
    .sort()) {
    const json = readJsonFile(join(dir, f));
    if (json.ok && (json.value as { id?: unknown } | null)?.id === id)
      return { ok: true, value: join(dir, f) };
  }
  return fail(
    'record/scenario-mismatch',
    `the record was played on scenario ${quote(id)}, which is not bundled: give its file with --scenario`,
  );
}

/** hexcharge verify: replays a charge record and says whether it holds, or the first event that differs. */
export const command = defineCommand({
  spec: VERIFY,
  run(argv, io) {
    const parsed = parseArgs(argv, knownFlags(VERIFY));
    const args = parsed.ok ? noExtraArguments(parsed.value, 1, usageOf(VERIFY)) : parsed;
    if (!args.ok) return refuse(io, args.error, EXIT.refused);
    const file = args.value.positional[0];
    if (!file)
      return refuse(
        io,
        { code: 'cli/missing-argument', message: `verify needs a record file; usage: ${usageOf(VERIFY)}` },
        EXIT.refused,
      );
    const f = args.value.flags;
    const lang = langFrom(f.lang);
    if (!lang.ok) return refuse(io, lang.error, EXIT.refused);
    const words = cliRecordWords(lang.value);
    const text = readTextFile(file);
    if (!text.ok) return refuse(io, text.error, EXIT.refused);
    const record = parseRecord(text.value);
    if (!record.ok)
      return refuse(io, { ...record.error, message: `${file}: ${record.error.message}` }, EXIT.refused);
    const scenarioFile =
      f.scenario === undefined
        ? bundledScenario(record.value.scenario.id)
        : { ok: true as const, value: f.scenario };
    if (!scenarioFile.ok) return refuse(io, scenarioFile.error, EXIT.refused);
    const loaded = loadScenario(scenarioFile.value, f.ruleset ?? record.value.ruleset.id);
    if (!loaded.ok) return refuse(io, loaded.error, EXIT.refused);
    const verdict = verifyRecord(text.value, loaded.value);
    if (!verdict.ok) return refuse(io, verdict.error, EXIT.refused);
    if (!verdict.value.holds) {
      io.out(fill(words.differs!, { file, message: verdict.value.message }));
      return EXIT.negative;
    }
    io.out(fill(words.holds!, { file, n: record.value.events.length }));
    return EXIT.done;
  },
});
