// 试验室管理: test entrustment, the instrument calibration ledger and the approval flows of the lab's records.
import { defineModule } from '../define'
import { labFlows } from './flows'
import { laboratoryGrants } from './grants'
import { laboratoryReminders } from './reminders'
import { instrumentLedgerModel } from './models/instrument-ledger'
import { testEntrustmentModel } from './models/test-entrustment'

export const laboratoryModule = defineModule({
  code: 'laboratory', name: '试验室管理', version: 2,
  models: [testEntrustmentModel, instrumentLedgerModel], flows: labFlows,
  grants: laboratoryGrants,
  reminders: laboratoryReminders
})
