// Violation: a sweep imports the schema.
import { widgets } from '../../db/schema/widgets.schema.ts';

export const sweepWidgets = () => widgets;
