// Clean: reference data uses lib/ only.
import { formatId } from '../lib/format-id.ts';

export const countries = [formatId('nl')];
