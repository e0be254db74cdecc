// ico-endec ships no types: the part of it the build uses.
declare module "ico-endec" {
  /** An ICO file holding the given PNG (or BMP) images, one entry each. */
  export function encode(images: Buffer[]): Buffer;
  const icoEndec: { encode: typeof encode };
  export default icoEndec;
}
