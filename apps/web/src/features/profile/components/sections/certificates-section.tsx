import { useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { CertificateCard } from '../../../../components/certificate-card.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { certificatesQueryOptions } from '../../../../lib/certificates.ts';
import { errorMessage } from '../../../../lib/form-errors.ts';

/**
 * My course certificates, beside the skill badges and under the same visibility: recruiters see them with the
 * profile when it is visible to them, employers I apply to always do. Each links to its verification page and PDF.
 */
export function CertificatesSection({ visibleToRecruiters }: { visibleToRecruiters: boolean }) {
  const certificates = useQuery(certificatesQueryOptions());
  const valid = (certificates.data ?? []).filter((c) => c.status === 'valid');

  return (
    <section
      id="certificates"
      aria-labelledby="certificates-heading"
      tabIndex={-1}
      className="scroll-mt-24 rounded-card border border-ink-200 bg-white p-5 shadow-card focus:outline-none sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="certificates-heading"
          className="flex items-center gap-2 font-display text-base font-semibold text-ink-900"
        >
          <Award aria-hidden="true" className="size-4.5 text-brand-700" />
          Course certificates
        </h2>
        <Link to="/courses" className="text-sm font-semibold text-brand-700 hover:underline">
          Courses
        </Link>
      </div>
      <div className="mt-3">
        {certificates.isPending ? (
          <div role="status" aria-label="Loading your certificates" className="space-y-2">
            <div aria-hidden="true" className="h-16 animate-pulse rounded-control bg-ink-100" />
          </div>
        ) : certificates.isError ? (
          <div role="alert" className="text-sm text-red-800">
            <p>Your certificates did not load: {errorMessage(certificates.error)}</p>
            <Button
              variant="secondary"
              className="mt-2"
              onClick={() => void certificates.refetch()}
              loading={certificates.isRefetching}
            >
              Try again
            </Button>
          </div>
        ) : valid.length === 0 ? (
          <p className="text-sm text-ink-600">
            No certificates yet. Finish a{' '}
            <Link to="/courses" className="font-semibold text-brand-700 hover:underline">
              course
            </Link>{' '}
            to earn one anyone can verify.
          </p>
        ) : (
          <>
            <p className="mb-3 text-sm text-ink-700">
              <span className="font-medium">Who sees them:</span>{' '}
              {visibleToRecruiters
                ? 'recruiters who find your profile, and employers you apply to.'
                : 'employers you apply to (your profile is hidden from recruiters).'}
            </p>
            <ul className="space-y-3">
              {valid.map((certificate) => (
                <li key={certificate.id}>
                  <CertificateCard certificate={certificate} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
