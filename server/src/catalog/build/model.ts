// Builders for the catalogue's low-code models: the JNPF 3.6 form designer JSON (jnpf-forms-and-flows.md §1) and the
// list JSON (§2), written the way the designer saves them, so a model reads like a designer export and stays short.
import type { VisualDevTable } from '../../db/schema'

export type Json = Record<string, unknown>

/** the table every model's records live in (one JSON row per record, see migration 006) */
export const MAIN_TABLE = 'visualdev_record'
/** a display-only control, containers and the 3.6 "relation attribute" controls carry no __vModel__ */
type Conf = Json
type Props = Json

/** one form's builder: formId / renderKey come from one counter, as the designer's idGlobal does */
export function formBuilder(start = 100) {
  let id = start
  const base = (jnpfKey: string, label: string, config: Conf) => {
    id += 1
    return {
      jnpfKey, label, showLabel: true, tipLabel: '', required: false, layout: 'colFormItem', span: 24, regList: [],
      trigger: 'blur', formId: id, renderKey: 1767196800000 + id, tableName: MAIN_TABLE, visibility: ['pc', 'app'],
      noShow: false, defaultValue: null, ...config
    }
  }

  /** a data control: its value is stored under vModel */
  const field = (jnpfKey: string, label: string, vModel: string, config: Conf = {}, props: Props = {}): Json => ({
    __config__: base(jnpfKey, label, config),
    __vModel__: vModel,
    placeholder: `请输入${label}`,
    disabled: false,
    ...props
  })

  /** a control without a value (text, alert, link, button, divider, qrcode, barcode, iframe, relation attributes) */
  const display = (jnpfKey: string, label: string, props: Props = {}, config: Conf = {}): Json => ({
    __config__: { ...base(jnpfKey, label, { showLabel: false, ...config }) },
    ...props
  })

  const container = (jnpfKey: string, label: string, children: Json[], config: Conf = {}, props: Props = {}): Json => ({
    __config__: { ...base(jnpfKey, label, { layout: 'rowFormItem', span: 24, showLabel: false, componentName: `${jnpfKey}${id + 1}`, ...config }), children },
    ...props
  })

  const row = (children: Json[]) => container('row', '栅格容器', children, { layoutTree: true, rowType: 'layout' }, { type: 'default', justify: 'start', align: 'top' })
  const card = (header: string, children: Json[]) => container('card', '卡片容器', children, {}, { header, shadow: 'always' })
  const pane = (key: 'tabItem' | 'collapseItem', title: string, name: string, children: Json[]) =>
    ({ title, name, __config__: { jnpfKey: key, children } })
  const tab = (panes: [string, Json[]][]) => container('tab', '标签面板', panes.map(([t, c], i) => pane('tabItem', t, String(i + 1), c)),
    { active: '1' }, { type: '', tabPosition: 'top' })
  const collapse = (panes: [string, Json[]][]) => container('collapse', '折叠面板', panes.map(([t, c], i) => pane('collapseItem', t, String(i + 1), c)),
    { active: ['1'] }, { accordion: false })
  const tableGrid = (rows: Json[][][]) => container('tableGrid', '表格容器', rows.map((cells) => ({
    __config__: { jnpfKey: 'tableGridTr', children: cells.map((children) => ({
      __config__: { jnpfKey: 'tableGridTd', merged: false, colspan: 1, rowspan: 1, backgroundColor: '', children }
    })) }
  })), {}, { borderType: 'solid', borderColor: '#E2E0E0', borderWidth: 1 })

  /** a child table; its columns are made with `field` and marked as child fields here */
  const table = (label: string, vModel: string, childTable: string, columns: Json[], props: Props = {}): Json => ({
    __config__: base('table', label, {
      layout: 'rowFormItem', showTitle: true, type: 'table', rowType: 'table', tableName: childTable, componentName: vModel,
      children: columns.map((c) => ({
        ...c, __config__: { ...(c.__config__ as Json), isSubTable: true, tableName: childTable, relationTable: childTable, parentVModel: vModel }
      }))
    }),
    __vModel__: vModel,
    disabled: false, showSummary: false, summaryField: [], thousands: false, thousandsField: [],
    columnBtnsList: [
      { value: 'copy', label: '复制', show: true, btnType: 'primary', btnIcon: 'icon-ym icon-ym-btn-copy', showConfirm: false },
      { value: 'remove', label: '删除', show: true, btnType: 'danger', btnIcon: 'icon-ym icon-ym-btn-clearn', showConfirm: true }
    ],
    footerBtnsList: [
      { value: 'add', label: '添加', show: true, btnType: 'primary', btnIcon: 'icon-ym icon-ym-btn-add', showConfirm: false },
      { value: 'batchRemove', label: '批量删除', show: true, btnType: 'danger', btnIcon: 'icon-ym icon-ym-btn-clearn', showConfirm: true }
    ],
    ...props
  })

  const form = (fields: Json[], extra: Json = {}): Json => ({
    formRef: 'formRef', formModel: 'dataForm', formRules: 'rules', size: 'default', labelPosition: 'right', labelWidth: 100,
    labelSuffix: '', colon: false, gutter: 15, span: 24, disabled: false, formBtns: false, popupType: 'general', generalWidth: '600px',
    fullScreenWidth: '100%', drawerWidth: '600px', hasCancelBtn: true, cancelButtonText: '取消', hasConfirmBtn: true,
    confirmButtonText: '确定', hasConfirmAndAddBtn: true, confirmAndAddText: '确定并继续操作', hasPrintBtn: false,
    printButtonText: '打印', printId: '', primaryKeyPolicy: 1,
    // every business model takes JNPF's optimistic lock: two people editing one record cannot silently overwrite
    concurrencyLock: true, logicalDelete: false,
    funcs: { onLoad: '', beforeSubmit: '', afterSubmit: '' }, idGlobal: id, ...extra, fields
  })

  return { field, display, row, card, tab, collapse, tableGrid, table, form }
}

