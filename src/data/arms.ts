import type { Arm, Formation } from '../model/unit.ts';

/** The arms of service a data file may name. */
export const ARMS: readonly Arm[] = ['infantry', 'cavalry', 'artillery'];

/** The formations each arm may take (infantry: line, column, square, general order; cavalry: line, column; artillery: limbered, unlimbered). */
export const FORMATIONS_BY_ARM: Readonly<Record<Arm, readonly Formation[]>> = {
  infantry: ['line', 'column', 'square', 'general-order'],
  cavalry: ['line', 'column'],
  artillery: ['limbered', 'unlimbered'],
};

/** Whether a string is an arm of service. */
export function isArm(v: string): v is Arm {
  return (ARMS as readonly string[]).includes(v);
}
