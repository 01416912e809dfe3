import { Readable } from 'node:stream';
import { and, asc, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { TalkCategory } from '@talent/contract/masterclass';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/applications.schema.ts';
import { users } from '../db/schema/auth.schema.ts';
import {
  talkQuestions,
  talkQuestionVotes,
  talkRatings,
  talkRegistrations,
  talkRequests,
  talkRequestVotes,
  talks,
} from '../db/schema/masterclass.schema.ts';
import type { FileStorage } from '../lib/storage/file-storage.ts';
import type { ClipScript } from '../content/courses/types.ts';
import { clipOf } from './course-clips.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface SeedTalk {
  key: string;
  category: TalkCategory;
  title: string;
  summary: string;
  abstract: string;
  speaker: { name: string; title: string; bio: string; zone: string };
  /** Upcoming: hours from now; past: negative. */
  startsInHours: number;
  minutes: number;
  capacity: number;
  /** Registered people (from the pool; the demo talent separately), then waitlisted ones. */
  registered: number;
  waitlisted?: number;
  demo?: 'registered' | 'rated';
  cancelled?: string;
  resources?: Array<{ title: string; url: string }>;
  /** Past talks: the slide deck's points (made into a PDF). */
  slides?: string[];
  /** Past talks with slides: a recording made from them (a clip like the lessons', one chapter per slide). */
  recording?: boolean;
  questions?: Array<{ body: string; votes: number }>;
  ratings?: number[];
}

/*
 * Written by hand: thirteen talks across the six categories. Upcoming ones include one starting in a few minutes
 * (the demo talent holds a seat, so the join link shows), one nearly full, one full with a waitlist, and one
 * cancelled; past ones carry slides (a generated PDF), resources and ratings, and two a recording made from their
 * slides (drawn and encoded on this machine, like the lessons' clips) with captions and a chapter per slide.
 */
