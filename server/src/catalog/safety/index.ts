// 安全管理: the safety registers of the App's 安全管理 directory, the 隐患整改 flow they feed and the states of a
// hazard's rectification loop (hazard-states.ts).
import { hazardFlow } from '../../db/seed/flows/hazard'
import { catalogModel, defineModule } from '../define'
import { safetyReminders } from './reminders'
import { hazardStates } from './hazard-states'

export const safetyModule = defineModule({
  code: 'safety', name: '安全管理', version: 2,
  models: ['vm-demo-inspection', 'vm-safety-disclosure', 'vm-equipment-acceptance', 'vm-hazard-rectify'].map(catalogModel),
  reminders: safetyReminders,
  flows: [hazardFlow],
  billRuleCodes: ['hiddenDangerNo'],
  recordStates: [hazardStates]
})
