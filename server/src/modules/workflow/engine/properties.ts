// Reading node properties (jnpf-forms-and-flows.md §4.3) with JNPF's defaults, so every service asks one place.
import type { Json } from './types'

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** a button or feature flag; JNPF treats a missing flag as its default */
export const flag = (props: Json, key: string, fallback: boolean): boolean =>
  props[key] === undefined || props[key] === null ? fallback : props[key] === true || props[key] === 1 || props[key] === '1'

export const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String).filter(Boolean) : typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : []

/** the approver must write an opinion: hasOpinion (default on) together with opinionRequired */
export const opinionRequired = (props: Json) => flag(props, 'hasOpinion', true) && flag(props, 'opinionRequired', false)

/** a hand signature must come with the approval */
export const signRequired = (props: Json) => flag(props, 'hasSign', false)

/** where a return may go: "0" start, "1" the previous node, "2" the rejecter picks */
export const rejectStepRule = (props: Json): '0' | '1' | '2' => {
  const v = String(props.rejectStep ?? '0')
  return v === '1' || v === '2' ? v : '0'
}

/** 1 restart from the target, 2 come straight back after, 3 the rejecter picks */
export const rejectTypeRule = (props: Json): 1 | 2 | 3 => {
  const v = Number(props.rejectType ?? 1)
  return v === 2 || v === 3 ? v : 1
}

/** start node: 1 a withdrawal terminates the task (status 4 撤回终止), 2 it may be resubmitted (status 7 撤回提交) */
export const revokeRule = (props: Json): 1 | 2 => (Number(props.revokeRule) === 2 ? 2 : 1)

export const objectProp = (props: Json, key: string): Json => (isObject(props[key]) ? props[key] as Json : {})

export const HOUR = 3_600_000

/** timer node delay in ms (day, hour, minute, second) */
export function timerDelay(props: Json): number {
  const n = (k: string) => Math.max(0, Number(props[k]) || 0)
  return ((n('day') * 24 + n('hour')) * 60 + n('minute')) * 60_000 + n('second') * 1000
}

export interface DueBase { receiveTime: number; launchTime: number; form: Record<string, unknown> }

function timeOf(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v
  if (typeof v === 'string' && v) {
    const t = Number.isFinite(Number(v)) ? Number(v) : Date.parse(v)
    return Number.isFinite(t) ? t : null
  }
  return null
}

/**
 * when a handler's time runs out (timeLimitConfig: on 1, or 2 = as the start node says; nodeLimit 0 from receipt,
 * 1 from launch, 2 from a form date field; duringDeal hours), or null without a limit
 */
export function dueTime(props: Json, startProps: Json, base: DueBase): number | null {
  let cfg = objectProp(props, 'timeLimitConfig')
  if (Number(cfg.on) === 2) cfg = objectProp(startProps, 'timeLimitConfig')
  if (Number(cfg.on) !== 1) return null
  const hours = Number(cfg.duringDeal)
  if (!Number.isFinite(hours) || hours <= 0) return null
  const limit = Number(cfg.nodeLimit ?? 0)
  const from = limit === 1 ? base.launchTime : limit === 2 ? timeOf(base.form[String(cfg.formField ?? '')]) : base.receiveTime
  return from === null ? null : from + hours * HOUR
}

/** what happens when the time runs out (overTimeConfig; on 2 = as the start node says) */
export function overtimePolicy(props: Json, startProps: Json): { notice: boolean; autoApprove: boolean } {
  let cfg = objectProp(props, 'overTimeConfig')
  if (Number(cfg.on) === 2) cfg = objectProp(startProps, 'overTimeConfig')
  if (Number(cfg.on) !== 1) return { notice: true, autoApprove: false }
  return { notice: flag(cfg, 'overNotice', true), autoApprove: flag(cfg, 'overAutoApprove', false) }
}
