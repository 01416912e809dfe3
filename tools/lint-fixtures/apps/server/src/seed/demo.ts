// Clean: the demo data sits above the features and uses them.
import { widgetService } from '../features/widgets/widgets.service.ts';

export const seedWidgets = widgetService;
