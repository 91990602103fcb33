import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

/** What a summary's frame says: its title, and "page X of Y", in one language. */
export type SummaryTexts = {
  /** The BCP 47 locale dates and numbers are formatted in. */
  locale: string;
  title: string;
  page: (page: number, pages: number) => string;
};

export const TIME_ZONE = 'Europe/Warsaw';
const MARGIN = 50;
const LABEL_WIDTH = 170;
const GAP = 10;
const FONT = { regular: 'Poppins', semibold: 'Poppins-SemiBold' } as const;
const COLOR = { text: '#1f2937', muted: '#6b7280', accent: '#1e3a8a', rule: '#d1d5db' } as const;
const SIZE = { title: 18, name: 14, section: 12, body: 9.5, small: 8 } as const;

let fontFiles: { regular: string; semibold: string } | undefined;
/** Poppins covers the Polish letters; the files are resolved from its package when first used. */
function fonts() {
  if (!fontFiles) {
    const require = createRequire(import.meta.url);
    fontFiles = {
      regular: require.resolve('@expo-google-fonts/poppins/400Regular/Poppins_400Regular.ttf'),
      semibold: require.resolve('@expo-google-fonts/poppins/600SemiBold/Poppins_600SemiBold.ttf'),
    };
  }
  return fontFiles;
}

/** Labels of value sets; a value without a label (added later) is shown as it is stored. */
export const label = <K extends string>(labels: Record<K, string>, value: string) =>
  (labels as Record<string, string>)[value] ?? value;

