// onLog with { replay: true } gives a listener attached late (or to a resumed session) every entry
// already written, in order, then the new ones, each once (issue 22, item 7).
import { describe, expect, it } from 'vitest';
import { createCharge, loadScenarioFromJson, resumeCharge, saveCharge } from '../../machines/index.ts';
import type { NarratedEntry } from '../../src/narration/narrate.ts';
import { text } from '../support/reliability.ts';

/** The reference charge with seed 7, `n` events played. */
function playedFor(n: number) {
  const l = loadScenarioFromJson(text('data/scenarios/01-reference-charge.json'));
  if (!l.ok) throw new Error(l.error.message);
  const c = createCharge({ ...l.value, dice: { seed: 7 } });
  if (!c.ok) throw new Error(c.error.message);
  for (let i = 0; i < n; i++) {
    const p = c.value.pending!;
    if (!(p.kind === 'roll' ? c.value.autoRoll() : c.value.chooseDefault()).ok) throw new Error('refused');
  }
  return c.value;
}

describe('onLog: the entries written before the listener, on request', () => {
  it('with replay: every entry so far, then each new one, once each and in order', () => {
    const s = playedFor(3);
    const before = s.log.length;
    expect(before).toBeGreaterThan(2);
    const got: NarratedEntry[] = [];
    s.onLog((e) => got.push(e), { replay: true });
    expect(got.map((e) => e.n)).toEqual(s.log.map((e) => e.n));
    s.runToEnd();
    expect(got.map((e) => e.n)).toEqual(s.log.map((e) => e.n));
    expect(got.map((e) => e.text)).toEqual(s.log.map((e) => e.text));
  });

  it('without it: only the new entries (as before); a resumed session replays its entries to a listener that asks', () => {
    const s = playedFor(3);
    const late: number[] = [];
    s.onLog((e) => late.push(e.n));
    expect(late).toEqual([]);
    const resumed = resumeCharge(saveCharge(s));
    if (!resumed.ok) throw new Error(resumed.error.message);
    const all: number[] = [];
    resumed.value.onLog((e) => all.push(e.n), { replay: true });
    expect(all).toEqual(s.log.map((e) => e.n));
  });

  it('a listener that throws on a replayed entry is reported to the options onError and the others go on', () => {
    const s = playedFor(2);
    const errors: string[] = [];
    s.onLog(
      (e) => {
        if (e.n === 1) throw new Error('boom');
      },
      { replay: true, onError: (err, e) => errors.push(`${err.code} ${e.n}`) },
    );
    expect(errors).toEqual(['api/listener-threw 1']);
    expect(s.listenerErrors).toHaveLength(1);
    const hostile = new Proxy(
      {},
      {
        getOwnPropertyDescriptor() {
          throw new Error('trap');
        },
      },
    );
    expect(() => s.onLog(() => {}, hostile)).not.toThrow();
  });
});
