/** Rule references of the doctrines: the seed and the section of its text (log entries' `rule`). */
export const RULE = {
  cause6e: '002 direction 1',
  direction6e: '002 direction',
  distance6e: '002 distance',
  friends6e: '002 resolve',
  who6e: '000 who',
  when6e: '000 when',
  holdBack: '000 avoid',
  distance6eP: '000 distance',
  placement: '000 clarification',
  newCharge: '000 charges',
  reflight: '000 charges',
  offTable: '000 off table',
  rolls8e: '001 rolls',
  direction8e: '001 flight',
  order8e: '001 order',
  pivot8e: '001 pursuit',
  blocked8e: '001 pursuit',
  charge8e: '001 charge',
} as const;

/** The seed a rule reference comes from (the log entry's `source`). */
export function sourceOf(rule: string): string {
  return rule.slice(0, 3);
}
