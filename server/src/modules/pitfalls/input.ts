// What a proposal or an approval accepts from the client, each field checked with a clear message: the library item,
// the wording, the level and category (ids of the dt-hazardLevel / dt-hazardCategory dictionaries), the clause,
// the measures and the days allowed to rectify.
import type { AppContext } from '../../context'
import type { ProblemNodeTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { text } from '../tasks'
import { problemLibraryRepository } from './repository'

export interface ProblemFields {
  description: string
  hazardLevel: string
  hazardCategory: string
  basis: string
  measures: string
  rectifyDays: number | null
}

/** an enabled item of the dictionary whose enCode is `type` (by code: an install may hold the type under another id) */
async function dictionaryItem(ctx: AppContext, value: unknown, type: string, label: string): Promise<string> {
  if (typeof value !== 'string' || value === '' || value.length > 64) throw new BadRequest(`请选择${label}`)
  const row = await ctx.db.selectFrom('baseDictionaryData as d').innerJoin('baseDictionaryType as t', 't.id', 'd.typeId').select('d.id')
    .where('d.id', '=', value).where('t.enCode', '=', type).where('d.enabledMark', '=', 1).executeTakeFirst()
  if (!row) throw new BadRequest(`${label}不正确，请重新选择`)
  return value
}

function days(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null
  const n = typeof value === 'string' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 365) throw new BadRequest('整改时限应为1～365天')
  return n
}

export async function problemFields(ctx: AppContext, body: Record<string, unknown>): Promise<ProblemFields> {
  const description = text(body.description, '问题描述', 500, true)
  if (description.length < 5) throw new BadRequest('问题描述至少5个字，请写清存在的问题')
  return {
    description,
    hazardLevel: await dictionaryItem(ctx, body.hazardLevel, 'hazardLevel', '隐患等级'),
    hazardCategory: await dictionaryItem(ctx, body.hazardCategory, 'hazardCategory', '隐患类别'),
    basis: text(body.basis, '依据条款', 500, false),
    measures: text(body.measures, '整改措施', 1000, false),
    rectifyDays: days(body.rectifyDays)
  }
}

/** the library item (检查项) a problem goes under */
export async function libraryItem(ctx: AppContext, value: unknown): Promise<ProblemNodeTable> {
  if (typeof value !== 'string' || value === '' || value.length > 64) throw new BadRequest('请选择检查项')
  const node = await problemLibraryRepository.find(ctx.db, value)
  if (!node || node.type !== 'item') throw new BadRequest('检查项不存在，请从问题库重新选择')
  return node
}
