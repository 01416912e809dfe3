import { FILE_LIMITS } from '@talent/contract/applications';
import type { Profile } from '@talent/contract/profile';
import { BadgeCheck, Camera, Clock, MapPin, Pencil, ShieldAlert, ShieldQuestion, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { countryName } from '../../../components/jobs/format.ts';
import { checkFile, UploadError, uploadFile } from '../../../lib/upload-file.ts';
import { IDENTITY_LABELS } from '../lib/labels.ts';
import { useSaveSection } from '../lib/use-save-section.ts';
import { ConfirmRemove } from './confirm-remove.tsx';
import { AboutForm } from './sections/about-section.tsx';
import { SectionDialog } from './section-dialog.tsx';
import { EliteBadge } from '../../../components/elite-badge.tsx';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

function IdentityBadge({ profile }: { profile: Profile }) {
  if (profile.verified) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
        <BadgeCheck aria-hidden="true" className="size-4 text-brand-600" />
        Verified
      </span>
    );
  }
  const Icon =
    profile.identity_status === 'pending'
      ? Clock
      : profile.identity_status === 'rejected'
        ? ShieldAlert
        : ShieldQuestion;
  const action =
    profile.identity_status === 'pending'
      ? 'See status'
      : profile.identity_status === 'rejected'
        ? 'Try again'
        : 'Verify your identity';
  return (
    <Link
      to="/identity-verification"
      className="inline-flex items-center gap-1.5 rounded-full border border-ink-200 bg-white px-2.5 py-1 text-xs font-medium text-ink-700 hover:border-brand-300 hover:text-brand-800"
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {IDENTITY_LABELS[profile.identity_status]} ·{' '}
      <span className="font-semibold text-brand-700">{action}</span>
    </Link>
  );
}

function Photo({ profile }: { profile: Profile }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { quickSave } = useSaveSection();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const early = checkFile(file, 'photo');
    setError(early);
    if (early) return;
    setProgress(0);
    try {
      const stored = await uploadFile({ file, kind: 'photo', onProgress: setProgress });
      await quickSave({ photo_file_id: stored.id }, 'Photo updated.');
    } catch (failure) {
      setError(
        failure instanceof UploadError ? failure.message : 'The photo was not saved. Please try again.',
      );
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <div id="photo" className="flex scroll-mt-24 flex-col items-center gap-2">
      <div className="relative size-24 overflow-hidden rounded-full bg-brand-100 ring-4 ring-white sm:size-28">
        {profile.photo ? (
          <img src={profile.photo.url} alt={`Photo of ${profile.name}`} className="size-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-full items-center justify-center font-display text-3xl font-bold text-brand-800"
          >
            {initials(profile.name)}
          </span>
        )}
        {busy && (
          <div className="absolute inset-0 flex items-center justify-center bg-ink-900/50 text-sm font-semibold text-white">
            {Math.round(progress * 100)}%
          </div>
        )}
      </div>
      {busy && (
        <div
          role="progressbar"
          aria-label="Uploading your photo"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-1.5 w-24 overflow-hidden rounded-full bg-ink-100"
        >
          <div className="h-full bg-brand-600" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      <div className="flex items-center gap-1">
        <input
          ref={input}
          id={id}
          type="file"
          accept={FILE_LIMITS.photo.types.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose a photo"
          onChange={(event) => void onFile(event)}
          disabled={busy}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={busy}
          className="inline-flex items-center gap-1 rounded-control px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Camera aria-hidden="true" className="size-3.5" />
          {profile.photo ? 'Change photo' : 'Add photo'}
        </button>
        {profile.photo && !busy && (
          <ConfirmRemove
            what="your photo"
            Icon={Trash2}
            onConfirm={() => quickSave({ photo_file_id: null }, 'Photo removed.')}
          />
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="max-w-56 text-center text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function ProfileHeader({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const place = [profile.city, profile.country ? countryName(profile.country) : '']
    .filter(Boolean)
    .join(', ');
  return (
    <header className="overflow-hidden rounded-card border border-ink-200 bg-white shadow-card">
      <div
        aria-hidden="true"
        className="h-20 bg-linear-to-r from-brand-700 via-brand-600 to-brand-400 sm:h-24"
      />
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-start sm:px-6 sm:pb-6">
        <div className="-mt-12 shrink-0">
          <Photo profile={profile} />
        </div>
        <div className="min-w-0 flex-1 sm:pt-4">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="font-display text-2xl font-bold text-ink-900">{profile.name}</h1>
            <IdentityBadge profile={profile} />
            {profile.elite && <EliteBadge track={profile.elite.track} size="sm" />}
          </div>
          {profile.headline ? (
            <p className="mt-1 text-ink-700">{profile.headline}</p>
          ) : (
            <p className="mt-1 text-sm text-ink-500">Add a headline: one line recruiters read first.</p>
          )}
          {(place || profile.timezone) && (
            <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-500">
              {place && (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-3.5" />
                  {place}
                </span>
              )}
              {profile.timezone && (
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden="true" className="size-3.5" />
                  {profile.timezone.replaceAll('_', ' ')}
                </span>
              )}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="inline-flex items-center gap-1.5 self-start rounded-control border border-ink-200 px-3 py-2 text-sm font-semibold text-ink-800 hover:bg-ink-50 sm:mt-4"
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit intro
        </button>
      </div>
      <SectionDialog open={editing} onOpenChange={setEditing} title="Your intro">
        <AboutForm profile={profile} onDone={() => setEditing(false)} />
      </SectionDialog>
    </header>
  );
}
