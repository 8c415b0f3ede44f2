// A 2D context that records what a chart draws, installed as every <canvas>'s context in jsdom. Text measures
// by its font size (each character one em), so fitted labels can be checked against their slot.

export interface DrawOp {
  op: string
  args: unknown[]
  fillStyle: unknown
  strokeStyle: unknown
  font: string
}

const px = (font: string) => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 10)

export function recordingCanvas() {
  const ops: DrawOp[] = []
  const ctx: Record<string, unknown> = {
    fillStyle: '', strokeStyle: '', lineWidth: 1, lineJoin: 'miter', font: '10px sans-serif', textAlign: 'start', textBaseline: 'alphabetic'
  }
  for (const name of ['clearRect', 'fillRect', 'fillText', 'beginPath', 'closePath', 'moveTo', 'lineTo', 'arc', 'stroke', 'fill', 'setTransform', 'scale']) {
    ctx[name] = (...args: unknown[]) => {
      ops.push({ op: name, args, fillStyle: ctx.fillStyle, strokeStyle: ctx.strokeStyle, font: String(ctx.font) })
    }
  }
  ctx.measureText = (text: string) => ({ width: Array.from(text).length * px(String(ctx.font)) })
  const measure = (text: string, font: string) => Array.from(text).length * px(font)
  /** what was drawn since the last clearRect */
  const shown = () => ops.slice(ops.map((o) => o.op).lastIndexOf('clearRect') + 1)
  const install = () => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never)
  return { ctx, ops, shown, measure, install }
}
