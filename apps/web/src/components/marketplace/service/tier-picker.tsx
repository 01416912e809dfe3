import { TIER_LABELS, type Tier, type TierName } from '@talent/contract/marketplace';
import { Clock, RefreshCw } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useWide } from '../lib/use-wide.ts';
import { Money, daysText, plural } from '../parts/display.tsx';

function TierFacts({ tier, currency }: { tier: Tier; currency: string }) {
  return (
    <>
      <p className="text-2xl font-bold text-ink-900">
        <Money minor={tier.price_minor} currency={currency} />
      </p>
      <p className="mt-2 text-sm whitespace-pre-line text-ink-700">{tier.scope}</p>
      <ul className="mt-3 space-y-1 text-sm text-ink-700">
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-ink-500" />
          Delivery in {daysText(tier.delivery_days)}
        </li>
        <li className="flex items-center gap-1.5">
          <RefreshCw aria-hidden="true" className="size-4 text-ink-500" />
          {tier.revisions === 0 ? 'No revisions' : `${plural(tier.revisions, 'revision')} included`}
        </li>
      </ul>
    </>
  );
}

const COLUMNS: Record<number, string> = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' };

/** Side by side: each tier a radio card. */
function TierCards({
  tiers,
  currency,
  value,
  onChange,
}: {
  tiers: Tier[];
  currency: string;
  value: TierName;
  onChange: (tier: TierName) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">Choose a tier</legend>
      <div className={`grid gap-3 ${COLUMNS[Math.min(tiers.length, 3)] ?? ''}`}>
        {tiers.map((tier) => (
          <label
            key={tier.name}
            className="flex cursor-pointer flex-col rounded-card border border-ink-200 bg-white p-4 shadow-xs hover:border-ink-300 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name={name}
                value={tier.name}
                checked={value === tier.name}
                onChange={() => onChange(tier.name)}
                className="size-4 accent-brand-700"
              />
              <span className="text-sm font-semibold text-ink-900">
                {TIER_LABELS[tier.name]}
                <span className="font-normal text-ink-600"> · {tier.title}</span>
              </span>
            </span>
            <span className="mt-3 block">
              <TierFacts tier={tier} currency={currency} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** On a narrow screen: one tier at a time under tabs (arrow keys move between them). */
function TierTabs({
  tiers,
  currency,
  value,
  onChange,
}: {
  tiers: Tier[];
  currency: string;
  value: TierName;
  onChange: (tier: TierName) => void;
}) {
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = tiers.find((tier) => tier.name === value) ?? tiers[0]!;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tiers.findIndex((tier) => tier.name === value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tiers.length) % tiers.length;
    onChange(tiers[next]!.name);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label="Tiers"
        onKeyDown={onKeyDown}
        className="grid grid-flow-col gap-1 rounded-control bg-ink-100 p-1"
      >
        {tiers.map((tier, i) => (
          <button
            key={tier.name}
            ref={(element) => {
              refs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tier.name}`}
            aria-selected={tier.name === current.name}
            aria-controls={`${id}-panel`}
            tabIndex={tier.name === current.name ? 0 : -1}
            onClick={() => onChange(tier.name)}
            className={`rounded-md px-3 py-2 text-sm font-semibold ${tier.name === current.name ? 'bg-white text-ink-900 shadow-xs' : 'text-ink-600'}`}
          >
            {TIER_LABELS[tier.name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${current.name}`}
        className="mt-3 rounded-card border border-ink-200 bg-white p-4"
      >
        <p className="text-sm font-semibold text-ink-900">{current.title}</p>
        <div className="mt-2">
          <TierFacts tier={current} currency={currency} />
        </div>
      </div>
    </div>
  );
}

/** The service's tiers to choose from: side by side on a wide screen, tabs on a narrow one. */
export function TierPicker(props: {
  tiers: Tier[];
  currency: string;
  value: TierName;
  onChange: (tier: TierName) => void;
}) {
  const wide = useWide();
  return wide ? <TierCards {...props} /> : <TierTabs {...props} />;
}
