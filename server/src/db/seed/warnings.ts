// The demo's early warnings: a 台风 橙色预警 in force over 杭金's TJ-01 and TJ-02, a 隧道围岩变形 黄色预警 in force in
// 宁绩's tunnel section TJ-03, and a 高温 蓝色预警 of 杭金 that has expired; each warned person has a receipt and some
// have acknowledged, so the lists, the figures and the 提醒未读 list have something to show.
import type { Kysely } from 'kysely'
import type { Database, EarlyWarningTable } from '../schema'

const HOUR = 3_600_000
const WARNING_LINK_MODEL = 'earlyWarning'

interface DemoWarning {
  id: string
  project: string
  sections: string[]
  type: string
  level: 1 | 2 | 3 | 4
  area: string
  chainage: string
  range: [number, number] | null
  /** hours from now */
  from: number
  until: number
  issuer: string
  content: string
  measures: string
  acknowledged: Array<[string, string]>
}

const LEVEL = { 1: '红色', 2: '橙色', 3: '黄色', 4: '蓝色' } as const
const GRADE = { 1: 'Ⅰ级', 2: 'Ⅱ级', 3: 'Ⅲ级', 4: 'Ⅳ级' } as const

const warnings: DemoWarning[] = [
  {
    id: 'ew-hj-typhoon', project: 'proj-hj', sections: ['ct-hj-tj01', 'ct-hj-tj02'], type: '台风', level: 2,
    area: 'TJ-01、TJ-02 全线，重点为K12+000～K58+600 高边坡、桥梁及临时驻地', chainage: 'K12+000～K58+600', range: [12000, 58600],
    from: -3, until: 45, issuer: 'hexiaoyan',
    content: '受第14号台风“海葵”影响，预计明日凌晨至后天白天沿线将出现10～11级大风、局部大暴雨，过程累计雨量150～220毫米。',
    measures: '1. 立即停止塔吊、架桥机、高空作业平台等高处及起重作业，塔吊松开回转制动；\n2. 加固临时板房、围挡、标识牌，撤离低洼地带及边坡下方人员；\n3. 检查抽水泵、发电机、沙袋等防汛物资，落实24小时值班；\n4. 各工区每日8时、18时向项目部安全质量部报告人员在岗及险情情况。',
    acknowledged: [['u-zhanghua', '已传达到各作业班组'], ['u-chengang', '架桥机已停机锚固'], ['u-zhengkai', ''], ['u-songwenbo', '']]
  },
  {
    id: 'ew-nj-tunnel', project: 'proj-nj', sections: ['ct-nj-tj03'], type: '隧道围岩变形', level: 3,
    area: '宁绩TJ-03 胡乐隧道左洞进口 ZK61+120～ZK61+180 段', chainage: 'K61+120～K61+180', range: [61120, 61180],
    from: -20, until: 52, issuer: 'panyue',
    content: '监控量测显示左洞ZK61+150断面拱顶累计沉降46毫米、周边收敛38毫米，近3日变形速率2.8毫米/天，超过黄色预警值。',
    measures: '1. 暂停该段掌子面开挖，掌子面喷混凝土封闭；\n2. 加密监控量测至每日3次，数据实时上报；\n3. 增设I18临时仰拱及锁脚锚管，初支背后注浆；\n4. 非作业人员不得进入预警段，洞口设专人值守。',
    acknowledged: [['u-yuanhao', '已通知设计代表到场']]
  },
  {
    id: 'ew-hj-heat', project: 'proj-hj', sections: [], type: '高温', level: 4,
    area: '杭金改扩建全线露天作业面', chainage: '', range: null,
    from: -96, until: -24, issuer: 'hexiaoyan',
    content: '未来三天最高气温将达35℃以上，局部37℃。',
    measures: '调整作息时间，11时至15时停止露天高强度作业；现场配备防暑降温药品和饮用水。',
    acknowledged: [['u-zhanghua', ''], ['u-chengang', '']]
  }
]

export async function seedWarnings(db: Kysely<Database>, now: number): Promise<void> {
  for (const d of warnings) {
    const issuerId = `u-${d.issuer}`
    const issuedAt = now + d.from * HOUR
    const w: EarlyWarningTable = {
      id: d.id, projectId: d.project, type: d.type, level: d.level, area: d.area, chainage: d.chainage,
      chainageFrom: d.range?.[0] ?? null, chainageTo: d.range?.[1] ?? null, validFrom: issuedAt, validUntil: now + d.until * HOUR,
      content: d.content, measures: d.measures, issuerUserId: issuerId, issuedAt, liftedAt: null, liftedBy: '', lastRemindAt: null
    }
    await db.insertInto('earlyWarning').values(w).execute()
    if (d.sections.length) await db.insertInto('earlyWarningSection').values(d.sections.map((contractId) => ({ warningId: d.id, contractId }))).execute()
    let people = db.selectFrom('baseUserRelation as p').innerJoin('baseUser as u', 'u.id', 'p.userId').select('u.id').distinct()
      .where('p.objectType', '=', 'Project').where('p.objectId', '=', d.project).where('u.enabledMark', '=', 1).where('u.id', '!=', issuerId)
    if (d.sections.length) {
      people = people.where((eb) => eb.exists(eb.selectFrom('baseUserRelation as c').select('c.userId').whereRef('c.userId', '=', 'u.id')
        .where('c.objectType', '=', 'Contract').where('c.objectId', 'in', d.sections)))
    }
    const to = (await people.orderBy('u.id').execute()).map((r) => r.id)
    const ack = new Map(d.acknowledged)
    if (to.length === 0) continue
    await db.insertInto('earlyWarningReceipt').values(to.map((userId, i) => ({
      warningId: d.id, userId, receivedAt: issuedAt, ackAt: ack.has(userId) ? issuedAt + (20 + i * 7) * 60_000 : null, ackNote: ack.get(userId) ?? ''
    }))).execute()
    const title = `${d.type}${LEVEL[d.level]}预警（${GRADE[d.level]}）：${d.area}`
    await db.insertInto('baseMessage').values(to.map((userId, i) => ({
      id: `msg-${d.id}-${i}`, userId, type: 3, flowType: null, title, bodyText: JSON.stringify({ modelId: WARNING_LINK_MODEL, id: d.id, content: d.content }),
      excerpt: '', isRead: ack.has(userId) ? 1 : 0, readTime: ack.has(userId) ? issuedAt + 10 * 60_000 : null, creatorUserId: issuerId, createdAt: issuedAt
    }))).execute()
  }
}
