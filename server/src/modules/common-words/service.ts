// The approve dialog's 常用语 (JNPF 3.6 CommonWordsController, /api/system/CommonWords). Everyone sees the system
// phrases and their own; anyone may keep personal phrases, only administrators maintain the system ones.
import type { PageList } from '@shared/api/envelope'
import type { CommonWordsForm, CommonWordsVO } from '@shared/api/workflow-extras'
import type { AppContext } from '../../context'
import type { CommonWordsTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { page } from '../../lib/envelope'
import { newId } from '../../lib/tokens'
import type { UserRow } from '../users/repository'
import { commonWordsRepository } from './repository'

export const MAX_OWN_WORDS = 100
const isAdmin = (me: UserRow) => Number(me.isAdministrator) === 1

const vo = (r: CommonWordsTable): CommonWordsVO => ({
  id: r.id, systemNames: '', commonWordsText: r.commonWordsText, commonWordsType: Number(r.commonWordsType) === 0 ? 0 : 1,
  sortCode: Number(r.sortCode), enabledMark: Number(r.enabledMark)
})

export interface WordsQuery { currentPage?: number; pageSize?: number; keyword?: string; enabledMark?: number }

export async function listWords(ctx: AppContext, me: UserRow, q: WordsQuery): Promise<PageList<CommonWordsVO>> {
  const currentPage = Math.max(1, Math.floor(Number(q.currentPage) || 1))
  const pageSize = Math.max(1, Math.min(100, Math.floor(Number(q.pageSize) || 20)))
  const filter = { keyword: (q.keyword ?? '').trim(), enabledMark: q.enabledMark }
  const { rows, total } = await commonWordsRepository.page(ctx.db, me.id, filter, (currentPage - 1) * pageSize, pageSize)
  return page(rows.map(vo), currentPage, pageSize, total)
}

export async function selectorWords(ctx: AppContext, me: UserRow): Promise<{ list: CommonWordsVO[] }> {
  return { list: (await commonWordsRepository.selector(ctx.db, me.id)).map(vo) }
}

export async function wordInfo(ctx: AppContext, me: UserRow, id: string): Promise<CommonWordsVO> {
  const r = await commonWordsRepository.findVisible(ctx.db, me.id, id)
  if (!r) throw new BadRequest('常用语不存在')
  return vo(r)
}

function cleanText(text: string | undefined): string {
  const t = (text ?? '').trim()
  if (!t) throw new BadRequest('常用语不能为空')
  if (t.length > 200) throw new BadRequest('常用语不能超过 200 个字')
  return t
}

export async function createWord(ctx: AppContext, me: UserRow, form: CommonWordsForm): Promise<string> {
  const text = cleanText(form.commonWordsText)
  const type = Number(form.commonWordsType ?? 1) === 0 ? 0 : 1
  if (type === 0 && !isAdmin(me)) throw new BadRequest('只有管理员可以维护系统常用语')
  return ctx.db.transaction().execute(async (trx) => {
    if (type === 1 && (await commonWordsRepository.countOwn(trx, me.id)) >= MAX_OWN_WORDS) {
      throw new BadRequest(`最多保存 ${MAX_OWN_WORDS} 条个人常用语`)
    }
    if (await commonWordsRepository.findSame(trx, type, me.id, text)) throw new BadRequest('该常用语已存在')
    const id = newId()
    await commonWordsRepository.insert(trx, {
      id, systemIds: '', commonWordsText: text, commonWordsType: type, sortCode: Math.floor(Number(form.sortCode) || 0),
      enabledMark: form.enabledMark === 0 ? 0 : 1, creatorUserId: me.id, creatorTime: ctx.clock.now()
    })
    return id
  })
}

/** the phrase when me may change it: their own personal one, or a system one for an administrator */
async function editable(ctx: AppContext, me: UserRow, id: string): Promise<CommonWordsTable> {
  const r = await commonWordsRepository.findVisible(ctx.db, me.id, id)
  if (!r) throw new BadRequest('常用语不存在')
  if (Number(r.commonWordsType) === 0 && !isAdmin(me)) throw new BadRequest('系统常用语只能由管理员修改')
  return r
}

export async function updateWord(ctx: AppContext, me: UserRow, id: string, form: CommonWordsForm): Promise<void> {
  const r = await editable(ctx, me, id)
  const text = cleanText(form.commonWordsText)
  const same = await commonWordsRepository.findSame(ctx.db, Number(r.commonWordsType), me.id, text)
  if (same && same.id !== id) throw new BadRequest('该常用语已存在')
  await commonWordsRepository.update(ctx.db, id, {
    commonWordsText: text,
    sortCode: form.sortCode === undefined ? Number(r.sortCode) : Math.floor(Number(form.sortCode) || 0),
    enabledMark: form.enabledMark === undefined ? Number(r.enabledMark) : form.enabledMark === 0 ? 0 : 1
  })
}

export async function deleteWord(ctx: AppContext, me: UserRow, id: string): Promise<void> {
  await editable(ctx, me, id)
  await commonWordsRepository.delete(ctx.db, id)
}
