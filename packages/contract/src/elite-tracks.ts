/*
 * The elite programme's tracks and the skill tests each requires, apart from elite.ts so that a page showing only a
 * track's name (the elite badge, on every console list) does not load the programme's schemas.
 */

/** Each requirement is met by any one of its tests (slugs of the skill-test bank). */
export const ELITE_TRACKS = {
  frontend: {
    label: 'Frontend',
    requirements: [
      { label: 'JavaScript or TypeScript', tests: ['javascript', 'typescript'] },
      { label: 'React', tests: ['react'] },
    ],
  },
  backend: {
    label: 'Backend',
    requirements: [
      { label: 'A backend language', tests: ['node-js', 'python', 'java', 'go'] },
      { label: 'SQL', tests: ['sql', 'postgresql'] },
      { label: 'System design', tests: ['system-design'] },
    ],
  },
  full_stack: {
    label: 'Full-stack',
    requirements: [
      { label: 'React', tests: ['react'] },
      { label: 'A backend language', tests: ['node-js', 'python', 'java', 'go'] },
      { label: 'SQL', tests: ['sql', 'postgresql'] },
    ],
  },
  mobile: {
    label: 'Mobile',
    requirements: [
      { label: 'JavaScript or TypeScript', tests: ['javascript', 'typescript'] },
      { label: 'React', tests: ['react'] },
    ],
  },
  data: {
    label: 'Data',
    requirements: [
      { label: 'Python', tests: ['python'] },
      { label: 'SQL', tests: ['sql', 'postgresql'] },
    ],
  },
  devops: {
    label: 'DevOps',
    requirements: [
      { label: 'Docker', tests: ['docker'] },
      { label: 'AWS', tests: ['amazon-web-services'] },
    ],
  },
  design: {
    // No design test in the bank: the portfolio (required on the join form for this track) is reviewed instead.
    label: 'Design',
    requirements: [],
  },
  product: {
    label: 'Product',
    requirements: [{ label: 'System design', tests: ['system-design'] }],
  },
} as const satisfies Record<string, { label: string; requirements: { label: string; tests: string[] }[] }>;
export type EliteTrack = keyof typeof ELITE_TRACKS;
