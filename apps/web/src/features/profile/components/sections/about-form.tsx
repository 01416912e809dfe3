import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdateSchema, type Profile } from '@talent/contract/profile';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { TextAreaField } from '../form-controls.tsx';
import { FormFooter } from '../section-dialog.tsx';

const AboutSchema = ProfileUpdateSchema.pick({ name: true, headline: true, bio: true }).required();
const FIELDS = ['name', 'headline', 'bio'] as const;

export function AboutForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { save, saving } = useSaveSection();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(AboutSchema),
    defaultValues: { name: profile.name, headline: profile.headline, bio: profile.bio },
  });
  const bioLength = useWatch({ control, name: 'bio' }).length;
  const onSubmit = handleSubmit(async (values) => {
    if (await save(values, setError, FIELDS, 'About you saved.')) onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Headline"
        hint="One line recruiters read first, e.g. “Backend engineer · Go and PostgreSQL · 8 years”."
        error={errors.headline?.message}
        {...register('headline')}
      />
      <TextAreaField
        label="Bio"
        rows={6}
        hint={`What you do best, what you are looking for. ${bioLength} / 2000 characters.`}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <FormFooter saving={saving} error={errors.root?.server?.message} onCancel={onDone} />
    </form>
  );
}
