// The default grants of the App's 安全管理 directory: which catalogue roles see which of its entries.
import type { MenuGrants } from '../grants'

const EMERGENCY_READ = ['emergencyPlanRecord', 'emergencyContactRecord', 'emergencyMaterialRecord']

export const safetyGrants: MenuGrants = {
  directory: 'safety',
  // the hazard pages read the register through its low-code menu (hazardRectifyApproval): whoever has a hazard page has it;
  // 隐患排查 (safetyManage) reads the inspections through theirs (safetyCheck), 专项排查 (hazardInvestigat) through specialInspection, 现场巡检 (siteINspection) the patrols (siteInspectionRecord), 动火作业许可 (hotWork) the permits (hotWorkPermit),
  // 安全早班会 (safetyMorin) the meetings (safetyMorningRecord), 特种设备 (specialEquipment) the register (specialEquipmentLedger),
  // 应急管理 (emergencyManagement) its plans, drills, contacts and materials (emergency*Record): engineers and foremen
  // read the plans, the contacts and the materials, a labourer the contacts and the plans (whom to call, what to do);
  // 预警管理 (earlyWarning) is for every project role, since everyone is warned; 问题库 (pitfallCustom): the foremen
  // and supervision engineers propose problems the library lacks and follow their own, the safety officers and the
  // project managers review them (modules/pitfalls/access.ts)
  roles: {
    projectManager: '*',
    safetyOfficer: '*',
    chiefEngineer: ['earlyWarning', 'safetyManage', 'safetyCheck', 'siteINspection', 'siteInspectionRecord', 'hiddenDanger', 'hiddenDangerLedger', 'hazardRectifyApproval', 'hazardInvestigat', 'specialInspection', 'knowledgeBase', 'safetyInspectionRecord', 'safetyDisclosure',
      'emergencyManagement', 'emergencyPlanRecord', 'emergencyContactRecord', 'emergencyMaterialRecord'],
    supervisionEngineer: [
      'safetyManage', 'safetyCheck', 'hazardInvestigat', 'specialInspection', 'hiddenDanger', 'hiddenDangerLedger', 'rectification', 'hazardRectifyApproval', 'siteINspection', 'siteInspectionRecord', 'hotWork', 'hotWorkPermit', 'specialEquipment', 'specialEquipmentLedger', 'knowledgeBase',
      'safetyInspectionRecord', 'equipmentAcceptance', 'earlyWarning', 'pitfallCustom', 'emergencyManagement', 'emergencyPlanRecord', 'emergencyContactRecord', 'emergencyMaterialRecord'
    ],
    sectionForeman: [
      'reportHidden', 'dangerList', 'rectification', 'hiddenDanger', 'hotWork', 'hotWorkPermit', 'safetyMorin', 'safetyMorningRecord', 'safeTrainOnlineExam', 'examinationRecord', 'knowledgeBase',
      'safetyInspectionRecord', 'safetyDisclosure', 'earlyWarning', 'pitfallCustom', 'emergencyManagement', 'emergencyPlanRecord', 'emergencyContactRecord', 'emergencyMaterialRecord',
      // the hazards of the work area: the person responsible accepts and rectifies them (hazard-states.ts)
      'hazardRectifyApproval'
    ],
    // a labourer reports what he sees (隐患上报) and follows his own reports (上报记录): both go through the register, and
    // his buttons (新增, 查看) let him file a hazard and open one; the loop's moves stay with the responsible and the reviewers
    // and, as the fire watcher named on a hot work permit (监火人), he starts the work and checks the place after it
    contractorWorker: ['reportHidden', 'dangerList', 'safetyMorin', 'safetyMorningRecord', 'safeTrainOnlineExam', 'examinationRecord', 'knowledgeBase', 'hazardRectifyApproval', 'hotWork', 'hotWorkPermit',
      'earlyWarning', 'emergencyManagement', 'emergencyPlanRecord', 'emergencyContactRecord'],
    // everyone on site is warned (预警管理): the laboratory's people see the warnings too
    labTechnician: ['earlyWarning']
  },
  // 应急管理: the plans, contacts and stock are the safety officers' to keep; the others read them
  readOnly: {
    chiefEngineer: EMERGENCY_READ,
    supervisionEngineer: EMERGENCY_READ,
    sectionForeman: EMERGENCY_READ,
    contractorWorker: ['emergencyPlanRecord', 'emergencyContactRecord']
  }
}
