import { ComingSoon } from '@/features/session'

/** this module arrives in a later issue; until then the page says so */
export default function MapPage() {
  return <ComingSoon title='地图' text='项目地图即将上线，届时这里将显示项目位置、重点巡检和现场定位。' />
}
