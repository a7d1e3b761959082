import { formatDate } from '@pitstop/domain/date-format';
import {
  estimateSections,
  estimateSectionTitles,
  jobAmount,
  jobApproval,
  lineQuantityText,
} from '@pitstop/domain/estimates';
import { formatMoney } from '@pitstop/domain/format';
import type { SharedInspectionItem } from '@pitstop/domain/inspection-views';
import { formatTaxRate } from '@pitstop/domain/invoices';
import { threeCsLines } from '@pitstop/domain/job-groups';
import type { EstimateView } from '@pitstop/domain/job-order-views';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import {
  contentWidth,
  facts,
  heading,
  notes,
  PAGE_MARGIN,
  pdfMoney,
  pdfText,
  renderPdf,
  table,
  totalLine,
} from '../../platform/pdf/pdf-document.ts';

/** The file an estimate's PDF is downloaded as: "Estimate JO-0042.pdf". */
export function estimateFilename(view: Pick<EstimateView, 'number'>): string {
  return `Estimate ${formatJobOrderNumber(view.number)}.pdf`;
}

const answerLabels = { pending: 'Waiting', approved: 'Approved', declined: 'Declined' } as const;

/** What the inspection found, on one line under the work it explains. */
function findingText(item: SharedInspectionItem): string {
  return [item.label, item.measurement, item.notes].filter(Boolean).join(' - ');
}

/**
 * The estimate as a document (ADR 019): the shop, vehicle and job order; job by job, the work
 * needed now, then soon (with what the inspection found), then the other work, each job with its
 * complaint, cause and correction, the customer's answer and its lines with their prices; the totals with tax as the invoice will compute them; and a short list
 * of what was checked and found good.
 */
export function renderEstimatePdf(view: EstimateView): Promise<Buffer> {
  const money = (amount: string) =>
    pdfMoney(formatMoney(amount, { currency: view.currency, locale: view.locale }), view.currency);
  const number = formatJobOrderNumber(view.number);
  const inspection = view.inspection;
  const { sections, good } = estimateSections(
    view.jobs,
    view.lines,
    inspection
      ? [...inspection.groups.now, ...inspection.groups.soon, ...inspection.groups.good]
      : [],
  );
  const taxLabel = view.tax.pricesIncludeTax ? `${view.tax.label} included` : view.tax.label;

  return renderPdf({ title: `Estimate ${number}`, author: view.shop.name }, (doc) => {
    heading(doc, view.shop.name, 20);
    const contact = [view.shop.phone, view.shop.email].filter(Boolean).join(' - ');
    if (contact) doc.text(pdfText(contact));
    doc.moveDown(0.5);
    heading(doc, `Estimate ${number}`, 16);
    let y = facts(doc, {
      x: PAGE_MARGIN,
      y: doc.y + 4,
      width: contentWidth(doc),
      rows: [
        ['For', view.clientName],
        ...(view.vehicle
          ? ([
              [
                'Vehicle',
                [
                  view.vehicle.label,
                  view.vehicle.registrationNumber ? `(${view.vehicle.registrationNumber})` : null,
                ]
                  .filter(Boolean)
                  .join(' '),
              ],
            ] as [string, string][])
          : []),
        ['Sent', formatDate(view.sentAt, view)],
      ],
    });

    for (const section of sections) {
      // Job by job: a row naming the job with its three Cs, its answer and what it comes to, then
      // its lines with what was found.
      const rows = section.jobs.flatMap(({ job, entries }) => {
        const answer = jobApproval(entries.map((entry) => entry.line));
        return [
          [
            [job.name, ...threeCsLines(job)].join('\n'),
            '',
            answer ? answerLabels[answer] : '',
            money(jobAmount(entries.map((entry) => entry.line))),
          ],
          ...entries.map(({ line, findings }) => [
            [`  ${line.description}`, ...findings.map((item) => `  ${findingText(item)}`)].join(
              '\n',
            ),
            line.kind === 'discount'
              ? line.percent === null
                ? ''
                : `${line.percent}% off`
              : (lineQuantityText(line, money) ?? ''),
            '',
            line.kind === 'discount' ? `-${money(line.amount)}` : money(line.amount),
          ]),
        ];
      });
      for (const item of section.unpriced) rows.push([findingText(item), '', 'Ask us', '']);
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(
          pdfText(inspection ? estimateSectionTitles[section.key] : 'Work'),
          PAGE_MARGIN,
          y + 16,
        );
      doc.font('Helvetica').fontSize(10);
      y = table(doc, {
        y: doc.y + 4,
        columns: [
          { header: 'Description', width: 0.5 },
          { header: 'Qty × price', width: 0.2, align: 'right' },
          { header: 'Answer', width: 0.13 },
          { header: 'Amount', width: 0.17, align: 'right' },
        ],
        rows,
      });
    }

    const bill = view.state === 'open' ? view.bill.presented : view.bill.approved;
    const rows: [string, string][] = [
      ...(bill.suppliesFee
        ? ([['Shop supplies', money(bill.suppliesFee)]] as [string, string][])
        : []),
      ['Subtotal', money(bill.subtotal)],
      ...(bill.discount !== '0.00'
        ? ([['Discount', `-${money(bill.discount)}`]] as [string, string][])
        : []),
      ...bill.breakdown
        .filter((row) => row.rate !== null)
        .map((row): [string, string] => [
          `${taxLabel} (${formatTaxRate(row.rate)})`,
          money(row.tax),
        ]),
    ];
    const width = 260;
    y = facts(doc, {
      x: PAGE_MARGIN + contentWidth(doc) - width,
      y: y + 10,
      width,
      rows,
    });
    y = totalLine(doc, {
      y,
      label: view.state === 'open' ? 'Estimate total with tax' : 'Approved total with tax',
      value: money(bill.total),
    });

    if (good.length > 0) {
      notes(doc, {
        y: y + 20,
        label: 'Checked and OK',
        text: good.map((item) => item.label).join(', '),
      });
    }
  });
}
