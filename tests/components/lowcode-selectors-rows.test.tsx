// popupSelect, popupTableSelect, relationForm and autoComplete: the widget, the picker page it opens through the
// picker bridge, and the way back.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams } from '../__mocks__/taro'
import { createFormStore, useFormState, type FormStore } from '@/lib/form'
import { useSharedStore } from '@/lib/shared-store'
import { selectorWidgets } from '@/engines/lowcode/widgets/selectors'
import { pendingPickers } from '@/engines/lowcode/lib/picker-bridge'
import type { LcField } from '@/engines/lowcode/types'
import PopSelectPage from '@/pages/apply/popSelect/index'
import TableSelectPage from '@/pages/apply/tableSelect/index'
import { fakeApi } from './profile/api-fake'
import { signIn } from './profile/session-fixture'
import { find } from './ui'

function lcField(jnpfKey: string, vModel: string, extra: Partial<LcField> = {}, props: Record<string, unknown> = {}): LcField {
  return {
    key: vModel, jnpfKey, rawJnpfKey: jnpfKey, vModel, label: '字段', showLabel: true, span: 24, required: false, regList: [],
    noShow: false, visibleOnApp: true, disabled: false, readonly: false, defaultCurrent: false, multiple: false,
    optionSource: { type: 'static', valueKey: 'id', labelKey: 'fullName', childrenKey: 'children' }, props, config: {}, ...extra
  }
}

function Bound({ field, form }: { field: LcField; form: FormStore }) {
  const value = useFormState(form, (s) => s.values[field.vModel!])
  const Widget = selectorWidgets[field.jnpfKey]
  return <Widget field={field} value={value} disabled={false} form={form} formValues={form.getState().values} onChange={(v: unknown) => form.setValue(field.vModel!, v)} />
}

function mount(field: LcField, values: Record<string, unknown> = {}) {
  const form = createFormStore({ values })
  render(<Bound field={field} form={form} />)
  return { form, value: () => form.getState().values[field.vModel!] }
}

/** the picker page the widget asked for, rendered like Taro would after navigateTo */
async function openedPage(Page: () => JSX.Element, route: string) {
  await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalled())
  const url: string = (Taro.navigateTo as jest.Mock).mock.calls.at(-1)[0].url
  expect(url.split('?')[0]).toBe(route)
  __setRouterParams({ pickerId: new URLSearchParams(url.split('?')[1]).get('pickerId')! })
  return render(<Page />)
}

const sections = [
  { id: 'ct-hj-tj01', enCode: 'HJ-TJ01', fullName: '杭金改扩建 TJ-01 标', contractor: '浙江交工集团' },
  { id: 'ct-hj-tj02', enCode: 'HJ-TJ02', fullName: '杭金改扩建 TJ-02 标', contractor: '中铁十局' }
]

beforeEach(() => {
  __reset()
  signIn()
  useSharedStore.getState().reset()
})

