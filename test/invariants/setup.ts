/**
 * Vitest setup (vitest.config.ts): after every event of every test charge, the board is legal.
 * Sessions are checked in ChargeSession.send; charges the analysis drives through XState's pure
 * transition are checked in its `step`. Model-based tests check their live actors themselves.
 */
import { afterEach, vi } from 'vitest';
import type { ChargeEvent } from '../../machines/charge.ts';
import { type ChargeSnapshot, stepName } from '../../machines/session.ts';
import { assertLegal, checkEverySession, takeFound } from './legal.ts';

checkEverySession();

vi.mock('../../machines/analysis/drive.ts', async (importOriginal) => {
  const drive = await importOriginal<typeof import('../../machines/analysis/drive.ts')>();
  return {
    ...drive,
    step: (snapshot: ChargeSnapshot, event: ChargeEvent): ChargeSnapshot => {
      const next = drive.step(snapshot, event);
      const at = { step: stepName(next), tags: [...next.tags], done: next.status === 'done' };
      assertLegal(next.context, `after ${JSON.stringify(event)} in an analysis`, at);
      return next;
    },
  };
});

afterEach(() => {
  const found = takeFound();
  if (found.length > 0) throw new Error(`${found.length} illegal board(s):\n${found.join('\n')}`);
});
