// A domain's page opening a model through the engine with its own parts (extensions.ts): a header told the list's
// filters, a toolbar button, a row button on some rows, its own form and detail pages, a widget put on one field and
// one put on a control type, and coded sections in the form and the detail. Nothing of the engine is copied.
import { render, screen, fireEvent, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useFormState, type FormStore } from '@/lib/form'
import { __reset } from '../__mocks__/taro'
import {
  ModelIndexScreen, RecordDetailScreen, RecordFormScreen, encodePageConfig, type ListContext, type ModelExtensions, type WidgetProps
} from '@/engines/lowcode'
import { MENU_ID, MODEL_ID, fakeModelServer, inputOf, pageConfigOf, sampleRows, signIn, typeIn, type Row } from './lowcode-pages-fixture'

const navigate = Taro.navigateTo as unknown as jest.Mock
const base = `/api/visualdev/OnlineDev/${MODEL_ID}`
const FORM_PAGE = '/pages/apply/safety/hazard/form'
const DETAIL_PAGE = '/pages/apply/safety/hazard/detail'

/** a stake picker the domain puts on the 巡查部位 field */
function StakePicker({ value, onChange, disabled }: WidgetProps<string>) {
  return (
    <View className='stake-picker'>
      <Text>{value ? `桩号 ${value}` : '未选桩号'}</Text>
      {!disabled && <View role='button' onClick={() => onChange('K9+900')}><Text>选桩号</Text></View>}
    </View>
  )
}

/** weather (a select) shown as chips: a widget for a whole control type */
function WeatherChips({ field, value, onChange }: WidgetProps<string>) {
  return (
    <View className='chips'>
      {(field.options ?? []).map((o) => (
        <View key={String(o.value)} role='button' aria-pressed={value === o.value} onClick={() => onChange(String(o.value))}>
          <Text>{o.label}</Text>
        </View>
      ))}
    </View>
  )
}

/** a coded section: reads the form's live values and writes one */
function RiskNote({ form }: { form: FormStore }) {
  const title = useFormState(form, (s) => String(s.values.title ?? ''))
  return (
    <View className='risk-note'>
      <Text>{`风险提示：${title || '未填写标题'}`}</Text>
      <View role='button' onClick={() => form.setValue('secret', '已复核')}><Text>标记已复核</Text></View>
    </View>
  )
}

function extensions(spy: { toolbar: jest.Mock; remind: jest.Mock }): ModelExtensions {
  return {
    headers: [{ key: 'figures', render: (list: ListContext) => <Text className='figures'>{`${list.title}：关键词 ${list.filter.keyword || list.filter.queryJson || '无'}`}</Text> }],
    toolbarActions: [{ key: 'map', label: '地图', onClick: (list) => spy.toolbar(list.modelId, list.menuId) }],
    rowActions: [{ key: 'remind', label: '催办', visible: (row) => row.weather === '雨', onClick: (row, list) => spy.remind(row.id, list.modelId) }],
    widgets: { fields: { place: StakePicker }, types: { select: WeatherChips } },
    sections: [
      { key: 'risk', place: 'bottom', modes: ['form'], render: (s) => (s.form ? <RiskNote form={s.form} /> : null) },
      { key: 'summary', place: 'top', modes: ['detail'], render: (s) => <Text className='summary'>{`摘要：${String(s.values.title)}（${s.id}）`}</Text> }
    ],
    pages: {
      form: (config) => `${FORM_PAGE}?config=${encodeURIComponent(config)}`,
      detail: (config) => `${DETAIL_PAGE}?config=${encodeURIComponent(config)}`
    }
  }
}

const spies = () => ({ toolbar: jest.fn(), remind: jest.fn() })

beforeEach(() => __reset())

