// The demo's attendance: on every construction section of both projects, fences placed along the project's
// chainage line (the section's camp and its precast yard as polygons beside the line, the main works as a circle
// on it), the section's shift rule, its registry of labour workers (the accounts yangshan, caoyong, shiwei and the
// disabled wudawei, who exited last month, among some fifteen people without an account, who clock in at the
// site's terminals) and the punches of the last two weeks up to yesterday. Today is left to the user.
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AlignmentPoint } from '@shared/api/oauth'
import { idCardCheckChar } from '../../../../src/utils/id-card'
import type { AttendanceFenceTable, AttendancePunchTable, AttendanceRuleTable, AttendanceWorkerTable, Database } from '../schema'
import { parseMileage } from '../../modules/safety'
import { contracts, projects } from './data/projects'
import { users } from './data/users'

const DAY = 86_400_000
const CN = 8 * 3_600_000
const hash = (s: string) => crypto.createHash('md5').update(s).digest().readUInt32BE(0) / 2 ** 32
const id = (s: string) => crypto.createHash('md5').update(`attendance:${s}`).digest('hex')
const dayText = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)

/** the point of the line at a chainage (straight between control points) */
export function pointAt(line: AlignmentPoint[], chainage: number): { longitude: number; latitude: number } {
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1]
    const b = line[i]
    if (chainage <= b.chainage || i === line.length - 1) {
      const t = Math.max(0, Math.min(1, (chainage - a.chainage) / (b.chainage - a.chainage)))
      return { longitude: a.longitude + (b.longitude - a.longitude) * t, latitude: a.latitude + (b.latitude - a.latitude) * t }
    }
  }
  return line[0]
}

/** metres east and north of a point, in degrees */
export const offset = (p: { longitude: number; latitude: number }, east: number, north: number) => ({
  longitude: p.longitude + east / (111_320 * Math.cos((p.latitude * Math.PI) / 180)), latitude: p.latitude + north / 110_540
})
const round6 = (n: number) => Math.round(n * 1e6) / 1e6
const rect = (c: { longitude: number; latitude: number }, w: number, h: number) =>
  [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]].map(([e, n]) => offset(c, e, n)).map((p) => [round6(p.longitude), round6(p.latitude)])
const km = (m: number) => `K${Math.floor(m / 1000)}+${String(Math.round(m % 1000)).padStart(3, '0')}`

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗', '梁', '宋', '郑', '谢', '韩', '唐', '冯', '于', '董', '萧']
const GIVEN = ['建华', '国强', '志刚', '永明', '德胜', '海军', '春生', '金宝', '长青', '福林', '小军', '红兵', '文涛', '立新', '庆丰', '光辉', '明亮', '宝山', '卫东', '秋生', '爱民', '学军', '水根', '双喜']
/** home regions of the crews: Zhejiang, Anhui, Jiangxi, Henan, Sichuan, Guizhou, Hunan (region code, first six digits) */
const REGIONS = ['330681', '330782', '341822', '342529', '361127', '411526', '511321', '522425', '430524']
const TEAMS: [string, string][] = [['桥梁一队', '钢筋工'], ['桥梁一队', '混凝土工'], ['桥梁一队', '木工'], ['路基二队', '机械操作工'], ['路基二队', '普工'], ['预制梁场', '电焊工'], ['预制梁场', '架子工'], ['测量组', '测量工']]

function idCard(seed: string): string {
  const region = REGIONS[Math.floor(hash(`${seed}r`) * REGIONS.length)]
  const year = 1968 + Math.floor(hash(`${seed}y`) * 31)
  const month = 1 + Math.floor(hash(`${seed}m`) * 12)
  const day = 1 + Math.floor(hash(`${seed}d`) * 28)
  const seq = String(Math.floor(hash(`${seed}s`) * 999) + 1).padStart(3, '0')
  const first17 = `${region}${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${seq}`
  return first17 + idCardCheckChar(first17)
}

