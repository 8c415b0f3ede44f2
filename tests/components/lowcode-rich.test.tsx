import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro, { __reset } from '../__mocks__/taro'
import { sanitizeHtml, htmlToText, textToHtml } from '@/engines/lowcode/widgets/display'
import { maskText, readMaskConfig } from '@/engines/lowcode/widgets/basic'
import { choosePlace } from '@/lib/location.weapp'
import { splitRegion } from '@/lib/location'
import { settlePlace } from '@/lib/place-picker'
import { fireTaroChange, lcField, renderForm, typeIn } from './lowcode-fixtures'

beforeEach(() => __reset())

describe('rich text', () => {
  test('the sanitiser keeps formatting and drops scripts, handlers and script URLs', () => {
    const dirty =
      '<p style="color:red" onclick="steal()">安全<b>交底</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">坏</a><a href="&#106;avascript:alert(4)">也坏</a><a href="https://example.cn">好</a><iframe src="https://evil"></iframe>'
    const clean = sanitizeHtml(dirty)
    expect(clean).toContain('<p style="color:red">安全<b>交底</b></p>')
    expect(clean).not.toMatch(/script|onerror|onclick|iframe|javascript/i)
    expect(clean).toContain('<a href="https://example.cn">好</a>')
    expect(clean).toContain('<a>坏</a>')
    expect(sanitizeHtml('1 < 2 and <unknown>x</unknown>')).toBe('1 &lt; 2 and x')
  })

  test('plain text round-trips through escaped paragraphs', () => {
    expect(textToHtml('第一行\n<b>不是粗体</b>')).toBe('<p>第一行</p><p>&lt;b&gt;不是粗体&lt;/b&gt;</p>')
    expect(htmlToText('<p>第一行</p><p>&lt;b&gt;x</p>')).toBe('第一行\n<b>x')
  })

  test('the editor shows sanitised HTML read-only and stores typed text as safe HTML', async () => {
    const field = lcField('editor', { vModel: 'content' })
    const { unmount } = renderForm([field], { values: { content: '<p>已<b>整改</b></p><script>x()</script>' }, disabled: true })
    const rich = document.querySelector('taro-rich-text-core') as Element
    expect(rich.getAttribute('nodes')).toBe('<p>已<b>整改</b></p>')
    unmount()
    const { form, container } = renderForm([field], { values: { content: '<p>原有</p>' } })
    await typeIn(container, 'textarea', '原有\n<img onerror=x>')
    expect(form.getValue('content')).toBe('<p>原有</p><p>&lt;img onerror=x&gt;</p>')
  })
})

describe('masking', () => {
  test.each([
    [{ maskType: 1 }, '机密', '**'],
    [{ maskType: 2 }, '欧阳修文', '欧**文'],
    [{ maskType: 4 }, 'zhangwei@example.cn', 'zha*****@example.cn'],
    [{ maskType: 5 }, '330102199001011234', '330102****234'],
    [{ maskType: 6 }, '10.1.2.3', '10.***.***.***'],
    [{ maskType: 7 }, '浙A12345', '浙****45'],
    [{ maskType: 8 }, '6222021234567890123', '622202*********0123'],
    [{ maskType: 0, prefixType: 2, prefixLimit: 2, suffixType: 2, suffixLimit: 1 }, 'ABCDEF', 'AB***F'],
    [{ maskType: 0, prefixType: 4, prefixSpecifyChar: '-', useUnrealMask: true, unrealMaskLength: 3 }, 'K12-345678', 'K12-***'],
    [{ maskType: 0, ignoreChar: '-' }, 'AB-CD', '**-**']
  ])('%j masks %s as %s', (config, text, masked) => {
    expect(maskText(text, readMaskConfig(config))).toBe(masked)
  })
})

describe('colour, rating, slider', () => {
  test('a swatch or a typed hex sets the colour', async () => {
    const { form, container } = renderForm([lcField('colorPicker', { vModel: 'c' })])
    fireEvent.click(screen.getByRole('radio', { name: '#2979FF' }))
    expect(form.getValue('c')).toBe('#2979FF')
    await typeIn(container, '.lc-color__input input', '#12ab3')
    expect(form.getValue('c')).toBe('#2979FF')
    await typeIn(container, '.lc-color__input input', '12ab34')
    expect(form.getValue('c')).toBe('#12AB34')
  })

  test('rate: count stars, half stars when allowed', () => {
    const { form } = renderForm([lcField('rate', { vModel: 'r', props: { count: 4, allowHalf: true, showScore: true } })])
    expect(screen.getAllByRole('radio')).toHaveLength(4)
    fireEvent.click(screen.getByRole('radio', { name: '3星' }))
    expect(form.getValue('r')).toBe(3)
    fireEvent.click(screen.getByRole('radio', { name: '3星' }))
    expect(form.getValue('r')).toBe(2.5)
    expect(screen.getByText('2.5分')).toBeInTheDocument()
  })

  test('slider: the bar and the -/+ buttons stay within min/max', () => {
    const { form, container } = renderForm([lcField('slider', { vModel: 's', props: { min: 0, max: 10, step: 2 } })], { values: { s: 9 } })
    fireEvent.click(screen.getByRole('button', { name: '增加' }))
    expect(form.getValue('s')).toBe(10)
    fireTaroChange(container.querySelector('taro-slider-core'), 4)
    expect(form.getValue('s')).toBe(4)
  })
})

