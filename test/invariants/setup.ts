/**
 * Vitest setup (vitest.config.ts): after every event of every test charge, the board is legal.
 * Every actor of the charge machine (a session's, a model test's) is made with XState's public
 * `inspect` option (legal.ts chargeInspector), which sees its start and every snapshot after an event.
 * Charges the analysis drives through the machine's pure transition are checked in its `step`: no
 * actor of the charge machine runs there (machines/analysis/xstate-adapter.ts steps snapshots through
 * a stepper actor of its own logic, whose snapshots are not charge snapshots), so no inspector sees them.
 */
import { afterEach, vi } from 'vitest';
import type { InspectionEvent, Observer } from 'xstate';
import type { ChargeEvent } from '../../machines/charge.ts';
import { type ChargeSnapshot, stepName } from '../../machines/session.ts';
import { assertLegal, takeFound } from './legal.ts';

vi.mock('xstate', async (importOriginal) => {
  const xstate = await importOriginal<typeof import('xstate')>();
  // legal.ts imports nothing of XState's at run time, so it loads inside this factory
  const { chargeInspector } = await import('./legal.ts');
  const createActor = ((logic: { id?: string }, options?: { inspect?: unknown }) => {
    if (logic.id !== 'charge') return xstate.createActor(logic as never, options as never);
    const checker = chargeInspector();
    const own = options?.inspect as ((e: InspectionEvent) => void) | Observer<InspectionEvent> | undefined;
    const inspect = (e: InspectionEvent): void => {
      if (typeof own === 'function') own(e);
      else own?.next?.(e);
      checker.next?.(e);
    };
    return xstate.createActor(logic as never, { ...options, inspect } as never);
  }) as typeof xstate.createActor;
  return { ...xstate, createActor };
});

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
