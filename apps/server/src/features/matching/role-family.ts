/*
 * Role families: which kind of work a job title (or a candidate's headline and past titles) names. A React
 * developer and a backend developer share TypeScript, yet neither wants the other's job; the family is what tells
 * them apart. Pure data and functions; the search turns the same phrases into a title condition in SQL.
 */

export interface RoleFamily {
  id: string;
  /** How a sentence names it: "a frontend role". */
  label: string;
  /** Title phrases that name the family (lower case; words as a title writes them). */
  phrases: readonly string[];
  /** Phrases that, when also present, mean another family (the "react" of "React Native" is mobile work). */
  unless?: readonly string[];
  /** Families whose people often do this work too (half the role points). */
  related?: readonly string[];
}

export const ROLE_FAMILIES: readonly RoleFamily[] = [
  {
    id: 'frontend',
    label: 'frontend',
    phrases: [
      'frontend',
      'front end',
      'react',
      'ui engineer',
      'ui developer',
      'vue',
      'angular',
      'web developer',
    ],
    unless: ['react native', 'designer'],
    related: ['fullstack', 'mobile', 'design'],
  },
  {
    id: 'backend',
    label: 'backend',
    phrases: [
      'backend',
      'back end',
      'api',
      'python',
      'django',
      'java',
      'golang',
      'go',
      'php',
      'laravel',
      'wordpress',
      '.net',
      'c#',
      'node',
      'ruby',
      'rails',
      'platform engineer',
    ],
    related: ['fullstack', 'devops', 'data_engineering'],
  },
  {
    id: 'fullstack',
    label: 'full-stack',
    phrases: ['full stack', 'fullstack', 'product engineer'],
    related: ['frontend', 'backend'],
  },
  {
    id: 'mobile',
    label: 'mobile',
    phrases: ['mobile', 'ios', 'android', 'react native', 'flutter', 'swift', 'kotlin'],
    related: ['frontend'],
  },
  {
    id: 'devops',
    label: 'DevOps and infrastructure',
    phrases: ['devops', 'site reliability', 'sre', 'cloud engineer', 'infrastructure', 'platform'],
    unless: ['security'],
    related: ['backend', 'security'],
  },
  {
    id: 'data_engineering',
    label: 'data engineering',
    phrases: ['data engineer', 'analytics engineer', 'big data'],
    related: ['backend', 'data_science', 'data_analysis'],
  },
  {
    id: 'data_science',
    label: 'data science and ML',
    phrases: ['data scientist', 'machine learning', 'ml', 'ai engineer'],
    related: ['data_engineering', 'data_analysis'],
  },
  {
    id: 'data_analysis',
    label: 'data analysis',
    phrases: ['data analyst', 'business analyst', 'bi analyst'],
    related: ['data_science', 'data_engineering'],
  },
  {
    id: 'qa',
    label: 'QA and testing',
    phrases: ['qa', 'test', 'quality'],
    related: ['backend', 'frontend'],
  },
  {
    id: 'security',
    label: 'security',
    phrases: ['security'],
    related: ['devops'],
  },
  {
    id: 'design',
    label: 'design',
    phrases: ['designer', 'ux', 'ui/ux'],
    related: ['frontend', 'product'],
  },
  {
    id: 'product',
    label: 'product management',
    phrases: ['product manager', 'product owner'],
    related: ['design', 'management'],
  },
  {
    id: 'management',
    label: 'engineering management',
    phrases: ['engineering manager', 'head of engineering', 'tech lead'],
    related: ['product'],
  },
  {
    id: 'support',
    label: 'customer success and support',
    phrases: ['customer success', 'customer support', 'technical support', 'support'],
    related: ['sales'],
  },
  {
    id: 'sales',
    label: 'sales',
    phrases: ['account executive', 'sales', 'business development'],
    related: ['support', 'marketing'],
  },
  {
    id: 'marketing',
    label: 'marketing',
    phrases: ['marketing', 'marketer', 'seo'],
    related: ['sales'],
  },
  {
    id: 'recruiting',
    label: 'recruiting and people',
    phrases: ['recruiter', 'talent acquisition', 'people partner'],
  },
  {
    id: 'blockchain',
    label: 'blockchain',
    phrases: ['blockchain', 'smart contract', 'web3'],
    related: ['backend'],
  },
  {
    id: 'games',
    label: 'game development',
    phrases: ['game', 'unity', 'gameplay'],
  },
  {
    id: 'embedded',
    label: 'embedded and firmware',
    phrases: ['embedded', 'firmware', 'iot'],
  },
];

const BY_ID = new Map(ROLE_FAMILIES.map((f) => [f.id, f]));

export function roleFamily(id: string): RoleFamily | undefined {
  return BY_ID.get(id);
}

/** Words of a title as a search index keeps them: lower case, split on anything but letters, digits, # and +. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}#+]+/u)
    .filter(Boolean);
}

function has(titleWords: readonly string[], phrase: string): boolean {
  const want = words(phrase);
  if (want.length === 0) return false;
  for (let i = 0; i + want.length <= titleWords.length; i++)
    if (want.every((w, k) => titleWords[i + k] === w)) return true;
  return false;
}

/** The families a title names (none for a title that names no kind of work, such as "Software Engineer"). */
export function familiesOfTitle(title: string): string[] {
  const w = words(title);
  return ROLE_FAMILIES.filter(
    (f) => f.phrases.some((p) => has(w, p)) && !(f.unless ?? []).some((p) => has(w, p)),
  ).map((f) => f.id);
}

export interface CandidateRoles {
  /** What the candidate says they want or do: the desired role's or headline's families, else the latest title's. */
  primary: string[];
  /** Families of their other past titles. */
  past: string[];
  /** The text the primary families came from, quoted in the explanation. */
  source: string | null;
}

/**
 * The candidate's role families: from what they say they want or do (the desired role, then the headline), else
 * from their experience titles (latest first).
 */
export function candidateRoles(
  statements: readonly string[],
  experienceTitles: readonly string[],
): CandidateRoles {
  const stated = statements
    .map((text) => ({ text: text.trim(), families: familiesOfTitle(text) }))
    .find((s) => s.families.length > 0);
  const titled = experienceTitles.map((t) => ({ title: t, families: familiesOfTitle(t) }));
  const latest = titled.find((t) => t.families.length > 0);
  const primary = stated?.families ?? latest?.families ?? [];
  const source = stated?.text ?? latest?.title.trim() ?? null;
  const past = [...new Set(titled.flatMap((t) => t.families))].filter((f) => !primary.includes(f));
  return { primary, past, source };
}
