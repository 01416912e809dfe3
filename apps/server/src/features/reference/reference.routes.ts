import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CountryListSchema,
  CurrencyListSchema,
  SkillListSchema,
  SkillSearchQuerySchema,
} from '@talent/contract/jobs';
import { ValidationErrorSchema } from '@talent/contract/errors';
import type { Db } from '../../db/client.ts';
import { listCountries } from '../../reference/countries.ts';
import { PER_USD } from '../../reference/currencies.data.ts';
import { searchSkills } from '../../reference/reference.repository.ts';

const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });
const currencies = Object.entries(PER_USD)
  .map(([code, perUsd]) => ({ code, name: currencyNames.of(code) ?? code, per_usd: perUsd }))
  .sort((a, b) => a.code.localeCompare(b.code));
const countries = listCountries().map(({ code, name, region }) => ({ code, name, region }));

/** Public reference data: no session needed, and cacheable by browsers for an hour. */
export async function referenceRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/shared/api/countries',
    {
      schema: {
        tags: ['reference'],
        summary: 'ISO 3166 countries with their region',
        response: { 200: CountryListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: countries };
    },
  );

  app.get(
    '/shared/api/currencies',
    {
      schema: {
        tags: ['reference'],
        summary: 'Currencies with reference (not live) rates per USD',
        response: { 200: CurrencyListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: currencies };
    },
  );

  app.get(
    '/shared/api/skills',
    {
      schema: {
        tags: ['reference'],
        summary: 'Skills by name or alias',
        querystring: SkillSearchQuerySchema,
        response: { 200: SkillListSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      const rows = await searchSkills(db, request.query.q, request.query.limit ?? 20);
      return {
        data: rows.map((s) => ({ slug: s.slug, name: s.name, category: s.category, aliases: s.aliases })),
      };
    },
  );
}