describe('popupSelect', () => {
  const field = lcField('popupSelect', 'sectionId', { label: '合同段', config: { transferList: [{ sourceValue: 'contractor', targetField: 'contractor' }] } }, {
    interfaceId: 'di-contract-sections', propsValue: 'id', relationField: 'fullName', popupTitle: '选择合同段',
    columnOptions: [{ value: 'fullName', label: '合同段' }, { value: 'enCode', label: '编号' }, { value: 'contractor', label: '施工单位' }],
    templateJson: [{ field: 'projectId', relationField: 'projectId', sourceType: 1 }], hasPage: true, pageSize: 20
  })

  test('names a stored value through InfoByIds, picks on the popSelect page, writes transferList fields and relationData', async () => {
    const api = fakeApi({
      'POST /api/system/DataInterface/di-contract-sections/Actions/InfoByIds': (req: any) => sections.filter((s) => req.data.ids.includes(s.id)),
      'POST /api/system/DataInterface/di-contract-sections/Actions/List': { list: sections, pagination: { currentPage: 1, pageSize: 20, total: 2 } }
    })
    const { form, value } = mount(field, { sectionId: 'ct-hj-tj01', projectId: 'proj-hj' })
    expect(await screen.findByText('杭金改扩建 TJ-01 标')).toBeInTheDocument()
    expect(api.calls('POST', '/api/system/DataInterface/di-contract-sections/Actions/InfoByIds')[0].data).toMatchObject({
      ids: ['ct-hj-tj01'], propsValue: 'id', relationField: 'fullName', paramList: [{ field: 'projectId', defaultValue: 'proj-hj' }]
    })

    fireEvent.click(screen.getByLabelText('选择合同段'))
    await openedPage(PopSelectPage, '/pages/apply/popSelect/index')
    expect(await screen.findByText('选择合同段')).toBeInTheDocument()
    // the stored value is shown picked; the columns are lines under the title
    expect(await screen.findByRole('radio', { name: '杭金改扩建 TJ-01 标' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByText('中铁十局')).toBeInTheDocument()
    expect(api.calls('POST', '/api/system/DataInterface/di-contract-sections/Actions/List')[0].data).toMatchObject({
      currentPage: 1, pageSize: 20, keyword: '', propsValue: 'id', relationField: 'fullName', columnOptions: 'fullName,enCode,contractor',
      paramList: [{ field: 'projectId', defaultValue: 'proj-hj' }]
    })
    fireEvent.click(screen.getByRole('radio', { name: '杭金改扩建 TJ-02 标' }))
    fireEvent.click(screen.getByText('确定'))

    await waitFor(() => expect(value()).toBe('ct-hj-tj02'))
    expect(form.getState().values.contractor).toBe('中铁十局')
    expect(useSharedStore.getState().relationData.sectionId).toMatchObject({ id: 'ct-hj-tj02', enCode: 'HJ-TJ02' })
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(await screen.findAllByText('杭金改扩建 TJ-02 标')).not.toHaveLength(0)
    expect(pendingPickers()).toBe(0)
  })

  test('backing out of the page leaves the value alone', async () => {
    fakeApi({ 'POST /api/system/DataInterface/di-contract-sections/Actions/List': { list: sections, pagination: { currentPage: 1, pageSize: 20, total: 2 } } })
    const { value } = mount(field, {})
    fireEvent.click(screen.getByLabelText('选择合同段'))
    const page = await openedPage(PopSelectPage, '/pages/apply/popSelect/index')
    await screen.findByText('中铁十局')
    page.unmount()
    await act(async () => undefined)
    expect(value()).toBeUndefined()
    expect(pendingPickers()).toBe(0)
  })
})

describe('popupTableSelect', () => {
  test('multiple rows picked on the tableSelect page make an array value; names come back for stored ones', async () => {
    const wbs = [
      { id: 'wbs-1', fullName: '路基土石方', stake: 'K0+000～K12+000' },
      { id: 'wbs-2', fullName: '排水工程', stake: 'K0+000～K24+000' },
      { id: 'wbs-3', fullName: '桩基', stake: 'K12+680～K14+320' }
    ]
    fakeApi({
      'POST /api/system/DataInterface/di-wbs/Actions/InfoByIds': (req: any) => wbs.filter((w) => req.data.ids.includes(w.id)),
      'POST /api/system/DataInterface/di-wbs/Actions/List': { list: wbs, pagination: { currentPage: 1, pageSize: 20, total: 3 } }
    })
    const field = lcField('popupTableSelect', 'wbsItems', { label: '分项工程', multiple: true }, {
      interfaceId: 'di-wbs', propsValue: 'id', relationField: 'fullName', columnOptions: [{ value: 'fullName', label: '名称' }, { value: 'stake', label: '桩号' }]
    })
    const { value } = mount(field, { wbsItems: ['wbs-2'] })
    expect(await screen.findByText('排水工程')).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('选择分项工程'))
    await openedPage(TableSelectPage, '/pages/apply/tableSelect/index')
    expect(await screen.findByRole('columnheader', { name: '桩号' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: '选择桩基' }))
    expect(screen.getByText('确定(2)')).toBeInTheDocument()
    fireEvent.click(screen.getByText('确定(2)'))
    await waitFor(() => expect(value()).toEqual(['wbs-2', 'wbs-3']))
    expect(await screen.findByLabelText('移除桩基')).toBeInTheDocument()
  })
})

describe('relationForm', () => {
  const field = lcField('relationForm', 'relatedInspection', { label: '关联巡查' }, {
    modelId: 'vm-inspection', relationField: 'title', columnOptions: [{ value: 'title', label: '标题' }, { value: 'checkDate', label: '检查日期' }], hasPage: true, pageSize: 2
  })

  test('a stored id gets its display from the linked record; the popSelect page pages FieldDataSelect with a keyword', async () => {
    const page1 = [{ id: 'r1', title: '桥梁支架安全巡查', checkDate: '2026-03-02' }, { id: 'r2', title: '隧道洞口巡查', checkDate: '2026-03-05' }]
    const page2 = [{ id: 'r3', title: '高边坡巡查', checkDate: '2026-03-09' }]
    const api = fakeApi({
      'GET /api/visualdev/OnlineDev/vm-inspection/r1/DataChange': { id: 'r1', data: JSON.stringify({ title: '桥梁支架安全巡查', checkDate: '2026-03-02', inspector: '赵敏' }) },
      'GET /api/visualdev/Base/vm-inspection/FieldDataSelect': (req: any) => {
        const q = new URLSearchParams(req.query)
        if (q.get('keyword')) return { list: [page2[0]], pagination: { currentPage: 1, pageSize: 2, total: 1 } }
        return q.get('currentPage') === '2'
          ? { list: page2, pagination: { currentPage: 2, pageSize: 2, total: 3 } }
          : { list: page1, pagination: { currentPage: 1, pageSize: 2, total: 3 } }
      }
    })
    const { value } = mount(field, { relatedInspection: 'r1' })
    expect(await screen.findByText('桥梁支架安全巡查')).toBeInTheDocument()
    // relationFormAttr reads the linked record's other fields from relationData
    expect(useSharedStore.getState().relationData.relatedInspection).toMatchObject({ id: 'r1', inspector: '赵敏' })

    fireEvent.click(screen.getByLabelText('选择关联巡查'))
    await openedPage(PopSelectPage, '/pages/apply/popSelect/index')
    expect(await screen.findByText('隧道洞口巡查')).toBeInTheDocument()
    const first = new URLSearchParams(api.calls('GET', '/api/visualdev/Base/vm-inspection/FieldDataSelect')[0].query)
    expect(Object.fromEntries(first)).toMatchObject({ currentPage: '1', pageSize: '2', relationField: 'title', columnOptions: 'title,checkDate' })
    expect(screen.getByText('上拉加载更多')).toBeInTheDocument()
    act(() => {
      require('../__mocks__/taro').__triggerHook('useReachBottom')
    })
    expect(await screen.findByText('高边坡巡查')).toBeInTheDocument()
    expect(screen.getByText('没有更多了')).toBeInTheDocument()

    fireEvent.input(await find(document.body, '.lc-picker .at-search-bar input'), { target: { value: '边坡' } })
    fireEvent.click(await find(document.body, '.lc-picker .at-search-bar__action'))
    fireEvent.click(await screen.findByRole('radio', { name: '高边坡巡查' }))
    expect(screen.queryByText('隧道洞口巡查')).toBeNull()
    expect(new URLSearchParams(api.calls('GET', '/api/visualdev/Base/vm-inspection/FieldDataSelect').at(-1)!.query).get('keyword')).toBe('边坡')
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(value()).toBe('r3'))
    expect(useSharedStore.getState().relationData.relatedInspection).toMatchObject({ id: 'r3', checkDate: '2026-03-09' })
  })
})

