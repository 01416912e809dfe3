import type { Certificate } from '@talent/contract/courses';
import { Award, Download, ShieldCheck } from 'lucide-react';
import { DateText } from './date-text.tsx';

/**
 * A course certificate: the course, its skills, when it was issued, and the two things to do with it: open the
 * public page that verifies it, and download the PDF (which carries the same link as a QR code).
 */
export function CertificateCard({
  certificate,
  headingLevel = 'h3',
}: {
  certificate: Certificate;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const revoked = certificate.status === 'revoked';
  return (
    <article
      aria-label={`Certificate: ${certificate.course.title}`}
      className="flex flex-wrap items-start gap-4 rounded-card border border-ink-200 bg-white p-4"
    >
      <span
        className={`flex size-10 shrink-0 items-center justify-center rounded-full ${
          revoked ? 'bg-ink-100 text-ink-500' : 'bg-amber-100 text-amber-800'
        }`}
      >
        <Award aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <Heading className="font-semibold text-ink-900">{certificate.course.title}</Heading>
        <p className="mt-0.5 text-sm text-ink-600">
          {revoked ? 'Revoked' : 'Certificate of completion'} · issued{' '}
          <DateText iso={certificate.issued_at} />
        </p>
        {certificate.skills.length > 0 && (
          <ul aria-label="Skills" className="mt-2 flex flex-wrap gap-1.5">
            {certificate.skills.map((skill) => (
              <li key={skill.slug} className="rounded-full bg-ink-100 px-2 py-0.5 text-xs text-ink-700">
                {skill.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2 text-sm font-semibold">
        <a
          href={certificate.verify_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Verify the certificate for ${certificate.course.title}`}
          className="inline-flex items-center gap-1.5 rounded-control border border-ink-200 px-3 py-1.5 text-brand-800 hover:bg-ink-50"
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          Verify
        </a>
        {!revoked && (
          <a
            href={certificate.pdf_url}
            download
            aria-label={`Download the certificate for ${certificate.course.title} (PDF)`}
            className="inline-flex items-center gap-1.5 rounded-control border border-ink-200 px-3 py-1.5 text-brand-800 hover:bg-ink-50"
          >
            <Download aria-hidden="true" className="size-4" />
            PDF
          </a>
        )}
      </div>
    </article>
  );
}
