/*
 * Positions, studies and the home town in a resume's lines, as editable entries for the profile's forms. Pure and
 * deterministic like the finder: they prefill a form the candidate checks, never the profile itself.
 */
import {
  EDUCATION_WORDS,
  headingOf,
  NOW_WORDS,
  parseDate,
  RANGE,
  SINCE,
  titleIn,
  type Section,
} from './resume-finder.ts';

export interface FoundPosition {
  title: string;
  company: string;
  /** YYYY-MM. */
  start_month: string;
  /** YYYY-MM; null while the candidate still works there. */
  end_month: string | null;
  location: string;
  /** The lines under the position, as written. */
  description: string;
}

export interface FoundEducation {
  school: string;
  degree: string;
  field: string;
  start_year: number | null;
  end_year: number | null;
}

export interface FoundLocation {
  /** ISO 3166-1 alpha-2. */
  country: string;
  city: string;
}

const MAX_POSITIONS = 30;
const MAX_EDUCATION = 20;
const MAX_DESCRIPTION = 2000;
const MAX_FIELD = 120;
const SCHOOL_WORDS =
  /\b(?:university|universit[äa]t|universidade|universidad|college|school|academy|institute|polytechnic|bootcamp)\b/iu;
const DEGREE =
  /^(?:(?:bachelor|master)(?:'?s)?(?:\s+of\s+(?:science|arts|engineering|business administration|fine arts))?|b\.?\s?sc|m\.?\s?sc|b\.?\s?eng|m\.?\s?eng|b\.?\s?tech|m\.?\s?tech|b\.?a\.?|m\.?a\.?|ph\.?\s?d|mba|hnd|ond|diploma|associate(?:'s)?(?:\s+degree)?|certificate)(?=\s|,|$)/iu;
const PART_SPLIT = /\s+(?:at|@)\s+|\s*[|•·,;]\s*|\s+[-–—]\s+|\s*\(\s*|\s*\)\s*/iu;
const YEAR_ALONE = /(?<![\p{L}\p{N}])(19[5-9]\d|20\d\d)(?![\p{L}\p{N}])/gu;

const cut = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max).trimEnd());
const month = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
const withoutDates = (line: string) =>
  line
    .replace(new RegExp(RANGE.source, 'giu'), ' ')
    .replace(new RegExp(SINCE.source, 'giu'), ' ')
    .replace(YEAR_ALONE, ' ');
const parts = (line: string) =>
  withoutDates(line)
    .split(PART_SPLIT)
    .map((p) => p.replace(/^[\s\-–—:.]+|[\s\-–—:.]+$/g, ''))
    .filter((p) => p !== '');

/** The period on a line as months: "Jan 2021 – Present" → 2021-01 … null; "2016 – 2021" → 2016-01 … 2021-12. */
function periodIn(line: string): { start: string; end: string | null } | null {
  const range = new RegExp(RANGE.source, 'iu').exec(line);
  const since = range ? null : new RegExp(SINCE.source, 'iu').exec(line);
  const startRaw = range?.[1] ?? since?.[1];
  if (!startRaw) return null;
  const start = parseDate(startRaw);
  if (!start) return null;
  const endRaw = range?.[2];
  if (!endRaw || new RegExp(`^${NOW_WORDS}$`, 'iu').test(endRaw.trim())) {
    return { start: month(start.index), end: null };
  }
  const end = parseDate(endRaw);
  if (!end) return null;
  // A year alone ends in its last month, so "2019 – 2019" is still a valid period.
  const endIndex = end.hasMonth ? end.index : end.index + 11;
  if (endIndex < start.index) return null;
  return { start: month(start.index), end: month(endIndex) };
}

interface Anchor {
  /** The first line of the position (its title line). */
  head: number;
  /** The line with the dates; the description starts below it. */
  dates: number;
  title: string;
  company: string;
  period: { start: string; end: string | null };
}

/** The company on a position's lines: the first part that is neither the title nor a date. */
function companyIn(lines: readonly string[], title: string): string {
  for (const line of lines) {
    const found = parts(line).find((p) => p !== title && !titleIn(p) && /\p{L}/u.test(p));
    if (found) return cut(found, MAX_FIELD);
  }
  return '';
}

/**
 * Work positions: a title on the line with the dates, or on the one or two lines above it ("Senior Engineer" /
 * "Acme" / "2019 – Present"). Education and lists of projects or skills are not positions.
 */
