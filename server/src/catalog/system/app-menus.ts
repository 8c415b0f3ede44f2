import type { CatalogMenu } from './types'

// The App menu tree (base_module, category 'App') for every module of the product spec, as a JNPF backend holds it,
// installed on every start (the system catalogue; low-code entries only once their model is installed):
// directories (type 1), pages (type 2, urlAddress = the app route), low-code features (type 3, propertyJson.moduleId
// names the visualdev model) and external links (type 7). Icons are taro-ui AtIcon values.
//
// Route convention (spec §2 names modules, not always full paths): a module `x` of the apply area opens
// /pages/apply/x/index, a module `a/x` (or `x` listed inside group `a`) opens /pages/apply/a/x/index. The app only
// shows entries whose page it has built, so the Workbench grows as the modules land and never opens a missing page.

interface Leaf { kind: 'leaf'; type: 2 | 3 | 7; code: string; name: string; icon: string; color: string; url: string; moduleId?: string }
interface Dir { kind: 'dir'; code: string; name: string; icon: string; color: string; entries: Node[] }
type Node = Leaf | Dir

const page = (code: string, name: string, url: string, icon: string, color: string): Leaf =>
  ({ kind: 'leaf', type: 2, code, name, url, icon, color })
const lowcode = (code: string, name: string, moduleId: string, icon: string, color: string): Leaf =>
  ({ kind: 'leaf', type: 3, code, name, url: '', moduleId, icon, color })
const link = (code: string, name: string, url: string, icon: string, color: string): Leaf =>
  ({ kind: 'leaf', type: 7, code, name, url, icon, color })
const dir = (code: string, name: string, icon: string, color: string, entries: Node[]): Dir =>
  ({ kind: 'dir', code, name, icon, color, entries })

const A = '/pages/apply'
const W = '/pages/workFlow'
const LAB = `${A}/laboratoryManagement`
const ENG = `${A}/engineeringManagement`
const ATT = `${A}/attendanceManagement`
const FIELD = `${A}/attendanceManagementFieldService`
const PROGRESS = `${A}/progressManage`
const HOME = `${A}/homepage`

const BLUE = '#2979ff'
const GREEN = '#19be6b'
const ORANGE = '#ff9900'
const RED = '#fa3534'
const PURPLE = '#7265e6'
const CYAN = '#13c2c2'
const TEAL = '#0fb9b1'
const INDIGO = '#3f51b5'
const GREY = '#909399'

