import { adminBasics, type ModuleDeps } from '../../module-deps';
import { exchangeRatesRoutes } from './exchange-rates.routes';

/** The exchange rates module's face: the console's rates, and the rate other modules convert with. */
export function exchangeRatesModule(deps: ModuleDeps) {
  return { admin: exchangeRatesRoutes(adminBasics(deps)) };
}

export { addSampleExchangeRates, ngnPerUnitAt } from './exchange-rates.service';
