// What the server's start and other modules use of invoices; the rest of the module is private.
export { invoiceJobHandlers } from './invoice-mail.ts';
