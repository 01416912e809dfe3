import { z } from 'zod';

/**
 * A course certificate as a profile shows it (courses.ts has the rest of courses): to its holder on their profile,
 * and to the recruiters of a job they applied to on the applicant's page (as badges show there). Valid ones only;
 * the link verifies it. A file of its own because the profile and the applicant's page load on most screens, and
 * courses.ts is large: importing it from there would put every course schema in their download.
 */
export const CertificateRefSchema = z.object({
  id: z.string(),
  course_title: z.string(),
  skills: z.array(z.object({ slug: z.string(), name: z.string() })),
  issued_at: z.string(),
  verify_url: z.string(),
});
export type CertificateRef = z.infer<typeof CertificateRefSchema>;