export async function seedAttendance(trx: Kysely<Database>, now: number): Promise<void> {
  const today = Math.floor((now + CN) / DAY)
  const fences: AttendanceFenceTable[] = []
  const rules: AttendanceRuleTable[] = []
  const workers: AttendanceWorkerTable[] = []
  const punches: AttendancePunchTable[] = []
  const built = (today - 400) * DAY
  for (const c of contracts.filter((x) => x.kind === 'construction')) {
    const project = projects.find((p) => p.id === c.projectId)
    const range = parseMileage(c.mileage)
    if (!project?.alignment || !range) continue
    const foreman = users.find((u) => u.roleIds.includes('role-foreman') && u.contractIds.includes(c.id))
    const by = foreman?.id ?? 'u-admin'
    const [start, end] = range
    const camp = start + (end - start) * 0.18
    const yard = start + (end - start) * 0.42
    const works = start + (end - start) * 0.6
    const worksAt = pointAt(project.alignment, works)
    fences.push(
      { id: id(`${c.id}-camp`), projectId: c.projectId, contractId: c.id, name: `${c.enCode}项目经理部驻地（${km(camp)}右侧）`, shape: 'polygon', centerLongitude: null, centerLatitude: null, radius: null,
        points: JSON.stringify(rect(offset(pointAt(project.alignment, camp), 260, 0), 220, 160)), enabled: 1, creatorUserId: by, creatorTime: built },
      { id: id(`${c.id}-yard`), projectId: c.projectId, contractId: c.id, name: `${c.enCode}预制梁场（${km(yard)}左侧）`, shape: 'polygon', centerLongitude: null, centerLatitude: null, radius: null,
        points: JSON.stringify(rect(offset(pointAt(project.alignment, yard), -320, 0), 360, 200)), enabled: 1, creatorUserId: by, creatorTime: built },
      { id: id(`${c.id}-works`), projectId: c.projectId, contractId: c.id, name: `${c.enCode}主线施工区（${km(works - 800)}～${km(works + 800)}）`, shape: 'circle',
        centerLongitude: round6(worksAt.longitude), centerLatitude: round6(worksAt.latitude), radius: 800, points: '', enabled: 1, creatorUserId: by, creatorTime: built }
    )
    const rule: AttendanceRuleTable = {
      contractId: c.id, projectId: c.projectId, workStart: '07:30', workEnd: '17:30', lateGrace: 10, earlyGrace: 10,
      restDays: c.projectId === 'proj-nj' ? '0' : '', updatedUserId: by, updatedTime: built
    }
    rules.push(rule)

    // the section's labourers with an account first, then the crews without one
    const accounts = users.filter((u) => u.roleIds.includes('role-worker') && u.contractIds.includes(c.id))
    const count = 14 + Math.floor(hash(c.id) * 5)
    for (let i = 0; i < count + accounts.length; i += 1) {
      const account = accounts[i]
      const seed = `${c.id}-${i}`
      const [team, trade] = TEAMS[i % TEAMS.length]
      const entry = today - 60 - Math.floor(hash(`${seed}e`) * 200)
      // the disabled account left last month; one of the crews leaves in the middle of the fortnight
      const exit = account?.enabled === 0 ? today - 25 : i === count - 1 ? today - 6 : null
      workers.push({
        id: id(`worker-${seed}`), projectId: c.projectId, contractId: c.id, userId: account?.id ?? '',
        realName: account?.realName ?? `${SURNAMES[Math.floor(hash(`${seed}n`) * SURNAMES.length)]}${GIVEN[Math.floor(hash(`${seed}g`) * GIVEN.length)]}`,
        idCard: idCard(seed), mobile: account?.mobilePhone ?? `1390000${String(1000 + Math.floor(hash(`${seed}p`) * 8999))}`,
        trade: account ? '普工' : trade, team: account ? '路基二队' : team, entryDate: dayText(entry), exitDate: exit === null ? '' : dayText(exit),
        creatorUserId: by, creatorTime: entry * DAY, lastModifyTime: null
      })
    }

    // two weeks up to yesterday
    const restDays = rule.restDays === '' ? [] : rule.restDays.split(',').map(Number)
    const sectionWorkers = workers.filter((w) => w.contractId === c.id)
    const where = [fences[fences.length - 3], fences[fences.length - 2], fences[fences.length - 1]]
    for (let d = today - 14; d < today; d += 1) {
      if (restDays.includes(new Date(d * DAY).getUTCDay())) continue
      for (const w of sectionWorkers) {
        if (dayText(d) < w.entryDate || (w.exitDate !== '' && dayText(d) > w.exitDate)) continue
        const r = hash(`${w.id}${d}`)
        if (r < 0.06) continue // absent
        // most arrive between 07:00 and 07:38; one in twelve late, one in fifteen leaves early
        const inMin = 7 * 60 + (r > 0.92 ? 42 + Math.floor(hash(`${w.id}${d}l`) * 40) : Math.floor(hash(`${w.id}${d}i`) * 38))
        const outMin = hash(`${w.id}${d}o`) < 0.07 ? 16 * 60 + 50 + Math.floor(hash(`${w.id}${d}x`) * 25) : 17 * 60 + 30 + Math.floor(hash(`${w.id}${d}y`) * 55)
        const fence = w.team === '预制梁场' ? where[1] : w.team === '测量组' && hash(`${w.id}${d}c`) < 0.5 ? where[0] : where[2]
        for (const [kind, min] of [['in', inMin], ['out', outMin]] as const) {
          const p = placeIn(fence, `${w.id}${d}${kind}`)
          const t = d * DAY - CN + min * 60_000 + Math.floor(hash(`${w.id}${d}${kind}s`) * 60_000)
          punches.push({
            id: id(`punch-${w.id}-${d}-${kind}`), projectId: c.projectId, contractId: c.id, userId: w.userId, workerId: w.id, kind, punchTime: t,
            punchDay: dayText(d), longitude: p.longitude, latitude: p.latitude, accuracy: 8 + Math.floor(hash(`${w.id}${d}${kind}a`) * 25),
            fenceId: fence.id, distance: 0, field: 0, photos: '[]', reason: '', address: '', requestKey: `seed-${w.id}-${d}-${kind}`, creatorTime: t
          })
        }
      }
    }
  }
  await insert(trx, 'attendanceFence', fences)
  await insert(trx, 'attendanceRule', rules)
  await insert(trx, 'attendanceWorker', workers)
  await insert(trx, 'attendancePunch', punches)
}

