import type { PermissionModel } from '@shared/api/oauth'
import { parseColumnData } from '@/engines/lowcode/model/list-config'
import { normaliseForm } from '@/engines/lowcode/model/normalise'
import { applyFormPermission, inserted, isShown, permittedSearchList } from '@/engines/lowcode/model/permission'
import type { LcField } from '@/engines/lowcode/types'
import { genC } from './lowcode-fixtures'

const vo = (enCode: string) => ({ id: enCode, fullName: enCode, enCode })
const permissionList: PermissionModel[] = [
  {
    modelId: 'menu1', moduleName: '检查',
    button: [vo('btn_add'), vo('btn_detail'), vo('btn_download'), vo('btn_custom1')],
    column: [vo('projectName'), vo('tableField115-amount')],
    form: [vo('projectName'), vo('day'), vo('tableField115-amount')],
    resource: []
  },
  { modelId: 'other', moduleName: '其他', button: [vo('btn_edit'), vo('btn_remove')], column: [], form: [], resource: [] }
]

const columnData = (switches: Record<string, boolean>) => parseColumnData(JSON.stringify({
  columnList: [
    { prop: 'projectName', label: '工程名称', __config__: { jnpfKey: 'input' } },
    { prop: 'level', label: '等级', __config__: { jnpfKey: 'radio' } },
    { prop: 'tableField115-amount', label: '明细-金额', __config__: { jnpfKey: 'inputNumber' } }
  ],
  btnsList: [{ value: 'add', label: '登记' }],
  columnBtnsList: [{ value: 'edit', label: '修改' }, { value: 'detail', label: '查看' }, { value: 'remove', label: '删除' }],
  customBtnsList: [{ value: 'btn_custom1', label: '推送', event: { btnType: 3 } }, { value: 'btn_custom2', label: '作废', event: { btnType: 3 } }],
  ...switches
}))

describe('inserted', () => {
  it('with every filter off: the designed standard buttons, all columns, all custom buttons, no form filter', () => {
    const j = inserted(columnData({}), permissionList, 'menu1')
    expect(j.btnAllow.sort()).toEqual(['btn_add', 'btn_detail', 'btn_edit', 'btn_remove'])
    expect(j.columnAllow.map((c) => c.prop)).toEqual(['projectName', 'level', 'tableField115-amount'])
    expect(j.customBtnsList.map((b) => b.value)).toEqual(['btn_custom1', 'btn_custom2'])
    expect(j.formAllow).toEqual({ formList: [], useFormPermission: false, menuId: 'menu1' })
    expect(j.labelS).toEqual({ btn_add: '登记', btn_edit: '修改', btn_detail: '查看', btn_remove: '删除' })
  })

  it('with button permission on: only granted buttons that the list designs, and granted custom buttons', () => {
    const j = inserted(columnData({ useBtnPermission: true }), permissionList, 'menu1')
    expect(j.btnAllow.sort()).toEqual(['btn_add', 'btn_detail'])
    expect(j.customBtnsList.map((b) => b.value)).toEqual(['btn_custom1'])
  })

  it('with column and form permission on: only granted columns, the menu form list handed over', () => {
    const j = inserted(columnData({ useColumnPermission: true, useFormPermission: true }), permissionList, 'menu1')
    expect(j.columnAllow.map((c) => c.prop)).toEqual(['projectName', 'tableField115-amount'])
    expect(j.formAllow.useFormPermission).toBe(true)
    expect(j.formAllow.formList.map((f) => f.enCode)).toEqual(['projectName', 'day', 'tableField115-amount'])
  })

  it('search items: a hidden list column cannot be searched (the server refuses it); form-only fields and the keyword stay', () => {
    const items = [{ id: 'projectName' }, { id: 'level' }, { id: 'day' }, { id: 'jnpfKeyword' }]
    const on = columnData({ useColumnPermission: true })
    expect(permittedSearchList(on, inserted(on, permissionList, 'menu1').columnAllow, items).map((s) => s.id)).toEqual(['projectName', 'day', 'jnpfKeyword'])
    const off = columnData({})
    expect(permittedSearchList(off, inserted(off, permissionList, 'menu1').columnAllow, items)).toHaveLength(4)
  })

  it('denies everything under permission for a menu the user does not hold', () => {
    const j = inserted(columnData({ useBtnPermission: true, useColumnPermission: true, useFormPermission: true }), permissionList, 'missing')
    expect(j).toMatchObject({ btnAllow: [], columnAllow: [], customBtnsList: [], formAllow: { formList: [], useFormPermission: true } })
    expect(inserted(columnData({ useBtnPermission: true }), null, 'menu1').btnAllow).toEqual([])
  })
})

describe('applyFormPermission', () => {
  const { fields } = normaliseForm(genC)
  const find = (list: LcField[], vModel: string): LcField | undefined => {
    for (const f of list) {
      if (f.vModel === vModel) return f
      const inner = find([...(f.children ?? []), ...(f.panes ?? []).flatMap((p) => p.children)], vModel)
      if (inner) return inner
    }
    return undefined
  }

  it('hides every data field missing from the form list, child columns by <table>-<column>, without touching the input', () => {
    const formAllow = inserted(columnData({ useFormPermission: true }), permissionList, 'menu1').formAllow
    const shown = applyFormPermission(fields, formAllow)
    expect(find(shown, 'projectName')?.noShow).toBe(false)
    expect(find(shown, 'day')?.noShow).toBe(false)
    expect(find(shown, 'level')?.noShow).toBe(true)
    expect(find(shown, 'flag')?.noShow).toBe(true)
    const table = find(shown, 'tableField115') as LcField
    expect(table.noShow).toBe(false)
    expect(table.children?.map((c) => [c.vModel, c.noShow])).toEqual([['itemName', true], ['amount', false], ['rowDay', true]])
    expect(shown.find((f) => f.jnpfKey === 'text')?.noShow).toBe(false)
    expect(find(fields, 'level')?.noShow).toBe(false)
  })

  it('hides a child table none of whose columns is allowed', () => {
    const shown = applyFormPermission(fields, { formList: [vo('projectName')], useFormPermission: true, menuId: 'menu1' })
    expect(find(shown, 'tableField115')?.noShow).toBe(true)
  })

  it('changes nothing when form permission is off or not handed over', () => {
    expect(applyFormPermission(fields, { formList: [], useFormPermission: false, menuId: 'm' })).toBe(fields)
    expect(applyFormPermission(fields, null)).toBe(fields)
  })

  it('isShown needs app visibility and no noShow', () => {
    expect(isShown({ visibleOnApp: true, noShow: false })).toBe(true)
    expect(isShown({ visibleOnApp: false, noShow: false })).toBe(false)
    expect(isShown({ visibleOnApp: true, noShow: true })).toBe(false)
  })
})
