import { describe, expect, it } from 'vitest';
import { allTimeZones, workingOverlapHours as computeOverlapHours } from '../../lib/time-zones.ts';
import { zonesOverlapping } from './working-overlap.ts';

describe('zonesOverlapping', () => {
  it('lists the zones overlapping enough, and reuses the list within a UTC quarter hour', () => {
    const at = new Date('2026-03-29T00:50:00Z'); // ten minutes before Europe's clocks change
    const expected = allTimeZones().filter((z) => computeOverlapHours(z, 'Europe/Berlin', at) >= 3);
    const zones = zonesOverlapping('Europe/Berlin', 3, at);
    expect(zones).toEqual(expected);
    expect(zones.length).toBeGreaterThan(0);
    expect(zones.length).toBeLessThan(allTimeZones().length);
    // Same quarter hour: the same list object (the repository keys its SQL text on it).
    expect(zonesOverlapping('Europe/Berlin', 3, new Date('2026-03-29T00:59:59Z'))).toBe(zones);
    // Another minimum, zone or quarter hour is its own list.
    expect(zonesOverlapping('Europe/Berlin', 6, at)).not.toBe(zones);
    expect(zonesOverlapping('Asia/Tokyo', 3, at)).not.toEqual(zones);
    const later = new Date('2026-03-29T01:00:00Z');
    expect(zonesOverlapping('Europe/Berlin', 3, later)).toEqual(
      allTimeZones().filter((z) => computeOverlapHours(z, 'Europe/Berlin', later) >= 3),
    );
  });
});
