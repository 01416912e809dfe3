import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SKILLS } from '../../reference/skills.data.ts';
import { tinyDocx, tinyPdf } from '../../test/test-files.ts';
import { findInResume } from './resume-finder.ts';
import { DOCX_TYPE, MAX_PDF_PAGES, PDF_TYPE, resumeText, UnreadableResumeError } from './resume-text.ts';
import { multiPagePdf, SAMPLE_RESUME, scannedPdf, textDocx, textPdf } from '../../test/test-resumes.ts';

const skills = SKILLS.map((s) => ({ slug: s.slug, name: s.name, aliases: s.aliases }));

async function failure(read: Promise<unknown>): Promise<string> {
  const err = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UnreadableResumeError);
  return (err as Error).message;
}

describe('resumeText', () => {
  it('reads the lines of a hand-written PDF and of a Word document', async () => {
    const pdf = await resumeText(textPdf(SAMPLE_RESUME), PDF_TYPE);
    expect(pdf.split('\n').filter(Boolean)).toEqual(SAMPLE_RESUME);
    const docx = await resumeText(textDocx(SAMPLE_RESUME), DOCX_TYPE);
    expect(docx.split('\n').filter(Boolean)).toEqual(SAMPLE_RESUME);
  });

  it('reads a PDF as a real tool writes it (Chromium: font subsets, compressed streams)', async () => {
    const bytes = await readFile(join(import.meta.dirname, 'fixtures', 'chromium-resume.pdf'));
    const text = await resumeText(bytes, PDF_TYPE);
    expect(text).toContain('Senior Data Engineer, Farfetch — Mar 2021 – Present');
    const found = findInResume(text, skills, new Date('2026-11-15T00:00:00Z'));
    expect(found.titles.map((t) => t.title)).toEqual([
      'Data Engineer',
      'Senior Data Engineer',
      'Data Analyst',
    ]);
    expect(found.years).toMatchObject({ years: 9 });
    const bySlug = Object.fromEntries(found.skills.map((s) => [s.slug, s.years]));
    expect(bySlug).toMatchObject({ python: null, 'apache-airflow': 4, dbt: 2, terraform: null });
  });

  it(`reads the first ${MAX_PDF_PAGES} pages only`, async () => {
    const pages = Array.from({ length: MAX_PDF_PAGES + 2 }, (_, i) => [`Page ${i + 1} text`]);
    const text = await resumeText(multiPagePdf(pages), PDF_TYPE);
    expect(text).toContain(`Page ${MAX_PDF_PAGES} text`);
    expect(text).not.toContain(`Page ${MAX_PDF_PAGES + 1} text`);
  });

  it('says in words why a file has nothing to read', async () => {
    expect(await failure(resumeText(scannedPdf(), PDF_TYPE))).toMatch(
      /no text we can read — it may be a scan/,
    );
    // A PDF with no pages at all, and bytes that are not a PDF past the header.
    expect(await failure(resumeText(tinyPdf(), PDF_TYPE))).toMatch(/PDF/);
    expect(await failure(resumeText(Buffer.from('%PDF-1.7\ngarbage'), PDF_TYPE))).toMatch(
      /could not read this PDF/,
    );
    expect(await failure(resumeText(tinyDocx(false), DOCX_TYPE))).toMatch(
      /could not read this Word document/,
    );
    expect(await failure(resumeText(textDocx([]), DOCX_TYPE))).toMatch(/no text we can read/);
    expect(await failure(resumeText(Buffer.from('hello'), 'text/plain'))).toMatch(/PDF and Word/);
    // fixtures/password-resume.pdf: textPdf(SAMPLE_RESUME) locked with `qpdf --encrypt user-pass owner-pass 256`.
    const locked = await readFile(join(import.meta.dirname, 'fixtures', 'password-resume.pdf'));
    expect(await failure(resumeText(locked, PDF_TYPE))).toMatch(/protected by a password/);
  });
});
