import { billRule, type CatalogBillRule } from '../../../catalog/shared/bill-rules'

// The demo's further document number rules, for pages no catalogue module ships yet (the catalogue's own rules are in
// server/src/catalog/shared/bill-rules.ts): a module takes its rule into the catalogue when it lands.
export const billRules: CatalogBillRule[] = [
  billRule('rectificationNo', '问题整改通知单号', 'ZG'),
  billRule('meetingNo', '会议编号', 'HY', 3),
  billRule('supervisionOrderNo', '监理指令单号', 'JLZL', 3),
  billRule('incomingMaterialNo', '材料进场编号', 'CLJC'),
  billRule('samplingNo', '抽检取样编号', 'QY'),
  billRule('processInspectionNo', '工序报验单号', 'BY'),
  billRule('taskNo', '任务编号', 'RW'),
  billRule('workMessageNo', '工作联系单号', 'LXD', 3),
  billRule('emergencyDrillNo', '应急演练编号', 'YJYL', 3, 'yyyy')
]
