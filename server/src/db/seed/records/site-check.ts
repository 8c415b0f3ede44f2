// Demo records of siteCheckModel (server/src/catalog/engineering/models/site-check.ts).
import { siteCheckModel } from '../../../catalog/engineering/models/site-check'
import { ms, type DemoRecords } from './record'

const where = (name: string, lng: number, lat: number, pName: string, cName: string, adName: string, address: string) =>
  JSON.stringify({ pName, cName, adName, address, name, lng, lat, fullAddress: `${pName}${cName}${adName}${address}` })

export const siteCheckRecords: DemoRecords = {
  model: siteCheckModel,
  records: [
    {
      id: 'rec-sc-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-03-03 11:20',
      data: {
        checkNo: 'XCJC202603030001', checkTitle: '钱塘江特大桥拼宽段桩基施工安全质量综合检查', checkDate: ms('2026-03-03'), checkTime: '09:30',
        checkType: 'special', sectionId: 'ct-hj-tj01', constructionUnit: '钱江路桥工程有限公司', stake: 'K12+680～K14+320',
        wbsItems: ['wbs-hj01-ql1'], checkPart: ['sp-bridge', 'sp-pile'], workArea: 'wa-tj01-1-ql', region: ['330000', '330100', '330109'],
        position: where('钱塘江特大桥拼宽施工现场', 120.2652, 30.1961, '浙江省', '杭州市', '萧山区', '闻堰街道G60沪昆高速钱塘江大桥南岸'),
        contactPhone: '13800000113', checkOrg: ['org-hq', 'org-hj', 'org-hj-c1'], responsibleDept: 'org-hj-aq', responsiblePos: 'pos-hj-c1-gqz',
        inspector: 'u-wangfang', participants: ['u-chengang', 'u-lijun'], participantRoles: ['role-safety', 'role-foreman'], workGroup: 'grp-hj-safety',
        ccTargets: ['u-zhanghua--user', 'org-hj-aq--department'], weather: 'dd-weather-2', hazardLevel: 'dd-hazardLevel-general',
        checkItems: ['edge', 'electric', 'lifting'], material: 'HRB400E带肋钢筋 Φ25', signColor: '#FF9900',
        description: '3号、4号墩钻孔平台作业有序，旋挖钻机操作人员持证上岗；发现临边防护和临时用电各一处问题，已要求当班整改。',
        safetyScore: 34, qualityScore: 36, civilScore: 17, totalScore: 87, rating: 4, progress: 50,
        tableFieldIssues: [
          { issue: '3号墩钻孔平台临边防护栏杆高度不足1.2m', category: 'dd-hazardCategory-1', deduction: 2, deadline: ms('2026-03-04'), owner: 'u-chengang', photos: [], fixed: 1 },
          { issue: '4号墩临时配电箱未设置漏电保护器', category: 'dd-hazardCategory-13', deduction: 3, deadline: ms('2026-03-05'), owner: 'u-chengang', photos: [], fixed: 0 }
        ],
        needRectify: 1, requirement: '<p>1. 临边防护栏杆加高至1.2m并设挡脚板；</p><p>2. 配电箱加装漏电保护器，实行“一机一闸一漏一箱”。</p>',
        attachments: [], photos: [], source: '移动端'
      }
    },
    {
      id: 'rec-sc-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'hexiaoyan', at: '2026-03-06 16:05',
      modifier: 'hexiaoyan', modifiedAt: '2026-03-07 08:40',
      data: {
        checkNo: 'XCJC202603060001', checkTitle: 'TJ-02合同段边坡防护节前安全检查', checkDate: ms('2026-03-06'), checkTime: '14:00',
        checkType: 'holiday', sectionId: 'ct-hj-tj02', constructionUnit: '之江交通工程有限公司', stake: 'K60+000～K72+500',
        wbsItems: ['wbs-hj02-fh1'], checkPart: ['sp-subgrade', 'sp-slope'], workArea: 'wa-tj02-1', region: ['330000', '330600', '330681'],
        contactPhone: '13800000103', checkOrg: ['org-hq', 'org-hj', 'org-hj-aq'], inspector: 'u-hexiaoyan', participants: ['u-fengxue', 'u-jiangtao'],
        workGroup: 'grp-hj-safety', weather: 'dd-weather-1', hazardLevel: 'dd-hazardLevel-general', checkItems: ['height', 'civil'],
        description: 'K64+200段边坡锚杆框格梁施工，高处作业人员安全带挂设不规范，坡顶截水沟未及时贯通。',
        safetyScore: 28, qualityScore: 33, civilScore: 15, totalScore: 76, rating: 3, progress: 100,
        tableFieldIssues: [
          { issue: '边坡高处作业人员安全带未高挂低用', category: 'dd-hazardCategory-1', deduction: 4, deadline: ms('2026-03-07'), owner: 'u-jiangtao', photos: [], fixed: 1 },
          { issue: '坡顶截水沟未贯通，雨季存在冲刷风险', category: 'dd-hazardCategory-6', deduction: 2, deadline: ms('2026-03-10'), owner: 'u-jiangtao', photos: [], fixed: 1 }
        ],
        needRectify: 1, requirement: '<p>节前完成全部整改并报安全质量部复查。</p>', attachments: [], photos: [], source: '移动端'
      }
    },
    {
      id: 'rec-sc-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj03', creator: 'panyue', at: '2026-03-04 15:30',
      data: {
        checkNo: 'XCJC202603040001', checkTitle: '华阳隧道洞身开挖及初期支护综合检查', checkDate: ms('2026-03-04'), checkTime: '10:00',
        checkType: 'daily', sectionId: 'ct-nj-tj03', constructionUnit: '宣城隧道工程有限公司', stake: 'K58+320～K62+910',
        wbsItems: ['wbs-nj03-sd2'], checkPart: ['sp-tunnel', 'sp-support'], region: ['340000', '341800', '341824'],
        checkOrg: ['org-hq', 'org-nj', 'org-nj-aq'], inspector: 'u-panyue', participants: ['u-qinlei'], workGroup: 'grp-nj-tunnel',
        weather: 'dd-weather-3', hazardLevel: 'dd-hazardLevel-general', checkItems: ['electric', 'civil'],
        description: '掌子面距二衬距离满足要求，有害气体检测记录齐全；仰拱栈桥防护网局部破损。',
        safetyScore: 36, qualityScore: 35, civilScore: 18, totalScore: 89, rating: 4.5, progress: 0,
        tableFieldIssues: [
          { issue: '仰拱栈桥两侧防护网局部破损', category: 'dd-hazardCategory-2', deduction: 1.5, deadline: ms('2026-03-06'), owner: 'u-qinlei', photos: [], fixed: 0 }
        ],
        needRectify: 1, requirement: '<p>更换破损防护网，并在栈桥两端设置限速标志。</p>', attachments: [], photos: [], source: '移动端'
      }
    }
  ]
}
