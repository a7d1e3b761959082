/** What other modules use of inspection templates: the shop's default set, made on first use. */
export { ensureInspectionTemplates } from './default-template.ts';
