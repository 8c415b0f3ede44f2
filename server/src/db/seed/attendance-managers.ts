// The demo's management staff register (管理人员信息): on every construction section the posts its contract names,
// the people with an account linked to it (the section's project manager, chief engineer, safety officer and
// foreman), the others without one; their certificates with expiry dates around today, so the list shows one that
// expires within 30 days and one that has expired; one deputy manager who left the section last month.
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ManagerCertificate } from '@shared/api/attendance-managers'
import type { AttendanceManagerTable, Database } from '../schema'
import { contracts } from './data/projects'
import { users } from './data/users'

const DAY = 86_400_000
const CN = 8 * 3_600_000
const hash = (s: string) => crypto.createHash('md5').update(s).digest().readUInt32BE(0) / 2 ** 32
const id = (s: string) => crypto.createHash('md5').update(`attendance-manager:${s}`).digest('hex')
const dayText = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗']
const GIVEN = ['志强', '建军', '晓东', '海波', '立伟', '振华', '国栋', '文斌', '俊杰', '明辉', '少峰', '永刚', '静', '丽娟', '春燕']

interface Post { post: string; role?: string; required: boolean; certs: (code: string, seed: string) => ManagerCertificate[] }

export async function seedAttendanceManagers(trx: Kysely<Database>, now: number): Promise<void> {
  const today = Math.floor((now + CN) / DAY)
  const rows: AttendanceManagerTable[] = []
  const serial = (seed: string, digits: number) => String(Math.floor(hash(seed) * 10 ** digits)).padStart(digits, '0')
  /** a certificate valid for three years, issued so that its expiry lies `left` days from today */
  const cert = (name: string, number: string, left: number | null): ManagerCertificate => ({ name, number, expiryDate: left === null ? '' : dayText(today + left) })
  const left = (seed: string) => 120 + Math.floor(hash(seed) * 900)
  for (const c of contracts.filter((x) => x.kind === 'construction')) {
    const province = c.projectId === 'proj-nj' ? '皖' : '浙'
    const year = (seed: string) => 2019 + Math.floor(hash(seed) * 5)
    const b = (seed: string, days = left(seed)) => cert('安全生产考核合格证（B证）', `${province}建安B（${year(seed)}）${serial(seed, 7)}`, days)
    const cc = (seed: string, days = left(seed)) => cert('安全生产考核合格证（C证）', `${province}建安C（${year(seed)}）${serial(seed, 7)}`, days)
    // the one near expiry and the one expired are on the first sections of each project, so every demo manager sees them
    const first = c.enCode === 'TJ-01'
    const posts: Post[] = [
      { post: '项目经理', role: 'role-pm', required: true, certs: (code, s) => [cert('一级注册建造师（公路工程）', `${province}1${serial(`${s}jz`, 12)}`, null), b(`${code}b`)] },
      { post: '项目总工', role: 'role-chief', required: true, certs: (code) => [b(`${code}zg`)] },
      { post: '安全总监', required: true, certs: (code) => [cc(`${code}zj`, first ? -5 : undefined), cert('注册安全工程师', `${province}${serial(`${code}zc`, 10)}`, null)] },
      { post: '专职安全员', role: 'role-safety', required: true, certs: (code) => [cc(`${code}aq`, first ? 18 : undefined)] },
      { post: '质检工程师', required: true, certs: () => [] },
      { post: '试验室主任', required: true, certs: (code) => [cert('公路水运工程试验检测师', `JC${year(`${code}sy`)}${serial(`${code}sy`, 6)}`, null)] },
      { post: '测量工程师', required: false, certs: (code) => [cert('工程测量员证', `CL${serial(`${code}cl`, 8)}`, null)] },
      { post: '施工员', role: 'role-foreman', required: false, certs: (code) => [cc(`${code}sg`)] }
    ]
    const taken = new Set<string>()
    for (const p of posts) {
      const seed = `${c.id}-${p.post}`
      const account = p.role ? users.find((u) => u.roleIds.includes(p.role!) && u.contractIds.length === 1 && u.contractIds[0] === c.id && !taken.has(u.id)) : undefined
      if (account) taken.add(account.id)
      const entry = today - 200 - Math.floor(hash(`${seed}e`) * 300)
      rows.push({
        id: id(seed), projectId: c.projectId, contractId: c.id, userId: account?.id ?? '',
        realName: account?.realName ?? `${SURNAMES[Math.floor(hash(`${seed}n`) * SURNAMES.length)]}${GIVEN[Math.floor(hash(`${seed}g`) * GIVEN.length)]}`,
        post: p.post, mobile: account?.mobilePhone ?? `1370000${String(1000 + Math.floor(hash(`${seed}p`) * 8999))}`, onSiteRequired: p.required ? 1 : 0,
        certificates: JSON.stringify(p.certs(c.id, seed)), entryDate: dayText(entry), exitDate: '', remark: '',
        creatorUserId: 'u-admin', creatorTime: entry * DAY, lastModifyTime: null
      })
    }
    // the deputy who left for another section last month
    const seed = `${c.id}-deputy`
    rows.push({
      id: id(seed), projectId: c.projectId, contractId: c.id, userId: '',
      realName: `${SURNAMES[Math.floor(hash(`${seed}n`) * SURNAMES.length)]}${GIVEN[Math.floor(hash(`${seed}g`) * GIVEN.length)]}`,
      post: '项目副经理', mobile: `1370000${String(1000 + Math.floor(hash(`${seed}p`) * 8999))}`, onSiteRequired: 0,
      certificates: JSON.stringify([b(`${c.id}fj`)]), entryDate: dayText(today - 420), exitDate: dayText(today - 35), remark: '调往其他项目',
      creatorUserId: 'u-admin', creatorTime: (today - 420) * DAY, lastModifyTime: null
    })
  }
  for (let i = 0; i < rows.length; i += 100) await trx.insertInto('attendanceManager').values(rows.slice(i, i + 100)).execute()
}
