// The demo's training sessions (培训班) with their sign-ins, organised by the projects' safety officers: one closed a
// week ago with one person missing, one under way now with part of the crew signed in, one still to come, and one of
// 宁绩 that ended without being closed. The signatures are a small drawn stroke, as the signature pad gives one.
import type { Kysely } from 'kysely'
import type { Database, TrainSessionPersonTable, TrainSessionTable } from '../../schema'

const DAY = 86_400_000
const HOUR = 3_600_000
const MINUTE = 60_000
export const DEMO_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAAAAAAQgWH5AAAAq0lEQVR42u3W0QqAIAwF0Pv/P11QD5np3WZjEdw9RcLOSqdi+yggWLBgwUeSM6phXFEKA0syMtjmuQrurICMTDci46XreJUPDxGvjGTXLcPVKiGAyM0QnB26mP6ZzobRBV/O5mifBpSdbcbWVjEstGt5e0O6f7/vRKBlE5j9K+eeTGdqAk8zh84Co1AE3Gjj0zKbiRgsqoobyNpxngqX37kKVV1vBQsW/Et4Byznd3gu61ayAAAAAElFTkSuQmCC'

interface DemoSession {
  id: string; project: 'hj' | 'nj'; course: string; contract: string; title: string; place: string; trainer: string; tenths: number
  /** start: days from the seed's China day and the hour (null: ten minutes before the seed's time, under way); length */
  start: [number, number] | null; length: number; content: string; organiser: string; closed: boolean
  /** account, minutes after the start signed in (null: missing) */
  people: [string, number | null][]
}

const SESSIONS: DemoSession[] = [
  {
    id: 'train-session-hj-height', project: 'hj', course: 'height', contract: 'ct-hj-tj01', title: 'TJ-01 高处作业专项安全培训', place: 'TJ-01 项目部二楼会议室',
    trainer: '何晓燕', tenths: 20, start: [-8, 14.5], length: 2 * HOUR, organiser: 'hexiaoyan', closed: true,
    content: '临边洞口防护、安全带高挂低用、脚手架作业平台验收；观看高处坠落事故警示片。',
    people: [['chengang', -12], ['yangshan', -5], ['zhanghua', -9], ['wudawei', null]]
  },
  {
    id: 'train-session-hj-power', project: 'hj', course: 'power', contract: '', title: '施工临时用电安全培训（第二期）', place: 'K86+200 拌合站会议室',
    trainer: '赵敏', tenths: 15, start: null, length: 3 * HOUR, organiser: 'hexiaoyan', closed: false,
    content: 'TN-S 接零保护系统、三级配电两级保护、一机一闸一漏一箱；配电箱日常检查要点。',
    people: [['chengang', -18], ['jiangtao', -6], ['yangshan', null], ['caoyong', null], ['tianye', null]]
  },
  {
    id: 'train-session-hj-lifting', project: 'hj', course: 'lifting', contract: 'ct-hj-tj02', title: '起重吊装作业安全培训', place: 'TJ-02 钢筋加工场',
    trainer: '蒋涛', tenths: 10, start: [2, 9], length: HOUR, organiser: 'huangwei', closed: false,
    content: '十不吊、吊索具检查与报废标准、指挥信号；汽车吊支腿与地基处理。',
    people: [['jiangtao', null], ['caoyong', null]]
  },
  {
    id: 'train-session-nj-tunnel', project: 'nj', course: 'tunnel', contract: 'ct-nj-tj01', title: '隧道施工安全培训', place: '宁绩 TJ-01 隧道进口工区',
    trainer: '潘悦', tenths: 30, start: [-4, 8.5], length: 3 * HOUR, organiser: 'panyue', closed: false,
    content: '超前地质预报、有毒有害气体检测、逃生管道与应急演练。',
    people: [['luoping', -3], ['shiwei', 4]]
  }
]

export async function seedTrainingSessions(trx: Kysely<Database>, now: number): Promise<void> {
  // midnight of the seed's day in China: the demo's sessions start at working hours there
  const midnight = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR
  const sessions: TrainSessionTable[] = SESSIONS.map((s) => {
    const startsAt = s.start === null ? now - 10 * MINUTE : midnight + s.start[0] * DAY + s.start[1] * HOUR
    return {
      id: s.id, projectId: `proj-${s.project}`, contractId: s.contract, courseId: `train-${s.project}-${s.course}`, title: s.title, place: s.place,
      trainer: s.trainer, hoursTenths: s.tenths, startsAt, endsAt: startsAt + s.length, content: s.content, organiserUserId: `u-${s.organiser}`,
      createdAt: startsAt - 3 * DAY, closedAt: s.closed ? startsAt + s.length + 10 * MINUTE : null, closedBy: s.closed ? `u-${s.organiser}` : ''
    }
  })
  await trx.insertInto('trainSession').values(sessions).execute()
  const people: TrainSessionPersonTable[] = SESSIONS.flatMap((s, i) => s.people.map(([account, after]) => ({
    sessionId: s.id, userId: `u-${account}`, signedAt: after === null ? null : sessions[i].startsAt + after * MINUTE, signature: after === null ? '' : DEMO_SIGNATURE
  })))
  await trx.insertInto('trainSessionPerson').values(people).execute()
}
