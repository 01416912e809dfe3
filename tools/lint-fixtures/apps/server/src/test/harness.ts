// Clean: the test kit may use anything.
import { widgetService } from '../features/widgets/widgets.service.ts';

export const testApp = widgetService;
