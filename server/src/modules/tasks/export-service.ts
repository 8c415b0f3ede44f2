// 导出 of 任务管理: the tasks of the managers' list under its filters as an .xlsx (one row a task: number, kind, name,
// section or people, publisher, handler, priority, due date, state, who acts next, progress, overdue), stored as a
// temporary file with a one-time download link like the other exports (files.storeTemporary), answering {name, url}.
import ExcelJS from 'exceljs'
import { TASK_KIND_NAMES, TASK_PRIORITY_NAMES } from '@shared/api/tasks'
import type { AppContext } from '../../context'
import type { UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { chinaDateText } from '../../lib/china-time'
import { storeTemporary } from '../files'
import { taskRepository } from './repository'
import { filterOf, taskCards, type ListQuery } from './read-service'

export const MAX_EXPORT_TASKS = 5_000

const HEAD = ['任务编号', '类型', '任务名称', '接收方', '发布人', '办理人', '优先级', '截止日期', '状态', '当前待办', '完成进度(%)', '是否逾期', '发布时间']
const WIDTHS = [18, 10, 40, 24, 10, 10, 8, 12, 10, 24, 12, 10, 18]

export async function exportTasks(ctx: AppContext, user: UserTable, q: Omit<ListQuery, 'page' | 'size'>): Promise<{ name: string; url: string }> {
  const f = await filterOf(ctx, user, { ...q, scope: 'all' })
  const { rows, total } = await taskRepository.list(ctx.db, f, MAX_EXPORT_TASKS, 0)
  if (total > MAX_EXPORT_TASKS) throw new BadRequest(`任务超过${MAX_EXPORT_TASKS}条，请缩小筛选范围后导出`)
  if (total === 0) throw new BadRequest('没有符合条件的任务可导出')
  const cards = await taskCards(ctx, rows)
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('任务清单', { views: [{ state: 'frozen', ySplit: 1 }] })
  ws.columns = HEAD.map((h, i) => ({ header: h, width: WIDTHS[i] }))
  ws.getRow(1).font = { bold: true }
  ws.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F3F5' } }
  for (const t of cards) {
    ws.addRow([t.billNo, TASK_KIND_NAMES[t.kind], t.title, t.assigneeText, t.publisherName, t.handlerName, TASK_PRIORITY_NAMES[t.priority] ?? '',
      t.dueDate, t.stateName, t.nextText, t.progress, t.overdue ? '是' : '否', chinaDateText(t.creatorTime)])
  }
  const stored = await storeTemporary(ctx, user.id, 'xlsx', Buffer.from(await wb.xlsx.writeBuffer()))
  return { name: `任务清单_${chinaDateText(ctx.clock.now()).replace(/-/g, '')}.xlsx`, url: stored.url }
}
