// Relation attributes (popupAttr / relationFormAttr) inside child tables: every row shows and stores the columns of
// the record picked in that row, also after picking, copying and removing rows; the main form keeps its own record.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRequestHandler } from '../__mocks__/taro'
import { useSharedStore } from '@/lib/shared-store'
import { resolvePicker } from '@/engines/lowcode/lib/picker-bridge'
import type { LcField } from '@/engines/lowcode/types'
import { lcField, renderForm } from './lowcode-fixtures'
import { fakeApi } from './profile/api-fake'
import { signIn } from './profile/session-fixture'

const sections = [
  { id: 's1', fullName: 'TJ-01 标', contractor: '浙江交工集团' },
  { id: 's2', fullName: 'TJ-02 标', contractor: '中铁十局' },
  { id: 's3', fullName: 'TJ-03 标', contractor: '中交二航局' }
]
const contractorOf = (id: string) => sections.find((s) => s.id === id)!.contractor

const popupProps = {
  interfaceId: 'di-sections', propsValue: 'id', relationField: 'fullName', popupTitle: '选择合同段',
  columnOptions: [{ value: 'fullName', label: '合同段' }], templateJson: []
}

function sectionTable(): LcField {
  const column = (jnpfKey: string, label: string, vModel: string, props: Record<string, unknown>) =>
    lcField(jnpfKey, { label, vModel, parentVModel: 'tableField1', props })
  return lcField('table', {
    label: '分包明细',
    vModel: 'tableField1',
    children: [
      column('popupSelect', '合同段', 'sectionId', popupProps),
      // stored (isStorage 1): the attribute has its own column in the row
      column('popupAttr', '施工单位', 'contractor', { relationField: 'sectionId_jnpfTable_tableField10', showField: 'contractor', isStorage: 1 })
    ],
    props: {
      columnBtnsList: [
        { value: 'copy', label: '复制', show: true, showConfirm: false },
        { value: 'remove', label: '删除', show: true, showConfirm: false }
      ],
      footerBtnsList: [{ value: 'add', label: '添加', show: true }]
    }
  })
}

const mainFields = () => [
  lcField('popupSelect', { label: '主合同段', vModel: 'mainSection', props: popupProps }),
  lcField('popupAttr', { label: '主施工单位', vModel: 'mainContractor', props: { relationField: 'mainSection_jnpfTable_main1', showField: 'contractor', isStorage: 1 } })
]

const rowCards = () => screen.getAllByLabelText(/^第\d+行$/)
const attrText = (el: HTMLElement) => el.querySelector('.lc-item--popupAttr .lc-system')?.textContent ?? ''
const shownContractors = () => rowCards().map(attrText)
const stored = (form: { getValue(n: string): unknown }) =>
  (form.getValue('tableField1') as Record<string, unknown>[]).map((r) => [r.sectionId, r.contractor])

beforeEach(() => {
  __reset()
  signIn()
  useSharedStore.getState().reset()
  fakeApi({
    'POST /api/system/DataInterface/di-sections/Actions/InfoByIds': (req: any) => sections.filter((s) => req.data.ids.includes(s.id))
  })
})

test('each row of a child table shows and stores its own picked record; the main form keeps its own', async () => {
  const { form } = renderForm([...mainFields(), sectionTable()], {
    values: { mainSection: 's3', tableField1: [{ sectionId: 's1' }, { sectionId: 's2' }] }
  })
  await waitFor(() => expect(shownContractors()).toEqual([contractorOf('s1'), contractorOf('s2')]))
  await waitFor(() => expect(stored(form)).toEqual([['s1', '浙江交工集团'], ['s2', '中铁十局']]))
  // the main-form relation is still kept under its vModel, and its attribute reads it
  expect(useSharedStore.getState().relationData.mainSection).toMatchObject({ id: 's3' })
  await waitFor(() => expect(form.getValue('mainContractor')).toBe('中交二航局'))
  expect(useSharedStore.getState().relationData['tableField1.0.sectionId']).toMatchObject({ id: 's1' })

  // picking in the second row changes that row only
  fireEvent.click(within(rowCards()[1]).getByLabelText('选择合同段'))
  await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalled())
  const url: string = (Taro.navigateTo as jest.Mock).mock.calls.at(-1)[0].url
  act(() => resolvePicker(decodeURIComponent(url.split('pickerId=')[1]), { rows: [sections[2]] }))
  await waitFor(() => expect(stored(form)).toEqual([['s1', '浙江交工集团'], ['s3', '中交二航局']]))
  expect(shownContractors()).toEqual(['浙江交工集团', '中交二航局'])
  expect(form.getValue('mainContractor')).toBe('中交二航局')
})

test('copying and removing rows moves each picked record with its row', async () => {
  const { form } = renderForm([sectionTable()], { values: { tableField1: [{ sectionId: 's1' }, { sectionId: 's2' }] } })
  await waitFor(() => expect(stored(form)).toEqual([['s1', '浙江交工集团'], ['s2', '中铁十局']]))

  fireEvent.click(within(rowCards()[1]).getByText('复制'))
  await waitFor(() => expect(rowCards()).toHaveLength(3))
  expect(shownContractors()).toEqual(['浙江交工集团', '中铁十局', '中铁十局'])
  expect(useSharedStore.getState().relationData['tableField1.2.sectionId']).toMatchObject({ id: 's2' })

  // the first row goes: the others move up with their records, none takes the removed row's
  fireEvent.click(within(rowCards()[0]).getByText('删除'))
  await waitFor(() => expect(rowCards()).toHaveLength(2))
  expect(shownContractors()).toEqual(['中铁十局', '中铁十局'])
  await waitFor(() => expect(stored(form)).toEqual([['s2', '中铁十局'], ['s2', '中铁十局']]))
  const keys = Object.keys(useSharedStore.getState().relationData).filter((k) => k.startsWith('tableField1.'))
  expect(keys.sort()).toEqual(['tableField1.0.sectionId', 'tableField1.1.sectionId'])

  // a new row has no record yet: its attribute is empty, not another row's
  fireEvent.click(screen.getByText('+ 添加'))
  await waitFor(() => expect(rowCards()).toHaveLength(3))
  expect(shownContractors()).toEqual(['中铁十局', '中铁十局', ''])
})

test('a record left in the store from another form is not shown or stored for a different value', async () => {
  useSharedStore.getState().setRelationData({ 'tableField1.0.sectionId': sections[0] })
  let answer: (rows: unknown[]) => void = () => undefined
  __setRequestHandler(() => new Promise((resolve) => (answer = (rows) => resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data: rows } }))))
  const { form } = renderForm([sectionTable()], { values: { tableField1: [{ sectionId: 's2', contractor: '中铁十局' }] } })
  await act(async () => undefined)
  // while s2 is being looked up, the s1 record of the previous form must not replace the stored text
  expect(shownContractors()).toEqual(['中铁十局'])
  expect(stored(form)).toEqual([['s2', '中铁十局']])
  await act(async () => answer([sections[1]]))
  await waitFor(() => expect(useSharedStore.getState().relationData['tableField1.0.sectionId']).toMatchObject({ id: 's2' }))
  expect(stored(form)).toEqual([['s2', '中铁十局']])
})
