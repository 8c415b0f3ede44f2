// Demo records of the special tasks (server/src/catalog/special/models): 杭金's flood-season check, dust control,
// post-holiday restart check and prestress quality campaign issued by 黄伟 and 徐志明 to TJ-01 and TJ-02, one task of
// 宁绩, and the notices of the flood-season check and the dust control signed for by the sections and the
// supervisors. They run through 专项任务审批 and 专项任务通知 in the flow seed (../flows/demo-tasks.ts).
import { specialNoticeModel } from '../../../catalog/special/models/special-task-notice'
import { specialTaskModel } from '../../../catalog/special/models/special-task'
import { ms, type DemoRecords } from './record'

export const specialTaskRecords: DemoRecords = {
  model: specialTaskModel,
  records: [
    {
      id: 'rec-zx-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'huangwei', at: '2026-03-02 09:00',
      data: {
        taskName: '2026年汛期安全专项检查（TJ-01）', category: 'flood', sections: 'TJ-01',
        requirement: '1. 排查钱塘江特大桥水中墩钢栈桥、钻孔平台的防洪标高及锚固；\n2. 检查临江便道、驻地及拌和站的防汛排水设施；\n3. 落实防汛物资（编织袋、抽水泵、救生衣）及24小时值班；\n4. 完成后上报检查记录及整改闭合情况。',
        startDate: ms('2026-03-02'), deadline: ms('2026-03-06'), executor: 'u-zhanghua', attachments: []
      }
    },
    {
      id: 'rec-zx-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'huangwei', at: '2026-03-03 10:00',
      data: {
        taskName: '扬尘治理专项整治（TJ-02）', category: 'environment', sections: 'TJ-02',
        requirement: '落实“六个百分百”：施工围挡、物料堆放覆盖、出入车辆冲洗、路面硬化、土方湿法作业、渣土车密闭运输；互通A匝道取土场裸土全部覆盖。',
        startDate: ms('2026-03-03'), deadline: ms('2026-03-10'), executor: 'u-zhengkai', attachments: []
      }
    },
    {
      id: 'rec-zx-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'xuzhiming', at: '2026-03-09 08:30',
      data: {
        taskName: '节后复工安全专项检查（TJ-01）', category: 'safety', sections: 'TJ-01',
        requirement: '复工前完成全员安全教育及技术交底，特种设备（架桥机、龙门吊）重新检验，临时用电逐箱检查，报复工安全条件核查表。',
        startDate: ms('2026-03-09'), deadline: ms('2026-03-13'), executor: 'u-zhanghua', attachments: []
      }
    },
    {
      id: 'rec-zx-hj-004', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'xuzhiming', at: '2026-03-04 14:00',
      data: {
        taskName: 'T梁预应力施工质量专项检查（TJ-01）', category: 'quality', sections: 'TJ-01',
        requirement: '抽查预制T梁张拉记录、伸长量偏差及压浆饱满度，智能张拉及压浆设备标定情况，提交自检报告。',
        startDate: ms('2026-03-04'), deadline: ms('2026-03-09'), executor: 'u-zhanghua', attachments: []
      }
    },
    {
      id: 'rec-zx-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'yuanhao', at: '2026-03-05 09:00',
      data: {
        taskName: '隧道施工安全专项检查（宁绩TJ-01）', category: 'safety', sections: 'TJ-01',
        requirement: '检查胡乐隧道超前地质预报、监控量测、仰拱与掌子面安全步距及逃生管道。',
        startDate: ms('2026-03-05'), deadline: ms('2026-03-12'), executor: 'u-dongliang', attachments: []
      }
    }
  ]
}

export const specialNoticeRecords: DemoRecords = {
  model: specialNoticeModel,
  records: [
    {
      id: 'rec-zxtz-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'huangwei', at: '2026-03-09 09:30',
      data: {
        noticeTitle: '关于开展2026年汛期安全专项检查的通知',
        noticeContent: '各合同段、监理办：\n为做好2026年汛期安全生产工作，项目公司决定于3月10日至3月20日开展汛期安全专项检查，重点检查临水临江作业平台、钢栈桥、高边坡及驻地防汛设施。各单位于3月15日前完成自查并上报自查报告，项目公司将组织复查。',
        sections: 'TJ-01、TJ-02、TJ-03、JL-01', receivers: ['u-zhanghua', 'u-zhengkai', 'u-hanlei', 'u-songwenbo'],
        signBy: ms('2026-03-11 18:00'), attachments: []
      }
    },
    {
      id: 'rec-zxtz-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'huangwei', at: '2026-03-02 16:00',
      data: {
        noticeTitle: '关于进一步加强施工扬尘治理的通知',
        noticeContent: '近期省生态环境厅将开展扬尘专项督查，请TJ-02立即对互通区取土场、拌和站及便道开展扬尘治理，监理办加强巡查，整治情况于3月10日前报项目公司安全质量部。',
        sections: 'TJ-02、JL-01', receivers: ['u-zhengkai', 'u-guoqing'], signBy: ms('2026-03-04 12:00'), attachments: []
      }
    }
  ]
}
