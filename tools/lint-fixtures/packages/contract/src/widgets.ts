// Violation: the contract imports the server.
import { z } from 'zod';
import { formatId } from '../../../apps/server/src/lib/format-id.ts';

export const WidgetSchema = z.object({ id: z.string().default(formatId('w')) });
