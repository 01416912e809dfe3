import type { CertificateRef } from '@talent/contract/certificate-ref';
import { Award, ShieldCheck } from 'lucide-react';
import { shortDate } from '../lib/format.ts';

/**
 * The candidate's course certificates (valid ones), each with the public page that verifies it: the recruiter
 * checks the credential there rather than trusting this page.
 */
export function ApplicantCertificates({
  certificates,
  timeZone,
}: {
  certificates: readonly CertificateRef[];
  timeZone: string;
}) {
  return (
    <ul className="space-y-3" aria-label="Course certificates">
      {certificates.map((certificate) => (
        <li key={certificate.id} className="flex flex-wrap items-start gap-3">
          <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink-900">{certificate.course_title}</p>
            <p className="text-sm text-ink-600">
              Completed{' '}
              <time dateTime={certificate.issued_at}>{shortDate(certificate.issued_at, timeZone)}</time>
              {certificate.skills.length > 0 && <> · {certificate.skills.map((s) => s.name).join(', ')}</>}
            </p>
          </div>
          <a
            href={certificate.verify_url}
            target="_blank"
            rel="noreferrer"
            aria-label={`Verify the certificate for ${certificate.course_title} (opens in a new tab)`}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            Verify
          </a>
        </li>
      ))}
    </ul>
  );
}
