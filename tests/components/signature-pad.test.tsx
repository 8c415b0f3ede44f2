// The signature pad in jsdom with a recording canvas context: strokes drawn as the pointer moves, undo and
// clear redraw what is left, confirm hands over the PNG; the input around it and the upload helper.
import { useState } from 'react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro, { __reset, __setUploadHandler } from '../__mocks__/taro'
import { SignatureInput, SignaturePad, uploadSignature } from '@/components'

type Op = [string, ...unknown[]]
const PNG = `data:image/png;base64,${Buffer.from('signature-png').toString('base64')}`

/** a 2D context that records every call; `visible()` is what the last clearRect left on screen */
function recordingContext() {
  const ops: Op[] = []
  const record = (name: string) => (...args: unknown[]) => {
    ops.push([name, ...args])
  }
  const ctx = {
    lineWidth: 0,
    lineCap: '',
    lineJoin: '',
    strokeStyle: '',
    fillStyle: '',
    setTransform: record('setTransform'),
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    stroke: record('stroke'),
    arc: record('arc'),
    fill: record('fill'),
    clearRect: record('clearRect')
  }
  const visible = () => {
    const last = ops.map((o) => o[0]).lastIndexOf('clearRect')
    return ops.slice(last + 1).filter((o) => o[0] === 'moveTo' || o[0] === 'lineTo' || o[0] === 'arc').map((o) => o.slice(0, 3))
  }
  return { ctx, ops, visible }
}

let canvasCtx: ReturnType<typeof recordingContext>
beforeEach(() => {
  __reset()
  canvasCtx = recordingContext()
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => canvasCtx.ctx as never)
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => PNG)
})
afterEach(() => jest.restoreAllMocks())

function canvas(container: HTMLElement): HTMLCanvasElement {
  const el = container.querySelector('canvas')
  if (!el) throw new Error('no canvas')
  return el
}

function draw(el: HTMLCanvasElement, points: [number, number][]) {
  const [first, ...rest] = points
  fireEvent.mouseDown(el, { clientX: first[0], clientY: first[1] })
  rest.forEach(([x, y]) => fireEvent.mouseMove(el, { clientX: x, clientY: y }))
  fireEvent.mouseUp(el)
}

describe('SignaturePad', () => {
  test('a stroke is drawn as the pointer moves, a tap leaves a dot, and the hint goes away', () => {
    const { container } = render(<SignaturePad onConfirm={jest.fn()} />)
    expect(screen.getByText('请在此区域内签名')).toBeInTheDocument()
    draw(canvas(container), [[10, 20], [30, 40], [50, 45]])
    expect(screen.queryByText('请在此区域内签名')).not.toBeInTheDocument()
    expect(canvasCtx.visible()).toEqual([['arc', 10, 20], ['moveTo', 10, 20], ['lineTo', 30, 40], ['moveTo', 30, 40], ['lineTo', 50, 45]])
    expect(canvasCtx.ctx.lineCap).toBe('round')
    // moving without a pressed button draws nothing
    fireEvent.mouseMove(canvas(container), { clientX: 90, clientY: 90 })
    expect(canvasCtx.visible()).toHaveLength(5)
  })

  test('撤销 takes back the last stroke only; 清空 takes back everything', () => {
    const { container } = render(<SignaturePad onConfirm={jest.fn()} />)
    draw(canvas(container), [[10, 10], [20, 20]])
    draw(canvas(container), [[100, 10], [120, 30]])
    fireEvent.click(screen.getByText('撤销'))
    expect(canvasCtx.visible()).toEqual([['moveTo', 10, 10], ['lineTo', 20, 20]])
    fireEvent.click(screen.getByText('清空'))
    expect(canvasCtx.visible()).toEqual([])
    expect(screen.getByText('请在此区域内签名')).toBeInTheDocument()
  })

  test('确定 on an empty pad asks for a signature; after drawing it hands over the PNG', async () => {
    const onConfirm = jest.fn()
    const { container } = render(<SignaturePad onConfirm={onConfirm} />)
    fireEvent.click(screen.getByText('确定'))
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先签名' }))
    expect(onConfirm).not.toHaveBeenCalled()
    draw(canvas(container), [[5, 5], [25, 25]])
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(PNG))
  })

  test('the PNG keeps only the drawn area and a margin, so a small signature is not lost in a blank image', async () => {
    const onConfirm = jest.fn()
    const drawImage = jest.fn()
    Object.assign(canvasCtx.ctx, { drawImage })
    const { container } = render(<SignaturePad onConfirm={onConfirm} />)
    const pad = canvas(container)
    draw(pad, [[40, 50], [80, 70]])
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(PNG))
    // pen 3 + margin 12 around the points (40,50)-(80,70), at pixel ratio 1
    expect(drawImage).toHaveBeenCalledWith(pad, 25, 35, 70, 50, 0, 0, 70, 50)
  })

  test('a finger draws too, without scrolling the page', () => {
    const { container } = render(<SignaturePad onConfirm={jest.fn()} />)
    const el = canvas(container)
    const start = new Event('touchstart', { bubbles: true, cancelable: true })
    Object.assign(start, { touches: [{ clientX: 3, clientY: 4 }] })
    act(() => {
      el.dispatchEvent(start)
    })
    const move = new Event('touchmove', { bubbles: true, cancelable: true })
    Object.assign(move, { touches: [{ clientX: 13, clientY: 14 }] })
    act(() => {
      el.dispatchEvent(move)
      el.dispatchEvent(new Event('touchend', { bubbles: true }))
    })
    expect(start.defaultPrevented).toBe(true)
    expect(move.defaultPrevented).toBe(true)
    expect(canvasCtx.visible()).toEqual([['arc', 3, 4], ['moveTo', 3, 4], ['lineTo', 13, 14]])
  })

  test('where no canvas can be drawn on, the pad says so', () => {
    ;(HTMLCanvasElement.prototype.getContext as jest.Mock).mockImplementation(() => null)
    render(<SignaturePad onConfirm={jest.fn()} />)
    expect(screen.getByText('当前环境不支持手写签名')).toBeInTheDocument()
  })
})

