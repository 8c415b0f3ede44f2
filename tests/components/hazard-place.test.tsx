// The hazard's 定位 opens its place on the map: WeChat's own page in the mini-program, /open-location in the browser
// (with the hazard's title and its chainage and location as the address).
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { HazardSummary } from '@/features/safety/components/hazard-flow-summary'
import { __reset, __setRequestHandler } from '../__mocks__/taro'

beforeEach(() => {
  __reset()
  __setRequestHandler(() => ({ statusCode: 200, data: { code: 200, msg: 'ok', data: { list: [] } } }))
})

it('定位 opens /open-location at the hazard\'s coordinates with its title and place', async () => {
  const values = { hazardTitle: '深基坑临边防护缺失', chainage: 'K21+480', location: '左侧基坑', position: '120.2585,30.116' }
  render(<HazardSummary values={values} afterPhotos={[]} shown={() => true} label={(_, f) => f} />)
  fireEvent.click(screen.getByText('定位 120.2585,30.116 ›'))
  await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalled())
  const url = (Taro.navigateTo as jest.Mock).mock.calls[0][0].url as string
  const [path, query] = url.split('?')
  expect(path).toBe('/pages/system/openLocation/index')
  expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ lat: '30.116000', lng: '120.258500', name: '深基坑临边防护缺失', address: 'K21+480 左侧基坑' })
  expect(Taro.openLocation).not.toHaveBeenCalled()
})
