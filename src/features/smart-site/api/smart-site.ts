// The smart site's calls (/api/smartsite, issue 17): the devices of the project with their latest readings and open
// alarms, one device's last 24 hours and alarms, registering a device and issuing it a new key (shown once).
import type {
  SmartDeviceDetailVO, SmartDeviceForm, SmartDeviceKeyVO, SmartDeviceListVO
} from '@shared/api/smart-site'
import { http } from '@/lib/request'

const S = '/api/smartsite'

export async function getDevices(projectId: string): Promise<SmartDeviceListVO> {
  const res = await http.get<SmartDeviceListVO>(`${S}/devices`, { projectId }, { loading: false })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('设备数据格式不正确')
  return res.data
}

export async function getDevice(id: string): Promise<SmartDeviceDetailVO> {
  const res = await http.get<SmartDeviceDetailVO>(`${S}/devices/${encodeURIComponent(id)}`, undefined, { loading: false })
  if (!res.data || !res.data.device || !Array.isArray(res.data.series)) throw new Error('设备数据格式不正确')
  return res.data
}

export async function registerDevice(form: SmartDeviceForm): Promise<SmartDeviceKeyVO> {
  const res = await http.post<SmartDeviceKeyVO>(`${S}/devices`, form)
  if (!res.data || typeof res.data.key !== 'string') throw new Error('登记结果格式不正确')
  return res.data
}

export async function renewDeviceKey(id: string): Promise<SmartDeviceKeyVO> {
  const res = await http.post<SmartDeviceKeyVO>(`${S}/devices/${encodeURIComponent(id)}/key`, {})
  if (!res.data || typeof res.data.key !== 'string') throw new Error('密钥结果格式不正确')
  return res.data
}
