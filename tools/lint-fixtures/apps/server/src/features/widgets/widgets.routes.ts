// Violation: a route file imports the schema.
import { widgets } from '../../db/schema/widgets.schema.ts';
import type { WidgetRow } from './widgets.view.ts';
import { widgetService } from './widgets.service.ts';

export const widgetRoutes = (row: WidgetRow) => [widgets, widgetService, row];
