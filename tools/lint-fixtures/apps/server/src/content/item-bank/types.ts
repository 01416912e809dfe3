// Clean: the item bank names the sandbox's types and its own files only.
import type { SandboxLanguage } from '../../sandbox/types.ts';

export interface WidgetItem {
  language: SandboxLanguage;
}
