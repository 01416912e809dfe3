import { type Profile } from '@talent/contract/profile';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { countryName } from '../../../../components/jobs/format.ts';
import { SectionCard } from '../section-card.tsx';
import { SectionDialog } from '../section-dialog.tsx';
import { deferred, usePreload } from '../../../../components/deferred.tsx';
import { zoneTime } from './zone-time.ts';

// The edit form (react-hook-form with it) loads after the profile renders, not in its first download.
const LocationForm = deferred(() => import('./location-form.tsx').then((module) => module.LocationForm));

export function LocationSection({ profile }: { profile: Profile }) {
  usePreload(LocationForm);
  const [open, setOpen] = useState(false);
  const place = [profile.city, profile.country ? countryName(profile.country) : '']
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <SectionCard
        id="location"
        title="Location & time zone"
        Icon={MapPin}
        empty={!profile.country && !profile.timezone}
        emptyText="Add where you live and your time zone, so jobs can tell you where you may work and how hours overlap."
        onEdit={() => setOpen(true)}
        editLabel="location and time zone"
      >
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-500">Lives in</dt>
            <dd className="text-ink-900">{place || 'Not set'}</dd>
          </div>
          <div>
            <dt className="text-ink-500">Time zone</dt>
            <dd className="text-ink-900">
              {profile.timezone
                ? `${profile.timezone.replaceAll('_', ' ')} (${zoneTime(profile.timezone)} now)`
                : 'Not set'}
            </dd>
          </div>
        </dl>
      </SectionCard>
      <SectionDialog open={open} onOpenChange={setOpen} title="Location & time zone">
        <LocationForm profile={profile} onDone={() => setOpen(false)} />
      </SectionDialog>
    </>
  );
}
