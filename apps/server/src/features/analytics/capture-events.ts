import { randomUUID } from 'node:crypto';
import { analyticsPath } from '@talent/contract/analytics';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import type { CaptureBody } from './capture-body.ts';

/** Events one request may carry (the web client sends at most 50 at a time). */
export const MAX_EVENTS_PER_REQUEST = 500;
/** The stored properties of one event, as JSON, stay under this. */
export const MAX_PROPERTIES_BYTES = 4096;

/**
 * PostHog's own events the store keeps; the rest of them (autocapture, recordings, heatmaps, exceptions, surveys)
 * may carry what people typed or watched, and the web client never sends them anyway. The app's own events (no `$`)
 * are kept.
 */
const KEPT_SYSTEM_EVENTS = new Set(['$pageview', '$pageleave', '$opt_in']);

/** Browser facts worth a chart and identifying no one; everything else PostHog attaches is dropped. */
const KEPT_PROPERTIES = new Set([
  '$browser',
  '$browser_version',
  '$os',
  '$os_version',
  '$device_type',
  '$referring_domain',
  '$screen_width',
  '$screen_height',
  '$viewport_width',
  '$viewport_height',
  '$lib',
  '$lib_version',
  '$pageview_id',
  '$window_id',
  '$prev_pageview_pathname',
  'title',
]);
const MAX_CUSTOM_PROPERTIES = 20;
const MAX_STRING = 200;

type PropertyValue = string | number | boolean | null;

export interface NewAnalyticsEvent {
  id: string;
  event: string;
  distinctId: string;
  sessionId: string | null;
  path: string | null;
  occurredAt: Date;
  receivedAt: Date;
  properties: Record<string, PropertyValue>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** PostgreSQL text holds neither NUL nor lone surrogates: both are dropped rather than failing the insert. */
function clean(value: string, max = MAX_STRING): string {
  // Cut first: a cut through a surrogate pair leaves a lone half, which the next step replaces.
  return value
    .slice(0, max)
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

function idText(value: unknown, max: number): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = clean(value.trim(), max);
  return text === '' ? null : text;
}

function propertyValue(key: string, value: unknown): PropertyValue | undefined {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  return key === '$prev_pageview_pathname' ? analyticsPath(clean(value, 2000)) : clean(value);
}

/** The allowlisted browser facts and at most a few of the app's own plain values, under the size cap. */
function keptProperties(properties: Record<string, unknown>): Record<string, PropertyValue> {
  const kept: Record<string, PropertyValue> = {};
  const custom: Array<[string, PropertyValue]> = [];
  for (const [key, value] of Object.entries(properties)) {
    const system = KEPT_PROPERTIES.has(key);
    if (!system && (key.startsWith('$') || key === 'distinct_id' || key === 'token' || key.length > 64))
      continue;
    const stored = propertyValue(key, value);
    if (stored === undefined) continue;
    if (system) kept[key] = stored;
    else if (custom.length < MAX_CUSTOM_PROPERTIES) custom.push([clean(key, 64), stored]);
  }
  const withCustom = { ...kept, ...Object.fromEntries(custom) };
  return JSON.stringify(withCustom).length <= MAX_PROPERTIES_BYTES ? withCustom : kept;
}

/**
 * When the event happened, on the server's clock: PostHog's rule, `now - (sent_at - timestamp)`, so a client whose
 * clock is off still lands on the right day. Never in the future.
 */
function occurredAt(timestamp: unknown, sentAt: string | undefined, now: Date): Date {
  const at = typeof timestamp === 'string' ? Date.parse(timestamp) : Number.NaN;
  if (Number.isNaN(at)) return now;
  const sent = sentAt ? Date.parse(sentAt) : Number.NaN;
  const corrected = Number.isNaN(sent) ? at : now.getTime() - (sent - at);
  return new Date(Math.min(corrected, now.getTime()));
}

/**
 * The events of a capture body as rows of the store. A body with an event of the wrong shape is refused whole
 * (422, naming the event), so a client learns of its bug; PostHog's own events that could carry content, and
 * events older than the retention, are left out quietly.
 */
export function eventsToStore(
  body: CaptureBody,
  { now, oldest }: { now: Date; oldest: Date },
): NewAnalyticsEvent[] {
  if (body.events.length === 0) throw AppError.validation({ batch: ['Send at least one event.'] });
  if (body.events.length > MAX_EVENTS_PER_REQUEST) {
    throw AppError.validation({ batch: [`Send at most ${MAX_EVENTS_PER_REQUEST} events at a time.`] });
  }
  const errors: FieldErrors = {};
  const rows: NewAnalyticsEvent[] = [];
  const many = body.events.length > 1;
  body.events.forEach((raw, index) => {
    const field = (name: string) => (many ? `batch.${index}.${name}` : name);
    if (!isRecord(raw)) {
      errors[many ? `batch.${index}` : 'event'] = ['Each event must be an object.'];
      return;
    }
    const properties = isRecord(raw.properties) ? raw.properties : {};
    const event = idText(raw.event, 200);
    const distinctId = idText(raw.distinct_id ?? properties.distinct_id, 200);
    if (!event) errors[field('event')] = ['The event field is required.'];
    if (!distinctId) errors[field('distinct_id')] = ['The distinct_id field is required.'];
    if (!event || !distinctId) return;
    if (event.startsWith('$') && !KEPT_SYSTEM_EVENTS.has(event)) return;
    const at = occurredAt(raw.timestamp, body.sentAt, now);
    if (at < oldest) return;
    const url = typeof properties.$current_url === 'string' ? properties.$current_url : properties.$pathname;
    rows.push({
      id: typeof raw.uuid === 'string' && UUID.test(raw.uuid) ? raw.uuid.toLowerCase() : randomUUID(),
      event,
      distinctId,
      sessionId: idText(properties.$session_id, 100),
      path: typeof url === 'string' ? analyticsPath(clean(url, 4000)) : null,
      occurredAt: at,
      receivedAt: now,
      properties: keptProperties(properties),
    });
  });
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return rows;
}
