import type { ProfileOverrides } from './factories.ts';

/**
 * The seeded talents talent1..8@talent.test: the applicants on the recruiter login's jobs and the people behind the
 * operator's identity reviews. Each is a whole person (where they live, what they do, what they want), so the
 * console's applicant pages read like real ones. Written by hand: a generator's lorem would show.
 */
export interface SeededTalent {
  name: string;
  timezone: string;
  profile: ProfileOverrides;
}

export const SEEDED_TALENTS: SeededTalent[] = [
  {
    name: 'Ana Souza',
    timezone: 'America/Sao_Paulo',
    profile: {
      country: 'BR',
      city: 'São Paulo',
      timezone: 'America/Sao_Paulo',
      seniority: 'senior',
      salary: { amount: 7_500, currency: 'USD', period: 'month' },
      headline: 'Backend engineer — Python, Django and PostgreSQL at payment scale',
      desiredRole: 'Senior Backend Engineer',
      bio:
        'Seven years building payment and ledger services. I care about idempotent APIs, boring migrations and ' +
        'on-call rotations that let people sleep. Remote since 2020 with teams in Lisbon and New York.',
      workAuthorization: ['BR', 'PT'],
      availability: 'within_1_month',
      noticePeriodWeeks: 4,
      jobSearchStatus: 'actively_looking',
      workModes: ['remote'],
      employmentTypes: ['full_time', 'contract'],
      skills: [
        { slug: 'python', years: 7, level: 'expert' },
        { slug: 'django', years: 6, level: 'expert' },
        { slug: 'postgresql', years: 6, level: 'advanced' },
        { slug: 'docker', years: 4, level: 'advanced' },
        { slug: 'amazon-web-services', years: 3, level: 'intermediate' },
      ],
      experience: [
        {
          company: 'Pagaleve',
          title: 'Senior Backend Engineer',
          startMonth: '2021-05',
          location: 'São Paulo (remote)',
          description:
            'Owns the settlement ledger: 2 million transactions a day, reconciliation down from hours to minutes.',
        },
        {
          company: 'Loja Integrada',
          title: 'Backend Developer',
          startMonth: '2017-02',
          endMonth: '2021-04',
          location: 'São Paulo',
          description: 'Checkout and order APIs in Django for 30,000 small shops.',
        },
      ],
      education: [
        { school: 'Universidade de São Paulo', degree: 'BSc', field: 'Computer Engineering', endYear: 2016 },
      ],
      languages: [
        { code: 'pt', level: 'native' },
        { code: 'en', level: 'fluent' },
        { code: 'es', level: 'professional' },
      ],
    },
  },
  {
    name: 'Chinedu Okafor',
    timezone: 'Africa/Lagos',
    profile: {
      country: 'NG',
      city: 'Lagos',
      timezone: 'Africa/Lagos',
      seniority: 'mid',
      salary: { amount: 55_000, currency: 'USD', period: 'year' },
      headline: 'Mobile engineer — Kotlin and Swift, offline-first apps',
      desiredRole: 'Mobile Engineer',
      bio:
        'Four years shipping Android and iOS apps used on patchy networks: offline queues, small downloads, ' +
        'careful battery use. I pair well with designers and like writing the release notes.',
      workAuthorization: ['NG'],
      availability: 'within_2_weeks',
      noticePeriodWeeks: 2,
      jobSearchStatus: 'actively_looking',
      workModes: ['remote', 'hybrid'],
      employmentTypes: ['full_time'],
      skills: [
        { slug: 'kotlin', years: 4, level: 'advanced' },
        { slug: 'swift', years: 3, level: 'advanced' },
        { slug: 'graphql', years: 2, level: 'intermediate' },
        { slug: 'typescript', years: 1, level: 'beginner' },
      ],
      experience: [
        {
          company: 'Kudi Wallet',
          title: 'Mobile Engineer',
          startMonth: '2022-01',
          location: 'Lagos',
          description: 'Rebuilt the agent app offline-first; failed transfers fell by a third.',
        },
        {
          company: 'Andela',
          title: 'Software Engineer',
          startMonth: '2020-03',
          endMonth: '2021-12',
          location: 'Remote',
          description: 'Android features for a US logistics client.',
        },
      ],
      education: [
        { school: 'University of Lagos', degree: 'BEng', field: 'Electrical Engineering', endYear: 2019 },
      ],
      languages: [
        { code: 'en', level: 'native' },
        { code: 'fr', level: 'basic' },
      ],
    },
  },
  {
    name: 'Priya Raman',
    timezone: 'Asia/Kolkata',
    profile: {
      country: 'IN',
      city: 'Bengaluru',
      timezone: 'Asia/Kolkata',
      seniority: 'lead',
      salary: { amount: 90_000, currency: 'USD', period: 'year' },
      headline: 'Platform lead — Go, Kubernetes and developer experience',
      desiredRole: 'Staff Platform Engineer',
      bio:
        'Led a platform team of six: paved roads for 200 engineers, deploys in eight minutes, costs down 30 %. ' +
        'Happiest between infrastructure and the people who use it.',
      workAuthorization: ['IN'],
      availability: 'within_3_months',
      noticePeriodWeeks: 12,
      jobSearchStatus: 'open_to_offers',
      workModes: ['remote'],
      employmentTypes: ['full_time'],
      skills: [
        { slug: 'go', years: 6, level: 'expert' },
        { slug: 'kubernetes', years: 5, level: 'expert' },
        { slug: 'terraform', years: 4, level: 'advanced' },
        { slug: 'amazon-web-services', years: 6, level: 'advanced' },
        { slug: 'postgresql', years: 4, level: 'intermediate' },
      ],
      experience: [
        {
          company: 'Razorpay',
          title: 'Engineering Lead, Platform',
          startMonth: '2020-08',
          location: 'Bengaluru',
          description: 'Internal developer platform, CI and the Kubernetes fleet.',
        },
        {
          company: 'Flipkart',
          title: 'Senior Software Engineer',
          startMonth: '2016-07',
          endMonth: '2020-07',
          location: 'Bengaluru',
          description: 'Search indexing pipeline in Go.',
        },
      ],
      education: [{ school: 'IIT Madras', degree: 'BTech', field: 'Computer Science', endYear: 2016 }],
      languages: [
        { code: 'en', level: 'fluent' },
        { code: 'ta', level: 'native' },
        { code: 'hi', level: 'professional' },
      ],
    },
  },
  {
    name: 'Tomasz Wójcik',
    timezone: 'Europe/Warsaw',
    profile: {
      country: 'PL',
      city: 'Kraków',
      timezone: 'Europe/Warsaw',
      seniority: 'senior',
      salary: { amount: 6_000, currency: 'EUR', period: 'month' },
      headline: 'Frontend engineer — React, TypeScript and accessibility',
      desiredRole: 'Senior Frontend Engineer',
      bio:
        'I build interfaces that work with a keyboard and a screen reader first and look good second (but they ' +
        'do). Design systems, performance budgets and mentoring juniors.',
      workAuthorization: ['PL'],
      availability: 'within_1_month',
      noticePeriodWeeks: 4,
      jobSearchStatus: 'actively_looking',
      workModes: ['remote', 'hybrid'],
      employmentTypes: ['full_time', 'contract'],
      skills: [
        { slug: 'react', years: 6, level: 'expert' },
        { slug: 'typescript', years: 5, level: 'expert' },
        { slug: 'accessibility', years: 4, level: 'advanced' },
        { slug: 'next-js', years: 3, level: 'advanced' },
        { slug: 'storybook', years: 3, level: 'intermediate' },
      ],
      experience: [
        {
          company: 'Brainly',
          title: 'Senior Frontend Engineer',
          startMonth: '2021-02',
          location: 'Kraków',
          description: 'Design system used by 40 engineers; WCAG AA across the product.',
        },
        {
          company: 'Allegro',
          title: 'Frontend Developer',
          startMonth: '2018-01',
          endMonth: '2021-01',
          location: 'Poznań',
          description: 'Listing pages in React; Largest Contentful Paint down 45 %.',
        },
      ],
      education: [
        { school: 'AGH University of Kraków', degree: 'MSc', field: 'Computer Science', endYear: 2017 },
      ],
      languages: [
        { code: 'pl', level: 'native' },
        { code: 'en', level: 'fluent' },
      ],
    },
  },
  {
    name: 'Lucía Fernández',
    timezone: 'America/Argentina/Buenos_Aires',
    profile: {
      country: 'AR',
      city: 'Buenos Aires',
      timezone: 'America/Argentina/Buenos_Aires',
      seniority: 'mid',
      salary: { amount: 4_500, currency: 'USD', period: 'month' },
      headline: 'Full-stack developer — Node.js, React and product sense',
      desiredRole: 'Full-Stack Developer',
      bio:
        'Three years at startups where I shipped whole features alone: the API, the screens and the analytics ' +
        'to see if anyone used them. Overlaps comfortably with US Eastern time.',
      workAuthorization: ['AR', 'ES'],
      availability: 'immediately',
      noticePeriodWeeks: 0,
      jobSearchStatus: 'actively_looking',
      workModes: ['remote'],
      employmentTypes: ['full_time', 'contract', 'freelance'],
      skills: [
        { slug: 'node-js', years: 3, level: 'advanced' },
        { slug: 'react', years: 3, level: 'advanced' },
        { slug: 'typescript', years: 2, level: 'intermediate' },
        { slug: 'mongodb', years: 2, level: 'intermediate' },
      ],
      experience: [
        {
          company: 'Ualá',
          title: 'Full-Stack Developer',
          startMonth: '2022-06',
          location: 'Buenos Aires (remote)',
          description: 'Onboarding flows and the referral programme, from schema to screens.',
        },
      ],
      education: [
        {
          school: 'Universidad de Buenos Aires',
          degree: 'Licenciatura',
          field: 'Computer Science',
          endYear: 2022,
        },
      ],
      languages: [
        { code: 'es', level: 'native' },
        { code: 'en', level: 'fluent' },
      ],
    },
  },
  {
    name: 'Wanjiru Kamau',
    timezone: 'Africa/Nairobi',
    profile: {
      country: 'KE',
      city: 'Nairobi',
      timezone: 'Africa/Nairobi',
      seniority: 'senior',
      salary: { amount: 70_000, currency: 'USD', period: 'year' },
      headline: 'Data engineer — Python, Spark and analytics pipelines',
      desiredRole: 'Senior Data Engineer',
      bio:
        'I turn messy operational data into tables analysts trust: tested transformations, documented ' +
        'lineage, and alerts before the dashboard breaks. Five years in fintech and agritech.',
      workAuthorization: ['KE'],
      availability: 'within_1_month',
      noticePeriodWeeks: 4,
      jobSearchStatus: 'open_to_offers',
      workModes: ['remote'],
      employmentTypes: ['full_time'],
      skills: [
        { slug: 'python', years: 5, level: 'expert' },
        { slug: 'apache-spark', years: 3, level: 'advanced' },
        { slug: 'sql', years: 5, level: 'expert' },
        { slug: 'dbt', years: 2, level: 'advanced' },
      ],
      experience: [
        {
          company: 'Twiga Foods',
          title: 'Senior Data Engineer',
          startMonth: '2021-09',
          location: 'Nairobi',
          description: 'Rebuilt the warehouse on dbt; daily loads from six hours to forty minutes.',
        },
        {
          company: 'M-KOPA',
          title: 'Data Engineer',
          startMonth: '2019-01',
          endMonth: '2021-08',
          location: 'Nairobi',
          description: 'Repayment data pipelines for 1 million customers.',
        },
      ],
      education: [{ school: 'University of Nairobi', degree: 'BSc', field: 'Mathematics', endYear: 2018 }],
      languages: [
        { code: 'en', level: 'fluent' },
        { code: 'sw', level: 'native' },
      ],
    },
  },
  {
    name: 'Miguel Santos',
    timezone: 'Asia/Manila',
    profile: {
      country: 'PH',
      city: 'Manila',
      timezone: 'Asia/Manila',
      seniority: 'junior',
      salary: { amount: 2_200, currency: 'USD', period: 'month' },
      headline: 'Junior QA and automation engineer — Playwright and TypeScript',
      desiredRole: 'QA Automation Engineer',
      bio:
        'Two years writing end-to-end tests that catch real bugs and do not flake. Moving towards full-stack ' +
        'work; I like night shifts for US teams.',
      workAuthorization: ['PH'],
      availability: 'within_2_weeks',
      noticePeriodWeeks: 2,
      jobSearchStatus: 'actively_looking',
      workModes: ['remote'],
      employmentTypes: ['full_time', 'contract'],
      skills: [
        { slug: 'playwright', years: 2, level: 'advanced' },
        { slug: 'typescript', years: 2, level: 'intermediate' },
        { slug: 'javascript', years: 2, level: 'intermediate' },
      ],
      experience: [
        {
          company: 'Sprout Solutions',
          title: 'QA Automation Engineer',
          startMonth: '2023-01',
          location: 'Manila',
          description: 'Playwright suite for the payroll product; release checks from two days to two hours.',
        },
      ],
      education: [
        {
          school: 'University of the Philippines Diliman',
          degree: 'BS',
          field: 'Computer Science',
          endYear: 2022,
        },
      ],
      languages: [
        { code: 'en', level: 'fluent' },
        { code: 'tl', level: 'native' },
      ],
    },
  },
  {
    name: 'Lan Nguyen',
    timezone: 'Asia/Ho_Chi_Minh',
    profile: {
      country: 'VN',
      city: 'Ho Chi Minh City',
      timezone: 'Asia/Ho_Chi_Minh',
      seniority: 'mid',
      salary: { amount: 3_000, currency: 'USD', period: 'month' },
      headline: 'Product designer who codes — Figma, design systems and React',
      desiredRole: 'Product Designer',
      bio:
        'Designer for four years, front-end developer for two before that. I prototype in code when Figma is ' +
        'not enough and run usability tests every sprint.',
      workAuthorization: ['VN'],
      availability: 'within_1_month',
      noticePeriodWeeks: 4,
      jobSearchStatus: 'open_to_offers',
      workModes: ['remote', 'hybrid'],
      employmentTypes: ['full_time', 'freelance'],
      skills: [
        { slug: 'figma', years: 4, level: 'expert' },
        { slug: 'react', years: 2, level: 'intermediate' },
        { slug: 'css', years: 6, level: 'advanced' },
      ],
      experience: [
        {
          company: 'Tiki',
          title: 'Product Designer',
          startMonth: '2020-10',
          location: 'Ho Chi Minh City',
          description: 'Checkout redesign: conversion up 9 %; owner of the mobile design system.',
        },
      ],
      education: [
        { school: 'RMIT University Vietnam', degree: 'BA', field: 'Digital Design', endYear: 2018 },
      ],
      languages: [
        { code: 'vi', level: 'native' },
        { code: 'en', level: 'professional' },
      ],
    },
  },
];
