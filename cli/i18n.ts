import { UNIT_STATE_WORDS } from 'hexcharge/narration';
/**
 * The words the CLI itself prints around the narration (`run --lang`): headings, prompts, the final
 * board. The narration of each rule comes from src/narration; these are only the CLI's own strings.
 * A language without an entry here falls back to English.
 */

/** The CLI's own strings in one language. */
export interface CliStrings {
  readonly ruleset: string;
  readonly procedure: Readonly<Record<string, string>>;
  readonly ending: string;
  readonly notOver: string;
  readonly finalBoard: string;
  readonly removed: string;
  readonly obligation: string;
  readonly roll: string;
  readonly choose: string;
  readonly defaultMark: string;
  readonly choicePrompt: string;
  readonly refused: string;
  readonly increments: string;
  readonly facing: string;
  readonly directions: readonly string[];
  /** Unit words: arms, weights, formations, morale, readiness, removal reasons. */
  readonly words: Readonly<Record<string, string>>;
}

const EN: CliStrings = {
  ruleset: 'Ruleset: {ruleset}; procedure: {procedure}',
  procedure: {
    'against-infantry-artillery': 'charge against infantry and artillery',
    'against-cavalry': 'charge against cavalry',
    'against-routed': 'charge against routed units',
  },
  ending: 'Ending: {ending}',
  notOver: '(not over)',
  finalBoard: 'Final board:',
  removed: 'Removed:',
  obligation: 'Obligation:',
  roll: 'Roll {dice} for the {purpose} ({rule})',
  choose: 'Choose {purpose} ({rule}):',
  defaultMark: '[default]',
  choicePrompt: 'choice> ',
  refused: 'refused:',
  increments: 'inc',
  facing: 'facing',
  directions: ['N', 'NE', 'SE', 'S', 'SW', 'NW'],
  words: { 'general-order': 'general order' },
};

const ES: CliStrings = {
  ruleset: 'Reglamento: {ruleset}; procedimiento: {procedure}',
  procedure: {
    'against-infantry-artillery': 'carga contra infantería y artillería',
    'against-cavalry': 'carga contra caballería',
    'against-routed': 'carga contra unidades en fuga',
  },
  ending: 'Final: {ending}',
  notOver: '(sin terminar)',
  finalBoard: 'Tablero final:',
  removed: 'Retiradas del mapa:',
  obligation: 'Obligación:',
  roll: 'Tira {dice} para {purpose} ({rule})',
  choose: 'Elige {purpose} ({rule}):',
  defaultMark: '[por defecto]',
  choicePrompt: 'opción> ',
  refused: 'rechazado:',
  increments: 'incr.',
  facing: 'encarando al',
  directions: ['N', 'NE', 'SE', 'S', 'SO', 'NO'],
  words: {
    infantry: 'infantería',
    cavalry: 'caballería',
    artillery: 'artillería',
    heavy: 'pesada',
    light: 'ligera',
    line: 'línea',
    column: 'columna',
    square: 'cuadro',
    'general-order': 'orden general',
    limbered: 'enganchada',
    unlimbered: 'desenganchada',
    ...UNIT_STATE_WORDS.es,
    eliminated: 'eliminada',
    surrendered: 'rendida',
    fled: 'huyó',
  },
};

const RU: CliStrings = {
  ruleset: 'Правила: {ruleset}; процедура: {procedure}',
  procedure: {
    'against-infantry-artillery': 'атака против пехоты и артиллерии',
    'against-cavalry': 'атака против кавалерии',
    'against-routed': 'атака против бегущих',
  },
  ending: 'Итог: {ending}',
  notOver: '(не окончена)',
  finalBoard: 'Итоговая карта:',
  removed: 'Сняты с карты:',
  obligation: 'Обязательство:',
  roll: 'Бросьте {dice}: {purpose} ({rule})',
  choose: 'Выберите: {purpose} ({rule}):',
  defaultMark: '[по умолчанию]',
  choicePrompt: 'выбор> ',
  refused: 'отклонено:',
  increments: 'шаг.',
  facing: 'фронтом на',
  directions: ['С', 'СВ', 'ЮВ', 'Ю', 'ЮЗ', 'СЗ'],
  words: {
    infantry: 'пехота',
    cavalry: 'кавалерия',
    artillery: 'артиллерия',
    heavy: 'тяжёлая',
    light: 'лёгкая',
    line: 'линия',
    column: 'колонна',
    square: 'каре',
    'general-order': 'рассыпной строй',
    limbered: 'на передках',
    unlimbered: 'снята с передков',
    good: 'в порядке',
    disordered: 'в беспорядке',
    routed: 'бежит',
    fresh: 'свежая',
    tired: 'уставшая',
    exhausted: 'измотанная',
    eliminated: 'уничтожена',
    surrendered: 'сдалась',
    fled: 'бежала',
  },
};

const STRINGS: Readonly<Record<string, CliStrings>> = { en: EN, es: ES, ru: RU };

/** The CLI's strings in `lang` (English when the CLI has none for it). */
export function cliStrings(lang: string): CliStrings {
  return Object.hasOwn(STRINGS, lang) ? STRINGS[lang]! : EN;
}

/** Fills "{name}" placeholders. */
export function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (Object.hasOwn(params, k) ? String(params[k]) : m));
}

/** A unit word (arm, formation, morale...) in the CLI's language, or the word itself. */
export function word(s: CliStrings, w: string): string {
  return Object.hasOwn(s.words, w) ? s.words[w]! : w;
}
