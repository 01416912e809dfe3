// Violation: the item bank imports a helper from lib/ (content imports its own files and sandbox/types.ts only).
import { formatId } from '../../lib/format-id.ts';
import type { WidgetItem } from './types.ts';

export const WIDGETS_BANK: WidgetItem[] = [{ language: formatId('javascript') as 'javascript' }];
