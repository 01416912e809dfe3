import { zodResolver } from '@hookform/resolvers/zod';
import { EMPLOYMENT_TYPES, WORK_MODES } from '@talent/contract/jobs';
import { ProfileUpdateSchema, type Profile } from '@talent/contract/profile';
import { useForm } from 'react-hook-form';
import { EMPLOYMENT_TYPE_LABELS, WORK_MODE_LABELS } from '../../../../components/jobs/format.ts';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { ChoiceGroup, ChoicePill } from '../form-controls.tsx';
import { FormFooter } from '../section-dialog.tsx';

const Schema = ProfileUpdateSchema.pick({ work_modes: true, employment_types: true }).required();

export function PreferencesForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { save, saving } = useSaveSection();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(Schema),
    defaultValues: { work_modes: profile.work_modes, employment_types: profile.employment_types },
  });
  const onSubmit = handleSubmit(async (values) => {
    if (await save(values, setError, ['work_modes', 'employment_types'], 'Work preferences saved.')) onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ChoiceGroup legend="How you like to work" error={errors.work_modes?.message}>
        {WORK_MODES.map((mode) => (
          <ChoicePill key={mode} label={WORK_MODE_LABELS[mode]} value={mode} {...register('work_modes')} />
        ))}
      </ChoiceGroup>
      <ChoiceGroup legend="Types of work" error={errors.employment_types?.message}>
        {EMPLOYMENT_TYPES.map((type) => (
          <ChoicePill
            key={type}
            label={EMPLOYMENT_TYPE_LABELS[type]}
            value={type}
            {...register('employment_types')}
          />
        ))}
      </ChoiceGroup>
      <FormFooter saving={saving} error={errors.root?.server?.message} onCancel={onDone} />
    </form>
  );
}
