// scanForm: our record codes open the record; anything else says 无法识别的二维码 with the scanned text. Also the
// page-config encoding the list, form and detail pages share (UTF-8 base64 JSON, as JNPF links carry it).
import { render, screen, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams } from '../__mocks__/taro'
import ScanFormPage from '@/pages/apply/dynamicModel/scanForm'
import { decodePageConfig, encodePageConfig, parseRecordCode, recordCodeText } from '@/engines/lowcode'
import { pageConfigOf, signIn } from './lowcode-pages-fixture'

beforeEach(() => {
  __reset()
  signIn()
})

describe('record codes', () => {
  it('reads our JSON code, page links with modelId and id or a detail config, and nothing else', () => {
    expect(parseRecordCode(recordCodeText('m1', 'r1'))).toEqual({ modelId: 'm1', id: 'r1' })
    expect(parseRecordCode('{"t":"DFD","mid":"m2","id":"r2"}')).toEqual({ modelId: 'm2', id: 'r2' })
    expect(parseRecordCode('https://site.example.com/#/pages/apply/dynamicModel/scanForm?modelId=m3&id=r3')).toEqual({ modelId: 'm3', id: 'r3' })
    const detail = `https://site.example.com/pages/apply/dynamicModel/detail?config=${encodeURIComponent(encodePageConfig({ modelId: 'm4', id: 'r4' }))}`
    expect(parseRecordCode(detail)).toEqual({ modelId: 'm4', id: 'r4' })
    expect(parseRecordCode('{"t":"ADP","modelId":"m","id":"r"}')).toBeNull()
    expect(parseRecordCode('{"modelId":"m"}')).toBeNull()
    expect(parseRecordCode('https://example.com/?modelId=m&id=r')).toBeNull()
    expect(parseRecordCode('6901234567892')).toBeNull()
    expect(parseRecordCode('')).toBeNull()
  })

  it('round-trips page configs with Chinese text, also after form decoding turned + into spaces', () => {
    const config = { modelId: 'm1', id: 'r1', title: '隐患排查台账🚧', labelS: { btn_edit: '修改' }, currentMenu: encodeURIComponent('{"a":1}') }
    const encoded = encodePageConfig(config)
    expect(decodePageConfig(encoded)).toEqual(config)
    expect(decodePageConfig(encodeURIComponent(encoded))).toEqual(config)
    expect(decodePageConfig(encoded.replace(/\+/g, ' '))).toEqual(config)
    expect(decodePageConfig('%%%')).toBeNull()
    expect(decodePageConfig(Buffer.from('{"id":"x"}').toString('base64'))).toBeNull()
    // the same bytes node's base64 writes: JNPF links made elsewhere read the same
    expect(encoded).toBe(Buffer.from(JSON.stringify(config), 'utf8').toString('base64'))
  })
})

describe('scanForm page', () => {
  it('opened with a model and record, goes straight to its detail (view only)', async () => {
    __setRouterParams({ modelId: 'm1', id: 'r1' })
    render(<ScanFormPage />)
    await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalled())
    const url = (Taro.redirectTo as unknown as jest.Mock).mock.calls[0][0].url as string
    expect(url).toMatch(/^\/pages\/apply\/dynamicModel\/detail\?config=/)
    expect(pageConfigOf(url)).toEqual({ modelId: 'm1', id: 'r1', noShowBtn: 1 })
  })

  it('opened from a WeChat QR link (q), reads the link', async () => {
    __setRouterParams({ q: encodeURIComponent('https://site.example.com/pages/apply/dynamicModel/scanForm?modelId=m5&id=r5') })
    render(<ScanFormPage />)
    await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalled())
    expect(pageConfigOf((Taro.redirectTo as unknown as jest.Mock).mock.calls[0][0].url)).toMatchObject({ modelId: 'm5', id: 'r5' })
  })

  it('in a browser, a typed code opens the record and anything else is named unrecognised', async () => {
    const { container } = render(<ScanFormPage />)
    const input = await waitFor(() => {
      const el = container.querySelector('.scan-panel__input input')
      if (!el) throw new Error('no input')
      return el
    })
    fireEvent.input(input, { target: { value: 'HELLO-123' } })
    fireEvent.click(screen.getByText('打开'))
    expect(await screen.findByText('无法识别的二维码')).toBeInTheDocument()
    expect(screen.getByText('HELLO-123')).toBeInTheDocument()
    expect(Taro.redirectTo).not.toHaveBeenCalled()

    fireEvent.input(input, { target: { value: recordCodeText('m1', 'r9') } })
    fireEvent.click(screen.getByText('打开'))
    await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalled())
    expect(pageConfigOf((Taro.redirectTo as unknown as jest.Mock).mock.calls[0][0].url)).toMatchObject({ modelId: 'm1', id: 'r9' })
  })
})

describe('the mini-program scanner', () => {
  it('returns the scanned text, and null when the user closes the camera', async () => {
    const { scanner } = jest.requireActual('@/lib/scanner.weapp') as typeof import('@/lib/scanner.weapp')
    const scan = Taro.scanCode as unknown as jest.Mock
    scan.mockImplementationOnce(async () => ({ result: recordCodeText('m1', 'r1') }))
    expect(await scanner.scan()).toBe(recordCodeText('m1', 'r1'))
    scan.mockImplementationOnce(async () => {
      throw { errMsg: 'scanCode:fail cancel' }
    })
    expect(await scanner.scan()).toBeNull()
    expect(scanner.supported).toBe(true)
  })
})
