import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES, type NotificationPreferences } from '@talent/contract/notifications';
import type { Db } from '../db/client.ts';
import { isValidTimeZone } from '../lib/time-zones.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createRecruiterUser } from './factories.ts';
import { jobInvitations } from '../db/schema/applications.schema.ts';
import { users } from '../db/schema/auth.schema.ts';
import { conversations, messages } from '../db/schema/chat.schema.ts';
import { companies, jobs, recruiters } from '../db/schema/jobs.schema.ts';

export interface ChatSeedAccounts {
  talentEmail: string;
  /** The human-usable recruiter login (linked to a seeded recruiter with open jobs). */
  recruiter: { email: string; password: string; name: string };
  /** Another seeded talent the recruiter already talks to, so their inbox has more than the demo thread. */
  otherTalentEmail: string;
}

interface ScriptLine {
  from: 'talent' | 'recruiter';
  /** Minutes after the conversation opened. */
  at: number;
  body: string;
}

/**
 * Recruiter accounts and conversations, so `npm start` opens on a living inbox. Every step looks before it writes,
 * so `seed --force` (and a database seeded before chat existed) gets what is missing and nothing twice.
 * Returns how many user accounts it created.
 */
export async function seedChat(db: Db, accounts: ChatSeedAccounts): Promise<number> {
  const talent = await userByEmail(db, accounts.talentEmail);
  if (!talent) return 0;
  let created = 0;

  // The recruiter login first (never one on the demo talent's invitations: those answer by themselves), then every
  // other listing-only recruiter becomes a demo with an account nobody can sign in to, so applying to any seeded
  // job shows the pipeline move (features/applications/demo-pipeline.ts) and its chat answers.
  const invited = await db
    .select({ invitation: jobInvitations, job: { title: jobs.title, company: jobs.companyName } })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .where(eq(jobInvitations.userId, talent.id))
    .orderBy(asc(jobInvitations.createdAt));
  const demoRecruiterIds = [...new Set(invited.map((r) => r.invitation.recruiterId))];
  const human = await humanRecruiter(db, accounts.recruiter, demoRecruiterIds);
  if (human?.created) created++;
  created += await seedDemoRecruiters(db);
  // Invitation recruiters linked before every recruiter became a demo keep their account and get the flag.
  if (demoRecruiterIds.length) {
    await db
      .update(recruiters)
      .set({ isDemo: true })
      .where(
        and(
          inArray(recruiters.id, demoRecruiterIds),
          human ? ne(recruiters.id, human.recruiterId) : undefined,
          eq(recruiters.isDemo, false),
        ),
      );
  }
  const demoRecruiters = demoRecruiterIds.length
    ? await db.select().from(recruiters).where(inArray(recruiters.id, demoRecruiterIds))
    : [];
  const recruiterUser = new Map<string, string>();
  for (const recruiter of demoRecruiters)
    if (recruiter.userId) recruiterUser.set(recruiter.id, recruiter.userId);

  // One conversation per invitation, each a few messages long, in the invitation's own time line.
  const pendingWithSalary = invited.find(
    (r) => r.invitation.status === 'pending' && r.invitation.salaryMin !== null,
  );
  for (const { invitation, job } of invited) {
    const recruiterUserId = recruiterUser.get(invitation.recruiterId);
    if (!recruiterUserId) continue;
    const [existing] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.invitationId, invitation.id));
    if (existing) continue;
    const recruiter = demoRecruiters.find((r) => r.id === invitation.recruiterId)!;
    const first = recruiter.name.split(' ')[0] ?? recruiter.name;
    const opened = invitation.createdAt;
    const expiresSoon = invitation.expiresAt.getTime() - Date.now() < 3 * 86_400_000;
    let script: ScriptLine[];
    let talentRead: 'all' | 'own' = 'all';
    if (invitation.status === 'declined') {
      script = [
        {
          from: 'recruiter',
          at: 5,
          body: `Hi, ${first} from ${job.company} here. Happy to tell you more about ${job.title} whenever suits you.`,
        },
        {
          from: 'talent',
          at: 60 * 24 + 20,
          body: 'Thank you! I have declined for now: the range is below what I am looking for.',
        },
        {
          from: 'recruiter',
          at: 60 * 24 + 95,
          body: 'Understood, and thanks for saying so openly. If the budget moves I will get back to you.',
        },
      ];
    } else if (invitation.id === pendingWithSalary?.invitation.id) {
      // A recruiter question waiting for the talent's answer (read, not answered): the demo's first reply goes here.
      script = [
        {
          from: 'recruiter',
          at: 12,
          body: `Hi, ${first} here, I sent you the invitation for ${job.title}. Before you decide: would a 30-minute call this week or next work for you, and which days suit you best?`,
        },
      ];
    } else if (expiresSoon) {
      script = [
        {
          from: 'talent',
          at: 60 * 3,
          body: `Hello ${first}, thanks for the invitation. Could you tell me a bit about the stack and the team size?`,
        },
        {
          from: 'recruiter',
          at: 60 * 5,
          body: 'Sure! TypeScript end to end, React on the front, Node.js and PostgreSQL behind it. Eight engineers in two squads, all remote.',
        },
        { from: 'talent', at: 60 * 26, body: 'Sounds good. I will look at the job in detail this week.' },
        {
          from: 'recruiter',
          at: 60 * 24 * 10,
          body: 'Great. Just so you know: the invitation expires in two days, as we are closing the shortlist.',
        },
      ];
    } else {
      // Two answers the talent has not read yet: an unread conversation.
      talentRead = 'own';
      script = [
        {
          from: 'talent',
          at: 60 * 2,
          body: 'Thanks for reaching out! Is the team fully remote, and what does the interview process look like?',
        },
        {
          from: 'recruiter',
          at: 60 * 20,
          body: 'Fully remote, with a few overlap hours in CET. The process is a 30-minute intro call, a take-home of about three hours and a final conversation with the team.',
        },
        {
          from: 'recruiter',
          at: 60 * 21,
          body: 'And we decide within a week of the final conversation, so you would not wait long.',
        },
      ];
    }
    await insertConversation(db, {
      kind: 'invitation',
      talentId: talent.id,
      recruiterId: invitation.recruiterId,
      recruiterUserId,
      jobId: invitation.jobId,
      invitationId: invitation.id,
      opened,
      script,
      talentRead,
      recruiterRead: 'all',
    });
  }

  // The two demo logins talk to each other directly (one browser each); and the recruiter has a second talent.
  if (human) {
    const others = [
      { email: accounts.talentEmail, unreadFor: 'talent' as const },
      { email: accounts.otherTalentEmail, unreadFor: 'recruiter' as const },
    ];
    for (const other of others) {
      const person = await userByEmail(db, other.email);
      if (!person) continue;
      const [existing] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            eq(conversations.kind, 'direct'),
            eq(conversations.talentId, person.id),
            eq(conversations.recruiterId, human.recruiterId),
          ),
        );
      if (existing) continue;
      const first = accounts.recruiter.name.split(' ')[0]!;
      const script: ScriptLine[] =
        other.unreadFor === 'talent'
          ? [
              {
                from: 'recruiter',
                at: 0,
                body: `Hi! I am ${first}, ${human.title} at ${human.company}. Your profile came up in our search: we have open roles that fit your TypeScript and Node.js work. Would you be open to a chat?`,
              },
            ]
          : [
              {
                from: 'recruiter',
                at: 0,
                body: `Hello, ${first} from ${human.company}. Are you still looking for a new role?`,
              },
              {
                from: 'talent',
                at: 45,
                body: 'Hi! Yes, I am. Mostly remote backend roles; what do you have in mind?',
              },
            ];
      await insertConversation(db, {
        kind: 'direct',
        talentId: person.id,
        recruiterId: human.recruiterId,
        recruiterUserId: human.userId,
        jobId: null,
        invitationId: null,
        opened: new Date(Date.now() - (other.unreadFor === 'talent' ? 50 : 150) * 60_000),
        script,
        talentRead: 'own',
        recruiterRead: 'own',
      });
    }
  }
  return created;
}

