/** What a terrain type means to the charge: clear, general-order terrain (towns, woods), a special structure, or impassable. */
export type TerrainKind = 'clear' | 'general-order' | 'special-structure' | 'impassable';

/** A terrain type as the ruleset defines it. */
export interface TerrainType {
  readonly id: string;
  readonly name: string;
  readonly kind: TerrainKind;
  /** Movement points to enter (ignored for impassable). */
  readonly moveCost: number;
  /** Counts as cover (woods, built-up) at the end of a retreat (13.2.4). */
  readonly cover: boolean;
}
