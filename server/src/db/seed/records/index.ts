// The demo records of the catalogue's low-code models (server/src/catalog/<domain>/models), in the order the seed
// inserts them. The first model has none: the server tests create and count its records themselves.
import { inspectionModel } from '../../../catalog/safety/models/inspection'
import { concretePourRecords } from './concrete-pour'
import { designChangeRecords } from './design-change'
import { equipmentAcceptanceRecords } from './equipment-acceptance'
import { firstPieceApprovalRecords } from './first-piece-approval'
import { hazardRectifyRecords } from './hazard-rectify'
import { hotWorkRecords } from './hot-work'
import { instrumentLedgerRecords } from './instrument-ledger'
import { meterPaymentRecords } from './meter-payment'
import { monthlyPlanRecords } from './monthly-plan'
import { constructionPlanRecords, sideStationRecords, supervisionLogRecords, supervisionTourRecords } from './engineering-supervision'
import { emergencyContactRecords, emergencyDrillRecords, emergencyMaterialRecords, emergencyPlanRecords } from './emergency'
import type { DemoRecords } from './record'
import { safetyCheckRecords } from './safety-check'
import { siteInspectionRecords } from './site-inspection'
import { safetyDisclosureRecords } from './safety-disclosure'
import { safetyMorningRecords } from './safety-morning'
import { siteCheckRecords } from './site-check'
import { specialInspectionRecords } from './special-inspection'
import { specialEquipmentRecords } from './special-equipment'
import { specialNoticeRecords, specialTaskRecords } from './special-tasks'
import { testEntrustmentRecords } from './test-entrustment'

export type { DemoRecords, SeedRecord } from './record'
export { ms } from './record'
export { hazardRectifyRecords, meterPaymentRecords }

export const demoRecords: DemoRecords[] = [
  { model: inspectionModel, records: [] },
  siteCheckRecords,
  concretePourRecords,
  safetyDisclosureRecords,
  equipmentAcceptanceRecords,
  firstPieceApprovalRecords,
  designChangeRecords,
  testEntrustmentRecords,
  instrumentLedgerRecords,
  monthlyPlanRecords,
  safetyCheckRecords,
  siteInspectionRecords,
  hotWorkRecords,
  safetyMorningRecords,
  specialEquipmentRecords,
  emergencyPlanRecords,
  emergencyDrillRecords,
  emergencyContactRecords,
  emergencyMaterialRecords,
  specialInspectionRecords,
  constructionPlanRecords,
  supervisionLogRecords,
  supervisionTourRecords,
  sideStationRecords,
  // the low-code forms of the demo flows: their records are the tasks the flow seed launches
  hazardRectifyRecords,
  meterPaymentRecords,
  specialTaskRecords,
  specialNoticeRecords
]
