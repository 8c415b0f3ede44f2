// Figures as the screens print them: quantities with their unit and two decimals, levels of the WBS in Chinese.
import type { WbsLevel } from './api/wbs'

export const LEVEL_NAMES: Record<WbsLevel, string> = { unit: '单位', subunit: '子单位', division: '分部', item: '分项' }

export const quantityText = (n: number, unit: string): string => `${n.toFixed(2)}${unit}`

/** the bar's width: a percent never draws past the end */
export const barWidth = (percent: number): string => `${Math.max(0, Math.min(100, percent))}%`

/** an amount in 元 with two decimals and thousands separators (metering amounts are paid to the cent) */
export const yuanText = (yuan: number): string => `${yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}元`
