import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  procedureMarkdown,
  procedureMermaid,
  procedureSteps,
  procedureTransitions,
} from '../../machines/diagram.ts';

describe('the procedure diagram', () => {
  it('docs/procedure.md is the text generated from the machine (run `npm run diagram` after changing it)', () => {
    const file = readFileSync(resolve(import.meta.dirname, '../../docs/procedure.md'), 'utf8');
    expect(file).toBe(procedureMarkdown());
  });

  it('names every state with its meta title and every guard of the machine', () => {
    const text = procedureMermaid();
    for (const s of procedureSteps()) expect(text).toContain(`as ${s.path.replaceAll('.', '_')}`);
    expect(text).toContain('Step 2: stand check (19.6)');
    for (const g of [
      'targetIsRouted',
      'everyChargerEliminated',
      'meleeSendsToAdvance',
      'pursuitMeleeDue',
      'recalled',
    ]) {
      expect(text).toContain(g);
    }
  });

  it('lists the eventless transitions with guards and the fallback as else', () => {
    const t = procedureTransitions().filter((x) => x.from === 'declared');
    expect(t.map((x) => [x.to, x.guard])).toEqual([
      ['routedTargetRetreats', 'targetIsRouted'],
      ['meleeOdds', 'targetIsCavalry'],
      ['unsuppliedArtilleryFlees', 'else'],
    ]);
  });
});
