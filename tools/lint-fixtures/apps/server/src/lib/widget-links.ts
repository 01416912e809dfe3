// Violation: lib/ imports a feature.
import { listWidgets } from '../features/widgets/widgets.repository.ts';

export const links = listWidgets;
