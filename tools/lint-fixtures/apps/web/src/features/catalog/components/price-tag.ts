// Planted: formatting outside lib/format.ts (a device-zone time, a 12-hour clock, an ad-hoc currency).
import { format } from 'date-fns';

export const posted = new Date().toLocaleTimeString();
export const price = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(9);
export const day = Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
export const stamp = format(new Date(), 'h:mm a');
// Allowed: asking the browser's zone formats nothing.
export const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
