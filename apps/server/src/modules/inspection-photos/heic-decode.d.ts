// heic-decode ships no types; these are the parts photo-image.ts uses.
declare module 'heic-decode' {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray };
  type Image = { width: number; height: number; decode(): Promise<Decoded> };
  function decode(options: { buffer: Uint8Array }): Promise<Decoded>;
  namespace decode {
    /** Every picture of the file, sized but not yet decoded; `dispose` frees them. */
    function all(options: { buffer: Uint8Array }): Promise<Image[] & { dispose(): void }>;
  }
  export default decode;
}
