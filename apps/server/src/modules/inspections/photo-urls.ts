/**
 * The URLs of a photo's two sizes for each audience (the paths of the inspection-photos routes):
 * every reader gets the URLs its own access opens, never a file's storage key.
 */
export type PhotoUrls = { thumbnailUrl: string; displayUrl: string };

function urls(base: string): PhotoUrls {
  return { thumbnailUrl: `${base}/thumbnail`, displayUrl: `${base}/display` };
}

/** Staff of the shop (a mechanic on their own job). */
export function staffPhotoUrls(inspectionId: string, photoId: string): PhotoUrls {
  return urls(`/api/v1/inspections/${inspectionId}/photos/${photoId}`);
}

/** The car owner's area, once the inspection is shared. */
export function portalPhotoUrls(inspectionId: string, photoId: string): PhotoUrls {
  return urls(`/api/v1/portal/inspections/${inspectionId}/photos/${photoId}`);
}

/** The holder of the inspection's shared link. */
export function linkPhotoUrls(token: string, photoId: string): PhotoUrls {
  return urls(`/api/v1/inspection-links/${encodeURIComponent(token)}/photos/${photoId}`);
}

/** The holder of the job order's estimate link. */
export function estimateLinkPhotoUrls(token: string, photoId: string): PhotoUrls {
  return urls(`/api/v1/estimate-links/${encodeURIComponent(token)}/photos/${photoId}`);
}
