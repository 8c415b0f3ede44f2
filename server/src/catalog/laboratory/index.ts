// 试验室管理: test entrustment and the instrument calibration ledger.
import { defineModule } from '../define'
import { laboratoryGrants } from './grants'
import { laboratoryReminders } from './reminders'
import { instrumentLedgerModel } from './models/instrument-ledger'
import { testEntrustmentModel } from './models/test-entrustment'

export const laboratoryModule = defineModule({
  code: 'laboratory', name: '试验室管理', version: 1,
  models: [testEntrustmentModel, instrumentLedgerModel],
  grants: laboratoryGrants,
  reminders: laboratoryReminders
})
