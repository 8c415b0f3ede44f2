// Every business module of the catalogue, in install order (the order of the App's directories).
import { attendanceModule } from './attendance'
import { engineeringModule } from './engineering'
import { laboratoryModule } from './laboratory'
import { officeModule } from './office'
import { progressModule } from './progress'
import { safetyModule } from './safety'
import { specialTaskModule } from './special'
import { tasksModule } from './tasks'
import type { CatalogModule } from './types'

export function catalogueModules(): CatalogModule[] {
  return [attendanceModule, safetyModule, engineeringModule, specialTaskModule, laboratoryModule, progressModule, officeModule, tasksModule]
}
