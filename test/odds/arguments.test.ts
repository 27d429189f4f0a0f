// chargeOdds and monteCarloOdds never throw into a host (issue 22, item 3): a charge or options that
// are not ones are refused api/bad-argument, and nothing is analysed or played.
import { chargeOdds, type LoadedScenario, monteCarloOdds, type Result } from 'hexcharge';
import { describe, expect, it } from 'vitest';
import { reference, value } from '../support/odds.ts';

const loaded: LoadedScenario = reference();
type Any = (...a: unknown[]) => Result<unknown>;
const exact = chargeOdds as unknown as Any;
const mc = monteCarloOdds as unknown as Any;

/** Calls f and returns its refusal code, failing the test if it throws or answers. */
function refusal(f: Any, ...args: unknown[]): string {
  let r: Result<unknown>;
  try {
    r = f(...args);
  } catch (e) {
    throw new Error(`threw ${String(e)}`);
  }
  expect(r.ok).toBe(false);
  if (r.ok) return 'accepted';
  expect(r.error.message).not.toContain('\n');
  return r.error.code;
}

const throwing = new Proxy(
  {},
  {
    get() {
      throw new Error('a hostile getter');
    },
    has() {
      throw new Error('a hostile has');
    },
    ownKeys() {
      throw new Error('a hostile ownKeys');
    },
  },
);

describe('bad arguments, refused without throwing', () => {
  it('a charge that is neither a loaded scenario nor a session', () => {
    for (const f of [exact, mc]) {
      const opts = f === mc ? { charges: 10 } : undefined;
      for (const charge of [undefined, null, 42, 'scenario text', [], {}, { scenario: 7 }, () => 1])
        expect(refusal(f, charge, opts), `${f.name}(${String(charge)})`).toBe('api/bad-argument');
      expect(refusal(f, throwing, opts)).toMatch(/^api\//);
      expect(refusal(f, { scenario: loaded.scenario, ruleset: { id: 'forged' } }, opts)).toBe(
        'api/unknown-ruleset',
      );
    }
  });

  it('chargeOdds: a budget that is not one', () => {
    for (const options of [
      42,
      'fast',
      { maxStates: 0 },
      { maxStates: -5 },
      { maxStates: 1.5 },
      { maxStates: '10' },
      { maxStates: Number.NaN },
      { maxSeconds: 0 },
      { maxSeconds: '1' },
      { maxSeconds: Number.NaN },
      { onProgress: 'log' },
    ])
      expect(refusal(exact, loaded, options), JSON.stringify(options)).toBe('api/bad-argument');
    expect(refusal(exact, loaded, throwing)).toMatch(/^api\//);
  });

  it('monteCarloOdds: charges and a seed that are not ones', () => {
    for (const options of [
      undefined,
      null,
      7,
      {},
      { charges: 0 },
      { charges: -1 },
      { charges: 2.5 },
      { charges: '100' },
      { charges: 1_000_001 },
      { charges: Number.POSITIVE_INFINITY },
      { charges: 10, seed: -1 },
      { charges: 10, seed: 2 ** 32 },
      { charges: 10, seed: 0.5 },
      { charges: 10, seed: '7' },
    ])
      expect(refusal(mc, loaded, options), JSON.stringify(options)).toBe('api/bad-argument');
    expect(refusal(mc, loaded, throwing)).toMatch(/^api\//);
  });

  it('a scenario the engine did not load is validated again: refused when it does not hold', () => {
    const { id: _, ...noId } = loaded.scenario as unknown as Record<string, unknown>;
    expect(refusal(exact, { scenario: noId })).toMatch(/^(data|scenario)\//);
    expect(refusal(mc, { scenario: noId }, { charges: 1 })).toMatch(/^(data|scenario)\//);
  });

  it('the smallest run is accepted: one charge, seed 0', () => {
    const r = value(monteCarloOdds(loaded, { charges: 1, seed: 0 }));
    expect(r.outcomes).toHaveLength(1);
    expect(r.outcomes[0]).toMatchObject({ count: 1, frequency: 1, se: 0 });
    expect(r.attackerLostMean.se).toBe(0);
  });
});
