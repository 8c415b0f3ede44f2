// The task title (jnpf-forms-and-flows.md §4, start node titleType / defaultContent / titleContent): titleType 1
// fills titleContent, anything else defaultContent ("{发起用户名}的{流程名称}"). A `{field}` takes the field's value
// as a reader sees it (the option's label, the person's name, the formatted date), so a to-do list can be triaged
// from the titles alone; a field left empty leaves nothing, not its `{name}`.
import type { AppContext } from '../../../context'
import type { UserRow } from '../../users/repository'
import { displayTexts } from '../../visualdev'
import type { FormDef } from './form-store'
import type { Values } from './run'
import { chinaClock } from '../../../lib/china-time'

export const DEFAULT_TITLE = '{发起用户名}的{流程名称}'
const MAX_TITLE = 200

const pad = (n: number) => String(n).padStart(2, '0')

function stamp(ms: number): string {
  // titles are read in China: format in UTC+8 whatever the server's zone
  const d = chinaClock(ms)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

export function titlePattern(props: Record<string, unknown>): string {
  const custom = Number(props.titleType) === 1 && typeof props.titleContent === 'string' && props.titleContent.trim()
  if (custom) return String(props.titleContent)
  return typeof props.defaultContent === 'string' && props.defaultContent.trim() ? props.defaultContent : DEFAULT_TITLE
}

function text(v: unknown): string {
  if (typeof v === 'string') return v.trim()
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  if (Array.isArray(v)) return v.map(text).filter(Boolean).join(',')
  return ''
}

/**
 * The title from the start node's properties and the form's values as shown (`shown`, see titleValues). Brackets
 * left empty by an empty field go too ("请假（天）" would say nothing); a title that comes out empty falls back to
 * the default template.
 */
export function taskTitle(props: Record<string, unknown>, launcher: Pick<UserRow, 'realName'>, flowName: string, shown: Values, now: number): string {
  const fill = (pattern: string) => pattern.replace(/\{([^{}]{1,50})\}/g, (_whole, key: string) => {
    if (key === '发起用户名') return launcher.realName
    if (key === '流程名称') return flowName
    if (key === '发起时间') return stamp(now)
    return text(shown[key])
  })
  const title = fill(titlePattern(props))
    .replace(/（\s*）|\(\s*\)|【\s*】|\[\s*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return (title || fill(DEFAULT_TITLE)).slice(0, MAX_TITLE)
}

/** a low-code form's values as their display text (what its list shows); a system form's values are already text */
export async function titleValues(ctx: AppContext, launcher: UserRow, def: FormDef, values: Values): Promise<Values> {
  if (def.formType !== 2) return values
  return { ...values, ...(await displayTexts(ctx, launcher, def.fields, values)) }
}

/** the title of a task launched or saved by `launcher` with these values */
export async function titleFor(
  ctx: AppContext, launcher: UserRow, def: FormDef, props: Record<string, unknown>, flowName: string, values: Values, now: number
): Promise<string> {
  return taskTitle(props, launcher, flowName, await titleValues(ctx, launcher, def, values), now)
}