describe('a domain list page with its own parts', () => {
  it('shows its header with the list filters, its toolbar button and a row button where it applies', async () => {
    signIn()
    const rows: Row[] = sampleRows(2)
    fakeModelServer(rows)
    const spy = spies()
    const { container } = render(<ModelIndexScreen id={MODEL_ID} menuId={MENU_ID} title='隐患排查' extensions={extensions(spy)} />)
    await screen.findByText('巡查1')
    expect(screen.getByText('隐患排查：关键词 无')).toBeInTheDocument()

    // the header is told the filters the rows are shown with
    const input = container.querySelector('.at-search-bar input') as HTMLInputElement
    fireEvent.input(input, { target: { value: '边坡' } })
    fireEvent.click(container.querySelector('.at-search-bar__action')!)
    expect(await screen.findByText(/隐患排查：关键词 .*边坡/)).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: '地图' }))
    expect(spy.toolbar).toHaveBeenCalledWith(MODEL_ID, MENU_ID)

    // only the rainy record (巡查2) offers 催办; pressing it does not open the record
    const cards = Array.from(container.querySelectorAll('.lc-row'))
    expect(within(cards[0] as HTMLElement).queryByText('催办')).toBeNull()
    fireEvent.click(within(cards[1] as HTMLElement).getByText('催办'))
    expect(spy.remind).toHaveBeenCalledWith('r2', MODEL_ID)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('opens its own form and detail pages with the engine page config', async () => {
    signIn()
    fakeModelServer(sampleRows(1))
    render(<ModelIndexScreen id={MODEL_ID} menuId={MENU_ID} title='隐患排查' extensions={extensions(spies())} />)
    fireEvent.click(await screen.findByText('巡查1'))
    const detailUrl = navigate.mock.calls[0][0].url as string
    expect(detailUrl.startsWith(`${DETAIL_PAGE}?config=`)).toBe(true)
    expect(pageConfigOf(detailUrl)).toMatchObject({ modelId: MODEL_ID, id: 'r1', jurisdictionType: 'btn_edit' })
    fireEvent.click(screen.getByLabelText('新增'))
    const formUrl = navigate.mock.calls[1][0].url as string
    expect(formUrl.startsWith(`${FORM_PAGE}?config=`)).toBe(true)
    expect(pageConfigOf(formUrl)).toMatchObject({ modelId: MODEL_ID, jurisdictionType: 'btn_add' })
  })

  it('without extensions the list has none of these parts and opens the dynamicModel pages', async () => {
    signIn()
    fakeModelServer(sampleRows(2))
    render(<ModelIndexScreen id={MODEL_ID} menuId={MENU_ID} title='隐患排查' />)
    fireEvent.click(await screen.findByText('巡查2'))
    expect(screen.queryByText('催办')).toBeNull()
    expect(screen.queryByRole('button', { name: '地图' })).toBeNull()
    expect(navigate.mock.calls[0][0].url).toMatch(/^\/pages\/apply\/dynamicModel\/detail\?config=/)
  })
})

describe('a domain form and detail page with its own widgets and sections', () => {
  const config = (page: Record<string, unknown>) => encodePageConfig({ modelId: MODEL_ID, menuId: MENU_ID, title: '隐患排查', ...page })

  it('the form uses the field widget and the type widget, and the coded section reads and writes the form', async () => {
    signIn()
    const api = fakeModelServer([])
    const { container } = render(<RecordFormScreen config={config({ jurisdictionType: 'btn_add' })} extensions={extensions(spies())} />)
    await typeIn(container, '巡查标题', 'K12 边坡')
    expect(await screen.findByText('风险提示：K12 边坡')).toBeInTheDocument()
    // 巡查部位 is the domain's stake picker, 天气 its chips; other inputs stay the engine's
    expect(screen.getByText('未选桩号')).toBeInTheDocument()
    await expect(inputOf(container, '巡查部位')).rejects.toThrow()
    fireEvent.click(screen.getByText('选桩号'))
    expect(screen.getByText('桩号 K9+900')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '雨' }))
    fireEvent.click(screen.getByText('标记已复核'))

    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(api.find('POST', base)).toHaveLength(1))
    const body = api.find('POST', base)[0].body as { data: string }
    expect(JSON.parse(body.data)).toMatchObject({ title: 'K12 边坡', place: 'K9+900', weather: 'rain', secret: '已复核' })
  })

  it('the detail shows its section with the record and the field widget read-only; the edit button opens its form page', async () => {
    signIn()
    fakeModelServer(sampleRows(1))
    render(<RecordDetailScreen config={config({ id: 'r1', jurisdictionType: 'btn_edit' })} extensions={extensions(spies())} />)
    expect(await screen.findByText('摘要：巡查1（r1）')).toBeInTheDocument()
    expect(screen.getByText('桩号 K1+000')).toBeInTheDocument()
    expect(screen.queryByText('选桩号')).toBeNull()
    // the form-only section stays off the detail
    expect(screen.queryByText(/风险提示/)).toBeNull()
    fireEvent.click(screen.getByText('编辑'))
    const url = navigate.mock.calls[0][0].url as string
    expect(url.startsWith(`${FORM_PAGE}?config=`)).toBe(true)
    expect(pageConfigOf(url)).toMatchObject({ id: 'r1', jurisdictionType: 'btn_edit' })
  })
})
