/*
 * Finds skills, job titles and years of experience in a resume's plain text. Pure and deterministic: the same text
 * always gives the same findings, and each finding carries the words that gave it, so the candidate can judge it.
 * The rules are simple on purpose (README.md): they suggest, the candidate decides.
 */

export interface SkillTerm {
  slug: string;
  name: string;
  aliases: readonly string[];
}

export interface FoundSkill {
  slug: string;
  name: string;
  /** Years with it when the text says ("5 years of React", "React (3 yrs)"). */
  years: number | null;
  evidence: string;
}

export interface FoundTitle {
  title: string;
  evidence: string;
}

export interface FoundYears {
  /** Whole years of work, overlapping periods counted once. */
  years: number;
  evidence: string;
}

export interface ResumeFindings {
  skills: FoundSkill[];
  titles: FoundTitle[];
  years: FoundYears | null;
}

const MAX_EVIDENCE = 160;
const MAX_TITLES = 3;
const MAX_YEARS_WITH_SKILL = 50;

/**
 * Words that are skills in the taxonomy and ordinary words in a sentence ("go", "express", "lean"): these match only
 * as written in the taxonomy (capitalised), never in lower case.
 */
const COMMON_WORDS = new Set(
  (
    'go next solid less echo gin express swift rust remix astro bun spring compose lambda search sales legal lean ' +
    'crypto node nest vault chef puppet consul envoy unity ops contracts privacy animation documentation containers ' +
    'monitoring payments leadership mentoring coaching negotiation presentations purchasing logistics english ' +
    'spanish portuguese german french spreadsheets branding forecasting statistics accounting bookkeeping payroll ' +
    'recruiting recruitment procurement compliance networking observability agile scrum kanban accessibility ' +
    'experimentation embedded firmware robotics prototyping wireframing copywriting sketch dart julia elm ember ' +
    'backbone beam spark flink airflow polars torch transformers oracle elastic shell excel flutter ionic expo ' +
    'storybook phoenix sinatra celery play redux keras pandas bootstrap forecasting webflow electron tauri search ' +
    'graphics embedded crypto'
  ).split(' '),
);

/** Taxonomy words too common in prose to mean the skill ("Next, I…", "German citizen"): never suggested from text. */
const IGNORED_TERMS = new Set(
  (
    'next solid compose search legal lean ops crypto contracts privacy animation documentation containers ' +
    'monitoring spreadsheets presentations purchasing logistics statistics networking embedded forecasting ' +
    'branding english spanish portuguese german french español português deutsch français leadership mentoring ' +
    'coaching negotiation recruitment ba bd ia pm ir cv es pg tf dl rn wp ar vr'
  ).split(' '),
);

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text as trimmed lines, spaces collapsed, empty lines dropped. */
export function resumeLines(text: string): string[] {
  return text
    .split(/\r?\n|\r|\u2028|\u2029/)
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '');
}

function clip(line: string): string {
  return line.length <= MAX_EVIDENCE ? line : `${line.slice(0, MAX_EVIDENCE - 1)}…`;
}

/* ---------- skills ---------- */

interface Term {
  skill: SkillTerm;
  term: string;
  pattern: RegExp;
  /** 1–2 letter terms ("C", "R", "Go") count only inside a list ("Languages: C, Go, Rust"). */
  listOnly: boolean;
  /** Lower-cased, for a cheap look before the regular expression runs. */
  needle: string;
}

// Compiling a thousand expressions per resume is wasted work: one list per taxonomy array.
const compiled = new WeakMap<readonly SkillTerm[], Term[]>();

function termsOf(skills: readonly SkillTerm[]): Term[] {
  const cached = compiled.get(skills);
  if (cached) return cached;
  const seen = new Set<string>();
  const terms: Term[] = [];
  for (const skill of skills) {
    for (const term of [skill.name, ...skill.aliases]) {
      const key = `${skill.slug}\u0000${term.toLowerCase()}`;
      if (!term.trim() || seen.has(key) || IGNORED_TERMS.has(term.toLowerCase())) continue;
      seen.add(key);
      const strict = term.length <= 2 || COMMON_WORDS.has(term.toLowerCase());
      // A term is a whole word: no letter or digit touches it, nor "+"/"#" after it ("C" is not in "C++").
      const pattern = new RegExp(
        `(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}+#])`,
        strict ? 'gu' : 'giu',
      );
      terms.push({ skill, term, pattern, listOnly: term.length <= 2, needle: term.toLowerCase() });
    }
  }
  // Longer terms first, so "React Native" claims its words before "React" and "Objective-C" before "C".
  terms.sort((a, b) => b.term.length - a.term.length || a.term.localeCompare(b.term));
  compiled.set(skills, terms);
  return terms;
}

