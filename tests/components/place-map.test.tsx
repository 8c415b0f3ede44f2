// The browser's system pages: /choose-location (tap to place the pin, 确定 hands the place to choosePlace, 取消 and
// back hand nothing) and /open-location (the place, its coordinates and a copy of them), on the plain grid without a
// tile source and on the Leaflet map with one; openPlace on both platforms.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { choosePlace, openPlace } from '@/lib/location.h5'
import { openPlace as openPlaceInWechat } from '@/lib/location.weapp'
import { OpenLocationScreen, positionFrom } from '@/features/place-map'
import { GRID_M_PER_PX } from '@/features/place-map/lib/grid'
import { distanceMeters } from '@/lib/location-types'
import { routes } from '@/config/routes'
import { wgs84ToGcj02 } from '@/utils/gcj02'
import { __reset, __setRequestHandler, __setRouterParams, __storage, __triggerHook } from '../__mocks__/taro'
import ChooseLocationPage from '@/pages/system/chooseLocation/index'
import { nativeInputs } from './lowcode-fixtures'

const NEAR = { latitude: 30.116, longitude: 120.2585 }
const TILES = { url: 'https://{s}.tiles.example.cn/{z}/{x}/{y}.png', subdomains: ['a'], attribution: '© 示例地图', coords: 'wgs84' }

function serveTiles(tiles: unknown) {
  __setRequestHandler((o) => {
    if (String(o.url).includes('/api/dashboard/mapTiles')) return { statusCode: 200, data: { code: 200, msg: 'ok', data: { tiles } } }
    return { statusCode: 200, data: { code: 404, msg: '资源不存在' } }
  })
}

beforeEach(() => {
  __reset()
  serveTiles(null)
})
afterEach(() => jest.restoreAllMocks())

/** opens the picker as a form would, and renders the page it navigated to */
async function openPicker(near?: { latitude: number; longitude: number }) {
  const picked = choosePlace(near)
  await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalled())
  const url = (Taro.navigateTo as jest.Mock).mock.calls[0][0].url as string
  __setRouterParams(Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')))
  const view = render(<ChooseLocationPage />)
  return { picked, url, view }
}

