// Where a signature goes on the printed document: a property of the flow, eSignPosition on the node the signer
// approved at (or on the start node, for every signer of the flow): {page, x, y, width} in points from the top-left
// corner of the A4 page, page 1 the first and 0 the last. Without one, the last page's lower right, above the footer.
// A position that would put the stamp off the page is not used.
import { PDF_MARGIN, PDF_PAGE } from '../visualdev'

export interface Placement { page: number; x: number; y: number; width: number }

type Json = Record<string, unknown>
const FOOTER = 44
export const DEFAULT_WIDTH = 96

export const DEFAULT_PLACEMENT: Placement = {
  page: 0,
  x: Math.round(PDF_PAGE.width - PDF_MARGIN.right - DEFAULT_WIDTH - 8),
  // the stamp and its caption end above the footer line
  y: Math.round(PDF_PAGE.height - FOOTER - DEFAULT_WIDTH - 22),
  width: DEFAULT_WIDTH
}

function read(props: Json | undefined): Placement | null {
  const raw = props?.eSignPosition
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null
  const p = raw as Json
  const num = (v: unknown, fallback: number) => (v === undefined || v === null || v === '' ? fallback : Number(v))
  const placement = {
    page: Math.floor(num(p.page, 0)), x: num(p.x, NaN), y: num(p.y, NaN), width: num(p.width, DEFAULT_WIDTH)
  }
  const fits = Number.isFinite(placement.x) && Number.isFinite(placement.y) && Number.isFinite(placement.page) && placement.page >= 0
    && placement.width >= 24 && placement.width <= 300 && placement.x >= 0 && placement.y >= 0
    && placement.x + placement.width <= PDF_PAGE.width && placement.y + placement.width <= PDF_PAGE.height
  return fits ? placement : null
}

export function placementOf(nodeProps: Json | undefined, startProps: Json | undefined): Placement {
  return read(nodeProps) ?? read(startProps) ?? DEFAULT_PLACEMENT
}
