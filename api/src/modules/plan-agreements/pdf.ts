import PDFDocument from 'pdfkit';
import type { DocumentBlock, DocumentContent, TextRun } from './types.js';

/**
 * A document's blocks drawn as an A4 PDF with PDFKit and its standard fonts (Helvetica: Latin
 * scripts only; names in other scripts would need an embedded font). The same blocks draw the page
 * in the app, so what a person reads there and what they download say the same thing. The PDF's
 * dates are the generation's, so the same document always makes the same file.
 */

const FONTS = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
} as const;
const HEADING_SIZES = [0, 18, 14, 12] as const;
const BODY_SIZE = 10.5;
const MARGIN = 56;

export function renderPdf(content: DocumentContent, generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: content.title, Producer: 'Accrue', Creator: 'Accrue', CreationDate: generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const block of content.blocks) drawBlock(doc, block);
  doc.end();
  return done;
}

function fontOf(run: TextRun): string {
  if (run.bold && run.italic) return FONTS.boldItalic;
  if (run.bold) return FONTS.bold;
  if (run.italic) return FONTS.italic;
  return FONTS.regular;
}

/** Runs of one paragraph written one after the other (PDFKit's `continued`). */
function drawRuns(
  doc: PDFKit.PDFDocument,
  list: readonly TextRun[],
  size: number,
  options: PDFKit.Mixins.TextOptions = {},
) {
  const runs = list.length ? list : [{ text: '' }];
  doc.fontSize(size);
  runs.forEach((run, index) => {
    doc.font(fontOf(run)).text(run.text, { ...options, continued: index < runs.length - 1 });
  });
}

function drawBlock(doc: PDFKit.PDFDocument, block: DocumentBlock): void {
  switch (block.kind) {
    case 'heading': {
      const level = Math.min(3, Math.max(1, block.level ?? 1));
      doc.moveDown(level === 1 ? 0.2 : 0.6);
      drawRuns(
        doc,
        (block.text ?? []).map((run) => ({ ...run, bold: true })),
        HEADING_SIZES[level]!,
      );
      doc.moveDown(0.3);
      break;
    }
    case 'paragraph':
      drawRuns(doc, block.text ?? [], BODY_SIZE, { align: 'left' });
      doc.moveDown(0.6);
      break;
    case 'list':
      for (const item of block.items ?? []) {
        drawRuns(doc, [{ text: '•  ' }, ...item], BODY_SIZE, { indent: 12 });
        doc.moveDown(0.2);
      }
      doc.moveDown(0.4);
      break;
    case 'table':
      drawTable(doc, block.rows ?? []);
      doc.moveDown(0.6);
      break;
    case 'rule': {
      const y = doc.y + 4;
      doc
        .moveTo(MARGIN, y)
        .lineTo(doc.page.width - MARGIN, y)
        .strokeColor('#999999')
        .lineWidth(0.5)
        .stroke();
      doc.y = y + 8;
      break;
    }
  }
}

/** A table of equal columns; its first row is the header, in bold. */
function drawTable(doc: PDFKit.PDFDocument, rows: readonly (readonly string[])[]): void {
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const width = (doc.page.width - 2 * MARGIN) / columns;
  doc.fontSize(BODY_SIZE);
  rows.forEach((row, index) => {
    const font = index === 0 ? FONTS.bold : FONTS.regular;
    doc.font(font);
    const height = Math.max(
      ...row.map((cell) => doc.heightOfString(cell, { width: width - 8 })),
      doc.currentLineHeight(),
    );
    if (doc.y + height + 6 > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    row.forEach((cell, column) => {
      doc.text(cell, MARGIN + column * width + 4, top + 3, { width: width - 8 });
    });
    doc.y = top + height + 6;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + columns * width, doc.y)
      .strokeColor(index === 0 ? '#666666' : '#cccccc')
      .lineWidth(index === 0 ? 0.8 : 0.4)
      .stroke();
  });
  doc.x = MARGIN;
}
