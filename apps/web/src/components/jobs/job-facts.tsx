import type { JobSkill, JobSummary } from '@talent/contract/jobs';
import { Check, Clock, Globe2, LockKeyhole, MapPin, OctagonX } from 'lucide-react';
import { countryName, eligibilityText, hours } from './format.ts';

/** "Not open to your country": the first thing a remote candidate needs to know. */
export function NotEligibleBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
      <OctagonX aria-hidden="true" className="size-3.5" />
      Not open to your country
    </span>
  );
}

/** An elite-only job: only members of the elite programme may apply (the lock says it without colour). */
export function EliteOnlyTag() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
      <LockKeyhole aria-hidden="true" className="size-3.5" />
      Elite only
    </span>
  );
}

export function Tag({ children, tone = 'ink' }: { children: React.ReactNode; tone?: 'ink' | 'brand' }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ${
        tone === 'brand' ? 'bg-brand-50 text-brand-800' : 'bg-ink-100 text-ink-700'
      }`}
    >
      {children}
    </span>
  );
}

/** Where a hire may live and the working-hours overlap, in one line. */
export function EligibilityLine({ job }: { job: JobSummary }) {
  const { eligibility } = job;
  const office = job.work_mode !== 'remote' && job.location;
  // No shared hours is never good news, even when the team does not ask for any.
  const enough =
    job.overlap_hours !== null && job.overlap_hours > 0 && job.overlap_hours >= eligibility.min_overlap_hours;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm">
      {office ? (
        <span className="inline-flex items-center gap-1.5 text-ink-700">
          <MapPin aria-hidden="true" className="size-4 text-ink-500" />
          <span>
            <span className="sr-only">Office: </span>
            {[job.location?.city, countryName(job.location?.country ?? '')].filter(Boolean).join(', ')}
          </span>
        </span>
      ) : null}
      {job.work_mode !== 'onsite' && (
        <span className="inline-flex items-center gap-1.5 text-ink-700">
          <Globe2 aria-hidden="true" className="size-4 text-ink-500" />
          <span>
            <span className="text-ink-500">Hires from </span>
            <span className="font-medium text-ink-900">{eligibilityText(eligibility)}</span>
          </span>
        </span>
      )}
      {job.overlap_hours !== null && (
        <span
          className={`inline-flex items-center gap-1.5 ${enough ? 'text-brand-800' : 'text-amber-800'}`}
          title={`The team works in ${eligibility.timezone} and asks for ${hours(eligibility.min_overlap_hours)} of overlap.`}
        >
          <Clock aria-hidden="true" className="size-4" />
          {hours(job.overlap_hours)} overlap with your day
        </span>
      )}
      {job.eligible === false && <NotEligibleBadge />}
    </div>
  );
}

/** Skill chips; the candidate's own skills are marked with a check and, for screen readers, "you have this". */
export function SkillChips({ skills, limit }: { skills: JobSkill[]; limit?: number }) {
  const sorted = [...skills].sort((a, b) => Number(b.required) - Number(a.required));
  const shown = limit ? sorted.slice(0, limit) : sorted;
  const rest = sorted.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
      {shown.map((skill) => (
        <li
          key={skill.slug}
          className={`inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-medium ${
            skill.matched
              ? 'bg-brand-100 text-brand-900 ring-1 ring-brand-300 ring-inset'
              : 'bg-white text-ink-700 ring-1 ring-ink-200 ring-inset'
          }`}
        >
          {skill.matched && <Check aria-hidden="true" className="size-3" />}
          {skill.name}
          {skill.matched && <span className="sr-only"> (you have this)</span>}
        </li>
      ))}
      {rest > 0 && <li className="px-1 py-0.5 text-xs text-ink-500">+{rest} more</li>}
    </ul>
  );
}
