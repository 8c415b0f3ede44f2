// Site checks (现场检查任务): assigning one, its detail, marking its items, hazards from failing items, the submit guard.
import { CHECK_RESULT_NAMES, HAZARD_CATEGORY_NAMES, type CheckResult, type SiteCheckDetail } from '@shared/api/task-checks'
import type { AppContext } from '../../context'
import type { TaskCheckResultTable, TaskItemTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { claimFiles, fileKeysIn, fileRefRepository, signedUploads } from '../files'
import { projectRepository } from '../projects'
import { registerHazard } from '../safety'
import { chinaDay } from '../scheduler'
import {
  NO_TASK, PUBLISHERS, cleanFiles, holds, memberOf, parseFiles, publishTask, requireProject, taskCards, taskOf, taskRepository, text, today
} from '../tasks'
import { dateOf, idText } from './input'
import { taskCheckRepository as repo } from './repository'

const RESULTS: CheckResult[] = ['pass', 'fail', 'na']
/** the hazard category a checklist's category most often means (dictionary hazardCategory, 1-based) */
const CATEGORY_HAZARD: Record<string, number> = { 临边防护: 1, 脚手架: 1, 支架: 6, 模板: 6, 施工用电: 13, 起重吊装: 4, 消防: 7, 文明施工: 14 }

/** assigns a site check from a checklist: a task of the task centre with the checklist's items */
export async function createSiteCheck(ctx: AppContext, user: UserTable, input: Record<string, unknown>): Promise<{ id: string; billNo: string }> {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, input.projectId)
  if (!holds(m, PUBLISHERS)) throw new BadRequest('您没有下发现场检查任务的权限')
  const list = await repo.checklist(ctx.db, idText(input.checklistId, '检查表'))
  if (!list || list.projectId !== projectId) throw new BadRequest('检查表不存在或不属于该项目')
  if (Number(list.enabled) !== 1) throw new BadRequest('该检查表已停用，请选择其他检查表')
  const items = (await repo.checklistItems(ctx.db, [list.id])).get(list.id) ?? []
  if (items.length === 0) throw new BadRequest('该检查表没有检查项')
  const place = text(input.place, '检查部位', 100, true)
  const note = text(input.content, '检查要求', 500, false)
  const content = [note || `按《${list.name}》逐项检查${place}，不合格项须拍照并说明问题。`, ...items.map((i, n) => `${n + 1}. ${i.name}：${i.requirement}`)]
    .join('\n').slice(0, 2000)
  const title = `${list.name}（${place}）`.slice(0, 100)
  return publishTask(ctx, user, { ...input, projectId, title, content, attachments: [] }, {
    kind: 'siteCheck',
    also: (trx, task) => repo.addSiteCheck(trx, { taskId: task.id, checklistId: list.id, checklistName: list.name, place }, items.map((i) => ({
      id: newId(), taskId: task.id, sortCode: Number(i.sortCode), name: i.name, requirement: i.requirement, result: '', note: '', photos: '[]',
      hazardId: '', hazardNo: '', checkedBy: '', checkedAt: null
    })))
  })
}

/** the site check and the caller's part in it (refused as missing when it is not the caller's to read) */
async function siteCheckOf(ctx: AppContext, user: UserTable, taskId: string) {
  const { task, member, actions } = await taskOf(ctx, user, taskId)
  const check = await repo.siteCheck(ctx.db, taskId)
  if (!check) throw new BadRequest(NO_TASK)
  return { task, member, check, canCheck: actions.includes('update') }
}

function summaryOf(items: TaskCheckResultTable[]) {
  const n = (r: string) => items.filter((i) => i.result === r).length
  return { total: items.length, checked: items.filter((i) => i.result !== '').length, passed: n('pass'), failed: n('fail'), na: n('na') }
}

export async function siteCheckDetail(ctx: AppContext, user: UserTable, taskId: string): Promise<SiteCheckDetail> {
  const { task, check, canCheck } = await siteCheckOf(ctx, user, taskId)
  const items = await repo.results(ctx.db, taskId)
  const [[card], names] = await Promise.all([taskCards(ctx, [task]), taskRepository.names(ctx.db, items.map((i) => i.checkedBy))])
  return {
    task: { ...card, contractId: task.contractId, content: task.content }, checklistName: check.checklistName, place: check.place, canCheck,
    summary: summaryOf(items),
    items: items.map((i) => ({
      id: i.id, name: i.name, requirement: i.requirement, result: i.result as CheckResult, resultName: CHECK_RESULT_NAMES[i.result as CheckResult] ?? '',
      note: i.note, photos: signedUploads(ctx, parseFiles(i.photos)), hazardNo: i.hazardNo, hazardId: i.hazardId,
      checkedByName: names.get(i.checkedBy) ?? '', checkedAt: i.checkedAt === null ? null : Number(i.checkedAt)
    }))
  }
}

