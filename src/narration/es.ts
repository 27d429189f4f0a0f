import type { Catalogue } from './catalogue.ts';

/**
 * Spanish narration templates, by message key (the same keys as en.ts; "{name}" is a parameter of the
 * log entry). The terms follow the Spanish source texts: carga, chequeo de moral, fuego defensivo,
 * desordenada, en fuga (PGD), retirada, persecución, reagrupamiento, incremento, zona de influencia.
 */
export const ES: Readonly<Record<string, string>> = {
  'artillery.flees':
    '{unit} es artillería desenganchada sin munición de reserva y sin pila que la apoye: huye',
  'artillery.eliminated-fleeing': '{unit} es artillería desenganchada obligada a huir: eliminada',
  'artillery.none-flees': 'Ninguna artillería desenganchada sin munición entre los objetivos: nadie huye',
  'stand.passed':
    '{stack} aguanta la carga: la tirada modificada {modified} supera la moral {morale}; fuego defensivo doblado',
  'stand.failed': '{stack} no aguanta la carga: la tirada modificada {modified} no supera la moral {morale}',
  'stand.failed-protected':
    '{unit} está en cuadro, en orden abierto o en una estructura especial: resiste, pero sin doblar el fuego ni desplazar columnas',
  'stand.column-shift':
    'Dado de desplazamiento de columna de la pila en {hex}: {roll} da {shift, plural, one {# columna} other {# columnas}} a la izquierda',
  'fire.none': 'Ninguna unidad de la pila en {hex} puede disparar: no hay fuego defensivo',
  'fire.none-left': 'No queda ninguna unidad defensora en {hex}: no hay fuego defensivo',
  'fire.routed': '{unit} está en fuga (PGD): no dispara',
  'fire.no-fire-value': '{unit} no tiene valor de fuego: no dispara',
  'fire.limbered': '{unit} es artillería enganchada: no dispara',
  'fire.unsupplied': '{unit} es artillería sin munición de reserva: no dispara',
  'fire.not-front': '{unit} no tiene a la caballería atacante en un lado frontal: no dispara',
  'fire.result':
    '{stack} dispara con fuerza {strength} en la columna {column}: tirada {modified}, {casualties, plural, one {# baja} other {# bajas}}',
  'loss.increment': '{unit} pierde un incremento (le quedan {left})',
  'loss.eliminated': '{unit} queda eliminada',
  'melee.odds': 'Proporción del cuerpo a cuerpo {attacker} : {defender}, leída en {column} ({rounding})',
  'melee.roll': 'Tirada de cuerpo a cuerpo {roll}, modificada {modified}, en la columna {column}: {result}',
  'leader.committed': 'Se compromete en la tirada de cuerpo a cuerpo: {leaders}',
  'leader.held': 'Se mantiene fuera de la tirada de cuerpo a cuerpo: {leaders}',
  'morale.disordered': '{unit} queda desordenada',
  'morale.routed': '{unit} huye en desbandada (PGD)',
  'morale.routed-second-disorder': '{unit} ya estaba desordenada: queda en fuga (PGD)',
  'move.rout':
    '{stack} huye {hexes, plural, one {# hexágono} other {# hexágonos}} de {from} a {to} ({path}), coste de terreno {cost}',
  'move.retreat':
    '{stack} se retira {hexes, plural, one {# hexágono} other {# hexágonos}} de {from} a {to} ({path})',
  'move.fall-back':
    '{stack} retrocede {hexes, plural, one {# hexágono} other {# hexágonos}} de {from} a {to} ({path})',
  'move.bounce': '{stack} rebota {hexes, plural, one {# hexágono} other {# hexágonos}} de {from} a {to}',
  'move.surrenders':
    '{stack} no puede completar su {move} de {hexes, plural, one {# hexágono} other {# hexágonos}}: se rinde',
  'move.zones-left':
    '{stack} sale de {zones, plural, one {# zona de influencia enemiga} other {# zonas de influencia enemigas}}: pierde un incremento por cada una ({lost, plural, one {# incremento} other {# incrementos}})',
  'move.zones-left-first-free':
    '{stack} sale de {zones, plural, one {# zona de influencia enemiga} other {# zonas de influencia enemigas}}: las de su hexágono de partida no cuestan nada, pierde un incremento por cada otra ({lost, plural, one {# incremento} other {# incrementos}})',
  'result.AS': 'AS: el atacante se rinde; se retiran todas las unidades que cargaban',
  'result.AR': 'AR: el atacante huye en desbandada; la carga termina',
  'result.AD':
    'AD{hexes}: los atacantes quedan desordenados y retroceden {hexes, plural, one {# hexágono} other {# hexágonos}}; la carga termina',
  'result.bounce':
    'En blanco: la caballería rebota ({hexes, plural, one {# hexágono} other {# hexágonos}} atrás, {disorder}); la carga termina',
  'result.DD':
    'DD{hexes}: los defensores quedan desordenados y se retiran {hexes, plural, one {# hexágono} other {# hexágonos}}',
  'result.DD-structure': '{stack} está en una estructura especial: no se retira',
  'result.DR': 'DR: los defensores huyen en desbandada',
  'result.DS': 'DS: los defensores se rinden y se retiran del mapa',
  'result.routed-with-defenders': '{units}, en fuga y apilada con los defensores, huye con ellos',
  'result.losses':
    'Pérdidas: el atacante pierde {attacker, plural, one {# incremento} other {# incrementos}}, el defensor {defender}',
  'result.check-passed': '{stack} supera su chequeo de moral con estrella ({roll} supera {morale})',
  'result.check-failed': '{stack} falla su chequeo de moral con estrella ({roll} no supera {morale})',
  'rout.artillery-eliminated': '{unit} es artillería desenganchada obligada a huir: eliminada',
  'advance.in-order': '{stack} avanza a {hex}',
  'advance.disordered': '{stack} queda desordenada y avanza a {hex}, que el cuerpo a cuerpo dejó vacío',
  'advance.none': 'Ningún hexágono objetivo quedó vacío: no hay avance',
  'advance.cannot': 'Ninguna unidad que cargó puede avanzar',
  'recall.recalled': '{stack} obedece la llamada (tirada {roll}, modificada {modified})',
  'recall.not-recalled':
    '{stack} no obedece la llamada (tirada {roll}, modificada {modified}) y debe perseguir',
  'trample.done':
    'La caballería llamada arrolla a {unit}: {increments, plural, one {# incremento} other {# incrementos}} por {cost} PM',
  'trample.none': 'La caballería llamada no arrolla a nadie',
  'pursuit.follow': '{stack} persigue a {target} de {from} a {to}, y toca a {touched}',
  'pursuit.caught-routed': '{units} es alcanzada y debe retirarse de nuevo',
  'pursuit.melee-odds':
    'Los perseguidores entran en cuerpo a cuerpo con {stack} a mitad de valor: columna {column}',
  'pursuit.melee-roll': 'Tirada de cuerpo a cuerpo de la persecución {roll} en la columna {column}: {result}',
  'pursuit.routed-in-place': '{unit} queda en fuga (PGD) en {hex} tras todos los cuerpo a cuerpo',
  'routed.retreats': '{stack} está en fuga (PGD): se retira ante la carga',
  'reform.unit': 'Reagrupamiento de {unit}: {readiness}, {morale}',
  'reform.nobody': 'No queda caballería de la carga que reagrupar',
  'charge.ended': 'La carga ha terminado: {ending}',
  'ending.melee': 'cuerpo a cuerpo a {odds}',
  'ending.attackers': 'atacantes {states}',
  'ending.defenders': 'defensores {states}',
  'ending.state.good': 'en buen orden',
  'ending.state.disordered': 'desordenados',
  'ending.state.routed': 'en fuga (PGD)',
  'ending.status.surrendered': 'rendidos',
  'ending.status.eliminated': 'eliminados',
  'ending.status.off-map': 'fuera del mapa',
  'ending.recall.recalled': 'llamada obedecida',
  'ending.recall.not-recalled': 'llamada no obedecida',
  // flight and pursuit doctrines (seeds 000, 001, 002)
  'doctrine.cause-6e': '{unit} huye de {cause}, el enemigo con mayor potencia de unidad ({value})',
  'doctrine.cause-8e': '{unit} huye de {cause}, el enemigo en contacto con más filas completas ({value})',
  'doctrine.cause-chosen': '{unit} huye de {cause} (elegido entre iguales)',
  'doctrine.pursuers': 'Unidades que pueden perseguir, de mayor a menor potencia: {units}',
  'doctrine.no-pursuers': 'Ninguna unidad puede perseguir: {units}',
  'doctrine.pursues': '{unit} perseguirá a {target}',
  'doctrine.held-back': '{unit} evita la persecución: 2D6 {roll} <= Liderazgo {leadership} ({from})',
  'doctrine.not-held':
    '{unit} no logra contenerse: 2D6 {roll} > Liderazgo {leadership} ({from}); debe perseguir',
  'doctrine.first-to-roll':
    'Solo {side} tiene unidades que persiguen: tira primero la persecución (el jugador activo no tiene nada que elegir)',
  'doctrine.order-picked': '{unit} tira y mueve en el puesto {place} (lo elige quien la controla)',
  'doctrine.flight-roll': 'Tirada de huida de {unit}: {dice} = {roll}',
  'doctrine.pursuit-roll': 'Tirada de persecución de {unit}: {dice} = {roll}',
  'doctrine.reflight-roll': '{unit}, que ya huía, vuelve a huir: {dice} = {roll}',
  'doctrine.flees-6e':
    '{unit} da la espalda y huye {roll} cm = {hexes, plural, one {# hexágono} other {# hexágonos}} de {from} a {to} ({path}; prioridades descartadas: {dropped})',
  'doctrine.flees-8e':
    '{unit} se da la vuelta y huye {roll, plural, one {# pulgada} other {# pulgadas}} = {hexes, plural, one {# hexágono} other {# hexágonos}} de {from} a {to} ({path})',
  'doctrine.placed':
    '{unit} acabaría dentro de una unidad amiga en {hex}: se coloca junto a ella o detrás, en {to}',
  'doctrine.fled-off-map':
    '{unit} huye {roll} ({hexes, plural, one {# hexágono} other {# hexágonos}}, {path}) fuera del mapa y se retira',
  'doctrine.destroyed-8e':
    '{unit} es destruida: persecución {pursuit} >= huida {flight}; habría acabado en {hex}',
  'doctrine.caught-6e':
    '{unit} alcanza a {target}: persecución {pursuit} >= huida {flight}; {target} queda aniquilada',
  'doctrine.escaped-6e':
    '{target} escapa de {unit}: persecución {pursuit} < huida {flight}; el perseguidor queda {behind} cm detrás',
  'doctrine.pursuer-moves':
    '{unit} persigue ({roll}: {hexes, plural, one {# hexágono} other {# hexágonos}}) de {from} a {to}',
  'doctrine.pursuit-blocked': '{unit} queda bloqueada en {hex} y se detiene un hexágono antes',
  'doctrine.new-charge-6e':
    '{unit} choca con {enemy} en {hex}: carga nueva obligatoria; el enemigo solo puede mantener la posición y el combate se libra el turno siguiente con {unit} cargando',
  'doctrine.charge-8e':
    '{unit} contacta con {enemy} en {hex}: carga con la tirada de persecución como distancia y sin reacción; el combate se libra en la siguiente ronda con {unit} cargando',
  'doctrine.reflight-caught':
    '{unit} es alcanzada al huir de nuevo: persecución {pursuit} >= nueva huida {roll}; aniquilada',
  'doctrine.reflight-flees': '{unit} vuelve a huir ({roll} cm) hasta {to}',
  'doctrine.off-map':
    '{unit} persigue fuera del mapa por {hex}: volverá por ese punto, encarada hacia dentro, en su siguiente fase de movimiento',
  'doctrine.declined-freely':
    '{unit}, que defiende su posición ({terrain}), decide libremente no perseguir, sin chequeo',
  'doctrine.flight-blocked':
    '{unit} no puede alejarse ({roll}: {hexes, plural, one {# hexágono} other {# hexágonos}}, {path}): ningún hexágono más lejos del enemigo le queda abierto; queda destruida',
  'doctrine.flight-no-room':
    '{unit} huye {roll} ({hexes, plural, one {# hexágono} other {# hexágonos}}, {path}) hasta unidades amigas sin hexágono libre junto a ellas ni detrás; queda destruida',
  'doctrine.escaped-6e-stopped':
    '{target} escapa de {unit}: persecución {pursuit} < huida {flight}; {unit} queda detenida en {to}, sin llegar a la diferencia de las tiradas detrás de ella',
  'doctrine.caught-off-table-6e':
    '{unit} alcanza a {target}, que huyó fuera de la mesa: persecución {pursuit} >= huida {flight}; {target} queda aniquilada, no solo huida',
  'doctrine.pursuer-stays':
    '{unit} no puede perseguir ({roll}: {hexes, plural, one {# hexágono} other {# hexágonos}}) y se queda en {from}',
  'doctrine.pushed-back':
    '{unit} no cabe en {hex} (límite de apilamiento, o un líder enemigo allí): se detiene en {to}',
  'doctrine.pivot-8e': '{unit} pivota encarando {hex}',
  // Peticiones y sus opciones (src/procedure/request.ts): lo que se pide tirar o decidir a un jugador.
  'request.stand-check': 'chequeo de moral de la pila en {hex} ante la carga',
  'request.column-shift-die': 'dado de desplazamiento de columna de la pila en {hex}, que aguantó',
  'request.defensive-fire': 'fuego defensivo de la pila en {hex}',
  'request.melee-roll': 'tirada de cuerpo a cuerpo a {odds}',
  'request.starred-morale-check.attacker': 'chequeo de moral con estrella del atacante ({result})',
  'request.starred-morale-check.defender': 'chequeo de moral con estrella del defensor ({result})',
  'request.recall': 'tirada de llamada de la caballería que cargó',
  'request.pursuit-melee': 'cuerpo a cuerpo de la caballería perseguidora con el primer enemigo que toca',
  'request.hold-back-test': 'chequeo para evitar la persecución de {unit} (Liderazgo {leadership} de {from})',
  'request.flight-roll.inches': 'tirada de huida de {unit} (pulgadas)',
  'request.flight-roll.cm': 'tirada de huida de {unit} (cm)',
  'request.pursuit-roll.inches': 'tirada de persecución de {unit} (pulgadas)',
  'request.pursuit-roll.cm': 'tirada de persecución de {unit} (cm)',
  'request.reflight-roll':
    'nueva tirada de huida de {unit}, que ya huía y es alcanzada por la persecución (cm)',
  'request.retreat-path.retreat':
    'camino de retirada de {stack} ({hexes, plural, one {# hexágono} other {# hexágonos}}): {count} caminos empatan en todas las prioridades',
  'request.retreat-path.rout':
    'camino de huida de {stack} ({hexes, plural, one {# hexágono} other {# hexágonos}}): {count} caminos empatan en todas las prioridades',
  'request.retreat-path.fall-back':
    'camino de retroceso de {stack} ({hexes, plural, one {# hexágono} other {# hexágonos}}): {count} caminos empatan en todas las prioridades',
  'request.retreat-path.bounce':
    'camino de rebote de {stack} ({hexes, plural, one {# hexágono} other {# hexágonos}}): {count} caminos empatan en todas las prioridades',
  'request.advance-hex': 'hexágono vacío al que avanzar',
  'request.pursuit-target': 'unidad en retirada que la caballería debe perseguir',
  'request.trample': 'la caballería llamada puede arrollar unidades en fuga',
  'request.use-leader': 'comprometer a {leaders} en la tirada de cuerpo a cuerpo',
  'request.flight-cause.ranks':
    'enemigo del que huye {unit} (filas completas iguales: elige el bando perseguidor)',
  'request.flight-cause.strength': 'enemigo del que huye {unit} (potencia igual: elige quien la controla)',
  'request.pursue-which': 'a qué unidad en fuga persigue {unit} (solo a una)',
  'request.hold-back.free':
    'si {unit}, que defiende {terrain}, persigue o se queda (elección libre, sin chequeo)',
  'request.hold-back.test':
    'si {unit} intenta evitar la persecución (chequeo de Liderazgo) en lugar de perseguir',
  'request.flight-order': 'qué unidad en fuga tira y mueve a continuación (elige quien la controla)',
  'request.pursuit-order':
    'qué unidad perseguidora tira la persecución y mueve a continuación (elige quien la controla)',
  'option.commit-leader': 'comprometer ({modifiers})',
  'option.hold-leader': 'mantener al líder fuera',
  'option.path': '{path}',
  'option.hex': '{hex}',
  'option.unit': '{unit}',
  'option.unit-at': '{unit} en {hex}',
  'option.trample':
    'arrollar a {unit}: {increments, plural, one {# incremento} other {# incrementos}} por {cost} PM',
  'option.no-trample': 'no arrollar',
  'option.pursue': 'perseguir',
  'option.attempt-hold-back': 'intentar evitar la persecución: 2D6 <= Liderazgo',
  'option.decline-freely': 'quedarse en {terrain}: renunciar libremente, sin chequeo',
  'option.next': '{unit} a continuación',
  'list.and': ' y ',
} satisfies Catalogue;
