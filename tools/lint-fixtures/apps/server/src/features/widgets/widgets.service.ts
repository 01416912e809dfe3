// Violation: a service imports drizzle-orm.
import { eq } from 'drizzle-orm';
import { listWidgets } from './widgets.repository.ts';

export const widgetService = { eq, listWidgets };
