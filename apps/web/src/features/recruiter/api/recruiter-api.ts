/** `/recruiter/api/...`: the recruiter console's API area. */
export function recruiterApi(path: string): string {
  return `/recruiter/api${path.startsWith('/') ? path : `/${path}`}`;
}
