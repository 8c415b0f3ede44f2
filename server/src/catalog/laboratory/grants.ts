// The default grants of the App's 试验室管理 directory: which catalogue roles see which of its entries.
import type { MenuGrants } from '../grants'

export const laboratoryGrants: MenuGrants = {
  directory: 'laboratory',
  roles: {
    projectManager: '*',
    chiefEngineer: '*',
    labTechnician: '*',
    supervisionEngineer: [
      'incomingMaterials', 'materialSummary', 'infoCenter', 'engineeringEntityData', 'constructionLedger', 'ledgerSummary', 'samplingData',
      'selfInspectionData', 'testEntrustment'
    ],
    // the works' foremen read the lab's notices and the results of the works they build
    sectionForeman: ['infoCenter', 'engineeringEntityData', 'constructionLedger']
  }
}
