import type { AnyStateNode } from 'xstate';
import { chargeMachine } from './charge.ts';

/** One state of the charge machine as the page and the diagram list it. */
export interface ProcedureStep {
  /** Dotted path below the root, as `stepName` gives it: "standCheck", "pursuit.recall". */
  readonly path: string;
  /** The state's key: "recall". */
  readonly key: string;
  readonly title: string;
  readonly rule: string;
  /** Its XState tags, what the step asks of the players: "rolls", "chooses" (machines/charge.ts StepTag). */
  readonly tags: readonly string[];
  /** 0 for a top-level state, 1 inside a compound state, ... */
  readonly depth: number;
  readonly final: boolean;
  readonly compound: boolean;
}

/** One transition of the machine: from, to (undefined = stays), the event ("always" for eventless), guard and actions. */
export interface ProcedureTransition {
  readonly from: string;
  readonly to: string | undefined;
  readonly event: string;
  /** Guard name(s); `and([a, b])` gives "a and b"; "else" for the unguarded fallback after guarded siblings. */
  readonly guard: string | undefined;
  readonly actions: readonly string[];
}

interface Meta {
  readonly rule?: string;
  readonly title?: string;
}

function children(n: AnyStateNode): AnyStateNode[] {
  return Object.values(n.states) as AnyStateNode[];
}

function pathOf(n: AnyStateNode): string {
  return n.path.join('.');
}

function metaOf(n: AnyStateNode): Meta {
  return (n.meta ?? {}) as Meta;
}

/** The name of a guard as written in the machine: a string, or and/or/not of names. */
function guardName(g: unknown): string | undefined {
  if (g === undefined || g === null) return undefined;
  if (typeof g === 'string') return g;
  if (typeof g === 'object' && 'type' in g && typeof (g as { type: unknown }).type === 'string') {
    const { type, params } = g as { type: string; params?: unknown };
    if (params === undefined || params === null) return type;
    const values = typeof params === 'object' ? Object.values(params as Record<string, unknown>) : [params];
    return `${type}(${values.map((v) => String(v)).join(', ')})`;
  }
  if (typeof g === 'function') {
    const f = g as { guards?: unknown[]; guard?: unknown; check?: unknown };
    const kind = String((g as unknown as { type?: string }).type ?? '');
    if (Array.isArray(f.guards)) {
      const joiner = kind.includes('or') ? ' or ' : ' and ';
      return f.guards.map((x) => guardName(x) ?? '?').join(joiner);
    }
    if (f.guard !== undefined) return `not ${guardName(f.guard) ?? '?'}`;
    return g.name || 'inline guard';
  }
  return 'guard';
}

function actionNames(actions: readonly unknown[]): string[] {
  return actions.map((a) =>
    typeof a === 'string'
      ? a
      : typeof a === 'object' && a !== null && 'type' in a
        ? String((a as { type: unknown }).type)
        : 'inline action',
  );
}

/** Every state of the charge machine, in document order (depth first). */
export function procedureSteps(): ProcedureStep[] {
  const out: ProcedureStep[] = [];
  const walk = (n: AnyStateNode, depth: number): void => {
    for (const c of children(n)) {
      const m = metaOf(c);
      out.push({
        path: pathOf(c),
        key: c.key,
        title: m.title ?? c.key,
        rule: m.rule ?? '',
        tags: [...(c.tags as readonly string[])],
        depth,
        final: c.type === 'final',
        compound: c.type === 'compound',
      });
      walk(c, depth + 1);
    }
  };
  walk(chargeMachine.root as AnyStateNode, 0);
  return out;
}