/** Rows per statement: eight parameters a user, well under PostgreSQL's 65,535 (a seed of 2,000 jobs is one). */
const DEMO_BATCH = 1000;

/**
 * Every listing-only recruiter (no account yet) becomes a demo recruiter: a verified recruiter account named after
 * them, in the zone of their latest job (UTC without one), that nobody can sign in to — all share one hash of a
 * random password computed once and thrown away — and that mails nobody (in-app notifications only). In bulk: one
 * multi-row insert of users and one update of recruiters per thousand. Looks before it writes (only recruiters
 * without an account), so seeding again adds nothing. Returns how many accounts it created.
 */
export async function seedDemoRecruiters(db: Db, now = new Date()): Promise<number> {
  const listingOnly = await db
    .select({ id: recruiters.id, name: recruiters.name, avatarUrl: recruiters.avatarUrl })
    .from(recruiters)
    .where(isNull(recruiters.userId))
    .orderBy(asc(recruiters.id));
  if (listingOnly.length === 0) return 0;
  const zones = new Map(
    (
      await db
        .selectDistinctOn([jobs.recruiterId], { recruiterId: jobs.recruiterId, timezone: jobs.timezone })
        .from(jobs)
        .orderBy(jobs.recruiterId, desc(jobs.postedAt))
    ).map((j) => [j.recruiterId, j.timezone]),
  );
  const password = await hashPassword(randomBytes(32).toString('base64url'));
  const quiet = Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, { in_app: true, email: false }]),
  ) as NotificationPreferences;
  for (let i = 0; i < listingOnly.length; i += DEMO_BATCH) {
    const batch = listingOnly.slice(i, i + DEMO_BATCH).map((r) => ({ recruiter: r, userId: randomUUID() }));
    await db.insert(users).values(
      batch.map(({ recruiter, userId }) => {
        const zone = zones.get(recruiter.id);
        return {
          id: userId,
          name: recruiter.name,
          email: `${slug(recruiter.name) || 'recruiter'}.${recruiter.id.slice(0, 8)}@recruiters.talent.test`,
          password,
          role: 'recruiter' as const,
          emailVerifiedAt: now,
          avatarUrl: recruiter.avatarUrl,
          timezone: isValidTimeZone(zone) ? zone : 'UTC',
          notificationPreferences: quiet,
        };
      }),
    );
    await db.execute(sql`
      UPDATE ${recruiters} SET user_id = linked.user_id, is_demo = true
      FROM unnest(${`{${batch.map((b) => b.recruiter.id).join(',')}}`}::uuid[],
                  ${`{${batch.map((b) => b.userId).join(',')}}`}::uuid[]) AS linked(recruiter_id, user_id)
      WHERE ${recruiters.id} = linked.recruiter_id AND ${recruiters.userId} IS NULL`);
  }
  return listingOnly.length;
}

