// The person's own punches and day counts of a period in one section, for the calendar and the map: the records
// endpoint read page by page (a month is a few pages at most) and the statistics of his own days.
import type { AttendanceStatisticsVO, PunchVO } from '@shared/api/attendance'
import { getRecords, getStatistics } from '../api'

const PAGE = 100
/** a month has at most a few punches a day; beyond this the list stops rather than reading on */
const MAX_PAGES = 10

export async function ownPunches(contractId: string, from: string, to: string): Promise<PunchVO[]> {
  const all: PunchVO[] = []
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const res = await getRecords({ contractId, from, to, mine: '1', currentPage: page, pageSize: PAGE })
    all.push(...res.list)
    if (res.list.length < PAGE || all.length >= res.pagination.total) break
  }
  return all.sort((a, b) => a.punchTime - b.punchTime)
}

export async function ownMonth(contractId: string, from: string, to: string): Promise<{ punches: PunchVO[]; days: AttendanceStatisticsVO['days'] }> {
  const [punches, stats] = await Promise.all([ownPunches(contractId, from, to), getStatistics({ contractId, from, to, mine: '1' })])
  return { punches, days: stats.days }
}

/** China time 'HH:mm' of a punch */
export const clockTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(11, 16)
