// 工程管理: the engineering registers of the App's 工程管理 directory and the 计量支付 flow; the construction schemes
// with 施工方案审批, the supervision logs with 监理日志签认, the supervision tours and the side-station records.
import { defineModule } from '../define'
import { engineeringGrants } from './grants'
import { paymentFlow } from './flows/payment'
import { concretePourModel } from './models/concrete-pour'
import { designChangeModel } from './models/design-change'
import { firstPieceApprovalModel } from './models/first-piece-approval'
import { meterPaymentModel } from './models/meter-payment'
import { siteCheckModel } from './models/site-check'
import { constructionPlanFlow } from './flows/construction-plan'
import { supervisionLogFlow } from './flows/supervision-log'
import { constructionPlanModel } from './models/construction-plan'
import { sideStationModel } from './models/side-station'
import { supervisionLogModel } from './models/supervision-log'
import { supervisionTourModel } from './models/supervision-tour'

export const engineeringModule = defineModule({
  // version 4: 钢筋点数 granted to the lab technician and the supervision engineer
  code: 'engineering', name: '工程管理', version: 4,
  models: [firstPieceApprovalModel, designChangeModel, siteCheckModel, concretePourModel, meterPaymentModel,
    constructionPlanModel, supervisionLogModel, supervisionTourModel, sideStationModel],
  flows: [paymentFlow, constructionPlanFlow, supervisionLogFlow],
  billRuleCodes: ['meterApproveNo'],
  grants: engineeringGrants
})
