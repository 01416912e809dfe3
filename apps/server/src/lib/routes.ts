type SpoofableMethod = 'PUT' | 'PATCH' | 'DELETE';

/**
 * The variants to register for a PUT/PATCH/DELETE route that forms may reach as POST + `_method` (the spec's
 * client sends form PUTs that way): the real method, and a POST twin hidden from the OpenAPI document. The csrf
 * plugin lets the twin answer only when `_method` names the real method (else 405). One spoofable method per URL.
 *
 *   for (const v of withMethodOverride('PUT')) app.route({ method: v.method, config: v.config, ... })
 */
export function withMethodOverride<M extends SpoofableMethod>(method: M) {
  return [
    { method, config: {}, hide: false },
    { method: 'POST' as const, config: { methodOverride: method }, hide: true },
  ] as const;
}
