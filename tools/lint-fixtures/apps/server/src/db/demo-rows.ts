// Violation: db/ imports a feature, a seed and a plugin.
import { listWidgets } from '../features/widgets/widgets.repository.ts';
import { seedWidgets } from '../seed/demo.ts';
import { widgetsPlugin } from '../plugins/widgets.plugin.ts';

export const demoRows = [listWidgets, seedWidgets, widgetsPlugin];
