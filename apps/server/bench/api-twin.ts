/**
 * The floor of `npm run bench:api`: the least a Fastify + `pg` server can do to answer a cookie-authenticated
 * `GET /api/user` on our tables. Same cookie parsing (@fastify/cookie), same shape check and SHA-256 of the cookie
 * value, the session joined to its user in one named (prepared) statement, the same idle expiry and minute-late
 * touch, the same JSON. No security headers, no CSRF cookie, no logging: what is left is the unavoidable part.
 *
 *   PORT=41001 DATABASE_URL=postgres://… node --import tsx bench/api-twin.ts
 */
import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import pg from 'pg';

const LIFETIME_MS = 120 * 60_000;
const TOUCH_AFTER_MS = 60_000;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
await app.register(cookie);

const find = {
  name: 'twin_session_with_user',
  text: `SELECT s.user_id, s.last_activity, u.name, u.email, u.email_verified_at, u.role, u.avatar_url,
                u.timezone, u.source_job_id, u.created_at
           FROM sessions s LEFT JOIN users u ON u.id = s.user_id
          WHERE s.id_hash = $1`,
};

interface Row {
  user_id: string | null;
  last_activity: Date;
  name: string;
  email: string;
  email_verified_at: Date | null;
  role: string;
  avatar_url: string | null;
  timezone: string | null;
  source_job_id: string | null;
  created_at: Date;
}

app.get('/api/user', async (request, reply) => {
  const raw = request.cookies.talent_session;
  if (!raw || !/^[A-Za-z0-9_-]{43}$/.test(raw)) return reply.code(401).send({ message: 'Unauthenticated.' });
  const idHash = createHash('sha256').update(raw).digest('hex');
  const row = (await pool.query<Row>({ ...find, values: [idHash] })).rows[0];
  const now = Date.now();
  const idle = row ? now - row.last_activity.getTime() : Infinity;
  if (!row?.user_id || idle > LIFETIME_MS) return reply.code(401).send({ message: 'Unauthenticated.' });
  if (idle > TOUCH_AFTER_MS) {
    await pool.query({
      name: 'twin_touch',
      text: 'UPDATE sessions SET last_activity = $2 WHERE id_hash = $1',
      values: [idHash, new Date(now)],
    });
  }
  return {
    id: row.user_id,
    name: row.name,
    email: row.email,
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    role: row.role,
    avatar_url: row.avatar_url,
    timezone: row.timezone,
    source_job_id: row.source_job_id,
    created_at: row.created_at.toISOString(),
  };
});

app.get('/up', async () => ({ status: 'ok' }));

const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
