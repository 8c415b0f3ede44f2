// How readings and alarms are shown: a level as its colour and word, a value with its unit, the limits of a metric.
import { kindDef, limitsAt, metricDef, type SmartLevel, type SmartMetricDef } from '@shared/api/smart-site'
import { when } from '@/lib/china-time'

export const LEVEL_COLOURS: Record<SmartLevel, string> = { normal: '#19be6b', warning: '#ff9900', alarm: '#fa3534' }
export const LEVEL_NAMES: Record<SmartLevel, string> = { normal: '正常', warning: '预警', alarm: '报警' }

export const kindName = (kind: string) => kindDef(kind)?.name ?? kind

export const number = (v: number) => String(Math.round(v * 100) / 100)

/** '162.5 µg/m³' (the metric's own unit) */
export function valueText(kind: string, metric: string, v: number): string {
  const def = metricDef(kind, metric)
  return `${number(v)}${def ? ` ${def.unit}` : ''}`
}

export const metricName = (kind: string, metric: string) => metricDef(kind, metric)?.name ?? metric

/** '预警 100 / 报警 150 µg/m³' at that time (noise has its night limits) */
export function limitsText(def: SmartMetricDef, ms: number): string {
  const l = limitsAt(def, ms)
  return `预警 ${number(l.warning)} / 报警 ${number(l.alarm)} ${def.unit}`
}

export { when }
