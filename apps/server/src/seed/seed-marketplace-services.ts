import { Readable } from 'node:stream';
import { inArray, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { PRODUCT_NAME } from '@talent/contract/config';
import {
  ServiceDraftSchema,
  ServiceInputSchema,
  type MarketplaceCategory,
  type MarketplaceCurrency,
  type ServiceDraft,
} from '@talent/contract/marketplace';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/applications.schema.ts';
import { users } from '../db/schema/auth.schema.ts';
import { marketplaceServices } from '../db/schema/marketplace.schema.ts';
import type { FileStorage } from '../lib/storage/file-storage.ts';
import { browseColumns, withStableIds } from '../features/marketplace/services.rules.ts';

const DAY = 86_400_000;

type TierSeed = [title: string, scope: string, price: number, days: number, revisions: number];

interface SeedService {
  key: string;
  /** The seller's email (the demo talent's, or one of the elite programme's people). */
  seller: string;
  status: 'published' | 'paused' | 'draft';
  /** Published this many days before the seed's clock. */
  daysAgo: number;
  title: string;
  category: MarketplaceCategory;
  skills: string[];
  currency: MarketplaceCurrency;
  description: string;
  /** Basic, then standard, then premium: as many as given. */
  tiers: TierSeed[];
  addons?: Array<[title: string, description: string, price: number, extraDays: number]>;
  questions?: Array<[prompt: string, required: boolean]>;
  /** Gallery images drawn on this machine (the first is the cover). */
  images?: number;
}

const DEMO = 'demo@talent.test';
const TIERS = ['basic', 'standard', 'premium'] as const;

/*
 * Written by hand: fourteen published services across the eight categories, one paused and one draft. The sellers
 * are the demo talent (two live services and a draft; their JavaScript certificate and skill badge verify skills)
 * and the elite programme's people: four accepted members, and the three waiting for review who hold badges for
 * their track's tests (when the seed has a badge issuer), so some services show every skill verified.
 */
const SERVICES: SeedService[] = [
  {
    key: 'mk-demo-ts-migration',
    seller: DEMO,
    status: 'published',
    daysAgo: 21,
    title: 'Move your JavaScript codebase to TypeScript',
    category: 'development',
    skills: ['typescript', 'javascript', 'node-js'],
    currency: 'EUR',
    description: `I move JavaScript projects to TypeScript **without a freeze**: the app keeps shipping while the types arrive.

## How it goes
1. A \`tsconfig\` that accepts the code as it is today, checked in CI.
2. Types at the edges first: API responses, props, database rows.
3. \`strict\` switched on folder by folder, with a short note on every \`any\` that stays.

You get small pull requests your team can review in minutes, and a written guide for the next folder.`,
    tiers: [
      ['One package', 'Set-up, CI check and one package or up to 4,000 lines typed.', 45_000, 5, 1],
      ['The app', 'Set-up and the whole app up to 20,000 lines, strict where it pays.', 160_000, 14, 2],
      ['App and team', 'The whole app, strict mode and two workshops for your team.', 260_000, 21, 3],
    ],
    addons: [
      ['Type your API client', 'Generate types from your OpenAPI file and wire them in.', 20_000, 2],
      ['A recorded walkthrough', 'A 30-minute video of the changes for people who join later.', 8_000, 1],
    ],
    questions: [
      ['Where is the code (GitHub, GitLab, other)? I will ask for read access once we start.', true],
      ['Which build tool and test runner do you use?', true],
      ['Is anything off limits for now (a folder, a deadline)?', false],
    ],
    images: 2,
  },
  {
    key: 'mk-demo-react-review',
    seller: DEMO,
    status: 'published',
    daysAgo: 9,
    title: 'Review of your React pull requests, within a day',
    category: 'mentoring',
    skills: ['react', 'typescript', 'javascript'],
    currency: 'EUR',
    description: `A second pair of senior eyes on your React work. I read each pull request like a teammate would and leave comments that explain *why*, not just *what*.

- Component design, state and effects that do not fight each other
- Accessibility and performance checks on the changed screens
- A short summary per pull request: what to fix now, what can wait

Good for solo developers and small teams without a senior frontend reviewer.`,
    tiers: [
      ['Three pull requests', 'Up to three pull requests of up to 400 changed lines each.', 12_000, 1, 1],
      ['A week of reviews', 'Every pull request for a week (up to 12), answered within a day.', 40_000, 7, 2],
    ],
    addons: [['A 45-minute call', 'We go through the comments together on a call.', 6_000, 0]],
    questions: [['Link the pull requests, or the repository I should watch.', true]],
    images: 1,
  },
  {
    key: 'mk-demo-node-api-draft',
    seller: DEMO,
    status: 'draft',
    daysAgo: 2,
    title: 'Node.js API performance tune-up',
    category: 'development',
    skills: ['node-js', 'postgresql'],
    currency: 'EUR',
    description: 'Profiling your slowest endpoints and fixing the queries behind them.',
    tiers: [['Five endpoints', 'Profile and fix up to five slow endpoints.', 30_000, 5, 1]],
  },
  {
    key: 'mk-figma-to-react',
    seller: 'elite1@talent.test',
    status: 'published',
    daysAgo: 30,
    title: 'Figma screens into accessible React components',
    category: 'development',
    skills: ['react', 'css', 'accessibility'],
    currency: 'USD',
    description: `Send me your Figma file and I send back **React components that match it to the pixel** and work with a keyboard and a screen reader.

Every component comes with its states (hover, focus, disabled, loading, error), responsive rules taken from your design, and a Storybook page. I test with axe and by hand with VoiceOver and NVDA.`,
    tiers: [
      ['Five components', 'Up to five components with their states and stories.', 60_000, 5, 2],
      ['A screen', 'One full screen: its components, layout and responsive rules.', 110_000, 8, 2],
      ['A flow', 'Up to four connected screens, with routing stubs and tests.', 280_000, 18, 3],
    ],
    addons: [['Dark theme', 'Every delivered component also in a dark theme.', 25_000, 3]],
    questions: [
      ['Link the Figma file (view access is enough).', true],
      ['Which styling do you use: CSS modules, Tailwind, styled-components, something else?', true],
    ],
    images: 2,
  },
  {
    key: 'mk-mvp-react-node',
    seller: 'elite13@talent.test',
    status: 'published',
    daysAgo: 14,
    title: 'A working MVP on React, Node.js and PostgreSQL',
    category: 'development',
    skills: ['react', 'node-js', 'postgresql'],
    currency: 'USD',
    description: `From a written idea to an app people can sign in to and use. I build the **smallest version that answers your riskiest question**, deployed where you choose.

## What you get
- Sign-up and sign-in, one core workflow, an admin page
- A PostgreSQL schema with migrations, and seed data for demos
- Tests on the parts that handle money or personal data
- A README a future developer can start from in an hour`,
    tiers: [
      ['Clickable prototype', 'The core workflow with fake data, deployed for user tests.', 150_000, 7, 2],
      ['MVP', 'Sign-in, the core workflow on a real database, deployed.', 450_000, 21, 3],
      ['MVP and a month', 'The MVP, then a month of fixes and small features after launch.', 750_000, 45, 5],
    ],
    addons: [
      ['Payments', 'Stripe checkout for one product or subscription.', 60_000, 4],
      ['Transactional email', 'Sign-up, reset and receipt emails through your provider.', 25_000, 2],
    ],
    questions: [
      ['Describe the workflow a user must be able to finish.', true],
      ['Any deadline or launch date we should plan around?', false],
    ],
    images: 2,
  },
  {
    key: 'mk-postgres-slow-queries',
    seller: 'elite2@talent.test',
    status: 'published',
    daysAgo: 40,
    title: 'PostgreSQL slow-query audit with fixes',
    category: 'data',
    skills: ['postgresql', 'sql'],
    currency: 'USD',
    description: `Your database is slow and you are not sure why. I read \`pg_stat_statements\`, the plans of your heaviest queries and your indexes, then **fix what costs the most first**.

You get a report ranked by time saved, the SQL for every new index or rewritten query, and before and after timings measured on a copy of your data.`,
    tiers: [
      ['Top five queries', 'Plans, fixes and timings for your five heaviest queries.', 40_000, 4, 1],
      ['Whole database', 'Every query above 50 ms, indexes, settings and vacuum review.', 120_000, 10, 2],
    ],
    addons: [['Read replica plan', 'Which reads to move to a replica, and how.', 30_000, 2]],
    questions: [
      ['Which PostgreSQL version, and where does it run (RDS, Cloud SQL, your own)?', true],
      ['Can you share a recent pg_stat_statements export?', false],
    ],
    images: 1,
  },
  {
    key: 'mk-airflow-pipeline',
    seller: 'elite3@talent.test',
    status: 'published',
    daysAgo: 26,
    title: 'Airflow pipeline from your sources to a warehouse',
    category: 'data',
    skills: ['apache-airflow', 'python', 'sql'],
    currency: 'EUR',
    description: `A scheduled pipeline that loads your sources (APIs, spreadsheets, databases) into one warehouse, **checked on every run**.

- Airflow DAGs with retries, alerts and backfills
- Data checks that stop bad loads before anyone sees them
- Documentation of every table and where its columns come from`,
    tiers: [
      ['One source', 'One source into your warehouse, daily, with checks.', 70_000, 6, 1],
      ['Up to four sources', 'Four sources, joined into reporting tables, with alerts.', 220_000, 15, 2],
    ],
    questions: [['List the sources and the warehouse (BigQuery, Snowflake, PostgreSQL…).', true]],
    images: 1,
  },
  {
    key: 'mk-tableau-dashboards',
    seller: 'elite10@talent.test',
    status: 'published',
    daysAgo: 6,
    title: 'Tableau dashboards from your spreadsheets',
    category: 'data',
    skills: ['tableau', 'sql'],
    currency: 'EUR',
    description: `Turn the spreadsheets your team updates by hand into **one Tableau dashboard that updates itself**. I clean the data, agree the definitions with you (what counts as an active customer?) and build views people actually open on Monday morning.`,
    tiers: [['One dashboard', 'Up to three data sources, six views, scheduled refresh.', 55_000, 7, 2]],
    addons: [['Training session', 'One hour with your team on reading and editing it.', 12_000, 0]],
    questions: [['What decision should the dashboard help with?', true]],
    images: 1,
  },
  {
    key: 'mk-terraform-aws',
    seller: 'elite5@talent.test',
    status: 'published',
    daysAgo: 18,
    title: 'Your AWS set-up written down as Terraform',
    category: 'devops',
    skills: ['terraform', 'amazon-web-services', 'docker'],
    currency: 'USD',
    description: `Everything in your AWS account that was clicked together, **imported into Terraform** so it can be reviewed, repeated and rolled back.

Modules per environment, remote state with locking, and a CI job that plans every pull request. Nothing is recreated: resources are imported, and the plan is empty before we call it done.`,
    tiers: [
      ['Networking', 'VPC, subnets, security groups and DNS imported.', 50_000, 5, 1],
      ['One environment', 'Everything in one environment, with CI plans.', 180_000, 12, 2],
      ['All environments', 'Staging and production as modules, with CI plans and applies.', 320_000, 20, 3],
    ],
    questions: [
      ['Roughly how many AWS services do you use (EC2, RDS, S3, Lambda…)?', true],
      ['Do you have a CI system already?', true],
    ],
    images: 1,
  },
  {
    key: 'mk-prometheus-grafana',
    seller: 'elite6@talent.test',
    status: 'published',
    daysAgo: 11,
    title: 'Prometheus and Grafana monitoring for Kubernetes',
    category: 'devops',
    skills: ['prometheus', 'grafana', 'kubernetes'],
    currency: 'INR',
    description: `Know your cluster is unhealthy **before your users tell you**. I install and tune Prometheus and Grafana on your cluster, with the dashboards and alerts that matter for a web service: latency, errors, saturation, and the disk that fills up at 3 a.m.`,
    tiers: [
      ['Cluster basics', 'Prometheus, Grafana, node and pod dashboards, ten alerts.', 2_500_000, 4, 1],
      ['Services too', 'The basics plus dashboards and SLO alerts for up to five services.', 4_500_000, 9, 2],
    ],
    addons: [['On-call runbook', 'A runbook page for every alert we add.', 600_000, 2]],
    questions: [['Which Kubernetes (EKS, GKE, AKS, self-managed) and how many nodes?', true]],
    images: 1,
  },
  {
    key: 'mk-playwright-suite',
    seller: 'elite4@talent.test',
    status: 'published',
    daysAgo: 33,
    title: 'End-to-end tests with Playwright for your web app',
    category: 'qa',
    skills: ['playwright', 'test-automation', 'typescript'],
    currency: 'USD',
    description: `Tests that click through your app like a user, **run on every pull request and do not flake**.

I write Playwright tests for your most important journeys, with fixtures that log in without the UI, test data that cleans up after itself, and traces you can open when something fails in CI.`,
    tiers: [
      ['Three journeys', 'Three user journeys covered, running in your CI.', 35_000, 4, 1],
      ['Ten journeys', 'Ten journeys, parallel runs, visual checks on key pages.', 95_000, 10, 2],
    ],
    addons: [['Accessibility checks', 'An axe check on every page the tests visit.', 15_000, 1]],
    questions: [
      ['List the journeys that must never break.', true],
      ['Which CI do you use?', true],
    ],
    images: 1,
  },
  {
    key: 'mk-usability-test',
    seller: 'elite7@talent.test',
    status: 'published',
    daysAgo: 15,
    title: 'Usability test with five of your users',
    category: 'design',
    skills: ['usability-testing', 'user-research', 'figma'],
    currency: 'EUR',
    description: `Five people try your product while thinking aloud; you get **the ten problems that stop them**, ranked, with clips and a fix sketched in Figma for each.

I recruit from your users or a panel, write the script with you, run the sessions remotely and share the recordings.`,
    tiers: [
      ['Five sessions', 'Script, five remote sessions, ranked findings with clips.', 90_000, 10, 1],
      ['Sessions and fixes', 'The five sessions plus Figma fixes for the top five problems.', 160_000, 16, 2],
    ],
    questions: [
      ['Who are your users, and can you invite five of them?', true],
      ['Link the product or prototype to test.', true],
    ],
    images: 2,
  },
  {
    key: 'mk-product-docs',
    seller: 'elite11@talent.test',
    status: 'published',
    daysAgo: 20,
    title: 'Product requirement documents your engineers can build from',
    category: 'writing',
    skills: ['technical-writing', 'product-management'],
    currency: 'GBP',
    description: `A requirements document that answers the questions engineers ask in week two, **before week one starts**: the problem, who has it, what done looks like, edge cases, and what we are deliberately not doing.

I interview your team, write the document and run one review meeting to settle the open questions.`,
    tiers: [['One feature', 'Interviews, the document and one review meeting.', 48_000, 6, 2]],
    addons: [['User stories', 'The document split into stories with acceptance criteria.', 15_000, 2]],
    questions: [['What is the feature, in two sentences?', true]],
    images: 1,
  },
  {
    key: 'mk-python-review',
    seller: 'elite14@talent.test',
    status: 'published',
    daysAgo: 4,
    title: 'Python backend code review with a call',
    category: 'mentoring',
    skills: ['python', 'postgresql'],
    currency: 'USD',
    description: `I read your Python service (FastAPI, Django or Flask) and its database code, then we spend an hour on what I found: **structure, queries, error handling and tests**, in the order that will help you most.`,
    tiers: [['Review and call', 'Up to 5,000 lines read, written notes and a 60-minute call.', 25_000, 3, 1]],
    questions: [['Share the repository, or the files you want read.', true]],
    images: 1,
  },
  {
    key: 'mk-product-analytics',
    seller: 'elite15@talent.test',
    status: 'published',
    daysAgo: 8,
    title: 'Product analytics: events, funnels and a weekly report',
    category: 'marketing',
    skills: ['product-analytics', 'sql'],
    currency: 'GBP',
    description: `Find out **where sign-ups drop off and which channels bring people who stay**. I write your tracking plan, check the events land correctly, and build the funnel and retention views your growth meetings need, with a weekly report in plain words.`,
    tiers: [
      ['Tracking plan', 'Event plan for your key journeys, checked in your tool.', 30_000, 5, 1],
      ['Plan and funnels', 'The plan, three funnels, retention cohorts and a weekly report.', 85_000, 12, 2],
    ],
    questions: [['Which analytics tool do you use (Amplitude, Mixpanel, PostHog, GA4)?', true]],
    images: 1,
  },
  {
    key: 'mk-vue3-migration',
    seller: 'elite9@talent.test',
    status: 'paused',
    daysAgo: 50,
    title: 'Vue 2 to Vue 3 migration',
    category: 'development',
    skills: ['vue-js', 'typescript'],
    currency: 'USD',
    description: `Vue 2 reached its end of life: I move your app to **Vue 3 and Vite** step by step, with the compatibility build in between so nothing stops working on the way.`,
    tiers: [
      ['Assessment', 'A migration plan with effort per module.', 20_000, 3, 1],
      ['Migration', 'The whole app on Vue 3 and Vite, tests passing.', 240_000, 20, 2],
    ],
    images: 1,
  },
];

const PALETTES: Record<MarketplaceCategory, [string, string]> = {
  development: ['#1e3a8a', '#2563eb'],
  design: ['#831843', '#db2777'],
  data: ['#064e3b', '#059669'],
  devops: ['#312e81', '#6366f1'],
  qa: ['#7c2d12', '#ea580c'],
  writing: ['#3f3f46', '#71717a'],
  mentoring: ['#134e4a', '#0d9488'],
  marketing: ['#713f12', '#ca8a04'],
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Lines of at most `width` characters, broken between words. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A gallery image drawn here: the category's colours, the title, and a second variant with the skills. */
async function galleryImage(service: SeedService, variant: number): Promise<Buffer> {
  const [dark, light] = PALETTES[service.category];
  const text =
    variant === 0
      ? wrap(service.title, 26).map(
          (line, i) =>
            `<text x="64" y="${250 + i * 64}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="52" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
        )
      : service.skills.map(
          (skill, i) =>
            `<rect x="64" y="${180 + i * 96}" rx="36" width="${120 + skill.length * 26}" height="72" fill="#ffffff" fill-opacity="0.18"/>` +
            `<text x="100" y="${228 + i * 96}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="36" fill="#ffffff">${escapeXml(skill)}</text>`,
        );
  // Drawn on a 1200 × 800 canvas, rendered at 960 × 640: big enough for the page, quick to encode.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 1200 800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    <circle cx="${1000 - variant * 120}" cy="${620 - variant * 60}" r="260" fill="#ffffff" fill-opacity="0.08"/>
    <text x="64" y="120" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="28" fill="#ffffff" fill-opacity="0.8">${escapeXml(PRODUCT_NAME)} Marketplace</text>
    ${text.join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 0 }).toBuffer();
}

/** The service as its editor would have saved it, judged whole for the live ones (a content error fails loudly). */
function draftOf(service: SeedService): ServiceDraft {
  const raw = {
    title: service.title,
    description: service.description,
    category: service.category,
    skills: service.skills,
    currency: service.currency,
    tiers: service.tiers.map(([title, scope, price_minor, delivery_days, revisions], i) => ({
      name: TIERS[i]!,
      title,
      scope,
      price_minor,
      delivery_days,
      revisions,
    })),
    addons: (service.addons ?? []).map(([title, description, price_minor, extra_days]) => ({
      title,
      description,
      price_minor,
      extra_days,
    })),
    questions: (service.questions ?? []).map(([prompt, required]) => ({ prompt, required })),
    gallery_file_ids: [],
  };
  if (service.status !== 'draft') ServiceInputSchema.parse(raw);
  return withStableIds(ServiceDraftSchema.parse(raw), null);
}

/**
 * The marketplace's services, at times relative to `now`: published, paused and draft ones from the demo talent
 * and the elite programme's people (a seller missing from the database is skipped). With `storage`, each live
 * service gets gallery images drawn here (WebP), stored as the seller's `service_gallery` files. Keyed by
 * `seed_key` (`mk-…`): a second run adds nothing.
 */
export async function seedMarketplaceServices(
  db: Db,
  options: { storage?: FileStorage | undefined; now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const done = new Set(
    (
      await db
        .select({ key: marketplaceServices.seedKey })
        .from(marketplaceServices)
        .where(like(marketplaceServices.seedKey, 'mk-%'))
    ).map((r) => r.key),
  );
  const todo = SERVICES.filter((s) => !done.has(s.key));
  if (todo.length === 0) return 0;
  const emails = [...new Set(todo.map((s) => s.seller))];
  const sellers = new Map(
    (
      await db
        .select({ id: users.id, email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, emails))
    ).map((u) => [u.email, u.id]),
  );

  const seeded = todo.filter((service) => sellers.has(service.seller));
  // Every image drawn at once: libvips spreads them over the cores.
  const drawn = await Promise.all(
    seeded.map((service) =>
      options.storage && service.status !== 'draft'
        ? Promise.all(Array.from({ length: service.images ?? 0 }, (_, i) => galleryImage(service, i)))
        : [],
    ),
  );
  let added = 0;
  for (const [index, service] of seeded.entries()) {
    const sellerId = sellers.get(service.seller)!;
    const draft = draftOf(service);
    const publishedAt = new Date(now.getTime() - service.daysAgo * DAY);
    const createdAt = new Date(publishedAt.getTime() - 2 * DAY);
    if (options.storage) {
      for (const [i, bytes] of drawn[index]!.entries()) {
        const stored = await options.storage.put(Readable.from([bytes]));
        const [file] = await db
          .insert(files)
          .values({
            ownerId: sellerId,
            kind: 'service_gallery',
            name: `${service.key.replace(/^mk-/, '')}-${i + 1}.webp`,
            size: stored.size,
            type: 'image/webp',
            storageKey: stored.key,
            sha256: stored.sha256,
            createdAt,
          })
          .returning({ id: files.id });
        draft.gallery_file_ids.push(file!.id);
      }
    }
    const live = service.status !== 'draft';
    await db
      .insert(marketplaceServices)
      .values({
        sellerId,
        seedKey: service.key,
        status: service.status,
        draft,
        title: draft.title,
        category: draft.category,
        currency: draft.currency,
        ...(live ? { ...browseColumns(ServiceInputSchema.parse(draft)), publishedAt } : {}),
        createdAt,
        updatedAt: live ? publishedAt : new Date(now.getTime() - service.daysAgo * DAY),
      })
      .onConflictDoNothing();
    added++;
  }
  return added;
}
