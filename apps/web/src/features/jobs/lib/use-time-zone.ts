// The jobs pages read the app's one zone (the profile's, else the browser's).
export { useTimeZone } from '../../../lib/format.ts';
