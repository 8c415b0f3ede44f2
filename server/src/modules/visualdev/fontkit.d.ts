// fontkit ships no types; pdfkit takes a parsed font wherever it takes font bytes (PDFFontFactory.open).
declare module 'fontkit' {
  /** a parsed font: opaque here, handed to pdfkit */
  export interface Font { layout(text: string): unknown }
  export function create(data: Uint8Array): Font
}
