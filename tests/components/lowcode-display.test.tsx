import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro, { __reset } from '../__mocks__/taro'
import { useSharedStore } from '@/lib/shared-store'
import { barPattern } from '@/engines/lowcode/widgets/display/barcode'
import { lcField, renderDetail, renderForm, typeIn } from './lowcode-fixtures'

beforeEach(() => {
  __reset()
  useSharedStore.getState().reset()
})

const imageSrc = (container: HTMLElement) => container.querySelector('taro-image-core')?.getAttribute('src') ?? ''
const decode = (src: string) => Buffer.from(src.replace('data:image/svg+xml;base64,', ''), 'base64').toString('latin1')

describe('display controls', () => {
  test('text keeps its style; alert closes; divider and group title show their captions', () => {
    const text = lcField('text', { props: { content: '浇筑前完成隐蔽验收', textStyle: { color: '#e6a23c', 'font-weight': 'bold', 'text-align': 'center' } } })
    const alert = lcField('alert', { props: { title: '注意安全', type: 'warning', description: '佩戴安全帽', showIcon: true } })
    const divider = lcField('divider', { props: { content: '附件' } })
    const group = lcField('groupTitle', { props: { content: '基本信息', helpMessage: '带 * 的必填' } })
    renderForm([text, alert, divider, group])
    const styled = screen.getByText('浇筑前完成隐蔽验收')
    expect(styled).toHaveStyle({ color: '#e6a23c', fontWeight: 'bold', textAlign: 'center' })
    expect(screen.getByText('佩戴安全帽')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '关闭提示' }))
    expect(screen.queryByText('注意安全')).not.toBeInTheDocument()
    expect(screen.getByText('附件')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '基本信息说明' }))
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '带 * 的必填' }))
  })

  test('a link opens the web page; a link without http(s) is refused; a button runs no script', () => {
    renderForm([
      lcField('link', { props: { content: '规范原文', href: 'https://example.cn/spec' } }),
      lcField('link', { props: { content: '坏链接', href: 'javascript:alert(1)' } }),
      lcField('button', { props: { buttonText: '计算' } })
    ])
    fireEvent.click(screen.getByText('规范原文'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/apply/externalLink/index?url=${encodeURIComponent('https://example.cn/spec')}&title=${encodeURIComponent('规范原文')}` })
    fireEvent.click(screen.getByText('坏链接'))
    expect(Taro.navigateTo).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByText('计算'))
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '此按钮的操作暂不支持在手机上执行' }))
  })

  test('a QR code of a form field is drawn as an SVG picture and follows the field', async () => {
    const no = lcField('input', { vModel: 'no' })
    const qr = lcField('qrcode', { props: { dataType: 'relation', relationField: 'no', colorDark: '#112233' } })
    const { container } = renderForm([no, qr], { values: { no: 'JC-001' } })
    const first = imageSrc(container)
    expect(first).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(decode(first)).toContain('fill="#112233"')
    await typeIn(container, '.lc-input__field input', 'JC-002')
    await waitFor(() => expect(imageSrc(container)).not.toBe(first))
  })

  test('a QR code without content says so; static text is used as given', () => {
    const { container } = renderForm([lcField('qrcode', { props: { dataType: 'relation', relationField: 'missing' } })])
    expect(screen.getByText('暂无二维码内容')).toBeInTheDocument()
    expect(container.querySelector('taro-image-core')).toBeNull()
  })

  test('a barcode draws the bars of its content with the text under them; a bad content says why', () => {
    const { container } = renderForm([lcField('barcode', { props: { staticText: 'HW-2026-01', format: 'code128' } })])
    expect(decode(imageSrc(container))).toContain('<path')
    // one unit high bars must stretch to the designed height, not keep their 1-unit proportions (a hairline)
    expect(decode(imageSrc(container))).toContain('preserveAspectRatio="none"')
    expect(screen.getByText('HW-2026-01')).toBeInTheDocument()
    expect(barPattern('HW-2026-01', 'CODE128')).toMatch(/^[01]+$/)
    expect(barPattern('ABC', 'EAN13')).toBeUndefined()
  })

  test('an invalid barcode content is named', () => {
    renderForm([lcField('barcode', { props: { staticText: 'ABC', format: 'EAN13' } })])
    expect(screen.getByText('内容无法生成EAN13条形码')).toBeInTheDocument()
  })
})

describe('server-filled and relation attribute controls', () => {
  test('a new record says 系统自动生成; an existing one shows the value', () => {
    const bill = lcField('billRule', { label: '单据编号', vModel: 'billNo', readonly: true })
    const creator = lcField('createUser', { label: '创建人', vModel: 'creator', readonly: true })
    const { unmount } = renderForm([bill, creator])
    expect(screen.getAllByText('系统自动生成')).toHaveLength(2)
    unmount()
    renderForm([bill, creator], { values: { billNo: 'AQJC-202603-0007', creator: '陈志远/admin' } })
    expect(screen.getByText('AQJC-202603-0007')).toBeInTheDocument()
    expect(screen.getByText('陈志远/admin')).toBeInTheDocument()
  })

  test('a relation attribute shows the picked record column, and is stored when isStorage', async () => {
    // the record the relation field picked (its id is the relation's value)
    useSharedStore.getState().setRelationData({ supplier: { id: 'rec-1', fullName: '华东建材', phone: '0571-88886666' } })
    const attr = lcField('relationFormAttr', { label: '联系电话', vModel: 'supplierPhone', props: { relationField: 'supplier_jnpfTable_visualdev_record1', showField: 'phone' } })
    const { form } = renderForm([attr], { values: { supplier: 'rec-1' } })
    expect(screen.getByText('0571-88886666')).toBeInTheDocument()
    await waitFor(() => expect(form.getValue('supplierPhone')).toBe('0571-88886666'))
    act(() => form.setValue('supplier', null))
    await waitFor(() => expect(form.getValue('supplierPhone')).toBe(''))
  })

  test('the detail page takes the attribute from DataChange (<relation>_<showField>)', () => {
    const attr = lcField('popupAttr', { label: '规格', vModel: undefined, props: { relationField: 'material', showField: 'spec' } })
    renderDetail([attr], { material: '钢筋', material_spec: 'HRB400 Φ25' })
    expect(screen.getByText('HRB400 Φ25')).toBeInTheDocument()
  })
})

describe('calculate', () => {
  const qty = () => lcField('inputNumber', { vModel: 'qty' })
  const price = () => lcField('inputNumber', { vModel: 'price' })
  const total = (extra = {}) =>
    lcField('calculate', { label: '合计', vModel: 'total', props: { expression: [{ __vModel__: 'qty' }, '×', { __vModel__: 'price' }], precision: 2, thousands: true, isAmountChinese: true }, ...extra })

  test('recomputes from the form values, shows thousands and words, and stores the result', async () => {
    const { form, container } = renderForm([qty(), price(), total()], { values: { qty: 3, price: 1000.5 } })
    expect(screen.getByText('3,001.50')).toBeInTheDocument()
    expect(screen.getByText('叁仟零壹元伍角')).toBeInTheDocument()
    await waitFor(() => expect(form.getValue('total')).toBe(3001.5))
    await typeIn(container, '.lc-number__field input', '4')
    await waitFor(() => expect(form.getValue('total')).toBe(4002))
    expect(screen.getByText('4,002.00')).toBeInTheDocument()
  })

  test('the detail page shows the stored result as DataChange sent it', () => {
    renderDetail([qty(), price(), total()], { qty: 3, price: 1000.5, total: '3,001.50' })
    expect(screen.getByText('3,001.50')).toBeInTheDocument()
  })

  test('a hidden stored calculation still follows its inputs', async () => {
    const { form } = renderForm([qty(), price(), total({ noShow: true })], { values: { qty: 2, price: 5 } })
    expect(screen.queryByText('合计')).not.toBeInTheDocument()
    await waitFor(() => expect(form.getValue('total')).toBe(10))
    act(() => form.setValue('qty', 3))
    await waitFor(() => expect(form.getValue('total')).toBe(15))
  })
})
