// The demo's custom problems (问题库): on 杭金 a pending one of the foreman 陈刚 (waiting for 何晓燕 or 黄伟), one of
// the supervision engineer 宋文博 that 何晓燕 approved into the library (reworded, under 桥梁施工 / 桩基施工), and one
// of 蒋涛 that 黄伟 rejected because the library has it already; on 宁绩 a pending one of 罗平 for 潘悦. The messages
// the review sent are there too, so the proposers' inboxes link to them.
import type { Kysely } from 'kysely'
import type { Database, ProblemProposalTable } from '../schema'

const HOUR = 3_600_000
const GENERAL = 'dd-hazardLevel-general'
const MAJOR = 'dd-hazardLevel-major'
const cat = (n: number) => `dd-hazardCategory-${n}`

type Demo = Omit<ProblemProposalTable, 'proposedAt' | 'reviewedAt' | 'photos' | 'problemId' | 'reviewerUserId' | 'opinion'> & {
  hoursAgo: number
  review?: { by: string; hoursAgo: number; opinion: string }
}

const demos: Demo[] = [
  {
    id: 'pf-hj-1', projectId: 'proj-hj', itemId: 'pl-elec-box', state: 'pending', proposerUserId: 'u-chengang', hoursAgo: 5,
    description: '钢筋加工场开关箱内漏电保护器与隔离开关之间接线端子松动、有烧蚀痕迹', hazardLevel: GENERAL, hazardCategory: cat(13),
    basis: 'JGJ 46-2005 第8.2.15条', measures: '停电后紧固或更换接线端子，检查漏电保护器动作参数，由专职电工复查', rectifyDays: 1
  },
  {
    id: 'pf-hj-2', projectId: 'proj-hj', itemId: 'pl-bridge-pile', state: 'approved', proposerUserId: 'u-songwenbo', hoursAgo: 50,
    description: '旋挖钻机成孔后孔口未及时设置护筒盖板和围挡，夜间无警示灯', hazardLevel: MAJOR, hazardCategory: cat(1),
    basis: 'JTG F90-2015 第8.3.3条', measures: '成孔后孔口立即加盖钢筋网盖板并设置围挡，夜间设置红色警示灯', rectifyDays: 1,
    review: { by: 'u-hexiaoyan', hoursAgo: 30, opinion: '同意入库，已补充夜间警示要求' }
  },
  {
    id: 'pf-hj-3', projectId: 'proj-hj', itemId: 'pl-road-zone', state: 'rejected', proposerUserId: 'u-jiangtao', hoursAgo: 30,
    description: '夜间施工时作业区上游过渡区锥桶倾倒，未设置黄闪灯', hazardLevel: GENERAL, hazardCategory: cat(9),
    basis: '', measures: '扶正锥桶，增设黄闪灯', rectifyDays: 1,
    review: { by: 'u-huangwei', hoursAgo: 20, opinion: '问题库已有“锥形交通路标间距过大、倾倒，夜间无警示灯”，检查时请直接选用' }
  },
  {
    id: 'pf-nj-1', projectId: 'proj-nj', itemId: 'pl-tunnel-air', state: 'pending', proposerUserId: 'u-luoping', hoursAgo: 8,
    description: '隧道洞内通风软管破损漏风，掌子面风速不足0.15m/s', hazardLevel: GENERAL, hazardCategory: cat(11),
    basis: 'JTG F90-2015 第9.9.2条', measures: '更换破损风管，调整风机功率，检测掌子面风速和有害气体浓度合格后作业', rectifyDays: 1
  }
]

export async function seedPitfalls(db: Kysely<Database>, now: number): Promise<void> {
  for (const [i, d] of demos.entries()) {
    const { hoursAgo, review, ...rest } = d
    const problemId = d.state === 'approved' ? `pl-custom-${d.id}` : ''
    const p: ProblemProposalTable = {
      ...rest, photos: '[]', proposedAt: now - hoursAgo * HOUR, reviewerUserId: review?.by ?? '', reviewedAt: review ? now - review.hoursAgo * HOUR : null,
      opinion: review?.opinion ?? '', problemId
    }
    await db.insertInto('safetyProblemProposal').values(p).execute()
    if (problemId) {
      await db.insertInto('safetyProblemNode').values({
        id: problemId, parentId: d.itemId, type: 'problem', fullName: d.description, sortCode: 100 + i, hazardLevel: d.hazardLevel,
        hazardCategory: d.hazardCategory, basis: d.basis, measures: d.measures, rectifyDays: d.rectifyDays, proposalId: d.id, enabledMark: 1, createdAt: p.reviewedAt ?? now
      }).execute()
    }
    if (review) {
      const title = d.state === 'approved' ? `自定义问题已入库：${d.description.slice(0, 30)}…` : `自定义问题被驳回：${d.description.slice(0, 30)}…`
      await db.insertInto('baseMessage').values({
        id: `msg-${d.id}`, userId: d.proposerUserId, type: 3, flowType: null, title,
        bodyText: JSON.stringify({ modelId: 'pitfallCustom', id: d.id, content: d.description }), excerpt: '', isRead: 0, readTime: null,
        creatorUserId: review.by, createdAt: p.reviewedAt ?? now
      }).execute()
    }
  }
}
