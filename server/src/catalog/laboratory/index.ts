// 试验室管理: test entrustment and the instrument calibration ledger.
import { catalogModel, defineModule } from '../define'
import { laboratoryReminders } from './reminders'

export const laboratoryModule = defineModule({
  code: 'laboratory', name: '试验室管理', version: 1,
  reminders: laboratoryReminders,
  models: ['vm-test-entrustment', 'vm-instrument-ledger'].map(catalogModel)
})
