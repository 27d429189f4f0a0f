import type { ChargeRecord, RecordDice, RecordEvent } from './record.ts';

/** A text with every control character (and line or paragraph separator) written as a space. */
export function withoutControls(text: string): string {
  let out = '';
  for (const ch of String(text)) {
    const c = ch.codePointAt(0)!;
    out += c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029 ? ' ' : ch;
  }
  return out;
}

/** A tag value in quotes: backslash and quote escaped, control characters written as spaces. */
function quoted(value: string): string {
  return `"${withoutControls(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** A comment in braces: braces inside become parentheses, line breaks and control characters spaces. */
function comment(text: string | undefined): string {
  if (text === undefined) return '';
  const clean = withoutControls(text).replace(/\{/g, '(').replace(/\}/g, ')').trim();
  return clean ? ` { ${clean} }` : '';
}

function diceTags(d: RecordDice): string[] {
  switch (d.kind) {
    case 'seeded':
      return [`[Dice ${quoted(`seeded ${d.seed}`)}]`];
    case 'secrets': {
      const tags = [
        '[Dice "secrets"]',
        `[AttackerCommitment ${quoted(d.attacker.commitment)}]`,
        `[DefenderCommitment ${quoted(d.defender.commitment)}]`,
      ];
      if (d.attacker.secret !== undefined) tags.push(`[AttackerSecret ${quoted(d.attacker.secret)}]`);
      if (d.defender.secret !== undefined) tags.push(`[DefenderSecret ${quoted(d.defender.secret)}]`);
      return tags;
    }
    default:
      return [`[Dice ${quoted(d.kind)}]`];
  }
}

/** One event line: "4. meleeRoll attacker d66 43 #0123456789abcdef { ... }". */
export function makeEvent(e: RecordEvent): string {
  const answer =
    e.answer.kind === 'roll' ? `${e.answer.dice} ${e.answer.value}` : `choice ${e.answer.option}`;
  return `${e.n}. ${e.step} ${e.side} ${answer}${e.digest ? ` #${e.digest}` : ''}${comment(e.comment)}`;
}

/** The text of a charge record (docs/records.md), which parseRecord reads back to the same record. */
export function makeRecord(record: ChargeRecord): string {
  const lines = [
    `[Record ${quoted(record.version)}]`,
    `[Scenario ${quoted(record.scenario.id)}]`,
    `[ScenarioHash ${quoted(record.scenario.hash)}]`,
    `[Ruleset ${quoted(record.ruleset.id)}]`,
    `[RulesetHash ${quoted(record.ruleset.hash)}]`,
    ...diceTags(record.dice),
    '',
    ...record.events.map(makeEvent),
    `end ${record.end.done ? 'done' : 'open'}${record.end.digest ? ` #${record.end.digest}` : ''}${comment(record.end.comment)}`,
  ];
  return `${lines.join('\n')}\n`;
}
