// fontkit ships no types; pdfkit takes a parsed font wherever it takes font bytes (PDFFontFactory.open).
declare module 'fontkit' {
  export interface PathCommand { command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath'; args: number[] }
  export interface Glyph { path: { commands: PathCommand[] }; bbox: { minX: number; minY: number; maxX: number; maxY: number } }
  /** a parsed font: handed to pdfkit, or asked for glyph outlines (the e-signature seal draws them) */
  export interface Font { layout(text: string): unknown; glyphForCodePoint(codePoint: number): Glyph; unitsPerEm: number }
  export function create(data: Uint8Array): Font
}
