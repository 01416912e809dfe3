import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileLinksSchema, type Profile } from '@talent/contract/profile';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { FormFooter } from '../section-dialog.tsx';
import { LINKS } from './links-list.ts';

// An empty box means "no link": it becomes null before the contract's rule runs.
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const Schema = z.object({
  links: z.object({
    github: z.preprocess(emptyToNull, ProfileLinksSchema.shape.github),
    linkedin: z.preprocess(emptyToNull, ProfileLinksSchema.shape.linkedin),
    portfolio: z.preprocess(emptyToNull, ProfileLinksSchema.shape.portfolio),
  }),
});

export function LinksForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { save, saving } = useSaveSection();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(Schema),
    defaultValues: {
      links: {
        github: profile.links.github ?? '',
        linkedin: profile.links.linkedin ?? '',
        portfolio: profile.links.portfolio ?? '',
      },
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    if (await save(values, setError, ['links'], 'Links saved.')) onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {LINKS.map(({ key, label, placeholder }) => (
        <TextField
          key={key}
          label={label}
          type="url"
          inputMode="url"
          placeholder={placeholder}
          error={errors.links?.[key]?.message}
          {...register(`links.${key}`)}
        />
      ))}
      <FormFooter saving={saving} error={errors.root?.server?.message} onCancel={onDone} />
    </form>
  );
}
