// 安全管理: the safety registers of the App's 安全管理 directory and the 隐患整改 flow they feed.
import { hazardFlow } from '../../db/seed/flows/hazard'
import { catalogModel, defineModule } from '../define'

export const safetyModule = defineModule({
  code: 'safety', name: '安全管理', version: 2,
  models: ['vm-demo-inspection', 'vm-safety-disclosure', 'vm-equipment-acceptance', 'vm-hazard-rectify'].map(catalogModel),
  flows: [hazardFlow],
  billRuleCodes: ['hiddenDangerNo']
})
