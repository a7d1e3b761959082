import { type DateFormat, formatCalendarDate } from '@pitstop/domain/date-format';
import { formatMoney } from '@pitstop/domain/format';
import type { CreditNoteView, InvoiceDetail } from '@pitstop/domain/invoice-views';
import { formatTaxRate, paymentMethodLabels } from '@pitstop/domain/invoices';
import { groupLinesByJob, threeCsLines } from '@pitstop/domain/job-groups';
import { compareMoney, subtractMoney } from '@pitstop/domain/money';
import {
  addressBlock,
  contentWidth,
  facts,
  heading,
  notes,
  PAGE_MARGIN,
  type PdfDocument,
  pdfMoney,
  pdfText,
  renderPdf,
  table,
} from '../../platform/pdf/pdf-document.ts';
import type { BillingShop } from './billing-shop.ts';

/** An address typed on several lines, on one. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ', ');
}

/** The file an invoice's PDF is sent and downloaded as: "INV-2026-00042.pdf", or a draft's. */
export function invoiceFilename(invoice: Pick<InvoiceDetail, 'number'>): string {
  return invoice.number ? `${invoice.number}.pdf` : 'Draft invoice.pdf';
}

export function creditNoteFilename(note: Pick<CreditNoteView, 'number'>): string {
  return `${note.number}.pdf`;
}

/** Big pale "DRAFT" across the page, drawn under what follows. */
function watermark(doc: PdfDocument, text: string): void {
  const { width, height } = doc.page;
  const { x, y } = doc;
  doc.save();
  doc.rotate(-35, { origin: [width / 2, height / 2] });
  doc
    .font('Helvetica-Bold')
    .fontSize(120)
    .fillColor('#e5e7eb')
    .text(text, 0, height / 2 - 60, { width, align: 'center', lineBreak: false });
  doc.restore();
  doc.font('Helvetica').fontSize(10).fillColor('#111827');
  doc.x = x;
  doc.y = y;
}

