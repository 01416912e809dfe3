import cityTimezones from 'city-timezones';
import countriesAndTimezones from 'countries-and-timezones';
import isoCountries from 'i18n-iso-countries';

/*
 * Where a candidate lives → the time zone to suggest, from maintained data shipped in packages: city-timezones
 * (about 7,000 cities with their zone and population) and countries-and-timezones (the zones of each country).
 */

/** A country's code from its English name ("Nigeria", "United States", "UK"), or null. */
export function countryCodeForName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < 2 || trimmed.length > 60) return null;
  if (/^[A-Za-z]{2}$/.test(trimmed)) return null;
  return isoCountries.getAlpha2Code(trimmed, 'en') ?? null;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

type City = (typeof cityTimezones.cityMapping)[number];

// Built on first use: a map by folded name, and each country's most populous city.
let cityIndex: { byName: Map<string, City[]>; largest: Map<string, City> } | null = null;
function cities() {
  if (cityIndex) return cityIndex;
  const byName = new Map<string, City[]>();
  const largest = new Map<string, City>();
  for (const city of cityTimezones.cityMapping) {
    for (const name of new Set([fold(city.city), fold(city.city_ascii)])) {
      const list = byName.get(name) ?? [];
      list.push(city);
      byName.set(name, list);
    }
    const top = largest.get(city.iso2);
    if (!top || city.pop > top.pop) largest.set(city.iso2, city);
  }
  cityIndex = { byName, largest };
  return cityIndex;
}

/** The zones a country spans (IANA names), or none for an unknown code. */
export function zonesOfCountry(country: string): string[] {
  return countriesAndTimezones.getCountry(country.toUpperCase())?.timezones ?? [];
}

/**
 * The zone to suggest for a place: the city's own (the most populous of that name in the country), else the
 * current zone when it lies in the country, else the country's only zone, else the zone of its largest city.
 * Null when nothing is known.
 */
export function suggestTimeZone(place: {
  country?: string | null;
  city?: string | null;
  current?: string | null;
}): string | null {
  const country = place.country?.toUpperCase() || null;
  const city = place.city ? fold(place.city) : '';
  if (city) {
    const named = (cities().byName.get(city) ?? []).filter((c) => !country || c.iso2 === country);
    const best = named.sort((a, b) => b.pop - a.pop)[0];
    if (best) return best.timezone;
  }
  if (!country) return null;
  const zones = zonesOfCountry(country);
  if (zones.length === 0) return null;
  if (place.current && zones.includes(place.current)) return place.current;
  if (zones.length === 1) return zones[0]!;
  return cities().largest.get(country)?.timezone ?? zones[0]!;
}
