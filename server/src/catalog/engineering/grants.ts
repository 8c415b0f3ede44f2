// The default grants of the App's 工程管理 directory: which catalogue roles see which of its entries.
import type { MenuGrants } from '../grants'

export const engineeringGrants: MenuGrants = {
  directory: 'engineering',
  roles: {
    projectManager: '*',
    chiefEngineer: '*',
    safetyOfficer: ['engKnowledgeBase', 'industryStandard', 'drawPdfs', 'siteComprehensiveCheck'],
    supervisionEngineer: [
      'constructionPlan', 'problemRectification', 'supervisionLog', 'supervisionInspection', 'supervisionSite', 'processInspectionApplication',
      'entityMaterials', 'engKnowledgeBase', 'industryStandard', 'processManageNew', 'wbsTree', 'drawPdfs', 'firstPieceApproval', 'designChange',
      'siteComprehensiveCheck', 'concretePourApply',
      // 钢筋点数: the supervisor counts a delivered bundle at the gate as the foreman does
      'rebarCount',
      // 施工方案, 监理日志, 监理巡视 and 旁站记录 read their records through these
      'constructionPlanRecord', 'supervisionLogRecord', 'supervisionTourRecord', 'sideStationRecord'
    ],
    // 钢筋点数: the lab technician receives and samples the incoming steel
    labTechnician: ['entityMaterials', 'engKnowledgeBase', 'industryStandard', 'concretePourApply', 'rebarCount'],
    sectionForeman: [
      'constructionPlan', 'problemRectification', 'processInspectionApplication', 'engKnowledgeBase', 'industryStandard', 'processManageNew',
      'wbsTree', 'consume', 'drawPdfs', 'rebarCount', 'identifyQRCode', 'siteComprehensiveCheck', 'concretePourApply', 'entityMaterials',
      'constructionPlanRecord'
    ]
  }
}
