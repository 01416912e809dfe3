// Clean: the schema imports only Drizzle.
import { pgTable, text } from 'drizzle-orm/pg-core';

export const widgets = pgTable('widgets', { id: text('id').primaryKey() });
