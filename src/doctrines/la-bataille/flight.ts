import type { FlightDoctrine } from '../doctrine.ts';

/**
 * La Bataille's own flight doctrine (`la-bataille`): no rout becomes a flight, the routed units make the
 * rout move of 13.2.4; so no flight is recorded and the flight step has nothing to ask or make.
 */
export const ROUT_MOVE: FlightDoctrine = {
  routBecomesFlight: () => false,
  recordFlights: () => {},
  askFlight: (s) => s,
  flightRollClass: () => undefined,
};
