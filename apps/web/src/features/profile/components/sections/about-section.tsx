import { type Profile } from '@talent/contract/profile';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { SectionCard } from '../section-card.tsx';
import { SectionDialog } from '../section-dialog.tsx';
import { deferred, usePreload } from '../../../../components/deferred.tsx';

// The edit form (react-hook-form with it) loads after the profile renders, not in its first download.
export const AboutForm = deferred(() => import('./about-form.tsx').then((module) => module.AboutForm));

export function AboutSection({ profile }: { profile: Profile }) {
  usePreload(AboutForm);
  const [open, setOpen] = useState(false);
  return (
    <>
      <SectionCard
        id="about"
        title="About"
        Icon={UserRound}
        empty={!profile.bio}
        emptyText="Tell recruiters in a few sentences what you do best and what you are looking for."
        onEdit={() => setOpen(true)}
        editLabel="about you"
      >
        <p className="text-sm whitespace-pre-line text-ink-800">{profile.bio}</p>
      </SectionCard>
      <SectionDialog open={open} onOpenChange={setOpen} title="About you">
        <AboutForm profile={profile} onDone={() => setOpen(false)} />
      </SectionDialog>
    </>
  );
}
