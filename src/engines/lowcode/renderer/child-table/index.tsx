// 设计子表 (table) on the phone (jnpf-forms-and-flows §3.6): a titled block whose value is an array of rows; each
// row a card of controls; add / copy / remove (with a confirmation where the designer asked for one); custom footer
// buttons pick rows in the tableLinkage page; the totals of the summary columns. Values and errors live in the form
// store under 'tableField1.<row>.<column>' paths.
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { FormStore } from '@/lib/form'
import type { WidgetProps } from '../../types'
import { emptyRow } from '../../model/fields'
import { openTableLinkage } from '@/engines/lowcode/lib/picker-bridge'
import type { LinkageActionConfig } from '../../pickers/types'
import { useRenderer } from '../context'
import { copyRelationRow, removeRelationRow } from '../relation-data'
import { showTip } from '../form-item'
import { RowCard } from './row-card'
import { Summary, summaryOf } from './summary'
import { footerButtons, rowButtons, type TableButton } from './table-buttons'
import '../renderer.scss'

type Row = Record<string, unknown>

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])
const copyOf = (row: Row): Row => JSON.parse(JSON.stringify(row ?? {})) as Row

async function confirmed(content: string): Promise<boolean> {
  try {
    const res = await Taro.showModal({ title: '提示', content, confirmText: '确定', cancelText: '取消' })
    return Boolean(res.confirm)
  } catch {
    return false
  }
}

/** after row `removed` went away, the messages of later rows move up with their rows */
function shiftErrors(form: FormStore, table: string, removed: number, before: Record<string, string | undefined>) {
  const prefix = `${table}.`
  for (const [name, message] of Object.entries(before)) {
    if (!message || !name.startsWith(prefix)) continue
    const [index, ...rest] = name.slice(prefix.length).split('.')
    const row = Number(index)
    if (!rest.length || !Number.isInteger(row) || row <= removed) continue
    form.validateField(`${prefix}${row - 1}.${rest.join('.')}`)
  }
}

export function ChildTable({ field, value, disabled, error, form }: WidgetProps) {
  const ctx = useRenderer()
  const vModel = field.vModel ?? ''
  const rows = rowsOf(value)
  const editable = ctx.mode === 'edit' && !disabled && Boolean(vModel)
  // colour pickers are left out of rows on the phone, as in the JNPF app
  const columns = (field.children ?? []).filter((c) => c.jnpfKey !== 'colorPicker')
  const current = () => rowsOf(form.getValue(vModel))
  const newRow = () => emptyRow(field, ctx.user ?? { userId: '' })

  const onRowButton = async (button: TableButton, index: number) => {
    if (button.showConfirm && !(await confirmed(`确定${button.label}第${index + 1}行吗？`))) return
    const list = current()
    if (button.value === 'copy') {
      // a copy is a new row: it must not carry the stored row's id
      const { id: _id, ...copy } = copyOf(list[index])
      copyRelationRow(vModel, index, list.length)
      form.setValue(vModel, [...list, copy])
      return
    }
    const errors = form.getState().errors
    // the records picked in later rows move up with their rows before those rows render in their new places
    removeRelationRow(vModel, index)
    form.setValue(vModel, list.filter((_, i) => i !== index))
    shiftErrors(form, vModel, index, errors)
  }

  const onFooterButton = async (button: TableButton) => {
    if (button.value === 'add') {
      form.setValue(vModel, [...current(), newRow()])
      return
    }
    const result = await openTableLinkage({
      actionConfig: (button.actionConfig ?? {}) as LinkageActionConfig,
      formValues: form.getState().values,
      tableVModel: vModel
    })
    if (result?.rows?.length) form.setValue(vModel, [...current(), ...result.rows.map((row) => ({ ...newRow(), ...row }))])
  }

  const showTitle = field.config.showTitle !== false
  return (
    <View className={`lc-table${error ? ' lc-table--error' : ''}`}>
      {showTitle && (
        <View className='lc-table__title'>
          {ctx.mode === 'edit' && field.required && <Text className='lc-item__star'>*</Text>}
          <Text className='lc-table__title-text'>{field.label}</Text>
          {field.tipLabel && (
            <View className='lc-item__tip' role='button' aria-label={`${field.label}说明`} onClick={() => showTip(field.label, field.tipLabel ?? '')}>
              ?
            </View>
          )}
        </View>
      )}
      {rows.map((_, index) => (
        <RowCard
          key={index}
          table={vModel}
          index={index}
          columns={columns}
          buttons={editable ? rowButtons(field) : []}
          onButton={(button, i) => void onRowButton(button, i)}
        />
      ))}
      {!rows.length && <Text className='lc-table__empty'>暂无数据</Text>}
      <Summary items={summaryOf(field, rows)} />
      {editable && (
        <View className='lc-table__footer'>
          {footerButtons(field).map((button) => (
            <View key={button.value} className='lc-btn lc-btn--dashed' role='button' onClick={() => void onFooterButton(button)}>
              {button.value === 'add' ? `+ ${button.label}` : button.label}
            </View>
          ))}
        </View>
      )}
      {ctx.mode === 'edit' && error && (
        <View className='lc-item__error' role='alert'>
          {error}
        </View>
      )}
    </View>
  )
}