const tree: Dir[] = [
  dir('common', '常用', 'star', ORANGE, [
    page('allApp', '全部应用', `${W}/allApp/index`, 'menu', BLUE),
    page('homepage', '项目首页', `${HOME}/index`, 'home', BLUE),
    page('processCentre', '流程中心', '/pages/index/workFlow', 'list', GREEN),
    page('inSiteMessage', '站内消息', '/pages/message/message/index', 'bell', ORANGE),
    page('contacts', '通讯录', '/pages/index/contacts', 'phone', CYAN)
  ]),
  dir('workflow', '流程审批', 'check-circle', GREEN, [
    page('flowLaunch', '发起流程', `${W}/flowLaunch/index`, 'add-circle', BLUE),
    page('flowTodo', '待办事宜', `${W}/flowTodo/index`, 'clock', ORANGE),
    page('flowDone', '已办事宜', `${W}/flowDone/index`, 'check-circle', GREEN),
    page('flowCopy', '抄送事宜', `${W}/flowCopy/index`, 'mail', CYAN),
    page('entrust', '流程委托', `${W}/entrust/index`, 'share', PURPLE),
    page('scanForm', '扫码查看', `${W}/scanForm/index`, 'search', INDIGO)
  ]),
  dir('signature', '电子签章', 'edit', RED, [
    page('batchESignature', '批量电子签章', `${A}/batchESignature/index`, 'edit', RED),
    page('digitalSign', '数字签名', `${A}/digitalSign/index`, 'sketch', PURPLE),
    page('autoSign', '自动签章', `${W}/autoSign/index`, 'lightning-bolt', ORANGE)
  ]),
  dir('transaction', '事务中心', 'bell', BLUE, [
    page('myTasks', '我的任务', `${A}/myTasks/index`, 'bookmark', BLUE),
    page('publishTask', '发布任务', `${A}/publishTask/index`, 'upload', GREEN),
    page('auditTask', '任务审核', `${A}/auditTask/index`, 'eye', ORANGE),
    page('taskManagement', '任务管理', `${A}/taskManagement/index`, 'bullet-list', INDIGO),
    page('addTask', '现场检查任务', `${A}/addTask/index`, 'file-new', TEAL),
    page('supervisionMeeting', '监理例会', `${A}/supervisionMeeting/index`, 'message', PURPLE),
    page('supervisionOrder', '监理指令', `${A}/supervisionOrder/index`, 'file-generic', RED),
    page('workMessage', '工作通知', `${A}/workMessage/index`, 'mail', CYAN),
    page('schedule', '日程安排', `${A}/schedule/index`, 'calendar', BLUE),
    page('reportLog', '工作日志', `${A}/reportLog/index`, 'edit', GREEN),
    page('order', '工单管理', `${A}/order/index`, 'numbered-list', ORANGE)
  ]),
  dir('attendance', '考勤管理', 'clock', TEAL, [
    page('attendanceClock', '考勤打卡', `${ATT}/attendanceClock/index`, 'map-pin', TEAL),
    page('punchClockRecord', '打卡记录', `${ATT}/punchClockRecord/index`, 'list', BLUE),
    page('punshClockStatistics', '考勤统计', `${ATT}/punshClockStatistics/index`, 'analytics', PURPLE),
    page('attendanceFaceRecognition', '人脸识别考勤', `${A}/attendanceFaceRecognition/index`, 'camera', ORANGE),
    page('faceRecognition', '人脸信息采集', `${A}/faceRecognition/index`, 'user', CYAN),
    page('informationEntry', '考勤信息录入', `${A}/attendanceManagementInformation/informationEntry/index`, 'edit', GREEN),
    page('contractWorkersInfo', '劳务人员信息', `${A}/contractWorkersInfo/index`, 'user', INDIGO),
    page('managerInfo', '管理人员信息', `${A}/managerInfo/index`, 'tags', BLUE),
    dir('fieldService', '外勤考勤', 'map-pin', ORANGE, [
      page('fieldPhotoCheck', '外勤拍照签到', `${FIELD}/photoCheck/index`, 'camera', ORANGE),
      page('fieldAttendanceClock', '外勤打卡', `${FIELD}/attendanceClock/index`, 'map-pin', TEAL),
      page('fieldPunchClockRecord', '外勤打卡记录', `${FIELD}/punchClockRecord/index`, 'list', BLUE),
      page('fieldPunshClockStatistics', '外勤考勤统计', `${FIELD}/punshClockStatistics/index`, 'analytics', PURPLE)
    ])
  ]),
  dir('safety', '安全管理', 'alert-circle', RED, [
    page('safetyManage', '隐患排查', `${A}/safetyManage/index`, 'search', RED),
    page('reportHidden', '隐患上报', `${A}/reportHidden/index`, 'upload', ORANGE),
    page('dangerList', '上报记录', `${A}/dangerList/index`, 'list', BLUE),
    page('hiddenDanger', '安全隐患', `${A}/hiddenDanger/index`, 'alert-circle', RED),
    page('hiddenDangerLedger', '隐患台账', `${A}/hiddenDangerLedger/index`, 'folder', INDIGO),
    page('rectification', '隐患整改', `${A}/rectification/index`, 'reload', GREEN),
    page('hazardInvestigat', '专项排查', `${A}/hazardInvestigat/index`, 'filter', PURPLE),
    page('siteINspection', '现场巡检', `${A}/siteINspection/index`, 'eye', TEAL),
    page('pitfallCustom', '问题库', `${A}/pitfallCustom/index`, 'bookmark', ORANGE),
    page('hotWork', '动火作业许可', `${A}/hotWork/index`, 'lightning-bolt', RED),
    page('safetyMorin', '安全早班会', `${A}/safetyMorin/index`, 'sound', GREEN),
    page('safeTrainOnlineExam', '安全培训考试', `${A}/safetyTrain/safeTrainOnlineExam/index`, 'file-generic', BLUE),
    page('examinationRecord', '考试记录', `${A}/examinationRecord/index`, 'numbered-list', CYAN),
    // the organisers' entry (safety officers, project managers); the invited open it from 安全培训考试
    page('trainAttendance', '培训签到', `${A}/safetyTrain/trainAttendance/index`, 'check-circle', GREEN),
    page('emergencyManagement', '应急管理', `${A}/emergencyManagement/index`, 'help', RED),
    page('earlyWarning', '预警管理', `${A}/earlyWarning/index`, 'bell', ORANGE),
    page('specialEquipment', '特种设备', `${A}/specialEquipment/index`, 'settings', INDIGO),
    page('knowledgeBase', '安全知识库', `${A}/knowledgeBase/index`, 'bookmark', PURPLE),
    lowcode('safetyInspectionRecord', '安全巡查记录', 'vm-demo-inspection', 'eye', GREEN),
    lowcode('safetyDisclosure', '安全技术交底', 'vm-safety-disclosure', 'file-new', TEAL),
    lowcode('equipmentAcceptance', '机械设备进场验收', 'vm-equipment-acceptance', 'check', GREEN),
    lowcode('hazardRectifyApproval', '隐患整改审批', 'vm-hazard-rectify', 'reload', ORANGE),
    lowcode('safetyCheck', '安全检查', 'vm-safety-check', 'check-circle', RED),
    // 现场巡检 (siteINspection) reads the patrols through
    lowcode('siteInspectionRecord', '巡检记录', 'vm-site-inspection', 'eye', TEAL),
    // 专项排查 (hazardInvestigat) reads its inspections through
    lowcode('specialInspection', '专项排查记录', 'vm-special-inspection', 'filter', PURPLE),
    lowcode('hotWorkPermit', '动火作业申请', 'vm-hot-work', 'lightning-bolt', ORANGE),
    // the registers 安全早班会 and 特种设备 read their records through
    lowcode('safetyMorningRecord', '早班会记录', 'vm-safety-morning', 'sound', TEAL),
    lowcode('specialEquipmentLedger', '特种设备台账', 'vm-special-equipment', 'settings', INDIGO),
    // 应急管理 (emergencyManagement) reads its four registers through
    lowcode('emergencyPlanRecord', '应急预案', 'vm-emergency-plan', 'file-generic', RED),
    lowcode('emergencyDrillRecord', '应急演练', 'vm-emergency-drill', 'repeat-play', RED),
    lowcode('emergencyContactRecord', '应急通讯录', 'vm-emergency-contact', 'phone', RED),
    lowcode('emergencyMaterialRecord', '应急物资', 'vm-emergency-material', 'shopping-bag', RED)
  ]),
  dir('engineering', '工程管理', 'sketch', INDIGO, [
    page('constructionPlan', '施工方案', `${ENG}/constructionPlan/index`, 'file-generic', INDIGO),
    page('problemRectification', '问题整改', `${ENG}/problemRectification/index`, 'reload', RED),
    page('supervisionLog', '监理日志', `${ENG}/supervisionLog/index`, 'edit', BLUE),
    page('supervisionInspection', '监理巡视', `${ENG}/supervisionInspection/index`, 'eye', TEAL),
    page('supervisionSite', '旁站记录', `${ENG}/supervisionSite/index`, 'video', PURPLE),
    page('processInspectionApplication', '工序报验', `${ENG}/processInspectionApplication/index`, 'check-circle', GREEN),
    page('entityMaterials', '实体材料', `${ENG}/entityMaterials/index`, 'shopping-bag', ORANGE),
    page('engKnowledgeBase', '工程知识库', `${ENG}/knowledgeBase/index`, 'bookmark', CYAN),
    page('industryStandard', '行业标准规范', `${A}/industryStandard/index`, 'file-code', INDIGO),
    page('processManageNew', '工序管理', `${A}/processManageNew/index`, 'playlist', BLUE),
    page('wbsTree', 'WBS分解', `${A}/wbsTree/index`, 'bullet-list', GREEN),
    page('consume', '材料消耗', `${A}/consume/index`, 'shopping-cart', ORANGE),
    page('drawPdfs', '施工图纸', `${A}/drawPdfs/index`, 'image', PURPLE),
    page('rebarCount', '钢筋点数', `${A}/rebarCount/index`, 'camera', TEAL),
    page('identifyQRCode', '构件二维码识别', `${A}/identifyQRCode/index`, 'search', GREY),
    lowcode('firstPieceApproval', '首件工程认可', 'vm-first-piece-approval', 'star', ORANGE),
    lowcode('designChange', '设计变更申请', 'vm-design-change', 'edit', RED),
    // the complete model (every control, 3.6 names) and one saved by an older designer (older key set)
    lowcode('siteComprehensiveCheck', '现场综合检查', 'vm-site-check', 'check-circle', BLUE),
    lowcode('concretePourApply', '混凝土浇筑申请', 'vm-concrete-pour', 'clock', PURPLE),
    lowcode('meterPaymentApply', '计量支付申请', 'vm-meter-payment', 'folder', ORANGE),
    // 施工方案, 监理日志, 监理巡视 and 旁站记录 read their records through
    lowcode('constructionPlanRecord', '施工方案报审', 'vm-construction-plan', 'file-generic', INDIGO),
    lowcode('supervisionLogRecord', '监理日志签认', 'vm-supervision-log', 'edit', BLUE),
    lowcode('supervisionTourRecord', '监理巡视记录', 'vm-supervision-tour', 'eye', TEAL),
    lowcode('sideStationRecord', '旁站监理记录', 'vm-side-station', 'video', PURPLE)
  ]),
  dir('specialTask', '专项任务', 'lightning-bolt', ORANGE, [
    page('specialTasksForm', '发起专项任务', `${W}/workFlowForm/specialTasksForm/index`, 'lightning-bolt', ORANGE),
    page('specialTaskFlowNotify', '专项任务通知', `${W}/workFlowForm/SpecialTaskFlowNotify/index`, 'bell', RED),
    // the registers of 专项任务审批 and 专项任务通知: their rows open the tasks
    lowcode('specialTaskRecord', '专项任务台账', 'vm-special-task', 'bullet-list', ORANGE),
    lowcode('specialTaskNoticeRecord', '通知签收台账', 'vm-special-task-notice', 'mail', RED)
  ]),
  dir('laboratory', '试验室管理', 'filter', PURPLE, [
    page('incomingMaterials', '材料进场', `${LAB}/incomingMaterials/index`, 'download', BLUE),
    page('materialSummary', '材料汇总', `${LAB}/materialSummary/index`, 'analytics', GREEN),
    page('infoCenter', '试验信息中心', `${LAB}/infoCenter/index`, 'message', CYAN),
    page('engineeringEntityData', '工程实体检测', `${LAB}/engineeringEntityData/index`, 'file-generic', INDIGO),
    page('constructionLedger', '施工检测台账', `${LAB}/constructionLedger/index`, 'folder', ORANGE),
    page('ledgerSummary', '台账汇总', `${LAB}/ledgerSummary/index`, 'equalizer', PURPLE),
    page('samplingData', '取样记录', `${LAB}/samplingData/index`, 'tag', RED),
    page('selfInspectionData', '自检数据', `${LAB}/selfInspectionData/index`, 'check', TEAL),
    lowcode('testEntrustment', '试验检测委托单', 'vm-test-entrustment', 'file-new', BLUE),
    lowcode('instrumentLedger', '仪器设备检定台账', 'vm-instrument-ledger', 'settings', GREY)
  ]),
  dir('progress', '进度管理', 'analytics', ORANGE, [
    page('progressDailyReport', '进度日报', `${PROGRESS}/progressDailyReport/index`, 'calendar', ORANGE),
    page('weekProgress', '周进度', `${PROGRESS}/weekProgress/index`, 'analytics', BLUE),
    page('progressFilling', '进度填报', `${PROGRESS}/progressFilling/index`, 'edit', GREEN),
    page('approvalDailyReport', '日报审批', `${PROGRESS}/approvalDailyReport/index`, 'check-circle', PURPLE),
    page('contractDetails', '合同段进度', `${PROGRESS}/contractDetails/index`, 'file-generic', INDIGO),
    page('meterApprove', '计量审批', `${A}/meterManage/meterApprove/index`, 'money', RED),
    page('meterApply', '计量申请', `${A}/meterManage/meterApply/index`, 'money', ORANGE),
    lowcode('monthlyPlan', '月度施工计划', 'vm-monthly-plan', 'calendar', TEAL)
  ]),
  dir('projectMap', '项目地图与智慧工地', 'map-pin', CYAN, [
    page('keyInspections', '重点巡查', `${A}/keyInspections/index`, 'map-pin', RED),
    page('manualPositioning', '手动定位', `${A}/manualPositioning/index`, 'map-pin', BLUE),
    page('smartSite', '智慧工地', `${A}/smartSite/index`, 'video', CYAN),
    page('projectOverview', '项目概况', `${HOME}/projectOverview/index`, 'file-generic', BLUE),
    page('projectInvestment', '项目投资', `${HOME}/projectInvestment/index`, 'money', ORANGE),
    page('projectOverallProgress', '总体进度', `${HOME}/projectOverallProgress/index`, 'analytics', GREEN),
    page('safetyHazardsManage', '安全隐患看板', `${HOME}/safetyHazardsManage/index`, 'alert-circle', RED),
    page('wisdomConstructionSite', '智慧工地看板', `${HOME}/wisdomConstructionSite/index`, 'streaming', PURPLE)
  ]),
  dir('links', '外部链接', 'link', GREY, [
    link('linkMot', '交通运输部', 'https://www.mot.gov.cn', 'external-link', BLUE),
    link('linkJzsc', '全国建筑市场监管公共服务平台', 'https://jzsc.mohurd.gov.cn', 'external-link', GREEN),
    link('linkOpenstd', '国家标准全文公开系统', 'https://openstd.samr.gov.cn', 'external-link', ORANGE),
    link('linkMem', '应急管理部', 'https://www.mem.gov.cn', 'external-link', RED)
  ]),
  dir('personal', '个人与其他', 'user', BLUE, [
    page('personalData', '个人资料', '/pages/my/personalData/index', 'user', BLUE),
    page('modifyPsd', '修改密码', '/pages/my/modifyPsd/index', 'lock', ORANGE),
    page('accountSecurity', '账号安全', '/pages/my/accountSecurity/index', 'lock', GREEN),
    page('business', '我的组织', '/pages/my/business/index', 'home', INDIGO),
    page('subordinate', '我的下属', '/pages/my/subordinate/index', 'user', TEAL),
    page('settings', '设置', '/pages/my/settings/index', 'settings', GREY),
    page('contactUs', '联系我们', '/pages/my/contactUs/index', 'phone', CYAN),
    page('abouts', '关于我们', '/pages/my/abouts/index', 'help', PURPLE)
  ])
]

