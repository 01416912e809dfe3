import { continents, countries as countryFacts } from 'countries-list';
// Node's entry of i18n-iso-countries registers every locale itself (a JSON import would need attributes that the
// bundle drops).
import isoCountries from 'i18n-iso-countries';

/** Member states, for the "European Union" region a remote job may be limited to. */
const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
/** Countries of the Americas south of the United States. */
const LATAM_EXTRA = 'MX GT BZ SV HN NI CR PA CU DO HT JM PR TT BS BB'.split(' ');

export interface CountryInfo {
  code: string;
  name: string;
  /** Continent name (countries-list), the region shown beside the country. */
  region: string;
  /** The country's first official currency (countries-list), for local salaries in demo data. */
  currency: string | null;
}

const all: CountryInfo[] = Object.entries(isoCountries.getNames('en', { select: 'official' }))
  .map(([code, name]) => {
    const facts = (
      countryFacts as Record<string, { continent: keyof typeof continents; currency: string[] }>
    )[code];
    return {
      code,
      name,
      region: facts ? continents[facts.continent] : 'Other',
      currency: facts?.currency[0] ?? null,
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

const byCode = new Map(all.map((c) => [c.code, c]));

export function listCountries(): readonly CountryInfo[] {
  return all;
}

export function findCountry(code: string): CountryInfo | undefined {
  return byCode.get(code.toUpperCase());
}

export function isCountryCode(code: string): boolean {
  return byCode.has(code.toUpperCase());
}

/** The regions a job may name, each with its countries. */
export const REGIONS: Readonly<Record<string, readonly string[]>> = (() => {
  const regions: Record<string, string[]> = {};
  for (const c of all) (regions[c.region] ??= []).push(c.code);
  regions['European Union'] = EU;
  regions['Latin America'] = [...(regions['South America'] ?? []), ...LATAM_EXTRA];
  delete regions.Antarctica;
  delete regions.Other;
  return regions;
})();
