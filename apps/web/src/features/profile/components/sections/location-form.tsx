import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdateSchema, type Profile } from '@talent/contract/profile';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { countryName } from '../../../../components/jobs/format.ts';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { browserTimeZone } from '../../../../lib/api-client.ts';
import { useCountries } from '../../../../lib/reference-data.ts';
import { useSuggestTimeZone } from '../../../../lib/time-zone-suggestion.ts';
import { timeZones } from '../../lib/labels.ts';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { SelectField } from '../form-controls.tsx';
import { FormFooter } from '../section-dialog.tsx';
import { zoneTime } from './zone-time.ts';

const LocationSchema = ProfileUpdateSchema.pick({ country: true, city: true, timezone: true }).required();
const FIELDS = ['country', 'city', 'timezone'] as const;

export function LocationForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { save, saving } = useSaveSection();
  const countries = useCountries();
  const suggested = browserTimeZone();
  const suggestTimeZone = useSuggestTimeZone();
  const [placeZone, setPlaceZone] = useState<string | null>(null);
  // Some browsers leave "UTC" out of their list; the saved, the device's and the place's zone are always offered.
  const zones = useMemo(() => {
    const extra = [profile.timezone, suggested, placeZone].filter((z): z is string => Boolean(z));
    const list = timeZones();
    return [...new Set([...extra.filter((z) => !list.includes(z)), ...list])];
  }, [profile.timezone, suggested, placeZone]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(LocationSchema),
    defaultValues: {
      country: profile.country,
      city: profile.city,
      // A first visit starts from the zone this browser is in; the candidate can change it.
      timezone: profile.timezone ?? suggested,
    },
  });
  const zone = useWatch({ control, name: 'timezone' });
  const [lastPlace, setLastPlace] = useState(`${profile.country ?? ''}|${profile.city}`);
  /** A changed country or city suggests its zone; the candidate may still choose another. */
  const followPlace = async () => {
    const { country, city, timezone } = getValues();
    const place = `${country ?? ''}|${city}`;
    if (!country || place === lastPlace) return;
    setLastPlace(place);
    const found = await suggestTimeZone({ country, city, current: timezone });
    if (!found || found === getValues('timezone')) return;
    setPlaceZone(found);
    setValue('timezone', found, { shouldDirty: true });
  };
  const onSubmit = handleSubmit(async (values) => {
    if (await save(values, setError, FIELDS, 'Location saved.')) onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <SelectField
        // Mounted again once the list arrives, so the saved country is selected among the real options.
        key={countries.data ? 'loaded' : 'loading'}
        label="Country you live in"
        error={errors.country?.message}
        disabled={countries.isPending}
        hint={countries.isError ? 'The list of countries did not load. Close and try again.' : undefined}
        {...register('country', {
          setValueAs: (v: string) => (v ? v : null),
          onChange: () => void followPlace(),
        })}
      >
        <option value="">{countries.isPending ? 'Loading countries…' : 'Choose a country'}</option>
        {(countries.data ?? []).map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
        {/* Keep a saved country visible even before the list arrives. */}
        {profile.country && !countries.data && (
          <option value={profile.country}>{countryName(profile.country)}</option>
        )}
      </SelectField>
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city', { onBlur: () => void followPlace() })}
      />
      <div>
        <SelectField
          label="Time zone"
          error={errors.timezone?.message}
          hint="Jobs show how many of your working hours overlap with the team’s."
          {...register('timezone', { setValueAs: (v: string) => (v ? v : null) })}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll('_', ' ')}
            </option>
          ))}
        </SelectField>
        {zone !== suggested && (
          <button
            type="button"
            onClick={() => setValue('timezone', suggested, { shouldDirty: true })}
            className="mt-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Use this device’s time zone ({suggested.replaceAll('_', ' ')}, {zoneTime(suggested)} now)
          </button>
        )}
      </div>
      <FormFooter saving={saving} error={errors.root?.server?.message} onCancel={onDone} />
    </form>
  );
}
