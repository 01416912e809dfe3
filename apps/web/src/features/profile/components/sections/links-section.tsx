import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileLinksSchema, type Profile } from '@talent/contract/profile';
import { Globe, Link2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useSaveSection } from '../../lib/use-save-section.ts';
import { SectionCard } from '../section-card.tsx';
import { FormFooter, SectionDialog } from '../section-dialog.tsx';

const LINKS = [
  { key: 'github', label: 'GitHub', placeholder: 'https://github.com/you' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/in/you' },
  { key: 'portfolio', label: 'Portfolio or website', placeholder: 'https://you.dev' },
] as const;

// An empty box means "no link": it becomes null before the contract's rule runs.
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const Schema = z.object({
  links: z.object({
    github: z.preprocess(emptyToNull, ProfileLinksSchema.shape.github),
    linkedin: z.preprocess(emptyToNull, ProfileLinksSchema.shape.linkedin),
    portfolio: z.preprocess(emptyToNull, ProfileLinksSchema.shape.portfolio),
  }),
});

function LinksForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
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

export function LinksSection({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const present = LINKS.filter(({ key }) => profile.links[key]);
  return (
    <>
      <SectionCard
        id="links"
        title="Links"
        Icon={Link2}
        empty={present.length === 0}
        emptyText="Add your GitHub, LinkedIn or portfolio: recruiters open them first."
        onEdit={() => setOpen(true)}
        editLabel="links"
      >
        <ul className="space-y-2 text-sm">
          {present.map(({ key, label }) => (
            <li key={key} className="flex items-center gap-2">
              <Globe aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
              <span className="text-ink-500">{label}:</span>
              <a
                href={profile.links[key] ?? undefined}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="truncate font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {profile.links[key]}
              </a>
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionDialog open={open} onOpenChange={setOpen} title="Links">
        <LinksForm profile={profile} onDone={() => setOpen(false)} />
      </SectionDialog>
    </>
  );
}
