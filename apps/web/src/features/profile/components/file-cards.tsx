import type { StoredFile } from '@talent/contract/applications';
import type { Profile } from '@talent/contract/profile';
import { FileText, Video } from 'lucide-react';
import { Link } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { fileSize } from '../lib/labels.ts';
import { SectionCard } from './section-card.tsx';

function FileLine({ file }: { file: StoredFile }) {
  return (
    <p className="text-sm">
      <a href={file.url} className="font-medium break-all text-brand-700 underline-offset-4 hover:underline">
        {file.name}
      </a>
      <span className="text-ink-500">
        {' '}
        · {fileSize(file.size)} · uploaded <DateText iso={file.created_at} />
      </span>
    </p>
  );
}

const linkClass =
  'inline-flex items-center gap-1.5 rounded-control px-2.5 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50';

export function ResumeCard({ profile }: { profile: Profile }) {
  return (
    <SectionCard
      id="resume"
      title="Resume"
      Icon={FileText}
      empty={!profile.resume}
      emptyText="Upload your resume (PDF or DOCX): we offer the skills and titles we find in it, and you choose what to keep."
      action={
        <Link
          to="/profile/resume-upload"
          className={linkClass}
          aria-label={`${profile.resume ? 'Manage' : 'Upload'} resume`}
        >
          {profile.resume ? 'Manage' : 'Upload'}
        </Link>
      }
    >
      {profile.resume && <FileLine file={profile.resume} />}
    </SectionCard>
  );
}

export function VideoResumeCard({ profile }: { profile: Profile }) {
  return (
    <SectionCard
      id="video-resume"
      title="Video resume"
      Icon={Video}
      empty={!profile.video_resume}
      emptyText="A 60–90 second video of you: record it right in the browser. Profiles with one get noticed first."
      action={
        <Link
          to="/profile/video-resume-upload"
          className={linkClass}
          aria-label={`${profile.video_resume ? 'Manage' : 'Record'} video resume`}
        >
          {profile.video_resume ? 'Manage' : 'Record'}
        </Link>
      }
    >
      {profile.video_resume && (
        <div className="space-y-2">
          <video
            src={profile.video_resume.url}
            controls
            preload="metadata"
            playsInline
            aria-label="Your video resume"
            className="aspect-video w-full rounded-control bg-black"
          />
          <FileLine file={profile.video_resume} />
        </div>
      )}
    </SectionCard>
  );
}