const TALKS: SeedTalk[] = [
  {
    key: 'incidents-calmly',
    category: 'engineering',
    title: 'Debugging production incidents calmly',
    summary: 'A repeatable way to go from the first alert to a fix, without guessing and without panic.',
    abstract:
      'Incidents go wrong when people jump to fixes before they know what is broken. We walk through a real outage timeline and practise the loop that works under pressure:\n\n- **State** what users see, in one sentence.\n- **Narrow** with the dashboards you already have before adding logging.\n- **Change one thing** at a time and write it down.\n\nBring a laptop: the last twenty minutes are a live exercise on a broken demo service.',
    speaker: {
      name: 'Tomasz Wiśniewski',
      title: 'Site reliability lead',
      bio: 'Tomasz has run on-call rotations for payment and logistics platforms for nine years and writes the incident reviews nobody skips.',
      zone: 'Europe/Warsaw',
    },
    startsInHours: 5 / 60,
    minutes: 75,
    capacity: 40,
    registered: 6,
    demo: 'registered',
    questions: [
      { body: 'How do you decide when to roll back instead of debugging forward?', votes: 4 },
      { body: 'Which three dashboards would you build first for a small team?', votes: 2 },
    ],
  },
  {
    key: 'first-remote-contract',
    category: 'career',
    title: 'Negotiating your first remote contract',
    summary: 'What to ask for, in which order, and what to get in writing before you sign.',
    abstract:
      'A remote contract has more moving parts than a local one: currency, invoicing, time off, equipment, notice. We go clause by clause through a sample contract and role-play the three conversations that matter most.',
    speaker: {
      name: 'Amara Okafor',
      title: 'Talent partner, fully remote since 2016',
      bio: 'Amara has placed engineers and designers in remote teams across four continents and has read more contracts than she would like to admit.',
      zone: 'Africa/Lagos',
    },
    startsInHours: 2 * 24 + 3,
    minutes: 60,
    capacity: 12,
    registered: 11,
    questions: [
      { body: 'Should I quote in my currency or the company’s?', votes: 5 },
      { body: 'Is it reasonable to ask for an equipment budget as a contractor?', votes: 3 },
    ],
  },
  {
    key: 'mock-system-design',
    category: 'interviewing',
    title: 'Mock system design interview, live',
    summary: 'Watch a full system design interview, then take it apart with the interviewer.',
    abstract:
      'One volunteer, one interviewer, forty-five minutes, a URL shortener that has to survive a launch day. Afterwards the interviewer explains what they wrote down at each step and what would have moved the score.',
    speaker: {
      name: 'Priya Raman',
      title: 'Engineering manager and interviewer',
      bio: 'Priya has run more than four hundred system design interviews and trains new interviewers at her company.',
      zone: 'Asia/Kolkata',
    },
    startsInHours: 4 * 24 + 5,
    minutes: 90,
    capacity: 8,
    registered: 8,
    waitlisted: 3,
    questions: [
      { body: 'How much should I talk before drawing anything?', votes: 6 },
      { body: 'What do you do when the candidate picks a database you disagree with?', votes: 4 },
      { body: 'Do you expect numbers for capacity estimates or is a rough order enough?', votes: 1 },
    ],
  },
  {
    key: 'portfolio-career-changers',
    category: 'career',
    title: 'Portfolio reviews for career changers',
    summary: 'Three portfolios from people switching into tech, reviewed live.',
    abstract: 'Live reviews of three volunteer portfolios, with what to cut, what to keep and what to add.',
    speaker: {
      name: 'Lucía Herrera',
      title: 'Design lead',
      bio: 'Lucía moved from architecture into product design and now hires designers.',
      zone: 'America/Bogota',
    },
    startsInHours: 3 * 24 + 2,
    minutes: 60,
    capacity: 30,
    registered: 4,
    demo: 'registered',
    cancelled:
      'Lucía is unwell. We will schedule the reviews again as soon as she is back, and everyone registered will hear first.',
  },
  {
    key: 'async-by-default',
    category: 'remote-work',
    title: 'Async by default: running a team across nine time zones',
    summary: 'The written habits that let a spread-out team decide quickly without living in meetings.',
    abstract:
      'We look at the documents a distributed team actually keeps: decision records, weekly updates, handover notes. You leave with templates and a checklist for your next async proposal.',
    speaker: {
      name: 'Henrik Sørensen',
      title: 'Head of engineering at a distributed company',
      bio: 'Henrik has led a team spread from Vancouver to Manila for six years with one standing meeting a week.',
      zone: 'Europe/Copenhagen',
    },
    startsInHours: 6 * 24 + 1,
    minutes: 60,
    capacity: 60,
    registered: 4,
    demo: 'registered',
  },
  {
    key: 'evaluating-llm-features',
    category: 'data-ai',
    title: 'Evaluating LLM features before they ship',
    summary: 'How to build a small, honest evaluation set and read its results without fooling yourself.',
    abstract:
      'Language-model features fail quietly. We build an evaluation set from real user requests, score outputs with a rubric people agree on, and decide what “good enough to ship” means before the numbers come in.',
    speaker: {
      name: 'Mei Lin Tan',
      title: 'Machine learning engineer',
      bio: 'Mei Lin ships search and assistant features and maintains the evaluation tooling her team relies on.',
      zone: 'Asia/Singapore',
    },
    startsInHours: 9 * 24 + 4,
    minutes: 60,
    capacity: 30,
    registered: 5,
  },
  {
    key: 'design-critique',
    category: 'product-design',
    title: 'Design critique that improves the work',
    summary: 'Giving and taking feedback on designs so the next version is better, not just different.',
    abstract:
      'A critique is useful when everyone knows the goal, the stage of the work and the kind of feedback wanted. We run two short critiques and compare them.',
    speaker: {
      name: 'Jonas Becker',
      title: 'Principal product designer',
      bio: 'Jonas runs the weekly design critique at a product studio and coaches teams on feedback.',
      zone: 'Europe/Berlin',
    },
    startsInHours: 13 * 24 + 2,
    minutes: 60,
    capacity: 25,
    registered: 2,
  },
  {
    key: 'reading-codebases',
    category: 'engineering',
    title: 'Reading a codebase you did not write',
    summary: 'A first-week plan for finding your way around a large, unfamiliar repository.',
    abstract:
      'Start from the entry points, follow one request end to end, and keep a map as you go. We practise on a real open-source project.',
    speaker: {
      name: 'Rafael Souza',
      title: 'Senior software engineer',
      bio: 'Rafael has onboarded onto five large codebases as a contractor and keeps his reading notes public.',
      zone: 'America/Sao_Paulo',
    },
    startsInHours: 20 * 24,
    minutes: 60,
    capacity: 100,
    registered: 3,
  },
  {
    key: 'pull-requests-reviewers-enjoy',
    category: 'engineering',
    title: 'Writing pull requests reviewers enjoy',
    summary: 'Small, well-described changes get reviewed faster and break less. Here is how to write them.',
    abstract:
      'We take three real pull requests, split them, rewrite their descriptions and compare review times before and after.',
    speaker: {
      name: 'Ngozi Adeyemi',
      title: 'Staff engineer',
      bio: 'Ngozi reviews around thirty pull requests a week and has opinions about all of them.',
      zone: 'Europe/London',
    },
    startsInHours: -5 * 24,
    minutes: 60,
    capacity: 50,
    registered: 9,
    demo: 'rated',
    resources: [
      {
        title: 'Google engineering practices: code review',
        url: 'https://google.github.io/eng-practices/review/',
      },
      { title: 'Conventional Commits', url: 'https://www.conventionalcommits.org/' },
    ],
    recording: true,
    slides: [
      'One change, one reason: if the title needs "and", split it.',
      'The description answers why, what changed, and how it was tested.',
      'Screenshots or a short clip for anything a user sees.',
      'Point reviewers at the risky part first.',
    ],
    questions: [
      { body: 'How small is too small for a pull request?', votes: 3 },
      { body: 'Do you squash commits before merging?', votes: 1 },
    ],
    ratings: [4, 5, 4, 3],
  },
  {
    key: 'salary-across-currencies',
    category: 'career',
    title: 'Salary conversations across currencies',
    summary: 'Comparing offers in different currencies and asking for what your work is worth.',
    abstract:
      'Purchasing power, exchange risk, taxes and benefits: how to turn two offers in different currencies into one honest comparison, and how to talk about it.',
    speaker: {
      name: 'Daniel Mensah',
      title: 'Compensation analyst',
      bio: 'Daniel builds pay bands for companies hiring in more than forty countries.',
      zone: 'Africa/Accra',
    },
    startsInHours: -12 * 24,
    minutes: 60,
    capacity: 40,
    registered: 7,
    demo: 'registered',
    resources: [
      {
        title: 'Purchasing power parity, explained',
        url: 'https://en.wikipedia.org/wiki/Purchasing_power_parity',
      },
    ],
    recording: true,
    slides: [
      'Compare take-home pay, not headline numbers.',
      'Exchange rates move: agree who carries the risk.',
      'Benefits have a price; write it next to the salary.',
      'Ask with a range you can explain.',
    ],
    ratings: [5, 4, 4],
  },
  {
    key: 'notebook-to-pipeline',
    category: 'data-ai',
    title: 'From notebook to pipeline: shipping your first data product',
    summary: 'Turning an analysis that works on your laptop into a job that runs every night.',
    abstract:
      'We move a notebook into a scheduled pipeline step by step: tests for the data, configuration outside the code, and alerts someone will actually read.',
    speaker: {
      name: 'Sofia Rossi',
      title: 'Analytics engineer',
      bio: 'Sofia maintains the data platform of a mid-size marketplace and teaches analysts to ship.',
      zone: 'Europe/Rome',
    },
    startsInHours: -20 * 24,
    minutes: 75,
    capacity: 35,
    registered: 8,
    resources: [
      { title: 'The Twelve-Factor App', url: 'https://12factor.net/' },
      { title: 'dbt documentation', url: 'https://docs.getdbt.com/' },
    ],
    slides: [
      'Freeze the inputs: a notebook reads whatever is there today.',
      'Test the data, not only the code.',
      'Configuration lives outside the code.',
      'An alert nobody reads is worse than none.',
    ],
    ratings: [5, 5, 4, 4],
  },
  {
    key: 'home-office-energy',
    category: 'remote-work',
    title: 'Home office ergonomics and energy',
    summary: 'Small changes to your desk and your day that add up over a year of remote work.',
    abstract:
      'Screen height, light, breaks and the end of the working day: what the evidence says and what is habit.',
    speaker: {
      name: 'Elif Yıldız',
      title: 'Occupational therapist',
      bio: 'Elif advises distributed companies on healthy home offices.',
      zone: 'Europe/Istanbul',
    },
    startsInHours: -30 * 24,
    minutes: 45,
    capacity: 80,
    registered: 5,
    resources: [
      { title: 'OSHA computer workstations eTool', url: 'https://www.osha.gov/etools/computer-workstations' },
    ],
    slides: [
      'Top of the screen at eye height.',
      'Light from the side, not behind the screen.',
      'A break every hour: stand up, look far away.',
      'End the day on purpose.',
    ],
    ratings: [4, 5],
  },
  {
    key: 'behavioural-interviews',
    category: 'interviewing',
    title: 'Behavioural interviews: telling stories with evidence',
    summary: 'Answering “tell me about a time…” with a story that shows what you did and what changed.',
    abstract:
      'We build three stories from your own work, trim them to two minutes, and practise the follow-up questions interviewers ask.',
    speaker: {
      name: 'Grace Kim',
      title: 'Recruiting lead',
      bio: 'Grace has trained hiring panels at three scale-ups and reads every interview scorecard.',
      zone: 'America/Los_Angeles',
    },
    startsInHours: -45 * 24,
    minutes: 60,
    capacity: 60,
    registered: 10,
    resources: [
      {
        title: 'Situation, task, action, result',
        url: 'https://en.wikipedia.org/wiki/Situation,_task,_action,_result',
      },
    ],
    slides: [
      'Situation and task in two sentences.',
      'Most of the time on what you did.',
      'A result with a number, or an honest lesson.',
      'Keep five stories ready; most questions fit one of them.',
    ],
    ratings: [5, 4, 5, 4, 5],
  },
];

