// Issue 22, item 7: examples/node-host/play.mjs, the plain JavaScript host that ships in the package,
// run here against the sources (the hexcharge-source condition): the scenario's scripted dice and
// seeded dice, a save made halfway and resumed from its text, the exact endings.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Consequences, Ending } from 'hexcharge';
import { describe, expect, it } from 'vitest';

interface Played {
  readonly lines: readonly string[];
  readonly ending: Ending;
  readonly endingText: string;
  readonly consequences: Consequences;
}
interface NodeHost {
  playCharge(options?: { file?: string; seed?: number; lang?: string; saveAfter?: number }): Played;
}

const ROOT = join(import.meta.dirname, '../..');
// a plain .mjs module has no declarations: imported by URL, typed by the interface above
const host = (await import(pathToFileURL(join(ROOT, 'examples/node-host/play.mjs')).href)) as NodeHost;
const S31 = join(ROOT, 'data/scenarios/31-flight-6e-pursuit-new-charge.json');

describe('examples/node-host (issue 22, item 7)', () => {
  it('plays the reference charge on its scripted dice to the README ending, saved after 3 answers and resumed', () => {
    const played = host.playCharge();
    expect(played.endingText).toBe('melee at 2:1, attackers routed, defenders routed, not-recalled');
    expect(played.ending.decidedBy).toBe('melee');
    expect(played.ending.odds).toEqual({ attacker: 2, defender: 1 });
    expect(played.lines.filter((l) => l.startsWith('> saved after 3 answers ('))).toHaveLength(1);
    expect(played.lines.filter((l) => l.startsWith('> ')).slice(0, 4)).toEqual([
      '> british rolls: stand check of the stack at 0606 against the charge',
      '> british rolls: column-shift die of the stack at 0606, which stood',
      '> british rolls: defensive fire of the stack at 0606',
      played.lines.find((l) => l.startsWith('> saved'))!,
    ]);
    expect(played.lines.at(-1)).toBe(
      'The charge is over: melee at 2:1, attackers routed, defenders routed, not-recalled',
    );
    const c = played.consequences;
    expect([c.moved.length, c.removed.length, c.changed.length]).toEqual([3, 1, 4]);
  });

  it('the save and resume change nothing of the charge: the same lines as a charge never saved', () => {
    for (const seed of [undefined, 7, 11]) {
      const saved = host.playCharge({ seed, saveAfter: 3 });
      const never = host.playCharge({ seed, saveAfter: Number.POSITIVE_INFINITY });
      expect(saved.lines.filter((l) => !l.startsWith('> saved'))).toEqual(never.lines);
      expect(saved.ending).toEqual(never.ending);
    }
  });

  it('seeded dice: the reference charge on seed 7, and scenario 31 under its 6e ruleset on seed 7', () => {
    expect(host.playCharge({ seed: 7 }).endingText).toBe('melee at 2:1, attackers routed, defenders good');
    const s31 = host.playCharge({ file: S31, seed: 7 });
    expect(s31.endingText).toBe('attackers good, defenders eliminated');
    expect(s31.ending.decidedBy).toBe('routed-target');
  });

  it('narrates in Spanish: the same charge, its ending in the Spanish catalogue', () => {
    const played = host.playCharge({ lang: 'es' });
    expect(played.endingText).toBe(
      'cuerpo a cuerpo a 2:1, atacantes en fuga (PGD), defensores en fuga (PGD), llamada no obedecida',
    );
    expect(played.ending).toEqual(host.playCharge().ending);
  });
});
