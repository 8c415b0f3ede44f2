// Demo records of equipmentAcceptanceModel (server/src/catalog/safety/models/equipment-acceptance.ts).
import { equipmentAcceptanceModel } from '../../../catalog/safety/models/equipment-acceptance'
import { ms, type DemoRecords } from './record'

const machine = (catalogItem: string, equipmentName: string, modelName: string, manufacturer: string, category: string, special: '0' | '1') =>
  ({ catalogItem, equipmentName, model: modelName, manufacturer, category, special })

export const equipmentAcceptanceRecords: DemoRecords = {
  model: equipmentAcceptanceModel,
  records: [
    {
      id: 'rec-ea-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-02-24 10:30',
      data: {
        ...machine('eq-sr285r', '旋挖钻机', 'SR285R', '北京三一智造科技有限公司', 'piling', '0'), serialNo: 'SR285R2308126', madeDate: ms('2023-08-01'),
        owner: '浙江恒达基础工程有限公司', entryDate: ms('2026-02-24'), operator: '周建平', operatorCert: '330621198305124518',
        checkedItems: ['docs', 'safety', 'brake', 'hydraulic', 'lights'], conclusion: 'pass', opinion: '设备状况良好，资料齐全，同意进场。',
        inspectors: ['u-wangfang', 'u-guoqing']
      }
    },
    {
      id: 'rec-ea-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-03-01 15:20',
      data: {
        ...machine('eq-jqj180', '架桥机', 'JQJ180-40', '郑州市华中建机有限公司', 'lifting', '1'), serialNo: 'HZJQ-2021-0457', madeDate: ms('2021-05-01'),
        owner: '钱江路桥工程有限公司', entryDate: ms('2026-03-01'), operator: '王海军', operatorCert: '330127198811063215',
        checkedItems: ['docs', 'safety', 'rope'], conclusion: 'recheck', opinion: '缺少最近一次特种设备定期检验报告，补齐后复验。',
        inspectors: ['u-wangfang', 'u-songwenbo']
      }
    },
    {
      id: 'rec-ea-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-tj03', creator: 'hanlei', at: '2026-03-05 09:00',
      data: {
        ...machine('eq-wr2400', '稳定土拌和机', 'WR 2400', '维特根（中国）机械有限公司', 'pavement', '0'), serialNo: 'WR2400-19-0388',
        owner: '金衢建设集团有限公司', entryDate: ms('2026-03-05'), checkedItems: ['docs', 'brake', 'hydraulic', 'lights'], conclusion: 'pass',
        inspectors: ['u-tianye']
      }
    },
    {
      id: 'rec-ea-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj03', creator: 'qinlei', at: '2026-02-27 11:45',
      data: {
        ...machine('eq-dt1132i', '三臂凿岩台车', 'DT1132i', '山特维克矿山工程机械（中国）有限公司', 'tunnel', '0'), serialNo: 'DT1132i-L2206',
        madeDate: ms('2022-06-01'), owner: '宣城隧道工程有限公司', entryDate: ms('2026-02-27'), operator: '刘德胜', operatorCert: '342501198607218876',
        checkedItems: ['docs', 'safety', 'brake', 'hydraulic', 'lights'], conclusion: 'pass', opinion: '同意进场，操作人员须完成台车专项培训。',
        inspectors: ['u-panyue', 'u-yehui']
      }
    }
  ]
}
