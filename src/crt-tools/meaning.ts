import type { CrtResult } from '../model/ruleset.ts';

/** What a melee chart result does, in one sentence (seed 003, step 5). */
export function resultMeaning(r: CrtResult): string {
  switch (r.kind) {
    case 'AS':
      return 'attacker surrenders: every charging unit is removed; the charge ends (step 8)';
    case 'AR':
      return 'attacker routs: the charging stack makes a rout move; the charge ends (step 8)';
    case 'AD':
      return `attackers disordered and fall back ${r.hexes} ${r.hexes === 1 ? 'hex' : 'hexes'} (an already disordered stack routs); step 8`;
    case 'none':
      return 'no effect: the cavalry bounces (19.9.3); the charge ends (step 8)';
    case 'DD':
      return `defenders disordered and retreat ${r.hexes} ${r.hexes === 1 ? 'hex' : 'hexes'} (special structures hold unless already disordered; an already disordered unit routs); step 6 if every hex is vacated, else step 8`;
    case 'DR':
      return 'defenders rout: rout move, one increment lost per enemy zone left (10.5); step 6';
    case 'DS':
      return 'defenders surrender: every defending unit is removed; step 6';
    case 'losses': {
      const checks = [r.attackerCheck ? 'the attacker' : '', r.defenderCheck ? 'the defender' : ''].filter(
        Boolean,
      );
      return `the attacker loses ${r.attacker} increment${r.attacker === 1 ? '' : 's'}, the defender ${r.defender}${checks.length ? `; ${checks.join(' and ')} also take${checks.length === 1 ? 's' : ''} a morale check (star)` : ''}`;
    }
  }
}
