/**
 * The whole narrated log and the final board of every shipped charge, played with its own dice and the
 * default choices, pinned line by line: the rule, step, source, message, arithmetic and dice of each
 * entry, as a player learning the rules reads them. Written to kill the surviving mutants of the log
 * and narration code of src/procedure and src/doctrines (docs/mutation.md): a rule reference, a
 * message parameter or an arithmetic string changed now fails here.
 *
 * The expected lines are test/fixtures/charge-logs.json. After a deliberate change of the narration,
 * rewrite them with `HEXCHARGE_WRITE_LOGS=1 npx vitest run test/machine/shipped-logs.test.ts` and
 * review the diff line by line before committing it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../cli/load.ts';
import { ChargeSession } from '../../machines/session.ts';
import { scriptSource } from '../../src/dice/index.ts';
import type { NarratedEntry } from '../../src/narration/narrate.ts';
import { boardLines, removals } from '../support/charges.ts';

const FIXTURE = 'test/fixtures/charge-logs.json';
const SHIPPED = readdirSync('data/scenarios').filter((f) => f.endsWith('.json'));

/** A log entry as one line: "n step [rule source] key: text | arithmetic | dice". */
function logLines(log: readonly NarratedEntry[]): string[] {
  return log.map((e) => {
    const dice = e.dice
      ? ` | ${e.dice.dice} ${e.dice.roll}${e.dice.modified === undefined ? '' : ` -> ${e.dice.modified}`}`
      : '';
    return `${e.n} ${e.step} [${e.rule} ${e.source}] ${e.key}: ${e.text}${e.arithmetic ? ` | ${e.arithmetic}` : ''}${dice}`;
  });
}

/** Plays a shipped scenario with its dice script and default choices. */
function played(file: string): { log: string[]; board: string[]; removed: string[] } {
  const l = loadScenario(`data/scenarios/${file}`);
  if (!l.ok) throw new Error(l.error.message);
  const ses = new ChargeSession({ ...l.value, dice: scriptSource(l.value.scenario.dice?.script ?? []) });
  const r = ses.runToEnd();
  if (!r.ok) throw new Error(r.error.message);
  return { log: logLines(ses.log), board: boardLines(ses.state), removed: removals(ses.state) };
}

if (process.env.HEXCHARGE_WRITE_LOGS === '1') {
  writeFileSync(
    FIXTURE,
    `${JSON.stringify(Object.fromEntries(SHIPPED.map((f) => [f, played(f)])), null, 1)}\n`,
  );
}
const EXPECTED = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, ReturnType<typeof played>>;

describe('the narrated log and final board of every shipped charge', () => {
  it('covers every shipped scenario', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...SHIPPED].sort());
  });
  for (const file of SHIPPED) {
    it(file, () => {
      expect(played(file)).toEqual(EXPECTED[file]);
    });
  }
});