/** a steady point inside the fence */
function placeIn(f: AttendanceFenceTable, seed: string): { longitude: number; latitude: number } {
  if (f.shape === 'circle') {
    const a = hash(`${seed}a`) * 2 * Math.PI
    const r = Math.sqrt(hash(`${seed}r`)) * Number(f.radius) * 0.9
    const p = offset({ longitude: Number(f.centerLongitude), latitude: Number(f.centerLatitude) }, Math.cos(a) * r, Math.sin(a) * r)
    return { longitude: round6(p.longitude), latitude: round6(p.latitude) }
  }
  const pts = JSON.parse(f.points) as [number, number][]
  const [lng0, lat0] = pts[0]
  const [lng2, lat2] = pts[2]
  const u = 0.1 + hash(`${seed}u`) * 0.8
  const v = 0.1 + hash(`${seed}v`) * 0.8
  return { longitude: round6(lng0 + (lng2 - lng0) * u), latitude: round6(lat0 + (lat2 - lat0) * v) }
}

async function insert<T extends 'attendanceFence' | 'attendanceRule' | 'attendanceWorker' | 'attendancePunch'>(trx: Kysely<Database>, table: T, rows: Database[T][]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot narrow a generic table's insert type
    await trx.insertInto(table).values(rows.slice(i, i + 200) as any).execute()
  }
}
