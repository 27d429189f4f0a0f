// Saves written before issue 21 (test/fixtures/saves/before-issue-21.json, by the engine of 0e3883d:
// its charge state named its step, its flight state found its caller through `doctrine.resume`, its
// log entries carried their English text and some old step names). Each still resumes where it was
// saved, replays whole, and played on reaches the end that engine reached from it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ChargeSession, hashOf, replay, resumeCharge, type SaveDocument } from '../../machines/index.ts';
import { ROOT } from '../support/reliability.ts';

interface OldSave {
  /** Where the old engine stood: its step name and the id of the request pending. */
  readonly at: { readonly step: string; readonly pending: string | null };
  readonly save: SaveDocument;
  /** What the old engine reached from the save, played on by its dice and the default choices. */
  readonly end: { readonly board: string[]; readonly removed: string[]; readonly keys: string[] };
}

const OLD: Readonly<Record<string, OldSave>> = JSON.parse(
  readFileSync(join(ROOT, 'test/fixtures/saves/before-issue-21.json'), 'utf8'),
);

/** Where each old save stands in today's machine: the old single flight state is the caller's own. */
const TODAY: Readonly<Record<string, string>> = {
  'reference-recall': 'pursuit.recall',
  'reference-ended': 'ended',
  'flight-after-melee-6e': 'flightAfterMelee',
  'flight-after-stand-check-6e': 'flightAfterStandCheck',
  'pursuit-melee': 'pursuit.pursuitMelee',
  'recall-trample': 'pursuit.trample',
  'flight-after-routed-retreat-6e': 'flightAfterRoutedRetreat',
  'pursuit-roll-in-flight-8e': 'flightAfterRoutedRetreat',
  'doctrine-pursuit-6e': 'doctrinePursuit',
};

function playOn(s: ChargeSession): void {
  for (let i = 0; i < 1000 && !s.done; i++) {
    const r = s.pending?.kind === 'choice' ? s.chooseDefault() : s.autoRoll();
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  }
}

function endOf(s: ChargeSession): OldSave['end'] {
  return {
    board: s.state.board.units.map(
      (u) => `${u.id} ${u.at.col},${u.at.row} ${u.increments} ${u.moraleState} ${u.facing}`,
    ),
    removed: s.state.removed.map((r) => `${r.unit.id} ${r.reason} ${r.rule}`),
    keys: s.state.log.map((e) => e.key),
  };
}

describe('saves written before issue 21', () => {
  it('the fixture holds old snapshots: a step in the context, the flight caller in doctrine.resume', () => {
    expect(Object.keys(OLD).sort()).toEqual(Object.keys(TODAY).sort());
    for (const [name, o] of Object.entries(OLD)) {
      const context = (o.save.snapshot as { context: Record<string, unknown> }).context;
      expect(context.step, name).toBe(o.at.step.replace(/^pursuit\./, ''));
      expect(
        (context.log as { text?: unknown }[]).every((e) => typeof e.text === 'string'),
        name,
      ).toBe(true);
    }
    const flights = Object.values(OLD).filter((o) => o.at.step === 'flight');
    expect(
      flights.map(
        (o) => (o.save.snapshot as { context: { doctrine: { resume: string } } }).context.doctrine.resume,
      ),
    ).toEqual(['meleeRoll', 'standCheck', 'routedRetreat', 'routedRetreat']);
  });

  for (const [name, o] of Object.entries(OLD)) {
    it(`${name}: resumes at ${TODAY[name]}, replays whole, and reaches the old engine's end`, () => {
      const r = resumeCharge(JSON.stringify(o.save));
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      const s = r.value;
      expect(s.step).toBe(TODAY[name]);
      expect(s.pending?.id ?? null).toBe(o.at.pending);
      expect(s.log.map((e) => e.text)).toEqual(
        (o.save.snapshot as { context: { log: { text: string }[] } }).context.log.map((e) => e.text),
      );
      const whole = replay(o.save);
      if (!whole.ok) throw new Error(`${whole.error.code}: ${whole.error.message}`);
      expect(whole.value.step).toBe(TODAY[name]);
      playOn(s);
      expect(endOf(s)).toEqual(o.end);
    });
  }

  it('an old save resumes narrated in the language asked', () => {
    const r = resumeCharge(OLD['reference-recall']!.save, { language: 'es' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.language).toBe('es');
    expect(r.value.log.at(-1)?.text).toBe(
      '1er Cuirassiers + 2e Chevau-legers lanciers queda desordenada y avanza a 0606, que el cuerpo a cuerpo dejó vacío',
    );
  });

  it('an old save that names another step than its replay reaches is refused, as any save', () => {
    const o = OLD['flight-after-melee-6e']!;
    expect(resumeCharge(o.save).ok).toBe(true);
    const body = structuredClone(o.save) as unknown as Record<string, unknown>;
    body.step = 'standCheck';
    delete body.checksum;
    const forged = { ...body, checksum: hashOf(body) };
    const f = resumeCharge(forged);
    expect(f.ok ? 'resumed' : f.error.code).toBe('save/snapshot-mismatch');
  });
});
