// Clean: SQL belongs here.
import { eq } from 'drizzle-orm';
import { widgets } from '../../db/schema/widgets.schema.ts';
import { formatId } from '../../lib/format-id.ts';

export const listWidgets = () => [eq(widgets.id, formatId('w'))];
