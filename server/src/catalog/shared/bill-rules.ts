// Document number rules (base_bill_rule) of the catalogue's forms: prefix + date (dateFormat, empty = none) + a
// running number of `digit` digits starting at startNumber. The app asks GET /api/system/BillRule/BillNumber/{enCode}
// when a form opens; a module ships the rules its forms name (a billRule control's "rule") and the ones it lists.

export interface CatalogBillRule { id: string; enCode: string; fullName: string; prefix: string; dateFormat: string; digit: number; startNumber: string }

export const billRule = (enCode: string, fullName: string, prefix: string, digit = 4, dateFormat = 'yyyyMMdd'): CatalogBillRule => ({
  id: `bill-${enCode}`,
  enCode,
  fullName,
  prefix,
  dateFormat,
  digit,
  startNumber: '1'.padStart(digit, '0')
})

export const billRules: CatalogBillRule[] = [
  billRule('hiddenDangerNo', '隐患整改单号', 'YH'),
  billRule('meterApproveNo', '计量支付申请单号', 'JL', 3, 'yyyyMM'),
  billRule('siteCheckNo', '现场综合检查编号', 'XCJC'),
  // the flow code the JNPF 3.6 console's own 请假申请 form asks for when it launches the leave flow
  billRule('WF_LeaveApplyNo', '请假申请单号', 'QJ'),
  billRule('safetyDisclosureNo', '安全技术交底编号', 'AQJD'),
  billRule('firstPieceNo', '首件工程认可编号', 'SJRK'),
  billRule('designChangeNo', '设计变更编号', 'SJBG'),
  billRule('testEntrustNo', '试验检测委托编号', 'WT'),
  billRule('safetyInspectionNo', '安全检查编号', 'AQJC'),
  billRule('specialInspectionNo', '专项排查编号', 'ZXPC'),
  billRule('hotWorkPermitNo', '动火作业许可证号', 'DH', 3),
  billRule('siteInspectionNo', '现场巡检编号', 'XJ')
]
