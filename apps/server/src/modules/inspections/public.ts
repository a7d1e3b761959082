/** What other modules use of inspections: access checks, the shared view, summaries, photo URLs. */
export {
  findInspectionForOwner,
  findInspectionForStaff,
  inspectionOfEstimate,
  latestCompletedInspectionId,
  openInspectionLink,
  type StaffInspection,
} from './inspection-access.ts';
export { inspectionJobHandlers } from './inspection-mail.ts';
export { listInspectionSummaries, loadSharedInspection } from './inspection-queries.ts';
export {
  estimateLinkPhotoUrls,
  portalPhotoUrls,
  staffPhotoUrls,
} from './photo-urls.ts';