/** Dates, instants and countries in the summary's language (Warsaw time for instants). */
export function formatters(texts: { locale: string }) {
  const dateTime = new Intl.DateTimeFormat(texts.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  // Plain dates (YYYY-MM-DD) name a day, not an instant: formatted in UTC so they never shift.
  const date = new Intl.DateTimeFormat(texts.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(texts.locale, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const decimal = new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 8 });
  let regions: Intl.DisplayNames | undefined;
  try {
    regions = new Intl.DisplayNames([texts.locale], { type: 'region' });
  } catch {
    regions = undefined;
  }
  return {
    dateTime: (value: Date | string) => dateTime.format(new Date(value)),
    date: (value: string) => {
      const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(day.getTime()) ? value : date.format(day);
    },
    /** An exact decimal as text, grouped in the language's way, decimals kept. */
    decimal: (value: string) => decimal.format(value as unknown as number),
    share: (value: string) => {
      const share = Number(value);
      return Number.isFinite(share) ? percent.format(share / 100) : value;
    },
    country: (code: string) => {
      try {
        return regions?.of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}
export type Formatters = ReturnType<typeof formatters>;

/** A field of a section: printed only when it has a value. */
export type Field = [label: string, value: string | null | undefined];
type Column = { header: string; width: number };

/**
 * pdfkit, with the Unicode tables it unpacks as it loads, is slow to load: loaded for the
 * first PDF, not at every start of the server (start-up target P9).
 */
let pdfKit: Promise<typeof PDFDocument> | undefined;

/** A4 pages, a header, titled sections of fields and tables, and "page X of Y" footers. */
export class SummaryWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly width: number;

  static async create(texts: SummaryTexts, info: PDFKit.DocumentInfo): Promise<SummaryWriter> {
    pdfKit ??= import('pdfkit').then((module) => module.default);
    return new SummaryWriter(texts, info, await pdfKit);
  }

  private constructor(
    private readonly texts: SummaryTexts,
    info: PDFKit.DocumentInfo,
    Document: typeof PDFDocument,
  ) {
    this.doc = new Document({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      bufferPages: true,
      lang: texts.locale,
      displayTitle: true,
      info,
    });
    this.doc.registerFont(FONT.regular, fonts().regular);
    this.doc.registerFont(FONT.semibold, fonts().semibold);
    this.width = this.doc.page.width - MARGIN * 2;
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page when `height` does not fit on this one. */
  private ensureSpace(height: number) {
    if (this.doc.y + height > this.bottom) this.newPage();
  }

  private newPage() {
    this.doc.addPage();
    this.doc.y = this.doc.page.margins.top;
  }

  private rule(color: string = COLOR.rule) {
    const y = this.doc.y;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  }

  header(name: string, meta: string) {
    const doc = this.doc;
    doc.font(FONT.semibold).fontSize(SIZE.title).fillColor(COLOR.accent);
    doc.text(this.texts.title, MARGIN, MARGIN, { width: this.width });
    doc.font(FONT.semibold).fontSize(SIZE.name).fillColor(COLOR.text);
    doc.text(name, { width: this.width });
    doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.muted);
    doc.text(meta, { width: this.width });
    doc.moveDown(0.5);
    this.rule(COLOR.accent);
    doc.y += 4;
  }

  section(title: string) {
    const doc = this.doc;
    doc.font(FONT.semibold).fontSize(SIZE.section);
    // The title stays with at least one row of its content.
    this.ensureSpace(doc.currentLineHeight(true) + 40);
    doc.y += 10;
    doc.fillColor(COLOR.accent).text(title, MARGIN, doc.y, { width: this.width });
    this.rule();
    doc.y += 4;
  }

  /** Label and value side by side; fields without a value are left out. */
  fields(fields: Field[]) {
    const doc = this.doc;
    const valueX = MARGIN + LABEL_WIDTH + GAP;
    const valueWidth = this.width - LABEL_WIDTH - GAP;
    for (const [name, value] of fields) {
      if (value === null || value === undefined || value.trim() === '') continue;
      doc.fontSize(SIZE.body);
      const height = Math.max(
        doc.font(FONT.regular).heightOfString(name, { width: LABEL_WIDTH }),
        doc.font(FONT.semibold).heightOfString(value, { width: valueWidth }),
      );
      this.ensureSpace(height + 3);
      const y = doc.y;
      doc.font(FONT.regular).fillColor(COLOR.muted).text(name, MARGIN, y, { width: LABEL_WIDTH });
      doc.font(FONT.semibold).fillColor(COLOR.text).text(value, valueX, y, { width: valueWidth });
      doc.y = y + height + 3;
    }
  }

  /** Plain text in the body style (e.g. "None" for an empty list). */
  note(text: string) {
    this.doc.fontSize(SIZE.body);
    this.ensureSpace(this.doc.currentLineHeight(true));
    this.doc.font(FONT.regular).fillColor(COLOR.muted).text(text, MARGIN, this.doc.y, {
      width: this.width,
    });
  }

  /** Rows under a header row, which is repeated on every page the table continues on. */
  table(columns: Column[], rows: string[][]) {
    const doc = this.doc;
    const scale = this.width / columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => c.width * scale);
    const row = (cells: string[], font: string, color: string) => {
      doc.font(font).fontSize(SIZE.body);
      const height = Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: widths[i]! - GAP })),
      );
      return {
        height: height + 6,
        draw: () => {
          const y = doc.y + 3;
          let x = MARGIN;
          doc.font(font).fontSize(SIZE.body).fillColor(color);
          cells.forEach((cell, i) => {
            doc.text(cell, x, y, { width: widths[i]! - GAP });
            x += widths[i]!;
          });
          doc.y = y + height + 3;
          this.rule();
        },
      };
    };
    const header = () =>
      row(
        columns.map((c) => c.header),
        FONT.semibold,
        COLOR.muted,
      );
    const first = header();
    this.ensureSpace(first.height + (rows[0] ? row(rows[0], FONT.regular, COLOR.text).height : 0));
    first.draw();
    for (const cells of rows) {
      const line = row(cells, FONT.regular, COLOR.text);
      if (doc.y + line.height > this.bottom) {
        this.newPage();
        header().draw();
      }
      line.draw();
    }
  }

  /** Writes the footer on every page and answers the finished file. */
  finish(footer: string): Promise<Buffer> {
    const doc = this.doc;
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      doc.switchToPage(index);
      // The footer sits in the bottom margin: without it pdfkit would start a new page.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - margin + 15;
      doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted);
      doc.text(footer, MARGIN, y, { width: this.width * 0.7, lineBreak: false });
      doc.text(this.texts.page(index - start + 1, count), MARGIN, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = margin;
    }
    doc.end();
    return done;
  }
}
