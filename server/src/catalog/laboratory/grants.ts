// The default grants of the App's 试验室管理 directory: which catalogue roles see which of its entries.
import type { MenuGrants } from '../grants'

export const laboratoryGrants: MenuGrants = {
  directory: 'laboratory',
  roles: {
    projectManager: '*',
    chiefEngineer: '*',
    labTechnician: '*',
    supervisionEngineer: ['incomingMaterials', 'materialSummary', 'engineeringEntityData', 'samplingData', 'testEntrustment']
  }
}
