// Burns a stamp into the pixels of a 2D canvas that already holds the photo. Both platforms' contexts (a browser's
// CanvasRenderingContext2D, WeChat's offscreen 2D canvas) have these members; the drawing is the same on both.
import { theme } from '@/config/theme'
import { layoutStamp, type MeasureText, type StampContent, type StampLayout } from './stamp-layout'

export interface StampContext2D {
  fillStyle: unknown
  font: string
  textBaseline: unknown
  fillRect(x: number, y: number, width: number, height: number): void
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
}

/** dark enough for white text on a sunlit sky, light enough to keep the ground readable behind it */
const PANEL = 'rgba(0, 0, 0, 0.5)'

export function measureWith(ctx: StampContext2D): MeasureText {
  return (text, font) => {
    ctx.font = font
    return ctx.measureText(text).width
  }
}

export function drawStamp(ctx: StampContext2D, layout: StampLayout): void {
  const { panel, accent } = layout
  ctx.fillStyle = PANEL
  ctx.fillRect(panel.x, panel.y, panel.width, panel.height)
  ctx.fillStyle = theme.primary
  ctx.fillRect(accent.x, accent.y, accent.width, accent.height)
  ctx.fillStyle = '#ffffff'
  ctx.textBaseline = 'top'
  for (const line of layout.lines) {
    ctx.font = line.font
    ctx.fillText(line.text, line.x, line.y)
  }
}

/** lays the stamp out for an image of this size and draws it */
export function burnStamp(ctx: StampContext2D, image: { width: number; height: number }, content: StampContent): StampLayout {
  const layout = layoutStamp(image, content, measureWith(ctx))
  drawStamp(ctx, layout)
  return layout
}
