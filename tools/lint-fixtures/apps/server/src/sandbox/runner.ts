// Violation: the sandbox imports the database, a feature, a plugin and a seed.
import { widgets } from '../db/schema/widgets.schema.ts';
import { listWidgets } from '../features/widgets/widgets.repository.ts';
import { clockPlugin } from '../plugins/clock.plugin.ts';
import { seedWidgets } from '../seed/demo.ts';

export const runner = [widgets, listWidgets, clockPlugin, seedWidgets];