describe('autoComplete', () => {
  test('suggests distinct values of relationField, at most `total`, with @keyword parameters; free text stays', async () => {
    const materials = ['HRB400E带肋钢筋 Φ12', 'HRB400E带肋钢筋 Φ16', 'HRB400E带肋钢筋 Φ16', 'HRB400E带肋钢筋 Φ25'].map((fullName, i) => ({ id: `m${i}`, fullName }))
    const api = fakeApi({ 'POST /api/system/DataInterface/di-materials/Actions/List': { list: materials, pagination: { currentPage: 1, pageSize: 50, total: 4 } } })
    const field = lcField('autoComplete', 'material', { label: '主要材料' }, {
      interfaceId: 'di-materials', relationField: 'fullName', total: 2, templateJson: [{ field: 'kw', relationField: '@keyword', sourceType: 1 }]
    })
    const { value } = mount(field)
    const input = await find(document.body, '.lc-auto__input input')
    fireEvent.input(input, { target: { value: 'HRB' } })
    expect(value()).toBe('HRB')
    expect(await screen.findByText('HRB400E带肋钢筋 Φ16', {}, { timeout: 2000 })).toBeInTheDocument()
    expect(screen.getAllByRole('option')).toHaveLength(2)
    const sent = api.calls('POST', '/api/system/DataInterface/di-materials/Actions/List').at(-1)!.data as any
    expect(sent).toMatchObject({ keyword: 'HRB', relationField: 'fullName', paramList: [{ field: 'kw', defaultValue: 'HRB' }] })
    fireEvent.click(screen.getByText('HRB400E带肋钢筋 Φ16'))
    expect(value()).toBe('HRB400E带肋钢筋 Φ16')
  })
})

