// Chart colours come from the theme (src/config/theme.ts, spec §9): the brand blue first, then the status colours,
// then lighter tints of them for charts with more categories. Text and grid use the theme's text and border tokens.
import { theme } from '@/config/theme'

/** `hex` mixed with white by `amount` (0..1) */
export function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16)
  const mix = (c: number) => Math.round(c + (255 - c) * amount)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix)
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`
}

const BASE = [theme.primary, theme.success, theme.warning, theme.error, theme.info]

/** series colours, in order */
export const CHART_COLORS: readonly string[] = [...BASE, ...BASE.map((c) => tint(c, 0.45))]

export const colorAt = (i: number): string => CHART_COLORS[i % CHART_COLORS.length]

export const chartInk = {
  /** category labels and values: the theme's main text, dark enough for a screen in sunlight */
  text: theme.textMain,
  axis: theme.textContent,
  grid: theme.border,
  /** the track of a bar, behind its value */
  track: theme.pageBackground
} as const

/** CSS px; 14 px labels and 15 px bold values stay readable at arm's length outdoors */
export const chartFont = {
  label: '14px sans-serif',
  value: 'bold 15px sans-serif',
  axis: '13px sans-serif',
  centre: 'bold 22px sans-serif'
} as const