interface SeedRequest {
  kind: 'propose' | 'ask';
  topic: string;
  category: TalkCategory;
  abstract: string;
  speakerBio?: string;
  preferredInDays?: number[];
  status: 'submitted' | 'under_review' | 'scheduled' | 'declined';
  /** The seeded talk it became. */
  talk?: string;
  reason?: string;
  votes: number;
  byDemo?: boolean;
  daysAgo: number;
}

const REQUESTS: SeedRequest[] = [
  {
    kind: 'ask',
    topic: 'How to evaluate AI features honestly',
    category: 'data-ai',
    abstract:
      'Our team ships features built on language models and we never know whether a change made them better. A talk on building evaluation sets would help a lot of us.',
    status: 'scheduled',
    talk: 'evaluating-llm-features',
    votes: 9,
    daysAgo: 40,
  },
  {
    kind: 'propose',
    topic: 'Running design critiques that help',
    category: 'product-design',
    abstract:
      'I run weekly critiques at a design studio and would like to show the format we use and how it changed the quality of feedback.',
    speakerBio: 'Principal product designer; I have run our studio’s weekly critique for four years.',
    preferredInDays: [14, 21],
    status: 'scheduled',
    talk: 'design-critique',
    votes: 6,
    daysAgo: 30,
  },
  {
    kind: 'propose',
    topic: 'Open-source contributions that get merged',
    category: 'engineering',
    abstract:
      'From picking an issue to a merged pull request: how to read a project’s norms, ask good questions and keep maintainers on your side.',
    speakerBio:
      'Maintainer of two widely used TypeScript libraries and a regular first-time-contributor mentor.',
    preferredInDays: [25, 32, 39],
    status: 'under_review',
    votes: 7,
    daysAgo: 12,
  },
  {
    kind: 'ask',
    topic: 'Visas and work permits for remote hires',
    category: 'remote-work',
    abstract:
      'When does working remotely for a foreign company need a permit, and what do employers of record actually take care of? I would love an expert to walk through common cases.',
    status: 'under_review',
    votes: 11,
    daysAgo: 9,
  },
  {
    kind: 'ask',
    topic: 'Accessibility audits in practice',
    category: 'product-design',
    abstract:
      'A walkthrough of a real accessibility audit: the tools, the manual checks and how findings turn into tickets a team can finish.',
    status: 'submitted',
    votes: 4,
    byDemo: true,
    daysAgo: 3,
  },
  {
    kind: 'propose',
    topic: 'Kubernetes for people who only need a little',
    category: 'engineering',
    abstract:
      'Most product teams need five Kubernetes concepts, not fifty. I would cover the ones that matter for deploying and debugging a web service.',
    speakerBio: 'Platform engineer who has moved three startups onto Kubernetes and one off it again.',
    preferredInDays: [18],
    status: 'submitted',
    votes: 5,
    daysAgo: 5,
  },
  {
    kind: 'ask',
    topic: 'Pricing your freelance work',
    category: 'career',
    abstract:
      'Day rate, project price or retainer? How experienced freelancers decide, and how they raise their prices without losing clients.',
    status: 'submitted',
    votes: 2,
    daysAgo: 1,
  },
  {
    kind: 'ask',
    topic: 'Day-trading strategies for developers',
    category: 'career',
    abstract:
      'A session on trading strategies and which markets are best for people with technical skills and some spare capital.',
    status: 'declined',
    reason: 'This is outside what the masterclass covers: we keep to skills for work and careers.',
    votes: 1,
    daysAgo: 20,
  },
];