function flatten(nodes: Node[], parentId: string, out: CatalogMenu[]): CatalogMenu[] {
  nodes.forEach((n, i) => {
    const id = `m-${n.code}`
    const base = { id, parentId, enCode: n.code, fullName: n.name, icon: n.icon, sortCode: i + 1 }
    if (n.kind === 'dir') {
      out.push({ ...base, type: 1, urlAddress: '', propertyJson: JSON.stringify({ iconBackgroundColor: n.color }) })
      flatten(n.entries, id, out)
      return
    }
    const property = n.moduleId ? { moduleId: n.moduleId, iconBackgroundColor: n.color } : { iconBackgroundColor: n.color }
    out.push({
      ...base,
      type: n.type,
      urlAddress: n.url,
      propertyJson: JSON.stringify(property),
      ...(n.type === 7 ? { linkTarget: '_blank' as const } : {})
    })
  })
  return out
}

export const menus: CatalogMenu[] = flatten(tree, '-1', [])

/** enCodes of every non-directory entry under the directory `dirCode` (nested directories included) */
export function entriesUnder(dirCode: string): string[] {
  const root = menus.find((m) => m.enCode === dirCode && m.type === 1)
  if (!root) throw new Error(`no menu directory ${dirCode}`)
  const codes: string[] = []
  const walk = (parentId: string): void => {
    for (const m of menus.filter((x) => x.parentId === parentId)) {
      if (m.type === 1) walk(m.id)
      else codes.push(m.enCode)
    }
  }
  walk(root.id)
  return codes
}