/** static options as the 3.6 designer stores them: options + flat props {label, value} */
export const staticOptions = (items: [string, string][], extra: Props = {}): Props => ({
  options: items.map(([id, fullName]) => ({ id, fullName })), props: { label: 'fullName', value: 'id' }, ...extra
})

export interface TreeNode { id: string; fullName: string; children?: TreeNode[] }
export const node = (id: string, fullName: string, children?: TreeNode[]): TreeNode => (children ? { id, fullName, children } : { id, fullName })
/** a static tree for cascader / treeSelect */
export const staticTree = (options: TreeNode[], extra: Props = {}): Props => ({
  options, props: { value: 'id', label: 'fullName', children: 'children' }, ...extra
})

/** __config__ of an option control that reads a catalogue dictionary (base_dictionary_type id) */
export const dictionary = (dictionaryType: string, config: Conf = {}): Conf => ({ dataType: 'dictionary', dictionaryType, propsUrl: '', ...config })

/** a regList rule: the pattern is a regex literal string, as JNPF stores it */
export const rule = (pattern: RegExp, message: string) => ({ pattern: String(pattern), message })

export const PHONE_RULE = rule(/^1[3-9]\d{9}$/, '请输入正确的手机号码')
export const STAKE_RULE = rule(/^K\d{1,3}\+\d{3}(\.\d{1,2})?(～K\d{1,3}\+\d{3}(\.\d{1,2})?)?$/, '桩号格式应为K12+300或K12+300～K12+860')

/** a base_visual_dev row without its insert time (the installer stamps it) and without a flow binding */
export type CatalogModel = Omit<VisualDevTable, 'createdAt' | 'flowEnCode' | 'flowTemplateJson'>

/** a list + form model (webType 2); the app reads appColumnData, the PC client columnData */
export function model(id: string, fullName: string, enCode: string, formData: Json, columnData: Json, appColumnData: Json = columnData): CatalogModel {
  return {
    id, fullName, enCode, webType: 2, formData: JSON.stringify(formData), columnData: JSON.stringify(columnData),
    appColumnData: JSON.stringify(appColumnData), tables: JSON.stringify([{ table: MAIN_TABLE, typeId: '1' }]),
    enableFlow: 0, flowId: '', sortCode: 0
  }
}
