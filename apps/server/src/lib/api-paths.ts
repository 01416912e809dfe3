const apiPrefixes = [
  '/api/',
  '/talent/api/',
  '/shared/api/',
  '/sanctum/',
  '/broadcasting/',
  '/email/verify/',
  '/email/change/',
];
const apiExact = new Set(['/api', '/talent/api', '/shared/api']);
// Fortify endpoints whose GET is an SPA page (/login, /forgot-password, /reset-password) and whose POST is the API.
const authEndpoints = new Set([
  '/register',
  '/login',
  '/logout',
  '/forgot-password',
  '/reset-password',
  '/email/verification-notification',
  '/user/password',
]);

/** True for requests the JSON API answers (maintenance applies, unknown paths are a JSON 404, never the SPA). */
export function isApiRequest(method: string, url: string): boolean {
  // Every request passes here (maintenance): no array or closure per call.
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (apiExact.has(path)) return true;
  for (const prefix of apiPrefixes) if (path.startsWith(prefix)) return true;
  if (authEndpoints.has(path)) return method !== 'GET' && method !== 'HEAD';
  return false;
}
