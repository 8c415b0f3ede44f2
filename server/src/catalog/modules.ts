// Every business module of the catalogue, in install order (the order of the App's directories).
import { attendanceModule } from './attendance'
import { engineeringModule } from './engineering'
import { laboratoryModule } from './laboratory'
import { officeModule } from './office'
import { progressModule } from './progress'
import { safetyModule } from './safety'
import { tasksModule } from './tasks'
import type { CatalogModule } from './types'

export function catalogueModules(): CatalogModule[] {
  return [attendanceModule, safetyModule, engineeringModule, laboratoryModule, progressModule, officeModule, tasksModule]
}
