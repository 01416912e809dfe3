/** `/recruiter/api/...`, the console's API area (the recruiter feature has its own copy; features share nothing). */
export function recruiterApi(path: string): string {
  return `/recruiter/api${path.startsWith('/') ? path : `/${path}`}`;
}

export const enc = encodeURIComponent;
