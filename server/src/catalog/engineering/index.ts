// 工程管理: the engineering registers of the App's 工程管理 directory and the 计量支付 flow.
import { defineModule } from '../define'
import { engineeringGrants } from './grants'
import { paymentFlow } from './flows/payment'
import { concretePourModel } from './models/concrete-pour'
import { designChangeModel } from './models/design-change'
import { firstPieceApprovalModel } from './models/first-piece-approval'
import { meterPaymentModel } from './models/meter-payment'
import { siteCheckModel } from './models/site-check'

export const engineeringModule = defineModule({
  code: 'engineering', name: '工程管理', version: 2,
  models: [firstPieceApprovalModel, designChangeModel, siteCheckModel, concretePourModel, meterPaymentModel],
  flows: [paymentFlow],
  billRuleCodes: ['meterApproveNo'],
  grants: engineeringGrants
})
