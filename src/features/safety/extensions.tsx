// The hazard register's parts on the engine's screens (src/engines/lowcode/extensions.ts): the ledger's figures
import './components/safety.scss'
// above the rows, and the 安全隐患 page as the register's detail, so the ledger's rows open there.
import type { ModelExtensions } from '@/engines/lowcode'
import { routes } from '@/config/routes'
import { rowFlowState } from '@/engines/workflow/launch'
import { ChecklistWidget } from './components/checklist'
import { PatrolStopsWidget } from './components/patrol-stops'
import { SpecialChecklistWidget } from './components/special-checklist'
import { HazardFigures } from './components/hazard-figures'
import { PermitValidity } from './components/permit-validity'
import { CertificateStatus } from './components/certificate-status'

export const hazardExtensions: ModelExtensions = {
  headers: [{ key: 'figures', render: (list) => <HazardFigures reloads={list.reloads} /> }],
  pages: { detail: (config) => routes.hiddenDanger(config) },
  // a hazard without an approval task opens on its page (state, moves); one in its flow opens as the task, and so
  // does a 重大隐患 not yet sent for approval: it must go through its flow before anyone rectifies it
  opensAsRecord: (row) => rowFlowState(row) === undefined && !isMajor(row)
}

/** the list row carries the level as stored (dd-hazardLevel-major) or as read (重大隐患), as the list displays it */
function isMajor(row: Record<string, unknown>): boolean {
  const level = String(row.hazardLevel ?? '')
  return level.endsWith('-major') || level.includes('重大')
}

/**
 * The safety inspection's parts (隐患排查): its checklist as an inspector goes through it, on the form and read only on
 * the detail, and the inspections opening on the 隐患排查 page, so the checklist applies there.
 */
export const inspectionExtensions: ModelExtensions = {
  widgets: { fields: { checkItems: ChecklistWidget } },
  pages: { detail: (config) => routes.safetyManage(config), form: (config) => routes.safetyManage(config, 'form') }
}

/**
 * The site patrol's parts (现场巡检): its stops as the patroller walks the line, on the form and read only on the
 * detail (where a problem stop is registered as a hazard), and the patrols opening on the 现场巡检 page.
 */
export const siteInspectionExtensions: ModelExtensions = {
  widgets: { fields: { patrolStops: PatrolStopsWidget } },
  pages: { detail: (config) => routes.siteInspection(config), form: (config) => routes.siteInspection(config, 'form') }
}

/**
 * 专项排查's parts: its checklist picked from the problem library (选择检查内容 opens the tree) and marked on site, the
 * inspections opening on the 专项排查 page and their form on addTreeSelect, so the checklist applies there.
 */
export const specialInspectionExtensions: ModelExtensions = {
  widgets: { fields: { inspectItems: SpecialChecklistWidget } },
  pages: { detail: (config) => routes.hazardInvestigat(config), form: (config) => routes.addTreeSelect(config) }
}

/**
 * The hot work permit's parts (动火作业许可): its validity at the top of the permit, the permits opening on the
 * 动火作业许可 page; an approved permit opens as the permit (its state and moves: 开始作业, 完工验收), one not yet
 * approved as its 动火作业审批 task.
 */
export const hotWorkExtensions: ModelExtensions = {
  sections: [{ key: 'validity', place: 'top', modes: ['detail'], render: (s) => <PermitValidity id={s.id} values={s.values} /> }],
  pages: { detail: (config) => routes.hotWork(config) },
  opensAsRecord: (row) => rowFlowState(row) === APPROVED
}
const APPROVED = 2

/** 特种设备: whether the machine's inspection and its operator's licence are in force, at the top of its record */
export const specialEquipmentExtensions: ModelExtensions = {
  sections: [{ key: 'certificates', place: 'top', modes: ['detail'], render: (s) => <CertificateStatus values={s.values} /> }],
  pages: { detail: (config) => routes.specialEquipment(config) }
}