describe('/choose-location', () => {
  it('without a tile source: the grid around the place, a tap moves the pin, 确定 returns the place with its name', async () => {
    const { picked, url, view } = await openPicker(NEAR)
    expect(url).toBe(`${routes.system.chooseLocation(NEAR)}`)
    expect(url.startsWith('/pages/system/chooseLocation/index?lat=30.116000&lng=120.258500')).toBe(true)
    expect(await screen.findByText('未配置地图底图，显示坐标网格（每格100米）')).toBeTruthy()
    expect(screen.getByText('经度 120.258500，纬度 30.116000')).toBeTruthy()
    // 50 px east and 50 px north of the grid's centre (jsdom's box: 360 wide, the grid 300 high)
    fireEvent.click(screen.getByTestId('place-grid'), { clientX: 180 + 50, clientY: 150 - 50 })
    const shown = screen.getByText(/^经度 120\.25\d+，纬度 30\.11\d+$/).textContent!
    const [lng, lat] = (/经度 ([\d.]+)，纬度 ([\d.]+)/.exec(shown) ?? []).slice(1).map(Number)
    expect(lat).toBeGreaterThan(NEAR.latitude)
    expect(lng).toBeGreaterThan(NEAR.longitude)
    expect(distanceMeters({ latitude: lat, longitude: lng }, NEAR)).toBeCloseTo(Math.hypot(50, 50) * GRID_M_PER_PX, -1)
    const [name] = await nativeInputs(view.container, 'input', 2)
    fireEvent.input(name, { target: { value: 'K12+300 3号墩' } })
    fireEvent.click(screen.getByText('确定'))
    expect(await picked).toEqual({ name: 'K12+300 3号墩', address: '', latitude: lat, longitude: lng })
    expect(Taro.navigateBack).toHaveBeenCalledTimes(1)
    // the page closing afterwards changes nothing
    act(() => __triggerHook('useUnload'))
  })

  it('取消 returns nothing, and so does going back', async () => {
    const first = await openPicker(NEAR)
    await screen.findByText('取消')
    fireEvent.click(screen.getByText('取消'))
    expect(await first.picked).toBeUndefined()
    expect(Taro.navigateBack).toHaveBeenCalledTimes(1)
    first.view.unmount()
    ;(Taro.navigateTo as jest.Mock).mockClear()
    const second = await openPicker(NEAR)
    await screen.findByText('确定')
    act(() => __triggerHook('useUnload'))
    expect(await second.picked).toBeUndefined()
  })

  it('without a place to start from it centres on the current fix (GCJ-02) and pins it', async () => {
    ;(Taro.getLocation as jest.Mock).mockResolvedValueOnce({ latitude: 30.2741, longitude: 120.1551, accuracy: 10 })
    const { picked } = await openPicker()
    const fix = wgs84ToGcj02({ latitude: 30.2741, longitude: 120.1551 })
    expect(await screen.findByText(`经度 ${fix.longitude.toFixed(6)}，纬度 ${fix.latitude.toFixed(6)}`)).toBeTruthy()
    fireEvent.click(screen.getByText('确定'))
    expect(await picked).toMatchObject({ name: '地图选点', latitude: expect.closeTo(fix.latitude, 6), longitude: expect.closeTo(fix.longitude, 6) })
  })

  it('without a fix it opens on the project\'s route and says where the user is could not be read', async () => {
    ;(Taro.getLocation as jest.Mock).mockRejectedValueOnce({ errMsg: 'getLocation:fail auth deny' })
    __storage.set('project', { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' })
    const asked: string[] = []
    __setRequestHandler((o) => {
      asked.push(String(o.url))
      if (String(o.url).includes('/api/dashboard/mapTiles')) return { statusCode: 200, data: { code: 200, msg: 'ok', data: { tiles: null } } }
      if (String(o.url).includes('/api/dashboard/map')) {
        return { statusCode: 200, data: { code: 200, msg: 'ok', data: { line: [{ latitude: 30.0, longitude: 120.2 }, { latitude: 30.2, longitude: 120.3 }], sections: [], markers: [], fences: [], tiles: null } } }
      }
      return { statusCode: 200, data: { code: 404, msg: '资源不存在' } }
    })
    await openPicker()
    expect(await screen.findByText(/无法获取当前位置.*，请在地图上找到位置后点选/)).toBeTruthy()
    expect(asked.some((u) => u.includes('/api/dashboard/map?') && u.includes('projectId=proj-hj'))).toBe(true)
    // the grid is drawn around the route's middle, nothing pinned yet
    expect(screen.getByTestId('place-grid')).toBeTruthy()
    expect(screen.getByText('尚未点选')).toBeTruthy()
  })

  it('with a tile source: the Leaflet map over its tiles, 确定 returns the pinned place', async () => {
    const ctx = new Proxy({} as Record<string | symbol, unknown>, { get: (t, k) => (k in t ? t[k] : () => ({ width: 0 })), set: (t, k, v) => { t[k] = v; return true } })
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never)
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360)
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300)
    serveTiles(TILES)
    const { picked, view } = await openPicker(NEAR)
    await waitFor(() => expect(view.container.querySelector('.leaflet-container')).not.toBeNull())
    await waitFor(() => expect(view.container.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0))
    // zoomed in on the place
    expect(view.container.querySelector<HTMLImageElement>('img.leaflet-tile')!.src).toMatch(/^https:\/\/a\.tiles\.example\.cn\/16\//)
    expect(screen.queryByTestId('place-grid')).toBeNull()
    fireEvent.click(screen.getByText('确定'))
    expect(await picked).toMatchObject({ latitude: NEAR.latitude, longitude: NEAR.longitude })
  })
})

describe('/open-location', () => {
  it('shows the place with its name, address and coordinates, and copies the coordinates', async () => {
    await openPlace({ ...NEAR, name: '深基坑临边防护缺失', address: 'K21+480 左侧' })
    const url = (Taro.navigateTo as jest.Mock).mock.calls[0][0].url as string
    expect(url.startsWith('/pages/system/openLocation/index?lat=30.116000&lng=120.258500&name=')).toBe(true)
    render(<OpenLocationScreen place={{ ...NEAR, name: '深基坑临边防护缺失', address: 'K21+480 左侧' }} />)
    expect(await screen.findByText('深基坑临边防护缺失')).toBeTruthy()
    expect(screen.getByText('K21+480 左侧')).toBeTruthy()
    expect(screen.getByText('经度 120.258500，纬度 30.116000')).toBeTruthy()
    expect(screen.getByTestId('place-pin')).toBeTruthy()
    expect(screen.getByText('未配置地图底图，显示坐标网格（每格100米）')).toBeTruthy()
    fireEvent.click(screen.getByText('复制坐标'))
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: '30.116000,120.258500' })
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '坐标已复制' })))
  })

  it('a link without coordinates says so', () => {
    expect(positionFrom('95', '120')).toBeUndefined()
    expect(positionFrom(undefined, '120')).toBeUndefined()
    render(<OpenLocationScreen place={undefined} />)
    expect(screen.getByText('位置信息不完整，无法在地图上显示')).toBeTruthy()
  })

  it('in the mini-program openPlace is WeChat\'s own map page', async () => {
    await openPlaceInWechat({ ...NEAR, name: '3#墩', address: '浙江省杭州市' })
    expect(Taro.openLocation).toHaveBeenCalledWith({ latitude: NEAR.latitude, longitude: NEAR.longitude, name: '3#墩', address: '浙江省杭州市', scale: 16 })
  })
})
