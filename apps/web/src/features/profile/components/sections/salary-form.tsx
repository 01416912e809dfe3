import { zodResolver } from '@hookform/resolvers/zod';
import { SALARY_PERIODS } from '@talent/contract/jobs';
import { ProfileSalarySchema, type Profile } from '@talent/contract/profile';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useCurrencies } from '../../../../lib/reference-data.ts';
import { SALARY_PERIOD_LABELS } from '../../lib/labels.ts';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { SelectField } from '../form-controls.tsx';
import { FormFooter } from '../section-dialog.tsx';

const Schema = z.object({ salary: ProfileSalarySchema });

export function SalaryForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { save, saving } = useSaveSection();
  const currencies = useCurrencies();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: {
      salary: profile.salary ?? { amount: undefined, currency: 'USD', period: 'year' as const },
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    if (await save(values, setError, ['salary'], 'Salary expectation saved.')) onDone();
  });
  const clear = async () => {
    if (await save({ salary: null }, setError, ['salary'], 'Salary expectation removed.')) onDone();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
        <TextField
          label="Amount"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.salary?.amount?.message}
          {...register('salary.amount', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
        />
        <SelectField
          key={currencies.data ? 'loaded' : 'loading'}
          label="Currency"
          error={errors.salary?.currency?.message}
          {...register('salary.currency')}
        >
          {(currencies.data ?? [{ code: profile.salary?.currency ?? 'USD', name: '' }]).map((c) => (
            <option key={c.code} value={c.code}>
              {c.code}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField label="Per" error={errors.salary?.period?.message} {...register('salary.period')}>
        {SALARY_PERIODS.map((p) => (
          <option key={p} value={p}>
            {SALARY_PERIOD_LABELS[p].replace('per ', '')}
          </option>
        ))}
      </SelectField>
      <p className="text-xs text-ink-500">
        Only used to match you with jobs that pay at least this much; recruiters see whether a job fits, not
        the number.
      </p>
      {profile.salary && (
        <button
          type="button"
          onClick={() => void clear()}
          className="text-sm font-medium text-red-700 underline-offset-4 hover:underline"
        >
          Remove my salary expectation
        </button>
      )}
      <FormFooter saving={saving} error={errors.root?.server?.message} onCancel={onDone} />
    </form>
  );
}
