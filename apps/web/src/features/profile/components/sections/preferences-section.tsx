import { zodResolver } from '@hookform/resolvers/zod';
import { EMPLOYMENT_TYPES, WORK_MODES } from '@talent/contract/jobs';
import { ProfileUpdateSchema, type Profile } from '@talent/contract/profile';
import { Briefcase } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EMPLOYMENT_TYPE_LABELS, WORK_MODE_LABELS } from '../../../../components/jobs/format.ts';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { ChoiceGroup, ChoicePill } from '../form-controls.tsx';
import { SectionCard } from '../section-card.tsx';
import { FormFooter, SectionDialog } from '../section-dialog.tsx';

const Schema = ProfileUpdateSchema.pick({ work_modes: true, employment_types: true }).required();

function PreferencesForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
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

export function PreferencesSection({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const chips = [
    ...profile.work_modes.map((m) => WORK_MODE_LABELS[m]),
    ...profile.employment_types.map((t) => EMPLOYMENT_TYPE_LABELS[t]),
  ];
  return (
    <>
      <SectionCard
        id="preferences"
        title="Work preferences"
        Icon={Briefcase}
        empty={chips.length === 0}
        emptyText="Remote, hybrid or on-site? Full-time or contract? Your matches follow what you choose."
        onEdit={() => setOpen(true)}
        editLabel="work preferences"
      >
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip} className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-800">
              {chip}
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionDialog open={open} onOpenChange={setOpen} title="Work preferences">
        <PreferencesForm profile={profile} onDone={() => setOpen(false)} />
      </SectionDialog>
    </>
  );
}
