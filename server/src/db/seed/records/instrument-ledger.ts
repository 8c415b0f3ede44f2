// Demo records of instrumentLedgerModel (server/src/catalog/laboratory/models/instrument-ledger.ts).
import { instrumentLedgerModel } from '../../../catalog/laboratory/models/instrument-ledger'
import { ms, type DemoRecords } from './record'

type Instrument = [ref: string, manageNo: string, name: string, modelName: string, manufacturer: string, range: string]
const entry = ([ref, manageNo, name, modelName, manufacturer, range]: Instrument, calibrationType: string, calibratedOn: string, validUntil: string, statusMark: string, keeper: string) => ({
  instrumentRef: ref, manageNo, instrumentName: name, model: modelName, manufacturer, measureRange: range, calibrationType,
  agency: calibrationType === 'verify' ? '浙江省计量科学研究院' : '杭州市质量技术监督检测院', calibratedOn: ms(calibratedOn), validUntil: ms(validUntil),
  statusMark, inUse: statusMark === 'red' ? 0 : 1, location: '力学室', keeper, certificate: []
})

export const instrumentLedgerRecords: DemoRecords = {
  model: instrumentLedgerModel,
  records: [
    {
      id: 'rec-il-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-sy01', creator: 'dengli', at: '2026-01-12 10:00',
      data: entry(['ins-hj-sy-001', 'SY-001', '微机控制电液伺服万能试验机', 'WAW-1000B', '济南中路昌试验机制造有限公司', '0～1000kN'], 'verify', '2026-01-08', '2027-01-07', 'green', 'u-dengli')
    },
    {
      id: 'rec-il-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-sy01', creator: 'dengli', at: '2026-01-12 10:20',
      data: entry(['ins-hj-sy-002', 'SY-002', '全自动压力试验机', 'YAW-3000', '无锡建仪仪器机械有限公司', '0～3000kN'], 'verify', '2025-04-16', '2026-04-15', 'green', 'u-dengli')
    },
    {
      id: 'rec-il-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-sy01', creator: 'luxiaodong', at: '2026-02-03 15:30',
      data: { ...entry(['ins-hj-sy-004', 'SY-004', '沥青针入度仪', 'SZR-5', '上海昌吉地质仪器有限公司', '0～500（0.1mm）'], 'calibrate', '2025-03-10', '2026-03-09', 'yellow', 'u-luxiaodong'), location: '沥青室' }
    },
    {
      id: 'rec-il-hj-004', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'luxiaodong', at: '2026-02-10 09:10',
      data: { ...entry(['ins-hj-gd-001', 'GD-001', '数显式压力试验机', 'DYE-2000', '沧州华恒试验仪器有限公司', '0～2000kN'], 'verify', '2025-09-22', '2026-09-21', 'green', 'u-luxiaodong'), location: 'TJ-01工地试验室' }
    },
    {
      id: 'rec-il-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-sy01', creator: 'duanmei', at: '2026-01-20 11:00',
      data: { ...entry(['ins-nj-sy-003', 'SY-003', '低温沥青延度仪', 'LYY-7H', '沧州华恒试验仪器有限公司', '0～150cm'], 'calibrate', '2025-02-18', '2026-02-17', 'red', 'u-duanmei'), agency: '安徽省计量科学研究院', location: '沥青室' }
    }
  ]
}
