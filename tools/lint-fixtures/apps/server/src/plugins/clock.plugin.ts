// Clean: a plugin uses lib/ and reference/.
import { formatId } from '../lib/format-id.ts';
import { countries } from '../reference/countries.ts';

export const clockPlugin = [formatId, countries];
