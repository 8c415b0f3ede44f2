// Money as a figure on a card: 亿元 from a hundred million yuan up (a project's investment), 万元 below, so the
// number stays short enough to read at a glance.
import type { ChartFigure } from '@/components/charts'

export function moneyFigure(label: string, yuan: number): ChartFigure {
  if (Math.abs(yuan) >= 1e8) return { label, value: Math.round(yuan / 1e6) / 100, unit: '亿元' }
  return { label, value: Math.round(yuan / 100) / 100, unit: '万元' }
}
