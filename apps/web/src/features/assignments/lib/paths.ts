/** The candidate's token pages (the route table's `/assessments/:token…`). */
export const assignmentPaths = {
  page: (token: string) => `/assessments/${encodeURIComponent(token)}`,
  copy: (token: string) => `/assessments/${encodeURIComponent(token)}/index-copy`,
  result: (token: string) => `/assessments/${encodeURIComponent(token)}/result`,
  interview: (token: string) => `/assessments/${encodeURIComponent(token)}/start-interview`,
};

/** Only same-origin paths are followed (next_path comes from the server, but a path is all it may be). */
export function safeNextPath(path: string, fallback: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