/** Every transition of the charge machine, by state in document order: event transitions, then eventless ones. */
export function procedureTransitions(): ProcedureTransition[] {
  const out: ProcedureTransition[] = [];
  const walk = (n: AnyStateNode): void => {
    const from = n.parent ? pathOf(n) : '(every step)';
    for (const [event, list] of n.transitions) {
      for (const t of list) {
        out.push({
          from,
          to: t.target?.[0] ? pathOf(t.target[0] as AnyStateNode) : undefined,
          event,
          guard: guardName(t.guard),
          actions: actionNames(t.actions as readonly unknown[]),
        });
      }
    }
    let guardedBefore = false;
    for (const t of n.always ?? []) {
      const g = guardName(t.guard);
      out.push({
        from,
        to: t.target?.[0] ? pathOf(t.target[0] as AnyStateNode) : undefined,
        event: 'always',
        guard: g ?? (guardedBefore ? 'else' : undefined),
        actions: actionNames(t.actions as readonly unknown[]),
      });
      if (g) guardedBefore = true;
    }
    for (const c of children(n)) walk(c);
  };
  walk(chargeMachine.root as AnyStateNode);
  return out;
}

/** A Mermaid state id for a dotted path ("pursuit.recall" is "pursuit_recall"). */
function mid(path: string): string {
  return path.replaceAll('.', '_');
}

function label(t: ProcedureTransition): string {
  const parts: string[] = [];
  if (t.event !== 'always') parts.push(t.event);
  if (t.guard) parts.push(`[${t.guard}]`);
  if (t.actions.length) parts.push(`/ ${t.actions.join(', ')}`);
  return parts.join(' ');
}

/**
 * The charge procedure as a Mermaid state diagram, generated from `chargeMachine` itself: every state
 * with its meta title and rule, every transition with its event, guard names and actions.
 */
export function procedureMermaid(): string {
  const steps = procedureSteps();
  const transitions = procedureTransitions();
  const lines: string[] = ['stateDiagram-v2'];
  const root = chargeMachine.root as AnyStateNode;
  const emitStates = (n: AnyStateNode, indent: string): void => {
    const initial = n.initial?.target?.[0] as AnyStateNode | undefined;
    if (initial) lines.push(`${indent}[*] --> ${mid(pathOf(initial))}`);
    for (const c of children(n)) {
      const s = steps.find((x) => x.path === pathOf(c))!;
      const desc = `${s.title} (${s.rule})`.replaceAll('"', "'");
      lines.push(`${indent}state "${desc}" as ${mid(s.path)}`);
      if (c.type === 'compound') {
        lines.push(`${indent}state ${mid(s.path)} {`);
        emitStates(c, `${indent}  `);
        lines.push(`${indent}}`);
      }
      if (c.type === 'final') lines.push(`${indent}${mid(s.path)} --> [*]`);
    }
  };
  emitStates(root, '  ');
  for (const t of transitions) {
    if (t.from === '(every step)') continue;
    const to = t.to ?? t.from;
    const l = label(t);
    lines.push(`  ${mid(t.from)} --> ${mid(to)}${l ? `: ${l}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The whole text of docs/procedure.md: the diagram, the events accepted everywhere, and the state table. */
export function procedureMarkdown(): string {
  const everywhere = procedureTransitions().filter((t) => t.from === '(every step)');
  const out: string[] = [
    '# The charge procedure',
    '',
    '<!-- Generated by `npm run diagram` from machines/charge.ts (machines/diagram.ts). Do not edit:',
    '     test/machines/diagram.test.ts fails when this file and the machine disagree. -->',
    '',
    'The state diagram of `chargeMachine`: each state with its title and rule reference (state meta),',
    'each transition with its event (none for an eventless `always` transition), its guard names in',
    'brackets and its actions after a slash. A transition without a target stays in its state. Every',
    'action that calls into src/ is given the step it runs in (its parameters: the state it is written',
    'in), which stamps the log entries the call writes; the tags say what a step asks (`rolls`,',
    '`chooses`; any step that moves units may also ask a retreat path).',
    '',
    '```mermaid',
    procedureMermaid().trimEnd(),
    '```',
    '',
    '## Events accepted in every step',
    '',
    '| event | guard | actions |',
    '| --- | --- | --- |',
    ...everywhere.map((t) => `| ${t.event} | ${t.guard ?? ''} | ${t.actions.join(', ')} |`),
    '',
    '## States',
    '',
    '| state | rule | title | tags |',
    '| --- | --- | --- | --- |',
    ...procedureSteps().map((s) => `| \`${s.path}\` | ${s.rule} | ${s.title} | ${s.tags.join(', ')} |`),
    '',
  ];
  return out.join('\n');
}
