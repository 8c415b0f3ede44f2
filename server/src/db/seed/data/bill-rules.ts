import type { SeedBillRule } from './types'

// Document number rules (base_bill_rule): prefix + date (dateFormat, empty = none) + a running number of `digit`
// digits starting at startNumber. The app asks GET /api/system/BillRule/BillNumber/{enCode} when a form opens.
const rule = (enCode: string, fullName: string, prefix: string, digit = 4, dateFormat = 'yyyyMMdd'): SeedBillRule => ({
  id: `bill-${enCode}`,
  enCode,
  fullName,
  prefix,
  dateFormat,
  digit,
  startNumber: '1'.padStart(digit, '0')
})

export const billRules: SeedBillRule[] = [
  rule('hiddenDangerNo', '隐患整改单号', 'YH'),
  rule('rectificationNo', '问题整改通知单号', 'ZG'),
  rule('meetingNo', '会议编号', 'HY', 3),
  rule('supervisionOrderNo', '监理指令单号', 'JLZL', 3),
  rule('incomingMaterialNo', '材料进场编号', 'CLJC'),
  rule('samplingNo', '抽检取样编号', 'QY'),
  rule('processInspectionNo', '工序报验单号', 'BY'),
  rule('hotWorkPermitNo', '动火作业许可证号', 'DH', 3),
  rule('taskNo', '任务编号', 'RW'),
  rule('workMessageNo', '工作联系单号', 'LXD', 3),
  rule('meterApproveNo', '计量支付申请单号', 'JL', 3, 'yyyyMM'),
  rule('emergencyDrillNo', '应急演练编号', 'YJYL', 3, 'yyyy'),
  rule('siteCheckNo', '现场综合检查编号', 'XCJC'),
  // the flow code the JNPF 3.6 console's own 请假申请 form asks for when it launches the demo leave flow
  rule('WF_LeaveApplyNo', '请假申请单号', 'QJ'),
  rule('safetyDisclosureNo', '安全技术交底编号', 'AQJD'),
  rule('firstPieceNo', '首件工程认可编号', 'SJRK'),
  rule('designChangeNo', '设计变更编号', 'SJBG'),
  rule('testEntrustNo', '试验检测委托编号', 'WT')
]