/** A small slide deck as a PDF: a title page, then one point per page. */
async function slideDeck(talk: SeedTalk, startsAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [960, 540],
    margin: 60,
    info: { Title: talk.title, Author: talk.speaker.name, CreationDate: startsAt, ModDate: startsAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // The standard fonts draw Latin-1 only; names with other letters lose their accents here (the page keeps them).
  const plain = (text: string) => text.normalize('NFD').replace(/[^\x20-\xff]/g, '');
  doc.font('Helvetica-Bold').fontSize(36).text(plain(talk.title), { width: 840 });
  doc
    .moveDown()
    .font('Helvetica')
    .fontSize(20)
    .text(plain(`${talk.speaker.name}, ${talk.speaker.title}`));
  doc
    .moveDown(0.5)
    .fontSize(14)
    .fillColor('#555555')
    .text(`Borderless Masterclass, ${startsAt.toISOString().slice(0, 10)}`);
  for (const [index, point] of (talk.slides ?? []).entries()) {
    doc.addPage();
    doc
      .fillColor('#999999')
      .fontSize(14)
      .text(`${index + 1} / ${talk.slides!.length}`, { align: 'right' });
    doc
      .moveDown(2)
      .fillColor('#111111')
      .font('Helvetica-Bold')
      .fontSize(32)
      .text(plain(point), { width: 840 });
  }
  doc.end();
  return done;
}

type Chapter = { title: string; start_seconds: number };

/** The recording and its captions, stored as the operator's files; a chapter starts at each slide. */
async function storeRecording(
  db: Db,
  storage: FileStorage,
  cacheDir: string,
  operatorId: string,
  talk: SeedTalk,
): Promise<{ recordingFileId: string; captionsFileId: string; chapters: Chapter[] }> {
  const script = recordingScript(talk);
  const clip = await clipOf(script, cacheDir);
  const store = async (
    kind: 'talk_recording' | 'lesson_captions',
    bytes: Buffer,
    name: string,
    type: string,
  ) => {
    const stored = await storage.put(Readable.from([bytes]));
    const [file] = await db
      .insert(files)
      .values({
        ownerId: operatorId,
        kind,
        name,
        size: stored.size,
        type,
        storageKey: stored.key,
        sha256: stored.sha256,
        durationSeconds: kind === 'talk_recording' ? clip.seconds : null,
      })
      .returning({ id: files.id });
    return file!.id;
  };
  let start = 0;
  const chapters = script.slides.map((slide, index) => {
    const chapter = {
      title: index === 0 ? 'Welcome' : (talk.slides![index - 1] ?? ''),
      start_seconds: start,
    };
    start += slide.seconds;
    return chapter;
  });
  return {
    recordingFileId: await store('talk_recording', clip.webm, `${talk.key}.webm`, 'video/webm'),
    captionsFileId: await store('lesson_captions', Buffer.from(clip.vtt), `${talk.key}.vtt`, 'text/vtt'),
    chapters,
  };
}

/** A talk's recording as a clip script: a title slide, then each slide's point, said in full as its caption. */
function recordingScript(talk: SeedTalk): ClipScript {
  const words = (text: string, width: number) => {
    const lines: string[] = [];
    for (const word of text.split(' ')) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= width)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  };
  return {
    title: talk.title,
    slides: [
      {
        seconds: 6,
        heading: 'Borderless Masterclass',
        points: [talk.speaker.name, talk.speaker.title],
        captions: [`Welcome. I am ${talk.speaker.name}, and this is ${talk.title}.`],
      },
      ...(talk.slides ?? []).map((point, index) => ({
        seconds: 8,
        heading: `Point ${index + 1}`,
        points: words(point, 46),
        captions: [point],
      })),
    ],
  };
}

