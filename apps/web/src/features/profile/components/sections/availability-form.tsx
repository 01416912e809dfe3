import { zodResolver } from '@hookform/resolvers/zod';
import {
  AVAILABILITIES,
  JOB_SEARCH_STATUSES,
  ProfileUpdateSchema,
  type Profile,
} from '@talent/contract/profile';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { AVAILABILITY_LABELS, JOB_SEARCH_HINTS, JOB_SEARCH_LABELS, numberOrNull } from '../../lib/labels.ts';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { ChoiceGroup, ChoicePill, SelectField } from '../form-controls.tsx';
import { FormFooter } from '../section-dialog.tsx';

const Schema = ProfileUpdateSchema.pick({
  availability: true,
  notice_period_weeks: true,
  job_search_status: true,
}).required();
const FIELDS = ['availability', 'notice_period_weeks', 'job_search_status'] as const;

export function AvailabilityForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { save, saving } = useSaveSection();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(Schema),
    defaultValues: {
      availability: profile.availability,
      notice_period_weeks: profile.notice_period_weeks,
      job_search_status: profile.job_search_status,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    if (await save(values, setError, FIELDS, 'Availability saved.')) onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ChoiceGroup legend="Job search" error={errors.job_search_status?.message}>
        {JOB_SEARCH_STATUSES.map((status) => (
          <ChoicePill
            key={status}
            type="radio"
            label={JOB_SEARCH_LABELS[status]}
            value={status}
            title={JOB_SEARCH_HINTS[status]}
            {...register('job_search_status')}
          />
        ))}
      </ChoiceGroup>
      <SelectField
        label="You could start"
        error={errors.availability?.message}
        {...register('availability', { setValueAs: (v: string) => (v ? v : null) })}
      >
        <option value="">Not said</option>
        {AVAILABILITIES.map((a) => (
          <option key={a} value={a}>
            {AVAILABILITY_LABELS[a]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Notice period (weeks)"
        type="number"
        inputMode="numeric"
        min={0}
        max={52}
        hint="Leave empty when you have none."
        error={errors.notice_period_weeks?.message}
        {...register('notice_period_weeks', { setValueAs: numberOrNull })}
      />
      <FormFooter saving={saving} error={errors.root?.server?.message} onCancel={onDone} />
    </form>
  );
}
