/** Job ids are UUIDs; anything else in `?job=` is a broken link, answered without asking the server. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SharedJobLink = { kind: 'none' } | { kind: 'invalid' } | { kind: 'job'; id: string };

export function sharedJobOf(search: URLSearchParams): SharedJobLink {
  const raw = search.get('job');
  if (raw === null || raw.trim() === '') return { kind: 'none' };
  const id = raw.trim();
  return UUID.test(id) ? { kind: 'job', id: id.toLowerCase() } : { kind: 'invalid' };
}

/** Where each button of the shared job's card goes: a guest applies without an account first. */
export function jobLinks(id: string, signedIn: boolean) {
  const safe = encodeURIComponent(id);
  return signedIn
    ? { view: `/jobs/${safe}`, apply: `/jobs/${safe}/apply` }
    : { view: null, apply: `/apply/${safe}`, login: `/login/${safe}` };
}
