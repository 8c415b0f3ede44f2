import { render, screen, fireEvent } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __storage } from '../../__mocks__/taro'
import { NavBar, PageState } from '@/components'
import { ExternalLink } from '@/features/workbench'
import { ExternalLink as ExternalLinkH5 } from '@/features/workbench/components/external-link/index.h5'
import { useSessionStore } from '@/features/session'
import MapPage from '@/pages/index/map'
import CloudVideoPage from '@/pages/index/cloudVideo'

beforeEach(() => {
  __reset()
  useSessionStore.getState().restore()
})

describe('NavBar', () => {
  it('shows the title and no back arrow by default', () => {
    render(<NavBar title='工作台' />)
    expect(screen.getByText('工作台')).toBeInTheDocument()
    expect(screen.queryByLabelText('返回')).toBeNull()
  })

  it('goes back when there is a previous page', () => {
    ;(Taro.getCurrentPages as jest.Mock).mockReturnValue([{}, {}])
    render(<NavBar title='设置' back />)
    fireEvent.click(screen.getByLabelText('返回'))
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })

  it('opens the Workbench when the page was opened directly', () => {
    ;(Taro.getCurrentPages as jest.Mock).mockReturnValue([{}])
    render(<NavBar title='设置' back />)
    fireEvent.click(screen.getByLabelText('返回'))
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/apply' })
    expect(Taro.navigateBack).not.toHaveBeenCalled()
  })

  it('uses the page\'s own back action when given', () => {
    const onBack = jest.fn()
    render(<NavBar title='x' back onBack={onBack} />)
    fireEvent.click(screen.getByLabelText('返回'))
    expect(onBack).toHaveBeenCalled()
    expect(Taro.navigateBack).not.toHaveBeenCalled()
  })
})

describe('PageState', () => {
  it('shows the error text with a retry button that calls back', () => {
    const onRetry = jest.fn()
    const { container } = render(<PageState status='error' text='网络异常' onRetry={onRetry} />)
    expect(screen.getByText('网络异常')).toBeInTheDocument()
    fireEvent.click(container.querySelector('.at-button')!)
    expect(onRetry).toHaveBeenCalled()
  })

  it('has sensible default texts and no retry while loading', () => {
    const { rerender, container } = render(<PageState status='loading' onRetry={jest.fn()} />)
    expect(screen.getByText('加载中...')).toBeInTheDocument()
    expect(container.querySelector('.at-button')).toBeNull()
    rerender(<PageState status='empty' />)
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
  })
})

describe('the Cloud video tab', () => {
  it('asks for a project when none is in use, under the project picker', () => {
    __storage.set('token', 'bearer t')
    render(<CloudVideoPage />)
    expect(screen.getByText('云视频')).toBeInTheDocument()
    expect(screen.getByText('请先选择项目')).toBeInTheDocument()
    expect(screen.getByLabelText('切换项目与合同段')).toBeInTheDocument()
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })
})

describe('the Map tab', () => {
  it('asks for a project when none is in use, under the project picker', () => {
    __storage.set('token', 'bearer t')
    render(<MapPage />)
    expect(screen.getByText('地图')).toBeInTheDocument()
    expect(screen.getByText('请先选择项目')).toBeInTheDocument()
    expect(screen.getByLabelText('切换项目与合同段')).toBeInTheDocument()
  })
})

describe('external link', () => {
  const url = 'https://jzsc.mohurd.gov.cn/home'

  it('H5: shows title and address, opens a new window and frames the page', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null)
    const { container } = render(<ExternalLinkH5 url={encodeURIComponent(url)} title='建筑市场监管平台' />)
    expect(screen.getAllByText('建筑市场监管平台').length).toBeGreaterThan(0)
    expect(screen.getByText(url)).toBeInTheDocument()
    expect(container.querySelector('iframe')!.getAttribute('src')).toBe(url)
    fireEvent.click(screen.getByText('在新窗口打开').closest('.at-button')!)
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer')
    open.mockRestore()
  })

  it.each([['javascript:alert(1)'], ['ftp://x.cn/a'], ['']])('H5: refuses %p with an error state', (bad) => {
    const { container } = render(<ExternalLinkH5 url={bad} title='坏链接' />)
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByText(/链接地址/)).toBeInTheDocument()
  })

  it('mini-program: a web-view for a valid link, an error state otherwise', () => {
    const { container, rerender } = render(<ExternalLink url={url} title='标准' />)
    const webView = container.querySelector('taro-web-view-core') as (HTMLElement & { src?: string }) | null
    expect(webView?.getAttribute('src') ?? webView?.src).toBe(url)
    expect(Taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: '标准' })
    rerender(<ExternalLink url='not a url' title='标准' />)
    expect(screen.getByText(/链接地址无效/)).toBeInTheDocument()
  })
})
