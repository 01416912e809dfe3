// Clean: the contract imports zod and itself.
import { z } from 'zod';
import { WidgetSchema } from './widgets.ts';

export const ListSchema = z.array(WidgetSchema);
