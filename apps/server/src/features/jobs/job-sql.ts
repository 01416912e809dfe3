import { sql, type SQL } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.schema.ts';

/** SQL pieces the jobs repositories share; only repositories import this file. */

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A job anyone can still apply to. */
export const OPEN = sql`${jobs.status} = 'open' AND (${jobs.expiresAt} IS NULL OR ${jobs.expiresAt} > now())`;

export function allOf(parts: Array<SQL | undefined>): SQL {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? sql.join(present, sql` AND `) : sql`TRUE`;
}

/** A text[] of these values, one bind each. */
export function textArray(values: readonly string[]): SQL {
  return values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;
}

/** A job a resident of `country` may take. */
export function eligibleFrom(country: string): SQL {
  return sql`(${jobs.eligibleAnywhere} OR ${jobs.eligibleCountries} @> ${textArray([country])})`;
}

/** Title phrases of the kinds of work a candidate does, and the phrases that mean another kind (see role-family.ts). */
export interface TitleFamily {
  phrases: readonly string[];
  unless: readonly string[];
}

function anyPhrase(phrases: readonly string[]): SQL {
  return sql.join(
    phrases.map((p) => sql`phraseto_tsquery('english', ${p})`),
    sql` || `,
  );
}

/** The title names this kind of work (the title's GIN index answers it). */
export function titleOfFamily(family: TitleFamily): SQL | undefined {
  if (family.phrases.length === 0) return undefined;
  const yes = sql`${jobs.titleTsv} @@ (${anyPhrase(family.phrases)})`;
  return family.unless.length ? sql`(${yes} AND NOT ${jobs.titleTsv} @@ (${anyPhrase(family.unless)}))` : yes;
}
