// The month grid of the calendar (weeks from Monday) and how an entry's time reads on a day.
import dayjs from 'dayjs'
import type { ScheduleEntry } from '@shared/api/schedule'

export interface GridDay { date: string; day: number; inMonth: boolean }

/** the weeks (Monday first) covering the month 'YYYY-MM' */
export function monthGrid(month: string): GridDay[][] {
  const first = dayjs(`${month}-01`)
  const lead = (first.day() + 6) % 7
  const start = first.subtract(lead, 'day')
  const weeks: GridDay[][] = []
  for (let w = 0; w < 6; w++) {
    const week: GridDay[] = []
    for (let i = 0; i < 7; i++) {
      const d = start.add(w * 7 + i, 'day')
      week.push({ date: d.format('YYYY-MM-DD'), day: d.date(), inMonth: d.format('YYYY-MM') === month })
    }
    if (w > 3 && !week.some((d) => d.inMonth)) break
    weeks.push(week)
  }
  return weeks
}

export const shiftMonth = (month: string, by: number) => dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM')

/** 全天, 09:00-10:30, or with the dates when it runs over several days */
export function timeText(e: Pick<ScheduleEntry, 'startAt' | 'endAt' | 'allDay'>): string {
  const a = dayjs(e.startAt)
  const b = dayjs(e.endAt)
  const sameDay = a.format('YYYY-MM-DD') === b.format('YYYY-MM-DD')
  if (e.allDay) return sameDay ? '全天' : `${a.format('MM-DD')} 至 ${b.format('MM-DD')} 全天`
  return sameDay ? `${a.format('HH:mm')}-${b.format('HH:mm')}` : `${a.format('MM-DD HH:mm')} 至 ${b.format('MM-DD HH:mm')}`
}
