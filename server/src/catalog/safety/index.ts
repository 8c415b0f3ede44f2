// 安全管理: the safety registers of the App's 安全管理 directory and the 隐患整改 flow they feed, the states of a
// hazard's rectification loop (hazard-states.ts) and of a safety inspection by checklist (check-states.ts), whose
// failed items become hazards, of a 专项排查 picked from the problem library (special-inspection-states.ts), the daily
// site patrols (现场巡检) whose problem stops become hazards, the hot work permits (动火作业许可) approved through their flow (hot-work-states.ts),
// the crews' morning safety meetings (安全早班会), the special equipment register (特种设备) with its expiry reminders
// and emergency management (应急管理: plans, drills, contacts and materials, whose checks are reminded).
import { defineModule } from '../define'
import { safetyGrants } from './grants'
import { checkStates } from './check-states'
import { specialInspectionStates } from './special-inspection-states'
import { hazardStates } from './hazard-states'
import { hotWorkStates } from './hot-work-states'
import { siteInspectionStates } from './site-inspection-states'
import { safetyReminders } from './reminders'
import { hazardFlow } from './flows/hazard'
import { hotWorkFlow } from './flows/hot-work'
import { equipmentAcceptanceModel } from './models/equipment-acceptance'
import { hazardRectifyModel } from './models/hazard-rectify'
import { hotWorkModel } from './models/hot-work'
import { inspectionModel } from './models/inspection'
import { safetyCheckModel } from './models/safety-check'
import { siteInspectionModel } from './models/site-inspection'
import { specialInspectionModel } from './models/special-inspection'
import { safetyDisclosureModel } from './models/safety-disclosure'
import { safetyMorningModel } from './models/safety-morning'
import { specialEquipmentModel } from './models/special-equipment'
import { emergencyContactModel, emergencyDrillModel, emergencyMaterialModel, emergencyPlanModel } from './models/emergency'

export const safetyModule = defineModule({
  code: 'safety', name: '安全管理', version: 9,
  models: [inspectionModel, safetyDisclosureModel, equipmentAcceptanceModel, hazardRectifyModel, safetyCheckModel, hotWorkModel, safetyMorningModel, specialEquipmentModel,
    emergencyPlanModel, emergencyDrillModel, emergencyContactModel, emergencyMaterialModel, siteInspectionModel, specialInspectionModel],
  flows: [hazardFlow, hotWorkFlow],
  billRuleCodes: ['hiddenDangerNo', 'hotWorkPermitNo'],
  grants: safetyGrants,
  reminders: safetyReminders,
  recordStates: [hazardStates, checkStates, hotWorkStates, siteInspectionStates, specialInspectionStates]
})