const LIST_BEFORE = /(?:^|[,/|;•·:(]\s*|\s[-–]\s)$/u;
const LIST_AFTER = /^(?:$|\s*[,/|;•·()])/u;

function inList(line: string, start: number, end: number): boolean {
  const before = line.slice(0, start);
  const after = line.slice(end);
  if (!LIST_BEFORE.test(before) || !LIST_AFTER.test(after)) return false;
  // A word alone on its line is more often a heading ("CV") than a one-item list.
  return !(before.trim() === '' && after.trim() === '');
}

const YEARS_WORD = String.raw`(\d{1,2})\s*\+?\s*(?:years|year|yrs|yr)\b\.?`;
/** "5 years of React", "5+ years' experience with React", "3 yrs React" — ending right before the term. */
const YEARS_BEFORE = new RegExp(
  `${YEARS_WORD}'?\\s*(?:of\\s+)?(?:(?:professional|hands-on|commercial)\\s+)?(?:experience\\s+(?:with|in|using)\\s+|working\\s+with\\s+)?$`,
  'iu',
);
/** "React (3 yrs)", "React: 4 years", "React – 2 years" — starting right after the term. */
const YEARS_AFTER = new RegExp(
  `^\\s*(?:[(:–—-]|,)?\\s*${YEARS_WORD}(?![.]?\\s*(?:of|in|with|using)\\b)`,
  'iu',
);

function yearsAround(line: string, start: number, end: number): number | null {
  const before = YEARS_BEFORE.exec(line.slice(Math.max(0, start - 60), start));
  const after = YEARS_AFTER.exec(line.slice(end, end + 24));
  const value = Number((before ?? after)?.[1] ?? NaN);
  return Number.isInteger(value) && value >= 0 && value <= MAX_YEARS_WITH_SKILL ? value : null;
}

export function findSkills(lines: readonly string[], skills: readonly SkillTerm[]): FoundSkill[] {
  const found = new Map<string, FoundSkill & { order: number }>();
  const terms = termsOf(skills);
  lines.forEach((line, lineIndex) => {
    const taken: Array<[number, number]> = [];
    const lower = line.toLowerCase();
    for (const { skill, pattern, listOnly, needle } of terms) {
      if (!lower.includes(needle)) continue;
      pattern.lastIndex = 0;
      for (let m = pattern.exec(line); m; m = pattern.exec(line)) {
        const start = m.index;
        const end = start + m[0].length;
        if (taken.some(([a, b]) => start < b && end > a)) continue;
        if (listOnly && !inList(line, start, end)) continue;
        taken.push([start, end]);
        const years = yearsAround(line, start, end);
        const known = found.get(skill.slug);
        if (!known) {
          found.set(skill.slug, {
            slug: skill.slug,
            name: skill.name,
            years,
            evidence: clip(line),
            order: lineIndex * 1000 + start,
          });
        } else if (years !== null && (known.years === null || years > known.years)) {
          // The line that says how long is the better evidence.
          known.years = years;
          known.evidence = clip(line);
        }
      }
    }
  });
  return [...found.values()].sort((a, b) => a.order - b.order).map(({ order: _order, ...skill }) => skill);
}

/* ---------- dates and years ---------- */

const MONTH_NAME = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const YEAR = String.raw`(?:19[5-9]\d|20\d\d)`;
export const DATE = String.raw`(?:${MONTH_NAME}\.?\s+${YEAR}|(?:0?[1-9]|1[0-2])\s*[/.]\s*${YEAR}|${YEAR}\s*[-/.]\s*(?:0[1-9]|1[0-2])(?!\d)|${YEAR})`;
export const NOW_WORDS = String.raw`(?:present|current(?:ly)?|now|today|to\s+date|ongoing)`;
export const RANGE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${DATE})\s*(?:[-–—−]+|\bto\b|\buntil\b|\btill\b)\s*(${DATE}|${NOW_WORDS})(?![\p{L}\p{N}])`,
  'giu',
);
/** Does the line hold a period ("2019 – 2023")? A copy without the global flag, so it keeps no state. */
/** "Since March 2020": a period that runs to today. */
export const SINCE = new RegExp(String.raw`(?<![\p{L}\p{N}])since\s+(${DATE})(?![\p{L}\p{N}])`, 'giu');
export const hasRange = (line: string) =>
  new RegExp(RANGE.source, 'iu').test(line) || new RegExp(SINCE.source, 'iu').test(line);

interface MonthDate {
  /** Months since year 0 (year * 12 + month - 1). */
  index: number;
  hasMonth: boolean;
}

export function parseDate(raw: string): MonthDate | null {
  const text = raw.toLowerCase().replace(/\s+/g, ' ').trim();
  let m = /^([a-z]+)\.? (\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS[m[1]!];
    return month ? { index: Number(m[2]) * 12 + month - 1, hasMonth: true } : null;
  }
  m = /^(\d{1,2}) ?[/.] ?(\d{4})$/.exec(text);
  if (m) return { index: Number(m[2]) * 12 + Number(m[1]) - 1, hasMonth: true };
  m = /^(\d{4}) ?[-/.] ?(\d{2})$/.exec(text);
  if (m) return { index: Number(m[1]) * 12 + Number(m[2]) - 1, hasMonth: true };
  m = /^(\d{4})$/.exec(text);
  if (m) return { index: Number(m[1]) * 12, hasMonth: false };
  return null;
}

export interface DateRange {
  /** First month worked (months since year 0). */
  start: number;
  /** The month after the last one worked. */
  end: number;
  text: string;
}

/**
 * A period of work: months are inclusive ("Jan 2019 – Dec 2019" is 12 months); a year alone starts in January and
 * ends at the start of its year ("2018 – 2023" is five years, as people read it; "2019 – 2019" one); "Present"
 * runs to the current month.
 */
export function parseRange(startRaw: string, endRaw: string, now: Date, text: string): DateRange | null {
  const start = parseDate(startRaw);
  if (!start) return null;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  let end: number;
  if (new RegExp(`^${NOW_WORDS}$`, 'iu').test(endRaw.trim())) {
    end = current + 1;
  } else {
    const parsed = parseDate(endRaw);
    if (!parsed) return null;
    end = parsed.hasMonth ? parsed.index + 1 : parsed.index;
    if (!parsed.hasMonth && end <= start.index) end = start.index + 12;
  }
  end = Math.min(end, current + 1);
  if (start.index > current || end <= start.index || end - start.index > 50 * 12) return null;
  return { start: start.index, end, text };
}

/** Months covered by the ranges, overlaps counted once. */
export function mergedMonths(ranges: readonly DateRange[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let total = 0;
  let open: { start: number; end: number } | null = null;
  for (const r of sorted) {
    if (open && r.start <= open.end) {
      open.end = Math.max(open.end, r.end);
    } else {
      if (open) total += open.end - open.start;
      open = { start: r.start, end: r.end };
    }
  }
  if (open) total += open.end - open.start;
  return total;
}

/* ---------- sections ---------- */

export type Section = 'work' | 'education' | 'other' | 'neutral' | null;

const HEADINGS: Array<[RegExp, Exclude<Section, null>]> = [
  [
    /^(?:(?:work|professional|employment|career|relevant)\s+)?(?:experience|history|employment)(?:\s+history)?$/i,
    'work',
  ],
  [/^(?:work|employment|career)(?:\s+history)?$/i, 'work'],
  [
    /^(?:education|academic|qualifications|studies|training|certifications?|courses|licen[cs]es?)(?:\s.*)?$/i,
    'education',
  ],
  [
    /^(?:skills|technical skills|core skills|projects|personal projects|side projects|languages|interests|hobbies|volunteering|volunteer experience|awards|publications|references)$/i,
    'other',
  ],
  // Prose sections end the one before them but do not hide dates the way a projects list would.
  [/^(?:summary|professional summary|profile|about|about me|contact|contact details)$/i, 'neutral'],
];

export function headingOf(line: string): Exclude<Section, null> | null {
  const bare = line.replace(/[:\-–—_*#=•|]+/g, ' ').trim();
  if (bare.length > 40) return null;
  for (const [pattern, section] of HEADINGS) if (pattern.test(bare)) return section;
  return null;
}

export const EDUCATION_WORDS =
  /\b(?:university|universit[äa]t|college|school|academy|institute|bachelor|master|b\.?sc|m\.?sc|b\.?a\.|m\.?a\.|ph\.?d|mba|degree|diploma|bootcamp|course|certificat)/iu;

export function findYears(lines: readonly string[], now: Date): FoundYears | null {
  const ranges: DateRange[] = [];
  let section: Section = null;
  lines.forEach((line, i) => {
    const heading = headingOf(line);
    if (heading) {
      section = heading;
      return;
    }
    if (section === 'education' || section === 'other') return;
    // Studies listed without headings still name their school or degree next to the dates.
    const around = [lines[i - 1] ?? '', line, lines[i + 1] ?? ''];
    const unsure = section === null || section === 'neutral';
    if (EDUCATION_WORDS.test(line) || (unsure && around.some((l) => EDUCATION_WORDS.test(l)))) return;
    RANGE.lastIndex = 0;
    for (let m = RANGE.exec(line); m; m = RANGE.exec(line)) {
      const range = parseRange(m[1]!, m[2]!, now, m[0].replace(/\s+/g, ' '));
      if (range) ranges.push(range);
    }
    SINCE.lastIndex = 0;
    for (let m = SINCE.exec(line); m; m = SINCE.exec(line)) {
      const range = parseRange(m[1]!, 'present', now, m[0].replace(/\s+/g, ' '));
      if (range) ranges.push(range);
    }
  });
  if (ranges.length === 0) return null;
  const years = Math.floor(mergedMonths(ranges) / 12);
  const shown = ranges.slice(0, 4).map((r) => r.text);
  const more = ranges.length > 4 ? ` and ${ranges.length - 4} more` : '';
  return { years, evidence: clip(`${shown.join('; ')}${more}`) };
}

/* ---------- titles ---------- */

const TITLE_WORDS =
  /\b(?:engineer|developer|programmer|architect|designer|manager|analyst|scientist|consultant|lead|director|administrator|specialist|officer|head of|vp|vice president|intern|tester|product owner|scrum master|coordinator|recruiter|writer|marketer|accountant|technician|strategist|researcher|editor|representative|executive|founder|co-founder|cto|ceo|cfo|coo|devops|sre|owner|partner|assistant|advisor|adviser|associate)\b/iu;
const NOT_TITLE =
  /\b(?:university|college|school|bachelor|master of|degree|skills|responsib|experience|summary|profile|references|@|https?:|www\.)/iu;

/** The title in a line like "Senior Engineer at Acme, 2019 – 2023" or "Acme | Senior Engineer | 2019 – Present". */
export function titleIn(line: string): string | null {
  const withoutDates = line.replace(RANGE, ' ').replace(SINCE, ' ').replace(new RegExp(DATE, 'giu'), ' ');
  const parts = withoutDates
    .split(/\s+(?:at|@)\s+|\s*[|•·,;]\s*|\s+[-–—]\s+|\s*\(\s*|\s*\)\s*/iu)
    .map((p) => p.replace(/^[\s\-–—:.]+|[\s\-–—:.]+$/g, ''))
    .filter((p) => p !== '');
  const title = parts.find((p) => TITLE_WORDS.test(p) && !NOT_TITLE.test(p));
  if (!title) return null;
  const words = title.split(' ');
  if (words.length > 8 || title.length > 80 || !/^[\p{L}]/u.test(title)) return null;
  return title;
}

export function findTitles(lines: readonly string[]): FoundTitle[] {
  const found: FoundTitle[] = [];
  const add = (title: string, evidence: string) => {
    if (found.length >= MAX_TITLES) return;
    if (found.some((f) => f.title.toLowerCase() === title.toLowerCase())) return;
    found.push({ title, evidence: clip(evidence) });
  };
  // The line under the name is often the headline ("Ana Lima" / "Senior Backend Engineer").
  const second = lines[1];
  if (second && !hasRange(second)) {
    const title = titleIn(second);
    if (title && title.length === second.replace(/[|•·]+$/, '').trim().length) add(title, second);
  }
  lines.forEach((line, i) => {
    if (headingOf(line)) return;
    // A title sits on a line with dates, or right above or below one.
    if (![line, lines[i - 1] ?? '', lines[i + 1] ?? ''].some(hasRange)) return;
    const title = titleIn(line);
    if (title) add(title, line);
  });
  return found;
}

export function findInResume(text: string, skills: readonly SkillTerm[], now: Date): ResumeFindings {
  const lines = resumeLines(text);
  return { skills: findSkills(lines, skills), titles: findTitles(lines), years: findYears(lines, now) };
}

/**
 * The level a title states ("Senior Frontend Developer" → senior), or null when it states none. The most senior
 * word wins ("Senior Tech Lead" → lead).
 */
export function seniorityInTitle(
  title: string,
): 'intern' | 'junior' | 'mid' | 'senior' | 'lead' | 'principal' | null {
  if (/\b(?:principal|distinguished)\b/iu.test(title)) return 'principal';
  if (/\b(?:lead|staff|head of)\b/iu.test(title)) return 'lead';
  if (/\b(?:senior|sr)\b/iu.test(title)) return 'senior';
  if (/\b(?:mid|mid-level|intermediate)\b/iu.test(title)) return 'mid';
  if (/\b(?:junior|jr|graduate|entry-level)\b/iu.test(title)) return 'junior';
  if (/\b(?:intern|trainee|apprentice)\b/iu.test(title)) return 'intern';
  return null;
}

/** The level that years of work suggest: under 2 junior, 2–5 mid, 5–8 senior, 8 and more lead. */
export function seniorityForYears(years: number): 'junior' | 'mid' | 'senior' | 'lead' {
  if (years < 2) return 'junior';
  if (years < 5) return 'mid';
  if (years < 8) return 'senior';
  return 'lead';
}
