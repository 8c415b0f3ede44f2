// System (coded) forms of formType 1, chosen by the form's enCode (jnpf-forms-and-flows §3.7, §5.2 point 5). The
// domain issues add theirs here, or the flowBefore page hands extra ones in (systemForms) when the form lives in
// another feature. A flow form of formType 2 (a low-code model) is drawn by the generic online form unless the page
// hands in a coded form for its enCode: a domain's own layout of the same model (codedOnlineFormOf).
import type { ComponentType } from 'react'
import type { FlowFormProps } from './types'
import { LeaveApplyForm } from './leave-apply/leave-apply'

export type SystemForm = ComponentType<FlowFormProps>
export type SystemFormRegistry = Readonly<Record<string, SystemForm>>

export const systemForms: SystemFormRegistry = {
  leaveApply: LeaveApplyForm
}

/** the form of an enCode in a registry; codes compare case-insensitively, as JNPF's do */
function formIn(all: SystemFormRegistry, enCode: string | undefined): SystemForm | undefined {
  if (!enCode) return undefined
  if (all[enCode]) return all[enCode]
  const lower = enCode.toLowerCase()
  const key = Object.keys(all).find((k) => k.toLowerCase() === lower)
  return key ? all[key] : undefined
}

/** the coded form of an enCode (the extra registry first) */
export function systemFormOf(enCode: string | undefined, extra: SystemFormRegistry = {}): SystemForm | undefined {
  return formIn({ ...systemForms, ...extra }, enCode)
}

/** a coded form the page handed in for a low-code flow form (formType 2); only the page's own registry is asked */
export function codedOnlineFormOf(enCode: string | undefined, extra: SystemFormRegistry = {}): SystemForm | undefined {
  return formIn(extra, enCode)
}

export const UNSUPPORTED_FORM_TEXT = '该表单暂不支持在手机上查看'
