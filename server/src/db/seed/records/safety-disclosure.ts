// Demo records of safetyDisclosureModel (server/src/catalog/safety/models/safety-disclosure.ts).
import { safetyDisclosureModel } from '../../../catalog/safety/models/safety-disclosure'
import { ms, type DemoRecords } from './record'

const briefing = '1. 作业前检查安全防护用品，安全帽系紧下颌带，高处作业必须系挂安全带；\n2. 严禁酒后上岗，严禁无证操作特种设备；\n3. 发现隐患立即停止作业并报告工区长。'

export const safetyDisclosureRecords: DemoRecords = {
  model: safetyDisclosureModel,
  records: [
    {
      id: 'rec-sd-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'chengang', at: '2026-03-02 07:50',
      data: {
        disclosureNo: 'AQJD202603020001', disclosureDate: ms('2026-03-02'), disclosureTitle: '钻孔灌注桩施工三级安全技术交底', disclosureLevel: '3',
        workPlace: '钱塘江特大桥拼宽段3号～6号墩', workTypes: ['dd-workType-2', 'dd-workType-7', 'dd-workType-8'], discloser: 'u-chengang',
        receivers: ['u-yangshan'], attendees: 18, content: `${briefing}\n4. 钻孔平台四周设置1.2m防护栏杆，孔口不作业时必须加盖。`
      }
    },
    {
      id: 'rec-sd-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'lijun', at: '2026-02-26 14:10',
      data: {
        disclosureNo: 'AQJD202602260001', disclosureDate: ms('2026-02-26'), disclosureTitle: 'T梁架设二级安全技术交底', disclosureLevel: '2',
        workPlace: '钱塘江特大桥拼宽段第1～4跨', workTypes: ['dd-workType-8', 'dd-workType-7'], discloser: 'u-lijun', receivers: ['u-chengang'],
        attendees: 9, content: '架桥机过孔前完成支腿及轨道验收；吊装作业设专职指挥和警戒区，风力六级及以上停止架梁。'
      }
    },
    {
      id: 'rec-sd-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'jiangtao', at: '2026-03-04 08:05',
      data: {
        disclosureNo: 'AQJD202603040001', disclosureDate: ms('2026-03-04'), disclosureTitle: '边坡锚杆框格梁施工三级安全技术交底', disclosureLevel: '3',
        workPlace: 'K60+000～K64+500右侧边坡', workTypes: ['dd-workType-3', 'dd-workType-10'], discloser: 'u-jiangtao', receivers: ['u-caoyong'],
        attendees: 12, content: `${briefing}\n4. 坡面作业设置生命绳，上下交叉作业必须错开。`
      }
    },
    {
      id: 'rec-sd-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'luoping', at: '2026-03-03 07:40',
      data: {
        disclosureNo: 'AQJD202603030001', disclosureDate: ms('2026-03-03'), disclosureTitle: '高墩翻模施工三级安全技术交底', disclosureLevel: '3',
        workPlace: '港口湾特大桥6号～9号墩', workTypes: ['dd-workType-1', 'dd-workType-4', 'dd-workType-3'], discloser: 'u-luoping', receivers: ['u-shiwei'],
        attendees: 15, content: `${briefing}\n4. 翻模作业平台满铺脚手板并设安全网，模板吊装时下方严禁站人。`
      }
    }
  ]
}
