// The console's 通知公告 search panel as a list filter: multi-selects arrive as arrays (or one value), date ranges as
// [start, end] pairs of epoch ms or date-time text.
import { BadRequest } from '../../errors'
import { str } from '../../lib/schemas'
import type { NoticeListQuery } from '../message/notice-list'
import type { NoticeStatus } from '../message/notice-repository'
import { keywordOf, oneOrMany, pageOf, pagingProps, timeRange, timeValue } from './common'

const range = { type: ['array', 'null'], maxItems: 2, items: timeValue }

export const noticeListBody = {
  type: ['object', 'null'],
  properties: {
    ...pagingProps, type: oneOrMany(str(100), 200), enabledMark: oneOrMany(str(2), 3, 10),
    releaseUser: oneOrMany(str(128), 1000, 50000), creatorUser: oneOrMany(str(128), 1000, 50000),
    releaseTime: range, expirationTime: range, creatorTime: range, startTime: timeValue, endTime: timeValue
  }
}

type Raw = Record<string, unknown> | null | undefined

function list(v: unknown): string[] {
  const items = Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : String(v).split(',')
  return [...new Set(items.map((x) => String(x).trim()).filter(Boolean))]
}

function dateRange(v: unknown, label: string) {
  const [start, end] = Array.isArray(v) ? v : []
  return timeRange(start, end, label)
}

export function noticeListQuery(body: Raw): NoticeListQuery {
  const b = body ?? {}
  const statuses = list(b.enabledMark).map((s) => {
    if (!['0', '1', '2'].includes(s)) throw new BadRequest('状态不正确')
    return Number(s) as NoticeStatus
  })
  const { currentPage, pageSize } = pageOf(b)
  return {
    keyword: keywordOf(b as { keyword?: string }), categories: list(b.type), statuses,
    releaseUserIds: list(b.releaseUser), creatorUserIds: list(b.creatorUser),
    releaseTime: dateRange(b.releaseTime, '发布'), expirationTime: dateRange(b.expirationTime, '失效'),
    creatorTime: dateRange(b.creatorTime, '创建'), currentPage, pageSize
  }
}
