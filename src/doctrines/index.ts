/** The flight and pursuit doctrines of the mass-battle texts (seeds 000, 001, 002) over ChargeState. */

export { fleeInLaterTurn } from './6e/later-turns.ts';
export { answerDoctrineChoice, resolveDoctrineRoll } from './answers.ts';
export { eligiblePursuers, pursuableFlights, routBecomesFlight, staysInPlace } from './by-ruleset.ts';
export type { Doctrines, Flight, FlightDoctrine, PursuitDoctrine } from './doctrine.ts';
export { askFlight, flightsMade, makeFlights } from './flight.ts';
export { type Obligation, returnToMap } from './obligations.ts';
export { doctrinesFor } from './plugin.ts';
export { askDoctrinePursuit, doctrinePursuitDone, doctrinePursuitDue } from './pursuit.ts';
export { flightsWaiting, recordFlights } from './record.ts';
