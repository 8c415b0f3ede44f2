// Every demo low-code model with its records. A model's menu entry (type 3, propertyJson.moduleId) is in
// ../data/menus.ts; column and form rights in ../data/model-permissions.ts.
import { hazardRectify } from '../flows/hazard'
import { meterPayment } from '../flows/payment'
import type { SeedModel, SeedModelBundle } from './build'
import { concretePour } from './concrete-pour'
import { designChange } from './design-change'
import { equipmentAcceptance } from './equipment-acceptance'
import { firstPieceApproval } from './first-piece-approval'
import { inspectionModel } from './inspection'
import { instrumentLedger } from './instrument-ledger'
import { monthlyPlan } from './monthly-plan'
import { safetyDisclosure } from './safety-disclosure'
import { siteCheck } from './site-check'
import { testEntrustment } from './test-entrustment'

export type { SeedModel, SeedModelBundle, SeedRecord } from './build'
export { DEMO_MODEL_ID } from './inspection'
export { SITE_CHECK_MODEL_ID } from './site-check'
export { CONCRETE_POUR_MODEL_ID } from './concrete-pour'

export const modelBundles: SeedModelBundle[] = [
  // the first demo model: the server tests create and count its records, so it comes without demo records
  { model: inspectionModel, records: [] },
  siteCheck,
  concretePour,
  safetyDisclosure,
  equipmentAcceptance,
  firstPieceApproval,
  designChange,
  testEntrustment,
  instrumentLedger,
  monthlyPlan,
  // the low-code forms of the demo flows (../flows): their records are the tasks the flow seed launches
  hazardRectify,
  meterPayment
]

export const seedModels: SeedModel[] = modelBundles.map((b) => b.model)
