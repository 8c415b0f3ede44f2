// The default grants of the App's 安全管理 directory: which catalogue roles see which of its entries.
import type { MenuGrants } from '../grants'

export const safetyGrants: MenuGrants = {
  directory: 'safety',
  roles: {
    projectManager: '*',
    safetyOfficer: '*',
    chiefEngineer: ['safetyManage', 'hiddenDanger', 'hiddenDangerLedger', 'hazardInvestigat', 'knowledgeBase', 'safetyInspectionRecord', 'safetyDisclosure'],
    supervisionEngineer: [
      'safetyManage', 'hiddenDanger', 'hiddenDangerLedger', 'rectification', 'siteINspection', 'hotWork', 'specialEquipment', 'knowledgeBase',
      'safetyInspectionRecord', 'equipmentAcceptance'
    ],
    sectionForeman: [
      'reportHidden', 'dangerList', 'rectification', 'hotWork', 'safetyMorin', 'safeTrainOnlineExam', 'examinationRecord', 'knowledgeBase',
      'safetyInspectionRecord', 'safetyDisclosure',
      // the hazards of the work area: the person responsible accepts and rectifies them (hazard-states.ts)
      'hazardRectifyApproval'
    ],
    contractorWorker: ['reportHidden', 'dangerList', 'safetyMorin', 'safeTrainOnlineExam', 'examinationRecord', 'knowledgeBase']
  }
}
