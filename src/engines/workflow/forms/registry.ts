// System (coded) forms of formType 1, chosen by the form's enCode (jnpf-forms-and-flows §3.7, §5.2 point 5). The
// domain issues add theirs here, or the flowBefore page hands extra ones in (systemForms) when the form lives in
// another feature.
import type { ComponentType } from 'react'
import type { FlowFormProps } from './types'
import { LeaveApplyForm } from './leave-apply/leave-apply'

export type SystemForm = ComponentType<FlowFormProps>
export type SystemFormRegistry = Readonly<Record<string, SystemForm>>

export const systemForms: SystemFormRegistry = {
  leaveApply: LeaveApplyForm
}

/** the coded form of an enCode (the extra registry first); codes compare case-insensitively, as JNPF's do */
export function systemFormOf(enCode: string | undefined, extra: SystemFormRegistry = {}): SystemForm | undefined {
  if (!enCode) return undefined
  const all = { ...systemForms, ...extra }
  if (all[enCode]) return all[enCode]
  const lower = enCode.toLowerCase()
  const key = Object.keys(all).find((k) => k.toLowerCase() === lower)
  return key ? all[key] : undefined
}

export const UNSUPPORTED_FORM_TEXT = '该表单暂不支持在手机上查看'