describe('location', () => {
  test('in the browser it records the current coordinates (GCJ-02) beside the map pick', async () => {
    ;(Taro.getLocation as jest.Mock).mockResolvedValueOnce({ latitude: 30.2741, longitude: 120.1551 })
    const { form } = renderForm([lcField('location', { vModel: 'loc' })])
    expect(screen.getByText('选择位置')).toBeInTheDocument()
    expect(screen.queryByText(/网页端无法在地图上选点/)).toBeNull()
    fireEvent.click(screen.getByText('记录当前坐标'))
    await waitFor(() => expect(form.getValue('loc')).toBeTruthy())
    const value = JSON.parse(form.getValue('loc') as string)
    // the browser's WGS-84 fix is stored in GCJ-02, as the mini-program stores it (here 450 m east and 260 m south)
    expect(value).toMatchObject({ lng: expect.closeTo(120.15979, 5), lat: expect.closeTo(30.27177, 5), name: '当前位置' })
    expect(screen.getByText(value.fullAddress)).toBeInTheDocument()
  })

  test('in the browser 选择位置 opens /choose-location and stores the place picked there', async () => {
    const { form } = renderForm([lcField('location', { vModel: 'loc' })])
    fireEvent.click(screen.getByText('选择位置'))
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalled())
    expect((Taro.navigateTo as jest.Mock).mock.calls[0][0].url).toBe('/pages/system/chooseLocation/index')
    // the page's 确定
    act(() => settlePlace({ name: '3#墩', address: '经度 120.130000，纬度 30.280000', latitude: 30.28, longitude: 120.13 }))
    await waitFor(() => expect(form.getValue('loc')).toBeTruthy())
    expect(JSON.parse(form.getValue('loc') as string)).toMatchObject({ name: '3#墩', lng: 120.13, lat: 30.28, fullAddress: '经度 120.130000，纬度 30.2800003#墩' })
    // picked again from there: the page starts at the stored place; 取消 keeps it
    fireEvent.click(screen.getByText('重新选择'))
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalledTimes(2))
    expect((Taro.navigateTo as jest.Mock).mock.calls[1][0].url).toBe('/pages/system/chooseLocation/index?lat=30.280000&lng=120.130000')
    act(() => settlePlace(undefined))
    await waitFor(() => expect(screen.getByText('重新选择')).toHaveAttribute('aria-disabled', 'false'))
    expect(JSON.parse(form.getValue('loc') as string)).toMatchObject({ name: '3#墩' })
  })

  test('a place outside the allowed circles is refused', async () => {
    ;(Taro.getLocation as jest.Mock).mockResolvedValueOnce({ latitude: 31.23, longitude: 121.47 })
    const field = lcField('location', { vModel: 'loc', props: { enableLocationScope: true, locationScope: [{ lng: 120.1551, lat: 30.2741, radius: 1000 }] } })
    const { form } = renderForm([field])
    fireEvent.click(screen.getByText('记录当前坐标'))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '所选位置不在允许的范围内' })))
    expect(form.getValue('loc')).toBeUndefined()
  })

  test('the mini-program adapter picks on the map; a cancel is no error', async () => {
    ;(Taro.chooseLocation as jest.Mock).mockResolvedValueOnce({ name: '3#墩', address: '浙江省杭州市西湖区文三路', latitude: 30.28, longitude: 120.13 })
    expect(await choosePlace()).toEqual({ name: '3#墩', address: '浙江省杭州市西湖区文三路', latitude: 30.28, longitude: 120.13 })
    ;(Taro.chooseLocation as jest.Mock).mockRejectedValueOnce({ errMsg: 'chooseLocation:fail cancel' })
    expect(await choosePlace()).toBeUndefined()
    expect(splitRegion('浙江省杭州市西湖区文三路')).toEqual({ pName: '浙江省', cName: '杭州市', adName: '西湖区' })
    expect(splitRegion('上海市浦东新区世纪大道')).toEqual({ pName: '上海市', cName: '上海市', adName: '浦东新区' })
  })
})
