import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdateSchema, type Profile } from '@talent/contract/profile';
import { X } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { countryName } from '../../../../components/jobs/format.ts';
import { useCountries } from '../../../../lib/reference-data.ts';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { SelectField } from '../form-controls.tsx';
import { FormFooter } from '../section-dialog.tsx';

const Schema = ProfileUpdateSchema.pick({ work_authorization: true }).required();

export function WorkAuthorizationForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { save, saving } = useSaveSection();
  const countries = useCountries();
  const {
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(Schema),
    defaultValues: { work_authorization: profile.work_authorization },
  });
  const chosen = useWatch({ control, name: 'work_authorization' });
  const onSubmit = handleSubmit(async (values) => {
    if (await save(values, setError, ['work_authorization'], 'Work authorisation saved.')) onDone();
  });
  const set = (next: string[]) => setValue('work_authorization', next, { shouldDirty: true });
  const itemError = (i: number) =>
    (errors.work_authorization as Record<number, { message?: string }> | undefined)?.[i]?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <SelectField
        label="Add a country"
        name="add-country"
        value=""
        disabled={countries.isPending}
        hint="Countries where you may work without a visa or sponsorship."
        error={errors.work_authorization?.message}
        onChange={(event) => {
          const code = event.target.value;
          if (code && !chosen.includes(code)) set([...chosen, code]);
        }}
      >
        <option value="">{countries.isPending ? 'Loading countries…' : 'Choose a country'}</option>
        {(countries.data ?? [])
          .filter((c) => !chosen.includes(c.code))
          .map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
      </SelectField>
      {chosen.length === 0 ? (
        <p className="text-sm text-ink-500">No countries yet.</p>
      ) : (
        <ul aria-label="Countries you may work in" className="flex flex-wrap gap-2">
          {chosen.map((code, i) => (
            <li key={code}>
              <span
                className={`inline-flex items-center gap-1 rounded-full border py-1 pr-1 pl-3 text-sm ${
                  itemError(i) ? 'border-red-600 text-red-800' : 'border-brand-200 bg-brand-50 text-brand-900'
                }`}
              >
                {countryName(code)}
                <button
                  type="button"
                  onClick={() => set(chosen.filter((c) => c !== code))}
                  className="rounded-full p-1 hover:bg-brand-100"
                  aria-label={`Remove ${countryName(code)}`}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </span>
              {itemError(i) && <p className="mt-1 text-xs text-red-700">{itemError(i)}</p>}
            </li>
          ))}
        </ul>
      )}
      <FormFooter saving={saving} error={errors.root?.server?.message} onCancel={onDone} />
    </form>
  );
}
