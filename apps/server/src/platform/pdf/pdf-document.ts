/**
 * The documents Pitstop prints (purchase orders now; invoices next): A4 pages drawn with pdfkit
 * in PDF's standard Helvetica, so no font file ships or loads (ADR 019). Helvetica covers
 * Windows-1252 (Latin letters, €, £, ¥); `pdfText` replaces what it cannot draw, so a name in
 * another script prints as "?" instead of as garbage.
 */

export type PdfDocument = PDFKit.PDFDocument;

export const PAGE_MARGIN = 50;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MUTED = '#4b5563';
const TEXT = '#111827';
const RULE = '#d1d5db';

/** The characters of Windows-1252 above ASCII that are not Latin-1 (what Helvetica draws). */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRA.includes(char)
  );
}

/** Text Helvetica can draw: spaces of any width become spaces, other characters it lacks "?". */
export function pdfText(text: string): string {
  return Array.from(text.replace(/[\s\u00a0\u202f]/g, (space) => (space === '\n' ? '\n' : ' ')))
    .map((char) => (char === '\n' || drawable(char) ? char : '?'))
    .join('');
}

/**
 * An amount as formatMoney wrote it, for a PDF: a currency sign Helvetica lacks (₹) becomes the
 * currency's code ("INR 1,250.00").
 */
export function pdfMoney(formatted: string, currency: string): string {
  const spaced = formatted.replace(/[\u00a0\u202f]/g, ' ');
  return Array.from(spaced).every(drawable)
    ? spaced
    : spaced.replace(/[^\x20-\x7e\u00a0-\u00ff]+/gu, `${currency} `).trim();
}

/** Renders a document drawn by `draw` into the bytes of a PDF. */
export async function renderPdf(
  info: { title: string; author: string },
  draw: (doc: PdfDocument) => void,
): Promise<Buffer> {
  // Loaded on first use: pdfkit and its font engine would otherwise add to every start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: pdfText(info.title), Author: pdfText(info.author), Creator: 'Pitstop' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(FONT).fontSize(10).fillColor(TEXT);
  draw(doc);
  doc.end();
  return done;
}

/** The width between the margins. */
export function contentWidth(doc: PdfDocument): number {
  return doc.page.width - PAGE_MARGIN * 2;
}

/** A heading line in bold. */
export function heading(doc: PdfDocument, text: string, size = 18): void {
  doc.font(BOLD).fontSize(size).fillColor(TEXT).text(pdfText(text), PAGE_MARGIN);
  doc.font(FONT).fontSize(10);
}

/** A block of lines (an address), the first one bold, at x, starting at y. */
export function addressBlock(
  doc: PdfDocument,
  options: { x: number; y: number; width: number; label: string; lines: string[] },
): number {
  const { x, width } = options;
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor(MUTED)
    .text(pdfText(options.label.toUpperCase()), x, options.y, {
      width,
    });
  const [first, ...rest] = options.lines;
  doc.fontSize(10).fillColor(TEXT);
  if (first !== undefined) doc.font(BOLD).text(pdfText(first), x, doc.y, { width });
  doc.font(FONT);
  for (const line of rest) doc.text(pdfText(line), x, doc.y, { width });
  return doc.y;
}

/** "Label: value" facts in two aligned columns. */
export function facts(
  doc: PdfDocument,
  options: { x: number; y: number; width: number; rows: [string, string][] },
): number {
  const labelWidth = Math.min(110, options.width / 2);
  let y = options.y;
  for (const [label, value] of options.rows) {
    doc.font(FONT).fontSize(10).fillColor(MUTED).text(pdfText(label), options.x, y, {
      width: labelWidth,
    });
    doc.fillColor(TEXT).text(pdfText(value), options.x + labelWidth, y, {
      width: options.width - labelWidth,
    });
    y = doc.y + 2;
  }
  return y;
}

export type TableColumn = { header: string; width: number; align?: 'left' | 'right' };

/**
 * A table with a ruled header, repeated on each new page; column widths are fractions of the
 * content width. Returns the y below it.
 */
export function table(
  doc: PdfDocument,
  options: { y: number; columns: TableColumn[]; rows: string[][] },
): number {
  const left = PAGE_MARGIN;
  const full = contentWidth(doc);
  const widths = options.columns.map((column) => column.width * full);
  const padding = 4;
  const bottom = doc.page.height - PAGE_MARGIN;

  const drawRow = (cells: string[], y: number, bold: boolean): number => {
    doc
      .font(bold ? BOLD : FONT)
      .fontSize(bold ? 9 : 10)
      .fillColor(bold ? MUTED : TEXT);
    let x = left;
    let height = 0;
    cells.forEach((cell, index) => {
      const width = (widths[index] ?? 0) - padding * 2;
      const column = options.columns[index];
      const text = pdfText(cell);
      height = Math.max(height, doc.heightOfString(text, { width }));
      doc.text(text, x + padding, y + padding, { width, align: column?.align ?? 'left' });
      x += widths[index] ?? 0;
    });
    const end = y + height + padding * 2;
    doc
      .moveTo(left, end)
      .lineTo(left + full, end)
      .lineWidth(bold ? 1 : 0.5)
      .strokeColor(RULE)
      .stroke();
    return end;
  };

  const headers = options.columns.map((column) => column.header);
  let y = drawRow(headers, options.y, true);
  for (const row of options.rows) {
    doc.font(FONT).fontSize(10);
    const rowHeight =
      Math.max(
        ...row.map((cell, index) =>
          doc.heightOfString(pdfText(cell), { width: (widths[index] ?? 0) - padding * 2 }),
        ),
      ) +
      padding * 2;
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = drawRow(headers, PAGE_MARGIN, true);
    }
    y = drawRow(row, y, false);
  }
  return y;
}

/** A right-aligned total line under a table. */
export function totalLine(doc: PdfDocument, options: { y: number; label: string; value: string }) {
  const full = contentWidth(doc);
  if (options.y + 30 > doc.page.height - PAGE_MARGIN) {
    doc.addPage();
    options.y = PAGE_MARGIN;
  }
  doc
    .font(BOLD)
    .fontSize(12)
    .fillColor(TEXT)
    .text(`${pdfText(options.label)}  ${pdfText(options.value)}`, PAGE_MARGIN, options.y + 8, {
      width: full - 4,
      align: 'right',
    });
  doc.font(FONT).fontSize(10);
  return doc.y;
}

/** A paragraph of notes under a small label. */
export function notes(doc: PdfDocument, options: { y: number; label: string; text: string }) {
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor(MUTED)
    .text(pdfText(options.label.toUpperCase()), PAGE_MARGIN, options.y);
  doc
    .fontSize(10)
    .fillColor(TEXT)
    .text(pdfText(options.text), PAGE_MARGIN, doc.y, {
      width: contentWidth(doc),
    });
  return doc.y;
}
