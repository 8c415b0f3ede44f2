// The demo's key inspection points: on every construction section, five places that need a regular visit, set up
// forty days ago along the project's chainage line (a high slope, a bridge's deep foundation pit, a high pier or,
// on the tunnel section, a tunnel portal, the camp's power room and the mixing plant), and their visits of the last
// five weeks up to yesterday by the section's safety officer or foreman. Each section's high slope went unvisited
// yesterday and on one more day, and its mixing plant last week: today's plan shows them as missed.
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, KeyInspectionPointTable, KeyInspectionVisitTable } from '../schema'
import { parseMileage } from '../../modules/safety'
import { offset, pointAt } from './attendance'
import { contracts, projects } from './data/projects'
import { users } from './data/users'

const DAY = 86_400_000
const CN = 8 * 3_600_000
const hash = (s: string) => crypto.createHash('md5').update(s).digest().readUInt32BE(0) / 2 ** 32
const id = (s: string) => crypto.createHash('md5').update(`key-inspection:${s}`).digest('hex')
const dayText = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)
const round6 = (n: number) => Math.round(n * 1e6) / 1e6
const km = (m: number) => `K${Math.floor(m / 1000)}+${String(Math.round(m % 1000)).padStart(3, '0')}`

/** what a visit found wrong, by kind of place */
const PROBLEM: Record<string, string> = {
  高边坡: '坡面局部有浮石，截水沟堵塞，已通知工区清理并设置警示', 深基坑: '基坑临边防护栏杆一处松脱，坑边堆土距坑口不足1米',
  高墩: '墩身爬架安全网破损一处，已要求当班更换', 隧道洞口: '洞口仰坡监测点位移速率偏大，已要求加密观测',
  临时用电: '二级配电箱门未上锁，一处电缆拖地未架空', 拌合站: '皮带机防护罩缺失，料仓爬梯无护笼'
}

interface Plan { key: string; name: (k: string) => string; kind: string; at: number; east: number; frequency: 'daily' | 'weekly'; roles: string; radius: number }

function plans(tunnel: boolean): Plan[] {
  return [
    { key: 'slope', name: (k) => `${k}右侧路堑高边坡`, kind: '高边坡', at: 0.31, east: 40, frequency: 'daily', roles: 'safetyOfficer,sectionForeman', radius: 150 },
    { key: 'pit', name: (k) => `${k}跨线桥承台深基坑`, kind: '深基坑', at: 0.52, east: 0, frequency: 'daily', roles: 'safetyOfficer,sectionForeman', radius: 100 },
    tunnel
      ? { key: 'portal', name: (k) => `${k}隧道进口洞口`, kind: '隧道洞口', at: 0.66, east: 0, frequency: 'daily', roles: 'safetyOfficer,supervisionEngineer', radius: 120 }
      : { key: 'pier', name: (k) => `${k}特大桥高墩（墩高48米）`, kind: '高墩', at: 0.66, east: 0, frequency: 'weekly', roles: 'supervisionEngineer,safetyOfficer', radius: 100 },
    { key: 'power', name: () => '项目经理部驻地配电房', kind: '临时用电', at: 0.18, east: 260, frequency: 'weekly', roles: 'safetyOfficer', radius: 80 },
    { key: 'mixer', name: () => '1号沥青拌合站', kind: '拌合站', at: 0.42, east: -320, frequency: 'weekly', roles: 'supervisionEngineer,safetyOfficer', radius: 150 }
  ]
}

export async function seedKeyInspections(trx: Kysely<Database>, now: number): Promise<void> {
  const today = Math.floor((now + CN) / DAY)
  const set = (today - 40) * DAY - CN + 9 * 3_600_000
  const points: KeyInspectionPointTable[] = []
  const visits: KeyInspectionVisitTable[] = []
  for (const c of contracts.filter((x) => x.kind === 'construction')) {
    const project = projects.find((p) => p.id === c.projectId)
    const range = parseMileage(c.mileage)
    if (!project?.alignment || !range) continue
    const [start, end] = range
    const inSection = (role: string) => users.find((u) => u.roleIds.includes(role) && u.contractIds.includes(c.id) && u.enabled !== 0 && u.contractIds.length <= 4)
    const keeper = inSection('role-safety') ?? inSection('role-pm')
    const visitor = inSection('role-safety') ?? inSection('role-foreman') ?? inSection('role-supervisor')
    const by = keeper?.id ?? 'u-admin'
    for (const plan of plans(c.contractor.includes('隧道'))) {
      const metres = Math.round(start + (end - start) * plan.at)
      const at = offset(pointAt(project.alignment, metres), plan.east, 0)
      const point: KeyInspectionPointTable = {
        id: id(`${c.id}-${plan.key}`), projectId: c.projectId, contractId: c.id, name: plan.name(km(metres)), kind: plan.kind, chainage: plan.east === 0 || Math.abs(plan.east) < 100 ? km(metres) : '',
        longitude: round6(at.longitude), latitude: round6(at.latitude), radius: plan.radius, frequency: plan.frequency, responsibleRoles: plan.roles, responsibleNote: '',
        enabled: 1, positionedUserId: '', positionedTime: null, positionAccuracy: null, creatorUserId: by, creatorTime: set, lastModifyUserId: '', lastModifyTime: null
      }
      points.push(point)
      if (!visitor) continue
      for (let d = today - 35; d < today; d += 1) {
        const weekday = (new Date(d * DAY).getUTCDay() + 6) % 7
        if (plan.frequency === 'weekly') {
          // one visit a week, on Tuesday; the mixing plant none last week
          if (weekday !== 1) continue
          if (plan.key === 'mixer' && d >= today - ((today + 3) % 7) - 7) continue
        } else if (plan.key === 'slope' && (d === today - 1 || d === today - 6)) continue
        const t = d * DAY - CN + (8 * 60 + Math.floor(hash(`${point.id}${d}`) * 180)) * 60_000
        const spot = offset(at, (hash(`${point.id}${d}e`) - 0.5) * plan.radius * 0.6, (hash(`${point.id}${d}n`) - 0.5) * plan.radius * 0.6)
        const problem = hash(`${point.id}${d}p`) < 0.08
        visits.push({
          id: id(`visit-${point.id}-${d}`), pointId: point.id, projectId: c.projectId, contractId: c.id, userId: visitor.id, visitTime: t, visitDay: dayText(d),
          longitude: round6(spot.longitude), latitude: round6(spot.latitude), accuracy: 6 + Math.floor(hash(`${point.id}${d}a`) * 20),
          distance: Math.round(Math.hypot(...[(spot.longitude - at.longitude) * 111_320 * Math.cos((at.latitude * Math.PI) / 180), (spot.latitude - at.latitude) * 110_540] as [number, number])),
          condition: problem ? 'problem' : 'normal', notes: problem ? PROBLEM[plan.kind] : '',
          photos: '[]', hazardId: '', hazardNo: '', requestKey: `seed-${point.id}-${d}`, creatorTime: t
        })
      }
    }
  }
  if (points.length) await trx.insertInto('keyInspectionPoint').values(points).execute()
  for (let i = 0; i < visits.length; i += 200) await trx.insertInto('keyInspectionVisit').values(visits.slice(i, i + 200)).execute()
}
