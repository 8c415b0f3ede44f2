// The hazard loop's server code on top of the hazard register's low-code records (ARCHITECTURE.md, step 2).
export { safetyRoutes } from './routes'
export { registerHazardHooks, MAJOR_NEEDS_APPROVAL } from './hooks'
export { registerInspectionHooks } from './inspection-hooks'
export { registerHotWorkHooks, HOT_WORK_NEEDS_APPROVAL } from './hot-work-hooks'
export { parseChainage, parseMileage } from './chainage'
export { monthStart, hazardSummary, openHazardPlaces } from './service'
export { HAZARD_MODEL_ID } from './hazard-model'
export { registerSafetyRegisterHooks } from './register-hooks'
