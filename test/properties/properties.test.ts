/**
 * The large property run: generated charges (test/properties/generator.ts) under every shipped ruleset,
 * each checked for the board invariants after every event, determinism, save at every step and resume
 * to the same end, consequences() against the final board, and a bounded length (test/properties/run.ts).
 *
 * `npm test` plays HEXCHARGE_PROPERTY_RUNS charges (default 100) from generator seed
 * HEXCHARGE_PROPERTY_SEED (default 1); `npm run test:properties` plays 10,000. Charges go round the
 * rulesets (seed mod 4), so each gets a quarter.
 */
import { describe, expect, it } from 'vitest';
import { RULESETS } from './generator.ts';
import { type ChargeReport, runCharge } from './run.ts';

const RUNS = Number(process.env.HEXCHARGE_PROPERTY_RUNS ?? 100);
const FIRST = Number(process.env.HEXCHARGE_PROPERTY_SEED ?? 1);
/** Resume every save to the end (the default); HEXCHARGE_PROPERTY_RESUME=state only compares the resumed state. */
const RESUME_TO_END = process.env.HEXCHARGE_PROPERTY_RESUME !== 'state';

interface Tally {
  charges: number;
  events: number;
  longest: number;
  /** Charges with at least one violation of the code (known doctrine cases included). */
  violations: Record<string, number>;
  /** Charges whose every violation is a known doctrine case. */
  knownOnly: number;
  failed: string[];
}

const tallies = new Map<string, Tally>(
  RULESETS.map((r) => [
    r.id,
    { charges: 0, events: 0, longest: 0, violations: {}, knownOnly: 0, failed: [] },
  ]),
);

/** What about a report is not allowed: violations other than known doctrine cases, and failed properties. */
function problems(r: ChargeReport): string[] {
  return [
    ...r.violations
      .filter((v) => !v.known)
      .map((v) => `after event ${v.event} (${v.step}) ${v.code}: ${v.message}`),
    ...r.failures,
  ];
}

describe(`property run: ${RUNS} generated charges from generator seed ${FIRST}`, () => {
  const started = performance.now();
  for (const { id } of RULESETS) {
    it(`under ${id}: legal boards after every event, deterministic, resumable at every step, consequences agree, bounded`, () => {
      const t = tallies.get(id)!;
      for (let seed = FIRST; seed < FIRST + RUNS; seed++) {
        if (RULESETS[seed % RULESETS.length]!.id !== id) continue;
        const r = runCharge(seed, { saveEveryStep: true, resumeToEnd: RESUME_TO_END });
        t.charges++;
        t.events += r.events;
        t.longest = Math.max(t.longest, r.events);
        for (const c of new Set(r.violations.map((v) => v.code)))
          t.violations[c] = (t.violations[c] ?? 0) + 1;
        const p = problems(r);
        if (r.violations.length > 0 && p.length === r.failures.length) t.knownOnly++;
        if (p.length > 0)
          t.failed.push(`generator seed ${seed} (${id}):\n    ${p.slice(0, 5).join('\n    ')}`);
      }
      expect(t.charges).toBeGreaterThan(0);
      expect(t.failed, t.failed.slice(0, 10).join('\n')).toEqual([]);
    }, 3_600_000);
  }

  it('reports the run', () => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const lines = [...tallies].map(
      ([id, t]) =>
        `  ${id}: ${t.charges} charges, ${t.events} events (longest ${t.longest}), violations ${JSON.stringify(t.violations)}, known doctrine cases only: ${t.knownOnly}, failed: ${t.failed.length}`,
    );
    console.log(`property run: ${RUNS} charges from seed ${FIRST} in ${seconds} s\n${lines.join('\n')}`);
    expect([...tallies.values()].reduce((a, t) => a + t.charges, 0)).toBe(RUNS);
  });
});