describe('SignatureInput', () => {
  function Harness({ initial = '', disabled = false, onChange = jest.fn() }) {
    const [value, setValue] = useState(initial)
    return <SignatureInput value={value} disabled={disabled} onChange={(v) => { onChange(v); setValue(v) }} />
  }

  test('点击签名 opens the pad; 确定 stores the data URL and closes it', async () => {
    const onChange = jest.fn()
    const { container } = render(<Harness onChange={onChange} />)
    expect(container.querySelector('canvas')).toBeNull()
    fireEvent.click(screen.getByText('点击签名'))
    expect(screen.getByText('手写签名')).toBeInTheDocument()
    draw(canvas(container), [[1, 1], [9, 9]])
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(PNG))
    expect(container.querySelector('canvas')).toBeNull()
    expect(container.querySelector('.signature-input__image')?.getAttribute('src')).toBe(PNG)
    expect(screen.getByText('重新签名')).toBeInTheDocument()
  })

  test('取消 closes the pad without a change; 清除 empties the value after a confirmation', async () => {
    const onChange = jest.fn()
    const { container } = render(<Harness initial={PNG} onChange={onChange} />)
    fireEvent.click(screen.getByText('重新签名'))
    fireEvent.click(screen.getByText('取消'))
    expect(container.querySelector('canvas')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText('清除'))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(''))
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '确定清除签名吗？' }))
    expect(screen.getByText('点击签名')).toBeInTheDocument()
  })

  test('read-only shows the signature or 未签名, and never opens the pad', () => {
    const { container, unmount } = render(<Harness initial={PNG} disabled />)
    expect(container.querySelector('.signature-input__image')?.getAttribute('src')).toBe(PNG)
    expect(screen.queryByText('重新签名')).not.toBeInTheDocument()
    unmount()
    render(<Harness disabled />)
    expect(screen.getByText('未签名')).toBeInTheDocument()
    expect(screen.queryByText('点击签名')).not.toBeInTheDocument()
  })
})

test('uploadSignature sends the drawing as signature.png and frees the local copy', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/sig')
  URL.revokeObjectURL = jest.fn()
  __setUploadHandler(() => ({ data: { code: 200, msg: '上传成功', data: { name: '20260301_s.png', url: '/api/file/Image/annexpic/20260301_s.png' } } }))
  let vo: unknown
  await act(async () => {
    vo = await uploadSignature(PNG)
  })
  expect(vo).toEqual({ name: '20260301_s.png', url: '/api/file/Image/annexpic/20260301_s.png' })
  expect(Taro.uploadFile).toHaveBeenCalledWith(
    expect.objectContaining({ url: '/H5Api/api/file/Uploader/annexpic', filePath: 'blob:http://localhost/sig', fileName: 'signature.png' })
  )
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/sig')
})
