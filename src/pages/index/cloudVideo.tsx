import { ComingSoon } from '@/features/session'

/** this module arrives in a later issue; until then the page says so */
export default function CloudVideoPage() {
  return <ComingSoon title='云视频' text='云视频即将上线，届时这里将接入工地现场的监控视频。' />
}
