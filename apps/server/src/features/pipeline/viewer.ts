/**
 * Who is looking at a pipeline row: the candidate, or a recruiter of the job's company. Services scope every read
 * and write by it (another candidate's or company's id reads as 404).
 */
export type PipelineViewer =
  | { kind: 'talent'; userId: string; name: string; timezone: string | null }
  | { kind: 'recruiter'; userId: string; name: string; recruiterId: string; companyId: string };
