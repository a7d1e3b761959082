import { formatCalendarDate, formatDate } from '@pitstop/domain/date-format';
import { formatMoney } from '@pitstop/domain/format';
import { formatPurchaseOrderNumber, formatStockQuantity } from '@pitstop/domain/inventory';
import type { PurchaseOrder } from '@pitstop/domain/inventory-views';
import {
  addressBlock,
  contentWidth,
  facts,
  heading,
  notes,
  PAGE_MARGIN,
  pdfMoney,
  renderPdf,
  table,
  totalLine,
} from '../../platform/pdf/pdf-document.ts';
import type { PurchaseOrderShop } from './load-purchase-order.ts';

/** An address typed on several lines, on one. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ', ');
}

/** The file name a purchase order's PDF is sent and downloaded as: "PO-0007.pdf". */
export function purchaseOrderFilename(order: { number: number }): string {
  return `${formatPurchaseOrderNumber(order.number)}.pdf`;
}

/**
 * The purchase order as the supplier receives it: an A4 page with the shop (who orders and where
 * to deliver), the supplier, the number, dates, the lines (SKU, item, quantity, unit cost,
 * amount) and the total in the shop's currency.
 */
export function renderPurchaseOrderPdf(options: {
  order: PurchaseOrder;
  shop: PurchaseOrderShop;
}): Promise<Buffer> {
  const { order, shop } = options;
  const number = formatPurchaseOrderNumber(order.number);
  const money = (amount: string) =>
    pdfMoney(
      formatMoney(amount, { currency: order.currency, locale: shop.locale }),
      order.currency,
    );
  const dates = { timeZone: shop.timezone, locale: shop.locale };
  const orderDate = formatDate(order.orderedAt ?? new Date(), dates);

  return renderPdf({ title: `Purchase order ${number}`, author: shop.name }, (doc) => {
    const width = contentWidth(doc);
    const half = width / 2 - 10;
    const right = PAGE_MARGIN + width / 2 + 10;

    heading(doc, shop.name, 20);
    const shopLines = [shop.address, shop.phone, shop.email].filter(
      (line): line is string => !!line,
    );
    for (const line of shopLines) doc.text(oneLine(line), { width: half });
    const top = PAGE_MARGIN;
    doc.font('Helvetica-Bold').fontSize(16).text('PURCHASE ORDER', right, top, {
      width: half,
      align: 'right',
    });
    doc.font('Helvetica').fontSize(12).text(number, right, doc.y, { width: half, align: 'right' });

    const blocksTop = Math.max(doc.y, PAGE_MARGIN + 80) + 20;
    const supplierLines = [
      order.supplier.name,
      ...(order.supplier.email ? [order.supplier.email] : []),
      ...(order.supplier.phone ? [order.supplier.phone] : []),
      ...(order.supplier.accountNumber ? [`Account ${order.supplier.accountNumber}`] : []),
    ];
    const supplierBottom = addressBlock(doc, {
      x: PAGE_MARGIN,
      y: blocksTop,
      width: half,
      label: 'Supplier',
      lines: supplierLines,
    });
    const factsBottom = facts(doc, {
      x: right,
      y: blocksTop,
      width: half,
      rows: [
        ['PO number', number],
        ['Date', orderDate],
        [
          'Expected',
          order.expectedOn ? formatCalendarDate(order.expectedOn, dates) : 'As soon as possible',
        ],
        ['Deliver to', shop.address ? `${shop.name}, ${oneLine(shop.address)}` : shop.name],
      ],
    });

    const linesBottom = table(doc, {
      y: Math.max(supplierBottom, factsBottom) + 24,
      columns: [
        { header: 'SKU', width: 0.16 },
        { header: 'Item', width: 0.38 },
        { header: 'Quantity', width: 0.14, align: 'right' },
        { header: 'Unit cost', width: 0.15, align: 'right' },
        { header: 'Amount', width: 0.17, align: 'right' },
      ],
      rows: order.lines.map((line) => [
        line.item.sku,
        line.item.name,
        formatStockQuantity(line.quantity, line.item.unit),
        money(line.unitCost),
        money(line.amount),
      ]),
    });
    const totalBottom = totalLine(doc, {
      y: linesBottom,
      label: 'Total',
      value: money(order.total),
    });
    if (order.notes) notes(doc, { y: totalBottom + 24, label: 'Notes', text: order.notes });
  });
}
