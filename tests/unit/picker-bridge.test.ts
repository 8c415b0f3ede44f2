import Taro from '@tarojs/taro'
import { __reset } from '../__mocks__/taro'
import {
  getPickerPayload,
  handOverPicker,
  openPicker,
  openTableLinkage,
  pendingPickers,
  releasePicker,
  resolvePicker
} from '@/engines/lowcode/lib/picker-bridge'

const route = (pickerId: string) => `/pages/apply/popSelect/index?pickerId=${pickerId}`
const flush = () => new Promise((r) => setTimeout(r, 0))

/** the pickerId of the last page opened */
function openedId(): string {
  const calls = (Taro.navigateTo as jest.Mock).mock.calls
  const url: string = calls[calls.length - 1][0].url
  return new URLSearchParams(url.split('?')[1]).get('pickerId')!
}

beforeEach(async () => {
  __reset()
  await flush()
})

afterEach(() => {
  // no test leaves a request behind
  expect(pendingPickers()).toBe(0)
})

describe('picker bridge', () => {
  test('the picker page reads the payload by id, answers, and the requester gets the answer; the page goes back', async () => {
    const answer = openPicker<{ rows: string[] }>(route, { title: '选择合同段' })
    await flush()
    const id = openedId()
    expect(getPickerPayload(id)).toEqual({ title: '选择合同段' })
    resolvePicker(id, { rows: ['ct-1'] })
    await expect(answer).resolves.toEqual({ rows: ['ct-1'] })
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    // cleaned up: a reload of the picker page finds nothing, and its unload changes nothing
    expect(getPickerPayload(id)).toBeUndefined()
    releasePicker(id)
  })

  test('backing out of the picker page (its unload) answers undefined', async () => {
    const answer = openPicker(route, { a: 1 })
    await flush()
    releasePicker(openedId())
    await expect(answer).resolves.toBeUndefined()
    expect(Taro.navigateBack).not.toHaveBeenCalled()
  })

  test('two requests in turn get their own ids and answers', async () => {
    const first = openPicker<string>(route, 'one')
    await flush()
    const firstId = openedId()
    resolvePicker(firstId, 'A')
    const second = openPicker<string>(route, 'two')
    await flush()
    const secondId = openedId()
    expect(secondId).not.toBe(firstId)
    expect(getPickerPayload(secondId)).toBe('two')
    releasePicker(secondId)
    await expect(first).resolves.toBe('A')
    await expect(second).resolves.toBeUndefined()
  })

  test('a double tap while the page is opening opens it once', async () => {
    const a = openPicker(route, 1)
    const b = openPicker(route, 2)
    await expect(b).resolves.toBeUndefined()
    await flush()
    expect(Taro.navigateTo).toHaveBeenCalledTimes(1)
    releasePicker(openedId())
    await a
  })

  test('a page that cannot be opened answers undefined', async () => {
    ;(Taro.navigateTo as jest.Mock).mockImplementationOnce(() => Promise.reject({ errMsg: 'navigateTo:fail page not found' }))
    await expect(openPicker(route, {})).resolves.toBeUndefined()
  })

  test('a hand-over to another picker page keeps the request alive through the first page unloading', async () => {
    const answer = openPicker<string>(route, 'tree')
    await flush()
    const id = openedId()
    handOverPicker(id)
    releasePicker(id) // tableSelect unloads as it redirects
    expect(getPickerPayload(id)).toBe('tree')
    resolvePicker(id, 'picked on the tree page')
    await expect(answer).resolves.toBe('picked on the tree page')
  })

  test('the answer reaches the requester even when the requesting component is gone by then', async () => {
    const written: unknown[] = []
    // what a widget does: the continuation writes through a store that outlives the component
    const store = { setValue: (v: unknown) => written.push(v) }
    void openTableLinkage({ actionConfig: { interfaceId: 'di-1' }, formValues: {}, tableVModel: 'tableField1' }).then((r) => store.setValue(r))
    await flush()
    expect(openedId()).toMatch(/^p/)
    expect((Taro.navigateTo as jest.Mock).mock.calls[0][0].url).toMatch(/^\/pages\/apply\/tableLinkage\/index\?pickerId=/)
    resolvePicker(openedId(), { rows: [{ qty: 1 }] })
    await flush()
    expect(written).toEqual([{ rows: [{ qty: 1 }] }])
  })
})
