// Violation: a plugin imports a feature.
import { listWidgets } from '../features/widgets/widgets.repository.ts';

export const widgetsPlugin = listWidgets;
