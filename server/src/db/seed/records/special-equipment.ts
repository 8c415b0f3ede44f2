// Demo records of specialEquipmentModel (server/src/catalog/safety/models/special-equipment.ts): the cranes,
// bridge erectors, hoists and air receivers of the sections, with their inspection and licence dates.
import { specialEquipmentModel } from '../../../catalog/safety/models/special-equipment'
import { ms, type DemoRecords } from './record'

export const specialEquipmentRecords: DemoRecords = {
  model: specialEquipmentModel,
  records: [
    {
      id: 'rec-se-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-03-02 09:30',
      data: {
        equipmentNo: 'TJ01-JQ-01', kind: 'bridgeErector', equipmentName: '架桥机', model: 'JQJ180-40', serialNo: 'HZJQ-2021-0457',
        manufacturer: '郑州市华中建机有限公司', owner: '钱江路桥工程有限公司', registrationNo: '起17浙A02315(21)', location: 'K12+300 钱塘江特大桥拼宽段',
        entryDate: ms('2026-03-01'), status: 'inUse', inspectionBody: '浙江省特种设备科学研究院',
        inspectionDate: ms('2025-12-18'), inspectionExpiry: ms('2026-12-17'), keeper: 'u-wangfang',
        operator: '王海军', operatorCert: 'Q2-330127198811063215', operatorCertExpiry: ms('2028-05-20')
      }
    },
    {
      id: 'rec-se-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-02-20 14:00',
      data: {
        equipmentNo: 'TJ01-MQ-02', kind: 'gantryCrane', equipmentName: '门式起重机（预制梁场）', model: 'MG80/20-30A5', serialNo: 'HN-MG-2020-118',
        manufacturer: '河南省矿山起重机有限公司', owner: '钱江路桥工程有限公司', registrationNo: '起17浙A01988(20)', location: 'K10+600 预制梁场',
        entryDate: ms('2026-02-18'), status: 'inUse', inspectionBody: '杭州市特种设备检测研究院',
        inspectionDate: ms('2025-11-10'), inspectionExpiry: ms('2026-11-09'), keeper: 'u-wangfang',
        operator: '孙志勇', operatorCert: 'Q2-330106198506121437', operatorCertExpiry: ms('2027-03-15'),
        remark: '检验已过期，停用待检。'
      }
    },
    {
      id: 'rec-se-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'fengxue', at: '2026-02-25 10:15',
      data: {
        equipmentNo: 'TJ02-SJ-01', kind: 'hoist', equipmentName: '施工升降机', model: 'SC200/200', serialNo: 'SC-2022-3306',
        manufacturer: '广州市京龙工程机械有限公司', owner: '浙江之江交通建设有限公司', registrationNo: '梯17浙A00472(22)', location: 'K62+050 互通 A 匝道桥高墩',
        entryDate: ms('2026-02-24'), status: 'inUse', inspectionBody: '浙江省特种设备科学研究院',
        inspectionDate: ms('2026-02-23'), inspectionExpiry: ms('2027-02-22'), keeper: 'u-fengxue',
        operator: '吴春生', operatorCert: 'Q2-330825198203110056', operatorCertExpiry: ms('2026-12-31')
      }
    },
    {
      id: 'rec-se-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'panyue', at: '2026-02-27 16:40',
      data: {
        equipmentNo: 'NJ01-CQ-01', kind: 'pressureVessel', equipmentName: '空压机储气罐', model: 'C-2.0/0.8', serialNo: 'JS-2019-07781',
        manufacturer: '江苏申江压力容器有限公司', owner: '宣城隧道工程有限公司', registrationNo: '容3皖P00861(19)', location: '宁国隧道进口空压机房',
        entryDate: ms('2026-02-26'), status: 'inUse', inspectionBody: '宣城市特种设备监督检验中心',
        inspectionDate: ms('2025-03-05'), inspectionExpiry: ms('2028-03-04'), keeper: 'u-panyue'
      }
    }
  ]
}
