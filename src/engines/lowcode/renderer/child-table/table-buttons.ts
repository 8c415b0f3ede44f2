// The buttons of a child table (jnpf-forms-and-flows §1.3 table, §3.6): per row copy/remove from columnBtnsList,
// under the table add and custom buttons from footerBtnsList (batchRemove is not offered on a phone). Gen A/B
// tables have an add button (actionText, or a popup picker when addType 1 with addTableConf) and a delete per row.
import type { LcField } from '../../types'
import { flag, num, str } from '../../widgets/basic/props'

export interface TableButton {
  /** copy | remove | add | a custom value (opens the linkage picker) */
  value: string
  label: string
  showConfirm: boolean
  actionConfig?: Record<string, unknown>
}

type RawButton = { value?: unknown; label?: unknown; show?: unknown; showConfirm?: unknown; actionConfig?: unknown }

const DEFAULT_LABELS: Record<string, string> = { copy: '复制', remove: '删除', add: '添加' }

function read(list: unknown, keep: (value: string) => boolean): TableButton[] | undefined {
  if (!Array.isArray(list)) return undefined
  return (list as RawButton[])
    .filter((b) => b && typeof b === 'object' && b.show !== false && keep(str(b.value)))
    .map((b) => ({
      value: str(b.value),
      label: str(b.label) || DEFAULT_LABELS[str(b.value)] || '选择',
      showConfirm: flag(b.showConfirm),
      actionConfig: b.actionConfig && typeof b.actionConfig === 'object' ? (b.actionConfig as Record<string, unknown>) : undefined
    }))
}

export function rowButtons(table: LcField): TableButton[] {
  const listed = read(table.props.columnBtnsList, (v) => v === 'copy' || v === 'remove')
  if (listed) return listed
  return table.props.showDeleteBtn === false ? [] : [{ value: 'remove', label: '删除', showConfirm: true }]
}

export function footerButtons(table: LcField): TableButton[] {
  const listed = read(table.props.footerBtnsList, (v) => Boolean(v) && v !== 'batchRemove')
  if (listed) return listed
  if (table.props.showAddBtn === false) return []
  const popup = num(table.props.addType) === 1 && table.props.addTableConf && typeof table.props.addTableConf === 'object'
  return [
    {
      value: popup ? 'linkage' : 'add',
      label: str(table.props.actionText) || '添加',
      showConfirm: false,
      actionConfig: popup ? (table.props.addTableConf as Record<string, unknown>) : undefined
    }
  ]
}