/** marks one item on site: 合格 / 不合格 (with what is wrong and a photo) / 不适用 */
export async function markItem(ctx: AppContext, user: UserTable, taskId: string, itemId: string, input: Record<string, unknown>): Promise<SiteCheckDetail> {
  const { canCheck } = await siteCheckOf(ctx, user, taskId)
  if (!canCheck) throw new BadRequest('只有已接收该任务的检查人在任务进行中可以填写检查结果')
  const item = await repo.result(ctx.db, taskId, itemId)
  if (!item) throw new BadRequest('检查项不存在')
  if (item.hazardId) throw new BadRequest(`该检查项已登记隐患${item.hazardNo}，不能再修改`)
  const result = input.result as CheckResult
  if (!RESULTS.includes(result)) throw new BadRequest('请选择检查结果（合格、不合格或不适用）')
  const note = text(input.note, result === 'fail' ? '问题描述' : '检查说明', 500, result === 'fail')
  const photos = cleanFiles(input.photos, '现场照片')
  if (result === 'fail' && photos.length === 0) throw new BadRequest(`“${item.name}”不合格，请拍摄现场照片`)
  const keys = await claimFiles(ctx, user, fileKeysIn(photos))
  const now = ctx.clock.now()
  const written = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.markResult(trx, itemId, { result, note, photos: JSON.stringify(photos), checkedBy: user.id, checkedAt: now }))) return false
    if (keys.length) await fileRefRepository.add(trx, 'taskItem', taskId, keys)
    const s = summaryOf(await repo.results(trx, taskId))
    await repo.setProgress(trx, taskId, Math.floor((s.checked * 100) / s.total), now)
    return true
  })
  if (!written) throw new BadRequest('该检查项已登记隐患，不能再修改')
  return siteCheckDetail(ctx, user, taskId)
}

/** a failing item into the hazard register (registerHazard), once; answers the site check after it */
export async function raiseHazard(ctx: AppContext, user: UserTable, taskId: string, itemId: string, input: Record<string, unknown>): Promise<SiteCheckDetail> {
  const { task, check, canCheck } = await siteCheckOf(ctx, user, taskId)
  if (!canCheck) throw new BadRequest('只有已接收该任务的检查人在任务进行中可以登记隐患')
  const item = await repo.result(ctx.db, taskId, itemId)
  if (!item) throw new BadRequest('检查项不存在')
  if (item.result !== 'fail') throw new BadRequest('只有不合格的检查项可以登记隐患')
  if (item.hazardId) throw new BadRequest(`该检查项已登记隐患${item.hazardNo}`)
  const deadline = dateOf(input.deadline, '整改期限')
  if (deadline < today(ctx)) throw new BadRequest('整改期限不能早于今天')
  const responsible = input.responsibleUserId === undefined || input.responsibleUserId === '' ? task.handlerUserId : idText(input.responsibleUserId, '整改责任人')
  const members = new Set((await taskRepository.projectMembers(ctx.db, task.projectId)).map((u) => u.id))
  if (!members.has(responsible)) throw new BadRequest('整改责任人须为本项目的在职人员')
  const level = input.hazardLevel === undefined || input.hazardLevel === '' ? 'general' : input.hazardLevel
  if (level !== 'general' && level !== 'major') throw new BadRequest('隐患等级不正确')
  let category = CATEGORY_HAZARD[(await repo.checklist(ctx.db, check.checklistId))?.category ?? ''] ?? 15
  if (input.hazardCategory !== undefined && input.hazardCategory !== '') {
    const c = Number(input.hazardCategory)
    if (!Number.isInteger(c) || c < 1 || c > HAZARD_CATEGORY_NAMES.length) throw new BadRequest('隐患类别不正确')
    category = c
  }
  const section = task.contractId ? (await projectRepository.contractsByIds(ctx.db, [task.contractId]))[0] : undefined
  const [y, mo, d] = deadline.split('-').map(Number)
  // the deadline as the register's date fields hold one: midnight China time
  const deadlineMs = Date.UTC(y, mo - 1, d) - 8 * 3_600_000
  const foundMs = (chinaDay(ctx.clock.now()) * 86_400_000) - 8 * 3_600_000
  await ctx.db.transaction().execute(async (trx) => {
    const hazard = await registerHazard({ ...ctx, db: trx }, user, { projectId: task.projectId, contractId: task.contractId }, {
      foundDate: foundMs, hazardTitle: `${check.place}：${item.name}不合格`.slice(0, 80), hazardLevel: `dd-hazardLevel-${level}`,
      hazardCategory: `dd-hazardCategory-${category}`, location: check.place, description: item.note, photos: parseFiles(item.photos),
      requirement: item.requirement ? `按检查标准整改：${item.requirement}`.slice(0, 500) : '立即按规范要求整改到位',
      responsibleUnit: section?.contractor ?? '', responsible, deadline: deadlineMs
    })
    if (!(await repo.setHazard(trx, itemId, hazard.id, hazard.hazardNo))) throw new BadRequest('该检查项已变化，请刷新后重试')
  })
  return siteCheckDetail(ctx, user, taskId)
}

/** the task centre's submit guard: every item checked, every failing item with its note and photo */
export async function siteCheckSubmitGuard(ctx: AppContext, task: TaskItemTable): Promise<void> {
  if (task.kind !== 'siteCheck') return
  const items = await repo.results(ctx.db, task.id)
  const open = items.filter((i) => i.result === '')
  if (open.length) throw new BadRequest(`还有${open.length}个检查项未检查（${open.slice(0, 3).map((i) => i.name).join('、')}），请全部检查后提交`)
  const bare = items.find((i) => i.result === 'fail' && (i.note === '' || parseFiles(i.photos).length === 0))
  if (bare) throw new BadRequest(`“${bare.name}”不合格，请填写问题描述并拍摄现场照片后提交`)
}
