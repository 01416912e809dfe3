// Violation: reference/ imports a plugin.
import { clockPlugin } from '../plugins/clock.plugin.ts';

export const currencies = clockPlugin;
