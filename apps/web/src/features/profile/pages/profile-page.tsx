import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SKILL_GAP_ANCHOR } from '@talent/contract/skill-gap';
import { documentTitle } from '../../../lib/route-table.ts';
import { deferred } from '../../../components/deferred.tsx';
import { DeferredSkillGapMap } from '../../../components/skill-gap/deferred-skill-gap-map.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useProfile } from '../api/get-profile.ts';
import { CompletenessMeter } from '../components/completeness-meter.tsx';
import { ResumeCard, VideoResumeCard } from '../components/file-cards.tsx';
import { PrivacyCard } from '../components/privacy-card.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { AboutSection } from '../components/sections/about-section.tsx';
import { AvailabilitySection } from '../components/sections/availability-section.tsx';
import { EducationSection } from '../components/sections/education-section.tsx';
import { ExperienceSection } from '../components/sections/experience-section.tsx';
import { LanguagesSection } from '../components/sections/languages-section.tsx';
import { LinksSection } from '../components/sections/links-section.tsx';
import { LocationSection } from '../components/sections/location-section.tsx';
import { PreferencesSection } from '../components/sections/preferences-section.tsx';
import { SalarySection } from '../components/sections/salary-section.tsx';
import { SkillsSection } from '../components/sections/skills-section.tsx';
import { VerifiedSkillsSection } from '../components/sections/verified-skills-section.tsx';
import { WorkAuthorizationSection } from '../components/sections/work-authorization-section.tsx';
import { WorkStyleSection } from '../components/sections/work-style-section.tsx';

// Below the fold, and it brings the certificate card: fetched right after the page, with its own loading state.
const CertificatesSection = deferred<{ visibleToRecruiters: boolean }>(() =>
  import('../components/sections/certificates-section.tsx').then((module) => module.CertificatesSection),
);

function Skeleton() {
  return (
    <div role="status" aria-label="Loading your profile" className="animate-pulse space-y-6">
      <div className="h-48 rounded-card bg-ink-100" />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <div className="h-32 rounded-card bg-ink-100" />
          <div className="h-40 rounded-card bg-ink-100" />
        </div>
        <div className="h-72 rounded-card bg-ink-100" />
      </div>
    </div>
  );
}

export default function ProfilePage() {
  const profile = useProfile();
  const { hash } = useLocation();

  useEffect(() => {
    document.title = documentTitle('Profile');
  }, []);

  // The completeness meter links to `/profile#skills`: scroll there once the sections exist.
  useEffect(() => {
    if (!profile.data || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    if (target?.tabIndex === -1) target.focus({ preventScroll: true });
  }, [hash, profile.data]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      {profile.isPending ? (
        <Skeleton />
      ) : profile.isError ? (
        <StatePanel
          Icon={CircleAlert}
          tone="error"
          variant="card"
          headingLevel="h1"
          title="We could not load your profile"
          actions={
            <Button onClick={() => void profile.refetch()} loading={profile.isFetching}>
              Try again
            </Button>
          }
        >
          {errorMessage(profile.error)}
        </StatePanel>
      ) : (
        <div className="space-y-6">
          <ProfileHeader profile={profile.data} />
          {/* On a phone the meter comes first, then the sections, then the files and privacy; on a wide screen the
              meter and those cards share the right column. */}
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
            <div className="lg:col-start-2 lg:row-start-1">
              <CompletenessMeter completeness={profile.data.completeness} />
            </div>
            <div className="space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
              <AboutSection profile={profile.data} />
              <SkillsSection profile={profile.data} />
              <VerifiedSkillsSection />
              <CertificatesSection visibleToRecruiters={profile.data.visible_to_recruiters} />
              <DeferredSkillGapMap anchorId={SKILL_GAP_ANCHOR} title="Skills that would open more jobs" />
              <WorkStyleSection />
              <ExperienceSection profile={profile.data} />
              <EducationSection profile={profile.data} />
              <LanguagesSection profile={profile.data} />
              <LocationSection profile={profile.data} />
              <WorkAuthorizationSection profile={profile.data} />
              <PreferencesSection profile={profile.data} />
              <SalarySection profile={profile.data} />
              <AvailabilitySection profile={profile.data} />
              <LinksSection profile={profile.data} />
            </div>
            <aside aria-label="Files and privacy" className="space-y-6 lg:col-start-2 lg:row-start-2">
              <ResumeCard profile={profile.data} />
              <VideoResumeCard profile={profile.data} />
              <PrivacyCard profile={profile.data} />
            </aside>
          </div>
        </div>
      )}
    </div>
  );
}
