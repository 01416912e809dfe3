import type { FastifyRequest } from 'fastify';

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

/**
 * Several spoofable methods on one URL (`PUT` and `DELETE /jobs/{id}/save`): each real method, plus one POST twin
 * accepting any of them. The handler serves `effectiveMethod(request)`.
 */
export function withMethodOverrides<M extends SpoofableMethod>(methods: readonly M[]) {
  return [
    ...methods.map((method) => ({ method, config: {}, hide: false })),
    { method: 'POST' as const, config: { methodOverride: methods }, hide: true },
  ];
}

/** The method a request stands for: `_method` on a POST twin, else the real one. */
export function effectiveMethod(request: FastifyRequest): string {
  return request.overriddenMethod ?? request.method;
}
