import { procedureSteps } from 'hexcharge/machine';

const STEPS = procedureSteps();

/** Step names the log writes that are not the machine's state names. */
const LOG_STEP_STATE: Readonly<Record<string, string>> = {
  routedRetreat: 'routedTargetRetreats',
  pursuit: 'pursuit.pursuitTarget',
};

/** The machine state (dotted path) a log entry's step belongs to, so the page never shows a raw step id. */
export function stateOfLogStep(step: string): string | undefined {
  const alias = LOG_STEP_STATE[step];
  if (alias) return alias;
  return STEPS.find((s) => s.path === step)?.path ?? STEPS.find((s) => s.key === step)?.path;
}