/** Fills `count` from the pool, starting at `offset` and wrapping round (so every talk has different faces). */
function pick<T>(pool: readonly T[], offset: number, count: number): T[] {
  if (pool.length === 0) return [];
  return Array.from({ length: Math.min(count, pool.length) }, (_, i) => pool[(offset + i) % pool.length]!);
}

/**
 * The masterclass demo, at times relative to `now` (the app clock at seed time). The registrants are the seeded
 * verified talents other than the demo talent; with `storage`, past talks get their slides as generated PDFs, and
 * with `clipCacheDir` too, two of them a recording.
 * Looks before it writes: a second run adds nothing.
 */
export async function seedMasterclass(
  db: Db,
  options: {
    operatorEmail: string;
    demoEmail: string;
    storage?: FileStorage | undefined;
    /** Where rendered clips are cached (the data folder), as for the courses' clips. */
    clipCacheDir?: string | undefined;
    now?: Date;
  },
): Promise<void> {
  const [{ n: seeded } = { n: 0 }] = await db
    .select({ n: count() })
    .from(talks)
    .where(isNotNull(talks.seedKey));
  if (seeded > 0) return;
  const now = options.now ?? new Date();
  const byEmail = async (email: string) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    )[0]?.id;
  const operatorId = await byEmail(options.operatorEmail);
  const demoId = await byEmail(options.demoEmail);
  const pool = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.role, 'talent'),
          isNotNull(users.emailVerifiedAt),
          ne(sql`lower(${users.email})`, options.demoEmail.toLowerCase()),
        ),
      )
      .orderBy(asc(users.email))
  ).map((u) => u.id);

  const talkIds = new Map<string, string>();
  for (const [index, talk] of TALKS.entries()) {
    const startsAt = new Date(now.getTime() + Math.round(talk.startsInHours * HOUR));
    const endsAt = new Date(startsAt.getTime() + talk.minutes * MINUTE);
    const past = endsAt <= now;
    const createdAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - 14 * DAY);
    let slidesFileId: string | null = null;
    if (options.storage && talk.slides && operatorId) {
      const pdf = await slideDeck(talk, startsAt);
      const stored = await options.storage.put(Readable.from([pdf]));
      const [file] = await db
        .insert(files)
        .values({
          ownerId: operatorId,
          kind: 'talk_slides',
          name: `${talk.key}-slides.pdf`,
          size: stored.size,
          type: 'application/pdf',
          storageKey: stored.key,
          sha256: stored.sha256,
        })
        .returning({ id: files.id });
      slidesFileId = file!.id;
    }
    let recording: { recordingFileId: string; captionsFileId: string; chapters: Chapter[] } | null = null;
    if (options.storage && options.clipCacheDir && talk.recording && operatorId) {
      recording = await storeRecording(db, options.storage, options.clipCacheDir, operatorId, talk);
    }
    const [row] = await db
      .insert(talks)
      .values({
        seedKey: talk.key,
        category: talk.category,
        title: talk.title,
        summary: talk.summary,
        abstract: talk.abstract,
        speakerName: talk.speaker.name,
        speakerTitle: talk.speaker.title,
        speakerBio: talk.speaker.bio,
        speakerTimeZone: talk.speaker.zone,
        startsAt,
        endsAt,
        capacity: talk.capacity,
        joinUrl: `https://meet.jit.si/Borderless-Masterclass-${talk.key}`,
        resources: talk.resources ?? [],
        revision: talk.cancelled ? 1 : 0,
        cancelledAt: talk.cancelled ? new Date(now.getTime() - 2 * HOUR) : null,
        cancelledReason: talk.cancelled ?? null,
        slidesFileId,
        ...(recording ?? {}),
        createdByUserId: operatorId ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: talks.id });
    const talkId = row!.id;
    talkIds.set(talk.key, talkId);

    // Seats in line order: the demo talent first when they hold one, then the pool, then the waitlist.
    const registered = pick(pool, index * 3, talk.registered);
    const waiting = pick(pool, index * 3 + talk.registered, talk.waitlisted ?? 0).filter(
      (id) => !registered.includes(id),
    );
    const seats = [...(talk.demo && demoId ? [demoId] : []), ...registered].slice(0, talk.capacity);
    const registeredAt = (i: number) => new Date(createdAt.getTime() + (i + 1) * HOUR);
    const rows = [
      ...seats.map((userId, i) => ({ userId, state: 'registered', registeredAt: registeredAt(i) })),
      ...waiting.map((userId, i) => ({
        userId,
        state: 'waitlisted',
        registeredAt: registeredAt(seats.length + i),
      })),
    ].map((r) => ({
      ...r,
      talkId,
      ...(past ? { remindedDayAt: startsAt, remindedSoonAt: startsAt } : {}),
    }));
    if (rows.length > 0) await db.insert(talkRegistrations).values(rows);

    const askers = [...seats, ...waiting];
    for (const [q, question] of (talk.questions ?? []).entries()) {
      const author = askers[q % Math.max(1, askers.length)];
      if (!author) break;
      const [asked] = await db
        .insert(talkQuestions)
        .values({ talkId, userId: author, body: question.body, createdAt: registeredAt(q + 1) })
        .returning({ id: talkQuestions.id });
      const voters = askers.filter((id) => id !== author && id !== demoId).slice(0, question.votes);
      if (voters.length > 0) {
        await db
          .insert(talkQuestionVotes)
          .values(
            voters.map((userId) => ({ questionId: asked!.id, userId, createdAt: registeredAt(q + 2) })),
          );
      }
    }

    const raters = seats.filter((id) => id !== demoId);
    const ratings = [
      ...(talk.demo === 'rated' && demoId
        ? [{ userId: demoId, stars: 5, comment: 'Clear and practical.' }]
        : []),
      ...(talk.ratings ?? [])
        .slice(0, raters.length)
        .map((stars, i) => ({ userId: raters[i]!, stars, comment: '' })),
    ];
    if (past && ratings.length > 0) {
      await db
        .insert(talkRatings)
        .values(ratings.map((r) => ({ ...r, talkId, createdAt: endsAt, updatedAt: endsAt })));
    }
  }

  for (const [index, request] of REQUESTS.entries()) {
    const author = request.byDemo ? demoId : pool[(index * 5 + 2) % Math.max(1, pool.length)];
    if (!author) continue;
    const createdAt = new Date(now.getTime() - request.daysAgo * DAY);
    const [row] = await db
      .insert(talkRequests)
      .values({
        userId: author,
        kind: request.kind,
        topic: request.topic,
        category: request.category,
        abstract: request.abstract,
        speakerBio: request.speakerBio ?? '',
        preferredDates: (request.preferredInDays ?? []).map((days) =>
          new Date(now.getTime() + days * DAY).toISOString().slice(0, 10),
        ),
        status: request.status,
        reason: request.reason ?? null,
        talkId: request.talk ? (talkIds.get(request.talk) ?? null) : null,
        createdAt,
        updatedAt: request.status === 'submitted' ? createdAt : new Date(createdAt.getTime() + 2 * DAY),
      })
      .returning({ id: talkRequests.id });
    const voters = [...pool, ...(demoId && !request.byDemo && index % 2 === 0 ? [demoId] : [])]
      .filter((id) => id !== author)
      .slice(-request.votes);
    if (voters.length > 0) {
      await db
        .insert(talkRequestVotes)
        .values(voters.map((userId) => ({ requestId: row!.id, userId, createdAt })));
    }
  }
}
