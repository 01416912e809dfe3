import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@talent/contract/profile';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { numberOrNull } from '../../lib/labels.ts';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { FormFooter } from '../section-dialog.tsx';
import { Schema, toInput } from './education-entry.ts';

/** Edits entry `index` of the whole list, so the server's `education.1.school` is this form's field name. */
export function EducationForm({
  profile,
  index,
  onDone,
}: {
  profile: Profile;
  index: number;
  onDone: () => void;
}) {
  const { save, saving } = useSaveSection();
  const list = profile.education.map(toInput);
  const adding = index >= list.length;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: {
      education: adding
        ? [...list, { school: '', degree: '', field: '', start_year: null, end_year: null }]
        : list,
    },
  });
  const e = errors.education?.[index];
  const onSubmit = handleSubmit(async (values) => {
    if (await save(values, setError, ['education'], adding ? 'Education added.' : 'Education saved.'))
      onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="School" error={e?.school?.message} {...register(`education.${index}.school`)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Degree"
          hint="e.g. BSc, MSc, bootcamp"
          error={e?.degree?.message}
          {...register(`education.${index}.degree`)}
        />
        <TextField
          label="Field of study"
          error={e?.field?.message}
          {...register(`education.${index}.field`)}
        />
        <TextField
          label="From (year)"
          type="number"
          inputMode="numeric"
          error={e?.start_year?.message}
          {...register(`education.${index}.start_year`, { setValueAs: numberOrNull })}
        />
        <TextField
          label="To (year)"
          type="number"
          inputMode="numeric"
          hint="Expected year if you are still studying."
          error={e?.end_year?.message}
          {...register(`education.${index}.end_year`, { setValueAs: numberOrNull })}
        />
      </div>
      <FormFooter
        saving={saving}
        error={errors.root?.server?.message ?? errors.education?.message}
        onCancel={onDone}
        saveLabel={adding ? 'Add education' : 'Save'}
      />
    </form>
  );
}
