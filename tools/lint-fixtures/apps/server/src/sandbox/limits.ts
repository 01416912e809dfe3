// Clean: the sandbox may use lib/.
import { formatId } from '../lib/format-id.ts';

export const limits = formatId('limit');
