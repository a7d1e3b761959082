/** The landing page sections the public top bar and footer link to (ids of elements on `/`). */
export const landingSections = [
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How it works' },
  { id: 'testimonials', label: 'Testimonials' },
] as const;

/** Height of the sticky public top bar, in px; sections use it as their scroll margin. */
export const publicHeaderHeight = 64;

/** Style for a section that is an anchor target, so the sticky top bar does not cover its heading. */
export const anchorTargetStyle = { scrollMarginTop: publicHeaderHeight + 16 } as const;