/**
 * The recruiter behind `recruiter@talent.test`: the seeded recruiter with the most open jobs who is not on the demo
 * talent's invitations (those answer automatically). Renamed to the account's name so job pages and chat agree.
 */
async function humanRecruiter(
  db: Db,
  account: ChatSeedAccounts['recruiter'],
  excluded: string[],
): Promise<{ recruiterId: string; userId: string; title: string; company: string; created: boolean } | null> {
  const existing = await userByEmail(db, account.email);
  if (existing) {
    const [linked] = await db
      .select({ id: recruiters.id, title: recruiters.title, company: companies.name })
      .from(recruiters)
      .innerJoin(companies, eq(companies.id, recruiters.companyId))
      .where(eq(recruiters.userId, existing.id));
    return linked
      ? {
          recruiterId: linked.id,
          userId: existing.id,
          title: linked.title,
          company: linked.company,
          created: false,
        }
      : null;
  }
  const open = count(jobs.id);
  const [pick] = await db
    .select({ id: recruiters.id, title: recruiters.title, company: jobs.companyName, open })
    .from(recruiters)
    .innerJoin(jobs, and(eq(jobs.recruiterId, recruiters.id), eq(jobs.status, 'open')))
    .where(and(isNull(recruiters.userId), excluded.length ? notInArray(recruiters.id, excluded) : undefined))
    .groupBy(recruiters.id, recruiters.title, jobs.companyName)
    .orderBy(desc(open), asc(recruiters.name), asc(jobs.companyName))
    .limit(1);
  if (!pick) return null;
  const user = await createRecruiterUser(db, {
    name: account.name,
    email: account.email,
    password: account.password,
    verified: true,
    timezone: 'Europe/Berlin',
  });
  await db
    .update(recruiters)
    .set({ userId: user.id, name: account.name, isDemo: false })
    .where(eq(recruiters.id, pick.id));
  return { recruiterId: pick.id, userId: user.id, title: pick.title, company: pick.company, created: true };
}

async function insertConversation(
  db: Db,
  c: {
    kind: 'invitation' | 'direct';
    talentId: string;
    recruiterId: string;
    recruiterUserId: string;
    jobId: string | null;
    invitationId: string | null;
    opened: Date;
    script: ScriptLine[];
    /** How far each side has read: everything, or up to their own last message (the rest is unread). */
    talentRead: 'all' | 'own';
    recruiterRead: 'all' | 'own';
  },
): Promise<void> {
  // Never in the future: a scripted line later than now lands a minute ago.
  const now = Date.now();
  const rows = c.script.map((line, i) => ({
    id: randomUUID(),
    senderId: line.from === 'talent' ? c.talentId : c.recruiterUserId,
    body: line.body,
    createdAt: new Date(
      Math.min(c.opened.getTime() + line.at * 60_000, now - (c.script.length - i) * 60_000),
    ),
    from: line.from,
  }));
  const last = rows[rows.length - 1]!.createdAt;
  const readUpTo = (side: 'talent' | 'recruiter', how: 'all' | 'own') =>
    how === 'all' ? last : ([...rows].reverse().find((r) => r.from === side)?.createdAt ?? null);
  const [conversation] = await db
    .insert(conversations)
    .values({
      kind: c.kind,
      talentId: c.talentId,
      recruiterId: c.recruiterId,
      jobId: c.jobId,
      invitationId: c.invitationId,
      talentReadUpTo: readUpTo('talent', c.talentRead),
      recruiterReadUpTo: readUpTo('recruiter', c.recruiterRead),
      lastMessageAt: last,
      createdAt: c.opened,
    })
    .returning({ id: conversations.id });
  await db.insert(messages).values(
    rows.map((r) => ({
      id: r.id,
      conversationId: conversation!.id,
      senderId: r.senderId,
      body: r.body,
      createdAt: r.createdAt,
    })),
  );
}

async function userByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '.');