describe('through the real normaliser and form renderer', () => {
  test('a 3.6 popupSelect with transferList and popupAttr, and a Gen B comSelect, inside a FormRenderer', async () => {
    const { normaliseForm } = require('@/engines/lowcode/model/normalise')
    const { FormRenderer } = require('@/engines/lowcode/renderer')
    const formData = JSON.stringify({
      fields: [
        {
          __config__: { jnpfKey: 'popupSelect', label: '合同段', formId: 1, transferList: [{ sourceValue: 'constructionUnit', targetField: 'contractor' }] },
          __vModel__: 'sectionId', interfaceId: 'di-contract-sections', propsValue: 'id', relationField: 'fullName', templateJson: [],
          columnOptions: [{ value: 'enCode', label: '合同段' }, { value: 'contractor', label: '施工单位' }], popupTitle: '选择合同段'
        },
        { __config__: { jnpfKey: 'popupAttr', label: '合同编号', formId: 2, isStorage: 0 }, relationField: 'sectionId_jnpfTable_main1', showField: 'enCode' },
        { __config__: { jnpfKey: 'input', label: '施工单位', formId: 3 }, __vModel__: 'constructionUnit' },
        { __config__: { jnpfKey: 'comSelect', label: '检查单位', formId: 4 }, __vModel__: 'checkOrg' }
      ]
    })
    fakeApi({
      'POST /api/system/DataInterface/di-contract-sections/Actions/List': { list: sections, pagination: { currentPage: 1, pageSize: 20, total: 2 } },
      // the Gen B organisation control picks a company, from the companies-only selector as the older app did
      'GET /api/permission/Organize/Selector/0': { list: [{ id: 'o1', fullName: '交投建设集团', type: 'company' }] }
    })
    const form = createFormStore({ values: { checkOrg: ['o1'] } })
    render(<FormRenderer fields={normaliseForm(formData).fields} form={form} />)
    // the Gen B organisation control is the organisation picker, showing the stored path's name
    expect(await screen.findByText('交投建设集团')).toBeInTheDocument()

    fireEvent.click(screen.getByLabelText('选择合同段'))
    await openedPage(PopSelectPage, '/pages/apply/popSelect/index')
    fireEvent.click(await screen.findByRole('radio', { name: '杭金改扩建 TJ-02 标' }))
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(form.getState().values.sectionId).toBe('ct-hj-tj02'))
    expect(form.getState().values.constructionUnit).toBe('中铁十局')
    // popupAttr shows the picked record's enCode
    await waitFor(() => expect(document.querySelector('.lc-system')?.textContent).toBe('HJ-TJ02'))
  })
})
