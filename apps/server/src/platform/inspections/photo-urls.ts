/**
 * The URLs of an inspection photo, one builder per audience: each points at the route that
 * checks that reader (staff of the shop, the car owner's area, the shared link's token, the
 * estimate link's token). No URL is a file path; the storage keys never leave the server.
 */
export type PhotoUrls = { thumbnailUrl: string; displayUrl: string };

function urlsUnder(base: string): PhotoUrls {
  return { thumbnailUrl: `${base}/thumbnail`, displayUrl: `${base}/display` };
}

export function staffPhotoUrls(inspectionId: string, photoId: string): PhotoUrls {
  return urlsUnder(`/api/v1/inspections/${inspectionId}/photos/${photoId}`);
}

export function portalPhotoUrls(inspectionId: string, photoId: string): PhotoUrls {
  return urlsUnder(`/api/v1/portal/inspections/${inspectionId}/photos/${photoId}`);
}

export function linkPhotoUrls(token: string, photoId: string): PhotoUrls {
  return urlsUnder(`/api/v1/inspection-links/${encodeURIComponent(token)}/photos/${photoId}`);
}

export function estimateLinkPhotoUrls(token: string, photoId: string): PhotoUrls {
  return urlsUnder(`/api/v1/estimate-links/${encodeURIComponent(token)}/photos/${photoId}`);
}
