// A flow task's form as a document to sign (issue 20): a low-code form prints as its record does (every field, the
// approval records), a system form as its values under the labels its start node names them by, with the approval
// records. The caller has checked that the user may read the task; the flow's node tree comes along, since the
// place of a signature on the page is a property of the flow's nodes.
import type { AppContext } from '../../../context'
import type { FlowTaskTable } from '../../../db/schema'
import type { UserRow } from '../../users/repository'
import { formatTime, placeOf, readPrintImages, recordPrintDocument, type DocumentPrint, type PrintSection } from '../../visualdev'
import { formOperatesOf } from '../engine/form-rights'
import { parseTree } from '../engine/tree'
import type { FlowTree } from '../engine/types'
import { approvalSection } from './print-section'
import { taskReadRepository as repo } from './task-repository'

export interface TaskDocument { print: DocumentPrint; tree: FlowTree | null }

const isTime = (key: string, v: unknown) => typeof v === 'number' && v > 1e11 && /(time|date)$/i.test(key)

function shown(key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return ''
  if (isTime(key, v)) return formatTime(Number(v))
  if (Array.isArray(v)) return v.map((x) => (x && typeof x === 'object' ? String((x as { name?: unknown }).name ?? '') : String(x))).filter(Boolean).join('、')
  if (typeof v === 'object') return JSON.stringify(v)
  return String(v)
}

async function systemFormSection(task: FlowTaskTable, tree: FlowTree | null): Promise<PrintSection> {
  let values: Record<string, unknown> = {}
  try { values = JSON.parse(task.flowFormDataJson || '{}') as Record<string, unknown> } catch { /* printed as empty */ }
  const labels = new Map((tree ? formOperatesOf(tree.start.props) : []).map((r) => [r.id, r.name]))
  const keys = labels.size ? [...labels.keys()] : Object.keys(values).filter((k) => !['id', 'flowId'].includes(k))
  const rows = keys.map((k) => ({ label: labels.get(k) ?? k, value: shown(k, values[k]) }))
  return { title: '表单信息', blocks: rows.length ? [{ kind: 'pairs', rows }] : [{ kind: 'text', text: '暂无表单数据', muted: true }] }
}

async function treeOf(ctx: AppContext, task: FlowTaskTable): Promise<FlowTree | null> {
  const version = await repo.findVersion(ctx.db, task.flowId)
  try { return version ? parseTree(version.flowTemplateJson) : null } catch { return null }
}

/** null when the task's form cannot be printed any more (its model or record is gone) */
export async function taskDocument(ctx: AppContext, user: UserRow, task: FlowTaskTable): Promise<TaskDocument | null> {
  const tree = await treeOf(ctx, task)
  if (Number(task.formType) === 2) {
    const form = task.formId ? await repo.findForm(ctx.db, task.formId) : undefined
    const print = form?.modelId ? await recordPrintDocument(ctx, user, form.modelId, task.processId || task.id) : null
    return print ? { print, tree } : null
  }
  const sections = [await systemFormSection(task, tree), await approvalSection(ctx, task)]
  return {
    tree,
    print: {
      title: task.fullName, billNo: '', header: await placeOf(ctx, task.projectId, task.contractId),
      printedBy: user.realName || user.account, printedAt: formatTime(ctx.clock.now()),
      sections, images: await readPrintImages(ctx.store, sections)
    }
  }
}
