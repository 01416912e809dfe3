/** Reading a resume stops here: a longer PDF's first pages hold what a profile needs. */
export const MAX_PDF_PAGES = 20;
/** And reading gives up after this long (a hostile or broken file must not hold the request). */
export const READ_TIMEOUT_MS = 15_000;
/** Characters kept from a resume's text. */
export const MAX_TEXT_CHARS = 200_000;

export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Reading failed; the message is for the candidate. */
export class UnreadableResumeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableResumeError';
  }
}

const MESSAGES = {
  scan: 'This PDF has no text we can read — it may be a scan. Add your details by hand, or upload a PDF exported from a text editor.',
  password: 'This PDF is protected by a password, so we cannot read it. Upload a copy without a password.',
  brokenPdf: 'We could not read this PDF. It may be damaged; try exporting it again.',
  emptyDocx: 'This document has no text we can read.',
  brokenDocx: 'We could not read this Word document. It may be damaged; try saving it again as .docx.',
  slow: 'Reading this resume took too long. Try a shorter file, or add your details by hand.',
  type: 'We can read PDF and Word (.docx) resumes only.',
};

interface TextItem {
  str: string;
  hasEOL?: boolean;
  transform?: number[];
}

async function pdfText(bytes: Uint8Array, signal: { cancelled: boolean }): Promise<string> {
  // The legacy build runs in Node without a DOM; in Node pdf.js parses on the calling thread (no worker).
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    if ((err as { name?: string }).name === 'PasswordException')
      throw new UnreadableResumeError(MESSAGES.password);
    throw new UnreadableResumeError(MESSAGES.brokenPdf);
  }
  try {
    const lines: string[] = [];
    const pages = Math.min(doc.numPages, MAX_PDF_PAGES);
    for (let n = 1; n <= pages && !signal.cancelled; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let line = '';
      let lastY: number | null = null;
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== 'string') continue;
        const y = item.transform?.[5] ?? null;
        // A new baseline is a new line even when the producer did not mark the end of the previous one.
        if (lastY !== null && y !== null && Math.abs(y - lastY) > 2 && line.trim() !== '') {
          lines.push(line);
          line = '';
        }
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
        if (y !== null) lastY = y;
      }
      if (line.trim() !== '') lines.push(line);
      page.cleanup();
      if (lines.reduce((sum, l) => sum + l.length, 0) > MAX_TEXT_CHARS) break;
    }
    return lines.join('\n');
  } catch (err) {
    if (err instanceof UnreadableResumeError) throw err;
    throw new UnreadableResumeError(MESSAGES.brokenPdf);
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  try {
    // mammoth (and its zip and XML readers) loads with the first Word résumé, not with every server.
    const { default: mammoth } = await import('mammoth');
    const result = await mammoth.extractRawText({ buffer: bytes });
    return result.value;
  } catch {
    throw new UnreadableResumeError(MESSAGES.brokenDocx);
  }
}

/**
 * The plain text of a stored resume (PDF or DOCX, by the type detected at upload), read offline. Throws
 * UnreadableResumeError with words for the candidate when there is no text to read.
 */
export async function resumeText(bytes: Buffer, type: string): Promise<string> {
  if (type !== PDF_TYPE && type !== DOCX_TYPE) throw new UnreadableResumeError(MESSAGES.type);
  const signal = { cancelled: false };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      signal.cancelled = true;
      reject(new UnreadableResumeError(MESSAGES.slow));
    }, READ_TIMEOUT_MS);
  });
  try {
    const read = type === PDF_TYPE ? pdfText(new Uint8Array(bytes), signal) : docxText(bytes);
    // A late failure of the losing side must not surface as an unhandled rejection.
    read.catch(() => undefined);
    const text = (await Promise.race([read, timeout])).slice(0, MAX_TEXT_CHARS);
    if (text.replace(/\s+/g, '') === '') {
      throw new UnreadableResumeError(type === PDF_TYPE ? MESSAGES.scan : MESSAGES.emptyDocx);
    }
    return text;
  } finally {
    clearTimeout(timer);
  }
}
