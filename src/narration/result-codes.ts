import type { Lang } from './narrate.ts';

/** One line of the key to the melee result codes of the combat result tables. */
export interface ResultCode {
  /** The code as the charts print it: "AS", "AD#", "a/d" with stars, "(blank)". */
  readonly symbol: string;
  readonly meaning: string;
}

/** The key to every result code a La Bataille assault chart prints (step 5 of the charge procedure). */
export const RESULT_CODES: Readonly<Record<Lang, readonly ResultCode[]>> = {
  en: [
    { symbol: 'AS', meaning: 'attacker surrenders: every charging unit is removed; the charge ends' },
    { symbol: 'AR', meaning: 'attacker routs; the charge ends' },
    {
      symbol: 'AD#',
      meaning: 'attackers disordered, fall back # hexes (already disordered: they rout); the charge ends',
    },
    { symbol: '(blank)', meaning: 'no effect: the cavalry bounces back one hex; the charge ends' },
    { symbol: 'DD#', meaning: 'defenders disordered, retreat # hexes (not from a special structure)' },
    { symbol: 'DR', meaning: 'defenders rout and make a rout move' },
    { symbol: 'DS', meaning: 'defenders surrender and are removed' },
    { symbol: `a/d`, meaning: 'the attacker loses a increments, the defender d (e.g. 2/1)' },
    {
      symbol: '2*/1, 1/2*',
      meaning: 'a star: that side (attacker before the slash, defender after) also takes a morale check',
    },
  ],
  es: [
    {
      symbol: 'AS',
      meaning: 'el atacante se rinde: se retiran todas las unidades que cargaban; la carga termina',
    },
    { symbol: 'AR', meaning: 'el atacante huye en desbandada; la carga termina' },
    {
      symbol: 'AD#',
      meaning: 'atacantes desordenados, retroceden # hexágonos (si ya lo estaban, huyen); la carga termina',
    },
    { symbol: '(en blanco)', meaning: 'sin efecto: la caballería rebota un hexágono; la carga termina' },
    {
      symbol: 'DD#',
      meaning: 'defensores desordenados, se retiran # hexágonos (no desde una estructura especial)',
    },
    { symbol: 'DR', meaning: 'los defensores huyen en desbandada (movimiento de huida)' },
    { symbol: 'DS', meaning: 'los defensores se rinden y se retiran del mapa' },
    { symbol: `a/d`, meaning: 'el atacante pierde a incrementos, el defensor d (p. ej. 2/1)' },
    {
      symbol: '2*/1, 1/2*',
      meaning:
        'una estrella: ese bando (atacante antes de la barra, defensor después) hace además un chequeo de moral',
    },
  ],
  ru: [
    { symbol: 'AS', meaning: 'атакующий сдаётся: все атаковавшие снимаются с карты; атака заканчивается' },
    { symbol: 'AR', meaning: 'атакующий обращается в бегство; атака заканчивается' },
    {
      symbol: 'AD#',
      meaning:
        'атакующие расстроены и откатываются на # гексов (уже расстроенные бегут); атака заканчивается',
    },
    { symbol: '(пусто)', meaning: 'без эффекта: кавалерия отскакивает на гекс назад; атака заканчивается' },
    { symbol: 'DD#', meaning: 'обороняющиеся расстроены и отходят на # гексов (кроме особых строений)' },
    { symbol: 'DR', meaning: 'обороняющиеся обращаются в бегство' },
    { symbol: 'DS', meaning: 'обороняющиеся сдаются и снимаются с карты' },
    { symbol: `a/d`, meaning: 'атакующий теряет a инкрементов, обороняющийся d (например, 2/1)' },
    {
      symbol: '2*/1, 1/2*',
      meaning:
        'звёздочка: эта сторона (атакующий до черты, обороняющийся после) ещё проходит проверку морали',
    },
  ],
};
