import type { CountryJobCount } from '@talent/contract/jobs';
import { numericToAlpha2 } from 'i18n-iso-countries';
import { memo, useMemo, type ComponentProps } from 'react';
import { ComposableMap, Geographies, Geography } from 'react-simple-maps/core';
// 110m is the coarse world (about 100 KB): plenty at this size, and this module is only ever loaded lazily.
import atlas from 'world-atlas/countries-110m.json';
import { fillFor, type Bin } from '../lib/map-scale.ts';

const topology = atlas as unknown as ComponentProps<typeof Geographies>['geography'];

export interface MapCountry {
  code: string;
  count: CountryJobCount | undefined;
  /** The sentence of the tooltip and the accessible name. */
  label: string;
}

interface WorldMapProps {
  counts: ReadonlyMap<string, CountryJobCount>;
  bins: Bin[];
  describe: (code: string, name: string, count: CountryJobCount | undefined) => string;
  onPick: (code: string) => void;
  /** A country under the pointer or focus (with where to show its tooltip), or null when it leaves. */
  onShow: (country: MapCountry | null, at?: { x: number; y: number }) => void;
}

const ANTARCTICA = '010';
/** Nobody hires there, and it would take a fifth of the map's height. */
const withoutAntarctica = <T extends { id?: string | number }>(features: T[]) =>
  features.filter((feature) => String(feature.id) !== ANTARCTICA);

/**
 * world-atlas names features by ISO 3166 numeric id; the API speaks alpha-2. A few disputed territories carry no
 * id at all: those match by name, or stay inert.
 */
function alpha2Of(id: unknown, name: string, byName: ReadonlyMap<string, string>): string | null {
  if (typeof id === 'string' || typeof id === 'number') {
    const code = numericToAlpha2(id);
    if (code) return code;
  }
  return byName.get(name.toLowerCase()) ?? null;
}

/**
 * The choropleth. Countries with jobs are links in the tab order (alphabetical, not in the atlas's order) with
 * the tooltip's sentence as their name; the rest are decoration. Memoised: the tooltip's state lives in the
 * page, so moving the pointer does not re-render 177 paths.
 */
const WorldMap = memo(function WorldMap({ counts, bins, describe, onPick, onShow }: WorldMapProps) {
  const byName = useMemo(
    () => new Map([...counts.values()].map((c) => [c.name.toLowerCase(), c.country])),
    [counts],
  );

  return (
    <ComposableMap
      projection="geoEqualEarth"
      width={800}
      height={360}
      // d3-geo's fitExtent of the countries without Antarctica into this box, worked out once.
      projectionConfig={{ scale: 149, center: [0, 7] }}
      className="block h-auto w-full"
      role="group"
      aria-label="World map of open jobs by country"
    >
      <Geographies geography={topology} parseGeographies={withoutAntarctica}>
        {({ geographies }) =>
          geographies
            .map((geo) => {
              const name = String(geo.properties?.name ?? '');
              const code = alpha2Of(geo.id, name, byName);
              const count = code ? counts.get(code) : undefined;
              return { geo, name: count?.name ?? name, code, count };
            })
            .sort((a, b) => a.name.localeCompare(b.name))
            .map(({ geo, name, code, count }) => {
              const fill = fillFor(count?.eligible_jobs ?? 0, bins);
              if (!code || !count || count.jobs === 0) {
                return (
                  <Geography
                    key={geo.rsmKey}
                    geography={geo}
                    tabIndex={-1}
                    aria-hidden="true"
                    style={{ fill }}
                    className="stroke-white stroke-[0.5] outline-none"
                    onMouseEnter={() => onShow(null)}
                  />
                );
              }
              const label = describe(code, name, count);
              const show = (at: { x: number; y: number }) => onShow({ code, count, label }, at);
              return (
                <Geography
                  key={geo.rsmKey}
                  geography={geo}
                  role="link"
                  aria-label={label}
                  data-country={code}
                  style={{ fill }}
                  className="cursor-pointer stroke-white stroke-[0.5] outline-none hover:stroke-ink-900 hover:stroke-[1.5] focus-visible:stroke-accent-500 focus-visible:stroke-[2.5]"
                  onMouseMove={(event) => show({ x: event.clientX, y: event.clientY })}
                  onMouseLeave={() => onShow(null)}
                  onFocus={(event) => {
                    const box = event.currentTarget.getBoundingClientRect();
                    show({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
                  }}
                  onBlur={() => onShow(null)}
                  onClick={() => onPick(code)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      onPick(code);
                    }
                  }}
                />
              );
            })
        }
      </Geographies>
    </ComposableMap>
  );
});

export default WorldMap;
