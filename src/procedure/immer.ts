import { Immer } from 'immer';

/**
 * The core's own immer: every state update of src/ goes through this instance, never through the
 * process-wide `produce` of the 'immer' module, so a host's immer settings (auto-freeze, strict copies)
 * neither reach the charge nor are changed by it. It does not freeze what it produces: the states of
 * an analysis or a Monte Carlo run stay inside it (freezing each was about a tenth of the run), and a
 * session freezes the state it hands to a host itself (machines/frozen.ts).
 */
const core = new Immer({ autoFreeze: false });

/** immer's `produce` on the core's own instance (no auto-freeze; see above). */
export const produce: Immer['produce'] = core.produce;
