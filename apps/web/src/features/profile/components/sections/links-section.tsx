import { type Profile } from '@talent/contract/profile';
import { Globe, Link2 } from 'lucide-react';
import { useState } from 'react';
import { SectionCard } from '../section-card.tsx';
import { SectionDialog } from '../section-dialog.tsx';
import { deferred, usePreload } from '../../../../components/deferred.tsx';
import { LINKS } from './links-list.ts';

// The edit form (react-hook-form with it) loads after the profile renders, not in its first download.
const LinksForm = deferred(() => import('./links-form.tsx').then((module) => module.LinksForm));

export function LinksSection({ profile }: { profile: Profile }) {
  usePreload(LinksForm);
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
