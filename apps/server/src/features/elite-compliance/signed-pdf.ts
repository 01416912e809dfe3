import PDFDocument from 'pdfkit';

export interface SignedPdfInput {
  title: string;
  /** The exact signed text (Markdown-style headings). */
  text: string;
  sha256: string;
  templateVersion: string;
  typedName: string;
  signedAt: Date;
  ip: string;
  consent: string;
}

/*
 * The PDF uses the standard Helvetica fonts (built into every reader, nothing to embed or download), which draw
 * the Windows-1252 characters only. Any other letter is drawn without its accent when that gives one the font has
 * (ș → s), else as [U+XXXX]; the PDF then says so. The hash is always of the exact text.
 */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function drawable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(char);
}

function forFont(line: string): { line: string; changed: boolean } {
  let changed = false;
  let out = '';
  for (const char of line) {
    if (drawable(char)) {
      out += char;
      continue;
    }
    changed = true;
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out +=
      base && [...base].every(drawable)
        ? base
        : `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`;
  }
  return { line: out, changed };
}

/** "2026-03-02 09:00:00 UTC". */
function utc(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** One signed document as a PDF: the full text, the signature block and the hash of the text. */
export async function signedPdf(input: SignedPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: input.title,
      Author: 'Borderless',
      Subject: `Signed by ${input.typedName}`,
      CreationDate: input.signedAt,
      ModDate: input.signedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let substituted = false;
  const write = (text: string, font: string, size: number, gap = 0) => {
    const { line, changed } = forFont(text);
    substituted ||= changed;
    doc.font(font).fontSize(size).text(line, { lineGap: 2 });
    if (gap) doc.moveDown(gap);
  };

  for (const raw of input.text.split('\n')) {
    if (raw.startsWith('# ')) write(raw.slice(2), 'Helvetica-Bold', 16, 0.3);
    else if (raw.startsWith('## ')) write(raw.slice(3), 'Helvetica-Bold', 12, 0.1);
    else if (raw === '') doc.moveDown(0.5);
    else write(raw, 'Helvetica', 10);
  }

  doc.moveDown(1.5);
  write('Electronic signature', 'Helvetica-Bold', 12, 0.2);
  write(`Signed by (typed name): ${input.typedName}`, 'Helvetica', 10);
  write(`Signed at: ${utc(input.signedAt)}`, 'Helvetica', 10);
  write(`IP address: ${input.ip}`, 'Helvetica', 10);
  write(`Consent: ${input.consent}`, 'Helvetica', 10);
  write(`Template version: ${input.templateVersion}`, 'Helvetica', 10, 0.5);
  write(`SHA-256 of the document text: ${input.sha256}`, 'Helvetica-Bold', 9);
  write(
    'The signed text is the document exactly as shown in the app before signing (UTF-8); this PDF sets it in type. Any change to the text, even of one character, gives another hash.',
    'Helvetica',
    8,
  );
  if (substituted) {
    write(
      "Some characters are drawn without their accent or as [U+XXXX], because this PDF's font cannot draw them; the hash is of the exact text.",
      'Helvetica',
      8,
    );
  }
  doc.end();
  return done;
}
