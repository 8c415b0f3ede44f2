// 单据组件 (billRule) on a new record: the form shows the number the server will keep, asked for before the form
// opens (jnpf-forms-and-flows §1.3: the rule's enCode is __config__.rule). A number that cannot be had now leaves the
// field empty ("系统自动生成"): the server then issues one on save, and a broken rule is reported by the save itself.
import type { LcField } from '../types'
import { dataFields, type Values } from './fields'

/** the billRule fields of a form (child tables excluded: their rows are numbered by nobody) and their rules */
export function billRuleFields(fields: LcField[]): { vModel: string; rule: string }[] {
  return dataFields(fields)
    .filter((f) => f.jnpfKey === 'billRule' && typeof f.config.rule === 'string' && f.config.rule !== '')
    .map((f) => ({ vModel: f.vModel as string, rule: f.config.rule as string }))
}

/** `values` with a number in every empty billRule field, each from `issue` (failures leave the field empty) */
export async function withBillNumbers(fields: LcField[], values: Values, issue: (rule: string) => Promise<string>): Promise<Values> {
  const wanted = billRuleFields(fields).filter((f) => values[f.vModel] === undefined || values[f.vModel] === null || values[f.vModel] === '')
  if (!wanted.length) return values
  // a number that cannot be issued now stays empty: the server issues it on save
  const numbers = await Promise.all(wanted.map((f) => issue(f.rule).catch(() => '')))
  const out = { ...values }
  wanted.forEach((f, i) => {
    if (numbers[i]) out[f.vModel] = numbers[i]
  })
  return out
}
