import { talentApi } from '../../../lib/api-client.ts';

/** `/talent/api/assignments/{token}…`: the token is opaque (base64url), encoded all the same. */
export function assignmentApi(token: string, suffix = ''): string {
  return talentApi(`/assignments/${encodeURIComponent(token)}${suffix}`);
}
