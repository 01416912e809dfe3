import { useQuery } from '@tanstack/react-query';
import type { Certificate, CourseDetail } from '@talent/contract/courses';
import { PartyPopper } from 'lucide-react';
import { CertificateCard } from '../../../components/certificate-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { certificatesQueryOptions } from '../../../lib/certificates.ts';
import { errorMessage } from '../../../lib/form-errors.ts';

/**
 * A completed course: the certificate with its verification page and PDF. The one just issued (a quiz or exercise
 * answer carries it) shows at once; otherwise it comes from my certificates.
 */
export function CompletionPanel({ course, issued }: { course: CourseDetail; issued: Certificate | null }) {
  const certificateId = course.progress?.certificate_id ?? issued?.id ?? null;
  const certificates = useQuery({
    ...certificatesQueryOptions(),
    enabled: issued === null && !!certificateId,
  });
  const certificate =
    issued ?? certificates.data?.find((candidate) => candidate.id === certificateId) ?? null;

  return (
    <section
      aria-labelledby="completion-heading"
      className="rounded-card border border-amber-200 bg-amber-50 p-5 sm:p-6"
    >
      <h2
        id="completion-heading"
        className="flex items-center gap-2 font-display text-lg font-semibold text-ink-900"
      >
        <PartyPopper aria-hidden="true" className="size-5 text-amber-700" />
        You completed this course
      </h2>
      <p className="mt-1 text-sm text-ink-800">
        Your certificate is ready. Anyone can check it on its verification page; the PDF carries the same link
        as a QR code. It shows on your profile beside your skill badges.
      </p>
      <div className="mt-4">
        {certificate ? (
          <CertificateCard certificate={certificate} />
        ) : certificates.isError ? (
          <div role="alert" className="text-sm text-red-800">
            <p>Your certificate did not load: {errorMessage(certificates.error)}</p>
            <Button variant="secondary" className="mt-2" onClick={() => void certificates.refetch()}>
              Try again
            </Button>
          </div>
        ) : certificateId ? (
          <div
            role="status"
            aria-label="Loading your certificate"
            className="h-20 animate-pulse rounded-card bg-white"
          />
        ) : (
          <p className="text-sm text-ink-700">
            Your certificate is being issued; it appears here in a moment.
          </p>
        )}
      </div>
    </section>
  );
}
