import { zip } from './test-files.ts';

/* Small but real resumes for tests: a PDF with a text content stream, a PDF with none (a "scan"), a DOCX. */

function pdf(objects: string[]): Buffer {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A document of one page per content stream (Helvetica, WinAnsi). Objects: catalog, pages, font, then page+stream pairs. */
function pagesPdf(contents: string[]): Buffer {
  const kids = contents.map((_, i) => `${4 + i * 2} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${contents.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  contents.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  });
  return pdf(objects);
}

function textContent(lines: string[]): string {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  return ['BT', '/F1 11 Tf', '14 TL', '56 760 Td', ...lines.map((l) => `(${escape(l)}) Tj T*`), 'ET'].join(
    '\n',
  );
}

/** A one-page PDF whose lines are real text (keep to Latin-1 characters). */
export function textPdf(lines: string[]): Buffer {
  return pagesPdf([textContent(lines)]);
}

/** A PDF of several pages, each with its own lines. */
export function multiPagePdf(pages: string[][]): Buffer {
  return pagesPdf(pages.map(textContent));
}

/** A valid PDF page with only a drawing on it: what a scanned resume looks like to a text reader. */
export function scannedPdf(): Buffer {
  return pagesPdf(['0.5 g\n56 600 500 150 re f']);
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** A Word document with one paragraph per line. */
export function textDocx(paragraphs: string[]): Buffer {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = paragraphs
    .map((p) => `<w:p><w:r><w:t xml:space="preserve">${escape(p)}</w:t></w:r></w:p>`)
    .join('');
  return zip([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', RELS],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
    ],
  ]);
}

/** A resume's lines as a candidate would write them. */
export const SAMPLE_RESUME = [
  'Ana Lima',
  'Senior Backend Engineer',
  'Lisbon, Portugal - ana@example.com',
  'Experience',
  'Staff Engineer at Globex',
  'Jan 2021 - Present',
  'Built payment APIs in TypeScript and Node.js on PostgreSQL; 5 years of React.',
  'Software Developer, Initech, 2016 - 2021',
  'Python (3 yrs), Docker, Kubernetes',
  'Education',
  'BSc Computer Science, University of Porto, 2012 - 2016',
];

/** A frontend developer in Lagos: two positions (title, company and dates on separate lines), studies, a place. */
export const LAGOS_RESUME = [
  'Chidi Okafor',
  'Senior Frontend Developer',
  'Lagos, Nigeria | chidi@example.com',
  'Experience',
  'Senior Frontend Developer',
  'Paystack',
  'Mar 2019 - Present',
  '- Built the checkout in React and TypeScript',
  '- Led a team of four engineers',
  'Frontend Developer at Andela, Jan 2016 - Feb 2019',
  'Shipped dashboards in React and Redux',
  'Education',
  'University of Lagos',
  'BSc Computer Science, 2011 - 2015',
];