export function findPositions(lines: readonly string[]): FoundPosition[] {
  const anchors: Anchor[] = [];
  const sections: Section[] = [];
  let section: Section = null;
  lines.forEach((line, i) => {
    const heading = headingOf(line);
    if (heading) section = heading;
    sections.push(heading ? 'other' : section);
    if (heading || section === 'education' || section === 'other') return;
    if (EDUCATION_WORDS.test(line)) return;
    const period = periodIn(line);
    if (!period) return;
    const taken = anchors.at(-1)?.dates ?? -1;
    const above = (n: number) => (i - n > taken && sections[i - n] !== 'other' ? lines[i - n]! : null);
    const own = titleIn(line);
    let head = i;
    let title = own;
    let companyLines = [line];
    if (!title) {
      const one = above(1);
      const two = above(2);
      if (one && titleIn(one)) {
        head = i - 1;
        title = titleIn(one);
        companyLines = [one, line];
      } else if (one && two && titleIn(two) && !headingOf(two)) {
        head = i - 2;
        title = titleIn(two);
        companyLines = [two, one, line];
      }
    }
    if (!title) return;
    anchors.push({
      head,
      dates: i,
      title: cut(title, MAX_FIELD),
      company: companyIn(companyLines, title),
      period,
    });
  });
  return anchors.slice(0, MAX_POSITIONS).map((anchor, n) => {
    const stop = anchors[n + 1]?.head ?? lines.length;
    const below: string[] = [];
    for (let i = anchor.dates + 1; i < stop; i++) {
      if (headingOf(lines[i]!)) break;
      below.push(lines[i]!.replace(/^[•·*\-–—▪◦]\s*/u, ''));
    }
    return {
      title: anchor.title,
      company: anchor.company,
      start_month: anchor.period.start,
      end_month: anchor.period.end,
      location: '',
      description: cut(below.join('\n'), MAX_DESCRIPTION),
    };
  });
}

/** "BSc Computer Science" → BSc / Computer Science; "Bachelor of Science in Physics" → … / Physics. */
function degreeAndField(part: string): { degree: string; field: string } {
  const m = DEGREE.exec(part);
  if (!m) return { degree: cut(part, MAX_FIELD), field: '' };
  const rest = part
    .slice(m[0].length)
    .replace(/^\s*(?:in|of)\s+/iu, '')
    .trim();
  return { degree: cut(m[0].trim(), MAX_FIELD), field: cut(rest, MAX_FIELD) };
}

/** Studies: a line naming a school (in the education section, or anywhere when it also names a degree). */
export function findEducation(lines: readonly string[]): FoundEducation[] {
  const found: FoundEducation[] = [];
  let section: Section = null;
  let lastLine = -1;
  for (const [index, line] of lines.entries()) {
    const heading = headingOf(line);
    if (heading) {
      section = heading;
      continue;
    }
    if (found.length >= MAX_EDUCATION) break;
    const pieces = parts(line);
    const school = pieces.find((p) => SCHOOL_WORDS.test(p));
    const degreePart = pieces.find((p) => p !== school && DEGREE.test(p));
    const years = [...line.matchAll(YEAR_ALONE)].map((m) => Number(m[1]));
    const start = years.length > 1 ? years[0]! : null;
    const end = years.length > 0 ? years[years.length - 1]! : null;
    const period = {
      start_year: start !== null && end !== null && end < start ? null : start,
      end_year: end,
    };
    const previous = found.at(-1);
    if (!school) {
      // "University of Lagos" / "BSc Computer Science, 2011 – 2015": the degree line under its school.
      if (
        section === 'education' &&
        degreePart &&
        previous &&
        previous.degree === '' &&
        lastLine === index - 1
      ) {
        Object.assign(previous, degreeAndField(degreePart));
        if (previous.end_year === null) Object.assign(previous, period);
      }
      continue;
    }
    if (section !== 'education' && !degreePart) continue;
    found.push({
      school: cut(school, 160),
      ...(degreePart ? degreeAndField(degreePart) : { degree: '', field: '' }),
      ...period,
    });
    lastLine = index;
  }
  return found;
}

/**
 * "Lagos, Nigeria" among the lines at the top (before the first section): the country by its name, the city
 * before it. `countryCode` turns a country's name into its code (null for anything else).
 */
export function findLocation(
  lines: readonly string[],
  countryCode: (name: string) => string | null,
): FoundLocation | null {
  for (const line of lines.slice(0, 8)) {
    if (headingOf(line)) break;
    const segments = line.split(/\s*[|•·]\s*|\s+[-–—]\s+/u).filter((s) => !/[@/:]|\d{3}/u.test(s));
    for (const segment of segments) {
      const names = segment.split(/\s*,\s*/u).map((n) => n.trim());
      if (names.length < 1 || names.length > 3 || names.some((n) => !/^[\p{L}][\p{L} .'-]*$/u.test(n)))
        continue;
      const country = countryCode(names[names.length - 1]!);
      if (!country) continue;
      return { country, city: names.length > 1 ? cut(names[0]!, 100) : '' };
    }
  }
  return null;
}