/** Right-aligned label/value rows under a table (totals); bold rows for what is owed. */
function summary(
  doc: PdfDocument,
  options: { y: number; rows: { label: string; value: string; bold?: boolean }[] },
): number {
  const full = contentWidth(doc);
  const valueWidth = 110;
  const labelWidth = 260;
  const labelX = PAGE_MARGIN + full - valueWidth - labelWidth - 4;
  let y = options.y + 6;
  for (const row of options.rows) {
    if (y + 16 > doc.page.height - PAGE_MARGIN) {
      doc.addPage();
      y = PAGE_MARGIN;
    }
    doc
      .font(row.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(row.bold ? 11 : 10)
      .fillColor(row.bold ? '#111827' : '#4b5563')
      .text(pdfText(row.label), labelX, y, { width: labelWidth, align: 'right' });
    doc
      .fillColor('#111827')
      .text(pdfText(row.value), labelX + labelWidth, y, { width: valueWidth, align: 'right' });
    y = doc.y + 3;
  }
  doc.font('Helvetica').fontSize(10);
  return y;
}

function header(
  doc: PdfDocument,
  shop: BillingShop,
  title: string,
  number: string,
): { right: number; half: number } {
  const width = contentWidth(doc);
  const half = width / 2 - 10;
  const right = PAGE_MARGIN + width / 2 + 10;
  heading(doc, shop.name, 20);
  const shopLines = [shop.address, shop.phone, shop.email].filter((line): line is string => !!line);
  for (const line of shopLines) doc.text(pdfText(oneLine(line)), { width: half });
  doc.font('Helvetica-Bold').fontSize(16).text(title, right, PAGE_MARGIN, {
    width: half,
    align: 'right',
  });
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(pdfText(number), right, doc.y, { width: half, align: 'right' });
  doc.fontSize(10);
  return { right, half };
}

function billToLines(invoice: InvoiceDetail): string[] {
  return [
    invoice.billToName,
    ...(invoice.billToAddress ? invoice.billToAddress.split(/\n/) : []),
    ...(invoice.billToPhone ? [invoice.billToPhone] : []),
    ...(invoice.billToEmail ? [invoice.billToEmail] : []),
  ];
}

/**
 * The invoice as the customer receives it (ADR 019, 020): the shop, the client, the vehicle and
 * mileage, the lines with their tax rates, the tax by rate under the shop's tax name, the totals,
 * payments and balance, and the terms. Money is formatted in the invoice's own currency and
 * locale; a draft is watermarked DRAFT and has no number.
 */
export function renderInvoicePdf(options: {
  invoice: InvoiceDetail;
  shop: BillingShop;
}): Promise<Buffer> {
  const { invoice, shop } = options;
  const dates: DateFormat = { timeZone: shop.timezone, locale: invoice.locale };
  const money = (amount: string) =>
    pdfMoney(
      formatMoney(amount, { currency: invoice.currency, locale: invoice.locale }),
      invoice.currency,
    );
  const draft = invoice.status === 'draft' || invoice.status === 'void';
  const number = invoice.number ?? (invoice.status === 'void' ? 'Void draft' : 'Draft');

  return renderPdf(
    { title: invoice.number ? `Invoice ${invoice.number}` : 'Draft invoice', author: shop.name },
    (doc) => {
      if (draft) {
        const mark = invoice.status === 'void' ? 'VOID' : 'DRAFT';
        watermark(doc, mark);
        doc.on('pageAdded', () => watermark(doc, mark));
      }
      const { right, half } = header(doc, shop, 'INVOICE', number);
      const blocksTop = Math.max(doc.y, PAGE_MARGIN + 80) + 20;
      const billBottom = addressBlock(doc, {
        x: PAGE_MARGIN,
        y: blocksTop,
        width: half,
        label: 'Bill to',
        lines: billToLines(invoice),
      });
      const rows: [string, string][] = [
        ['Invoice number', invoice.number ?? 'Assigned when issued'],
        ['Invoice date', formatCalendarDate(invoice.date, dates)],
        ...(invoice.dueOn
          ? ([['Due date', formatCalendarDate(invoice.dueOn, dates)]] as [string, string][])
          : []),
        ...(invoice.jobOrder
          ? ([['Job order', invoice.jobOrder.number]] as [string, string][])
          : []),
        ...(invoice.vehicle ? ([['Vehicle', invoice.vehicle]] as [string, string][]) : []),
        ...(invoice.mileage !== null
          ? ([['Mileage', new Intl.NumberFormat(invoice.locale).format(invoice.mileage)]] as [
              string,
              string,
            ][])
          : []),
      ];
      const factsBottom = facts(doc, { x: right, y: blocksTop, width: half, rows });

      const lineRow = (line: InvoiceDetail['lines'][number]): string[] =>
        line.kind === 'discount'
          ? [
              line.percent !== null
                ? `${line.description} (${formatTaxRate(line.percent).replace(' %', '%')})`
                : line.description,
              '',
              '',
              '',
              `-${money(line.amount)}`,
            ]
          : [
              [line.description, line.partNumber ? `Part ${line.partNumber}` : null]
                .filter(Boolean)
                .join('\n'),
              line.kind === 'fee' ? '' : line.quantity,
              line.kind === 'fee' ? '' : money(line.unitPrice ?? '0'),
              formatTaxRate(line.taxRate),
              money(line.amount),
            ];
      const linesBottom = table(doc, {
        y: Math.max(billBottom, factsBottom) + 24,
        columns: [
          { header: 'Description', width: 0.42 },
          { header: 'Qty', width: 0.1, align: 'right' },
          { header: 'Unit price', width: 0.16, align: 'right' },
          { header: invoice.taxLabel, width: 0.13, align: 'right' },
          { header: 'Amount', width: 0.19, align: 'right' },
        ],
        // Job by job: a row naming the job with its three Cs, then its lines (ADR 040).
        rows: groupLinesByJob(invoice.jobs, invoice.lines).flatMap((group, index, groups) => [
          ...(group.job
            ? [
                [
                  [`${index + 1}. ${group.job.name}`, ...threeCsLines(group.job)].join('\n'),
                  '',
                  '',
                  '',
                  '',
                ],
              ]
            : groups.length > 1
              ? [['Other charges', '', '', '', '']]
              : []),
          ...group.lines.map(lineRow),
        ]),
      });

      const totals: { label: string; value: string; bold?: boolean }[] = [
        { label: 'Subtotal', value: money(invoice.subtotal) },
        ...(compareMoney(invoice.discount, '0') > 0
          ? [{ label: 'Discount', value: `-${money(invoice.discount)}` }]
          : []),
        {
          label: invoice.pricesIncludeTax ? `Net (without ${invoice.taxLabel})` : 'Net',
          value: money(invoice.net),
        },
        ...invoice.breakdown.map((row) => ({
          label:
            row.rate === null
              ? `Not subject to ${invoice.taxLabel} on ${money(row.taxable)}`
              : `${invoice.taxLabel} ${formatTaxRate(row.rate)} on ${money(row.taxable)}`,
          value: money(row.tax),
        })),
        { label: 'Total', value: money(invoice.total), bold: true },
      ];
      if (compareMoney(invoice.credited, '0') > 0) {
        totals.push({ label: 'Credited', value: `-${money(invoice.credited)}` });
      }
      if (invoice.payments.length > 0) {
        totals.push({ label: 'Paid', value: `-${money(invoice.paid)}` });
      }
      if (!draft) {
        const balance = invoice.balance;
        totals.push({
          label: compareMoney(balance, '0') < 0 ? 'Overpaid' : 'Balance due',
          value: money(compareMoney(balance, '0') < 0 ? subtractMoney('0', balance) : balance),
          bold: true,
        });
      }
      let y = summary(doc, { y: linesBottom, rows: totals });

      if (invoice.payments.length > 0) {
        y = table(doc, {
          y: y + 16,
          columns: [
            { header: 'Payments', width: 0.2 },
            { header: 'Method', width: 0.2 },
            { header: 'Reference', width: 0.4 },
            { header: 'Amount', width: 0.2, align: 'right' },
          ],
          rows: invoice.payments.map((payment) => [
            formatCalendarDate(payment.paidOn, dates),
            payment.creditNote
              ? `Refund (${payment.creditNote.number})`
              : paymentMethodLabels[payment.method],
            payment.reference ?? '',
            money(payment.amount),
          ]),
        });
      }
      if (invoice.creditNotes.length > 0) {
        y = table(doc, {
          y: y + 16,
          columns: [
            { header: 'Credit notes', width: 0.2 },
            { header: 'Date', width: 0.2 },
            { header: 'Reason', width: 0.4 },
            { header: 'Amount', width: 0.2, align: 'right' },
          ],
          rows: invoice.creditNotes.map((note) => [
            note.number,
            formatCalendarDate(note.issuedOn, dates),
            note.reason,
            `-${money(note.total)}`,
          ]),
        });
      }
      if (invoice.notes) y = notes(doc, { y: y + 20, label: 'Notes', text: invoice.notes });
      if (invoice.terms) notes(doc, { y: y + 20, label: 'Terms', text: invoice.terms });
    },
  );
}

/** A credit note as the customer receives it: what it takes back of which invoice. */
export function renderCreditNotePdf(options: {
  creditNote: CreditNoteView;
  invoice: InvoiceDetail;
  shop: BillingShop;
}): Promise<Buffer> {
  const { creditNote, invoice, shop } = options;
  const dates: DateFormat = { timeZone: shop.timezone, locale: invoice.locale };
  const money = (amount: string) =>
    pdfMoney(
      formatMoney(amount, { currency: invoice.currency, locale: invoice.locale }),
      invoice.currency,
    );
  return renderPdf({ title: `Credit note ${creditNote.number}`, author: shop.name }, (doc) => {
    const { right, half } = header(doc, shop, 'CREDIT NOTE', creditNote.number);
    const blocksTop = Math.max(doc.y, PAGE_MARGIN + 80) + 20;
    const billBottom = addressBlock(doc, {
      x: PAGE_MARGIN,
      y: blocksTop,
      width: half,
      label: 'Credited to',
      lines: billToLines(invoice),
    });
    const factsBottom = facts(doc, {
      x: right,
      y: blocksTop,
      width: half,
      rows: [
        ['Credit note', creditNote.number],
        ['Date', formatCalendarDate(creditNote.issuedOn, dates)],
        ['Invoice', creditNote.invoiceNumber],
        ['Invoice date', formatCalendarDate(invoice.date, dates)],
      ],
    });
    const linesBottom = table(doc, {
      y: Math.max(billBottom, factsBottom) + 24,
      columns: [
        { header: 'Description', width: 0.44 },
        { header: 'Qty', width: 0.1, align: 'right' },
        { header: invoice.taxLabel, width: 0.14, align: 'right' },
        { header: 'Net', width: 0.16, align: 'right' },
        { header: 'Tax', width: 0.16, align: 'right' },
      ],
      rows: creditNote.lines.map((line) => [
        line.description,
        line.quantity,
        formatTaxRate(line.taxRate),
        money(line.net),
        money(line.tax),
      ]),
    });
    const y = summary(doc, {
      y: linesBottom,
      rows: [
        { label: 'Net', value: money(creditNote.net) },
        { label: invoice.taxLabel, value: money(creditNote.tax) },
        { label: 'Total credited', value: money(creditNote.total), bold: true },
        ...(compareMoney(creditNote.refunded, '0') > 0
          ? [{ label: 'Refunded', value: money(creditNote.refunded) }]
          : []),
      ],
    });
    notes(doc, { y: y + 20, label: 'Reason', text: creditNote.reason });
  });
}
