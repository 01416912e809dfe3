import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface CertificatePdfInput {
  certificateId: string;
  holderName: string;
  courseTitle: string;
  skills: string[];
  issuedAt: Date;
  /** The public page that verifies the credential; printed, linked and drawn as a QR code. */
  verifyUrl: string;
}

/*
 * Helvetica (built into every PDF reader: nothing to embed or download) draws Windows-1252 only; a letter outside
 * it is drawn without its accent when that gives one the font has (ș → s), else as "?". The signed credential,
 * which the QR code opens, always has the exact name.
 */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const drawable = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(char);
};
export function forHelvetica(text: string): string {
  let out = '';
  for (const char of text) {
    if (drawable(char)) out += char;
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every(drawable) ? base : '?';
    }
  }
  return out;
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#4f46e5';

/** The day in words, in UTC ("2 March 2026"): a certificate names a day, not a moment. */
function day(at: Date): string {
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** The QR code as vector squares (sharp at any zoom, a few hundred bytes). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  // Four modules of quiet zone on each side, as readers expect.
  const cell = size / (count + 8);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

/** A one-page landscape certificate: who, which course, when, and how to verify it (link and QR code). */
export async function certificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: {
      Title: `Certificate: ${forHelvetica(input.courseTitle)}`,
      Author: 'Borderless',
      Subject: `Awarded to ${forHelvetica(input.holderName)}`,
      CreationDate: input.issuedAt,
      ModDate: input.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width;
  const height = doc.page.height;
  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(0.75)
    .strokeColor('#c7d2fe')
    .rect(34, 34, width - 68, height - 68)
    .stroke();

  const left = 72;
  const textWidth = width - left * 2 - 170;
  doc
    .fillColor(ACCENT)
    .font('Helvetica-Bold')
    .fontSize(13)
    .text('BORDERLESS', left, 72, { characterSpacing: 3 });
  doc.moveDown(1.6);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(30)
    .text('Certificate of completion', { width: textWidth });
  doc.moveDown(0.8);
  doc.fillColor(MUTED).font('Helvetica').fontSize(13).text('This certifies that', { width: textWidth });
  doc.moveDown(0.3);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(26)
    .text(forHelvetica(input.holderName), { width: textWidth });
  doc.moveDown(0.5);
  doc.fillColor(MUTED).font('Helvetica').fontSize(13).text('completed the course', { width: textWidth });
  doc.moveDown(0.3);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(forHelvetica(input.courseTitle), { width: textWidth });
  doc.moveDown(0.6);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(11)
    .text(
      'Every lesson done, coding exercises passing their tests, and the final quiz passed.' +
        (input.skills.length > 0 ? ` Skills: ${forHelvetica(input.skills.join(', '))}.` : ''),
      { width: textWidth },
    );
  doc.moveDown(1.2);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Issued on ${day(input.issuedAt)}`);
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(`Certificate ${input.certificateId}`);

  // Verification: the QR code and the link, bottom right and bottom left.
  const qrSize = 130;
  const qrX = width - left - qrSize;
  const qrY = height - 72 - qrSize - 24;
  drawQr(doc, input.verifyUrl, qrX, qrY, qrSize);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(8)
    .text('Scan to verify', qrX, qrY + qrSize + 4, { width: qrSize, align: 'center' });
  const linkY = height - 110;
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text('Verify this certificate at', left, linkY);
  doc
    .fillColor(ACCENT)
    .font('Helvetica')
    .fontSize(10)
    .text(input.verifyUrl, left, linkY + 13, { link: input.verifyUrl, underline: true, width: textWidth });
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(
      'An Open Badges 3.0 credential signed by Borderless; the page checks its signature and whether it was revoked.',
      left,
      linkY + 30,
      { width: textWidth },
    );

  doc.end();
  return done;
}
