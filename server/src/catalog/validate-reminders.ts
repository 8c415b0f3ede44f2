// A reminder declaration that names a field its model does not have, or a phase without a title, would fail
// silently every morning; it stops the start instead, with the module and reminder named.
import { parseFormFields, propOf, type FormField } from '../modules/visualdev/form-fields'
import { MAX_OVERDUE_DAYS, type CatalogReminder } from './reminder-types'
import type { CatalogModule } from './types'

const TEXT_KEYS = new Set(['input', 'textarea', 'billRule', 'inputNumber'])
const USER_KEYS = new Set(['userSelect', 'usersSelect'])
const BUILT_IN = new Set(['date', 'days'])

function check(m: CatalogModule, r: CatalogReminder): void {
  const fail = (what: string) => { throw new Error(`目录模块 ${m.code} 的提醒 ${r.id}：${what}`) }
  const model = m.models.find((x) => x.id === r.modelId)
  if (!model) fail(`模型 ${r.modelId} 不属于该模块`)
  const fields = new Map(parseFormFields((model as { formData: string }).formData).map((f) => [f.vModel, f]))
  const field = (name: string, keys?: Set<string>): FormField => {
    const f = fields.get(name)
    if (!f) fail(`模型没有字段 ${name}`)
    if (keys && !keys.has((f as FormField).jnpfKey)) fail(`字段 ${name} 的类型 ${(f as FormField).jnpfKey} 不能用于此处`)
    return f as FormField
  }
  const date = field(r.dateField, new Set(['datePicker']))
  const format = String(propOf(date, 'format') ?? 'yyyy-MM-dd')
  if ((r.dateUnit ?? 'day') === 'day' ? !/dd/i.test(format) : /dd/i.test(format) || !format.includes('MM')) fail(`日期字段 ${r.dateField} 的格式 ${format} 与 dateUnit 不符`)
  for (const who of [...r.to, ...(r.overdueTo ?? [])]) if ('field' in who) field(who.field, USER_KEYS)
  if (r.to.length === 0) fail('没有提醒对象')
  const before = r.before ?? []
  if (before.some((d) => !Number.isInteger(d) || d < 1 || d > 366) || new Set(before).size !== before.length) fail('提前天数必须是 1～366 的不重复整数')
  if (r.overdueTimes !== undefined && (!Number.isInteger(r.overdueTimes) || r.overdueTimes < 1 || r.overdueTimes > MAX_OVERDUE_DAYS)) {
    fail(`逾期提醒次数必须是 1～${MAX_OVERDUE_DAYS} 的整数`)
  }
  const phases: [boolean, string | undefined][] = [[before.length > 0, r.titles.before], [r.onDay === true, r.titles.onDay], [(r.overdueTimes ?? 0) > 0, r.titles.overdue]]
  if (!phases.some(([on]) => on)) fail('没有任何提醒时机')
  if (phases.some(([on, title]) => on && !title?.trim())) fail('启用的提醒时机缺少标题')
  for (const [, title] of phases) {
    for (const [, name] of (title ?? '').matchAll(/\{(\w+)\}/g)) if (!BUILT_IN.has(name)) field(name, TEXT_KEYS)
  }
  for (const name of r.skipWhen?.filled ?? []) field(name)
  for (const name of Object.keys(r.skipWhen?.equals ?? {})) field(name)
  if (r.at !== undefined && !/^([01]\d|2[0-3]):[0-5]\d$/.test(r.at)) fail(`运行时间 ${r.at} 不是 HH:mm`)
  if (!/^[\w-]{1,60}$/.test(r.id)) fail('编码只能是字母、数字、_ 或 -')
}

export function assertValidReminders(modules: CatalogModule[]): void {
  for (const m of modules) {
    const ids = new Set<string>()
    for (const r of m.reminders ?? []) {
      if (ids.has(r.id)) throw new Error(`目录模块 ${m.code} 的提醒编码重复：${r.id}`)
      ids.add(r.id)
      check(m, r)
    }
  }
}
