import { zodResolver } from '@hookform/resolvers/zod';
import { type Profile } from '@talent/contract/profile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { TextAreaField } from '../form-controls.tsx';
import { FormFooter } from '../section-dialog.tsx';
import { Schema, toInput } from './experience-entry.ts';

/**
 * Edits entry `index` of the whole list (a new one at the end when adding) and sends the list: the server's
 * 422 paths (`experience.2.title`) are this form's own field names.
 */
export function ExperienceForm({
  profile,
  index,
  onDone,
}: {
  profile: Profile;
  index: number;
  onDone: () => void;
}) {
  const { save, saving } = useSaveSection();
  const list = profile.experience.map(toInput);
  const adding = index >= list.length;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: {
      experience: adding
        ? [
            ...list,
            { company: '', title: '', start_month: '', end_month: null, location: '', description: '' },
          ]
        : list,
    },
  });
  const [current, setCurrent] = useState(() => (adding ? false : list[index]?.end_month === null));
  const e = errors.experience?.[index];
  const onSubmit = handleSubmit(async (values) => {
    if (!current && !values.experience[index]?.end_month) {
      setError(`experience.${index}.end_month`, {
        message: 'Enter the month you left, or tick “I still work here”.',
      });
      return;
    }
    if (await save(values, setError, ['experience'], adding ? 'Position added.' : 'Position saved.'))
      onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Title"
          autoComplete="organization-title"
          error={e?.title?.message}
          {...register(`experience.${index}.title`)}
        />
        <TextField
          label="Company"
          autoComplete="organization"
          error={e?.company?.message}
          {...register(`experience.${index}.company`)}
        />
        <TextField
          label="Started"
          type="month"
          placeholder="YYYY-MM"
          error={e?.start_month?.message}
          {...register(`experience.${index}.start_month`)}
        />
        <TextField
          label="Ended"
          type="month"
          placeholder="YYYY-MM"
          disabled={current}
          error={e?.end_month?.message}
          {...register(`experience.${index}.end_month`, { setValueAs: (v: string) => (v ? v : null) })}
        />
      </div>
      <label className="inline-flex items-center gap-2 text-sm text-ink-800">
        <input
          type="checkbox"
          checked={current}
          onChange={(event) => {
            setCurrent(event.target.checked);
            if (event.target.checked) setValue(`experience.${index}.end_month`, null);
          }}
          className="size-4 accent-brand-700"
        />
        I still work here
      </label>
      <TextField
        label="Location"
        hint="City, or “Remote”."
        error={e?.location?.message}
        {...register(`experience.${index}.location`)}
      />
      <TextAreaField
        label="What you did"
        rows={5}
        hint="Results and scope read best: “Cut checkout latency by 40% for 2M users”."
        error={e?.description?.message}
        {...register(`experience.${index}.description`)}
      />
      <FormFooter
        saving={saving}
        error={errors.root?.server?.message ?? errors.experience?.message}
        onCancel={onDone}
        saveLabel={adding ? 'Add position' : 'Save'}
      />
    </form>
  );
}
