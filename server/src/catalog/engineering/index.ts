// 工程管理: the engineering registers of the App's 工程管理 directory and the 计量支付 flow.
import { paymentFlow } from '../../db/seed/flows/payment'
import { catalogModel, defineModule } from '../define'

export const engineeringModule = defineModule({
  code: 'engineering', name: '工程管理', version: 2,
  models: ['vm-first-piece-approval', 'vm-design-change', 'vm-site-check', 'vm-concrete-pour', 'vm-meter-payment'].map(catalogModel),
  flows: [paymentFlow],
  billRuleCodes: ['meterApproveNo']
})
