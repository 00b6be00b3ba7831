import { z } from 'zod';
import { DISPLAY_CURRENCIES } from './currency-codes';

export * from './currency-codes';

export const DisplayCurrencySchema = z.enum(DISPLAY_CURRENCIES);
