// The day's report as the section and its approvers read it: the header (weather, staff, machines, notes, the
// approver's opinion) and the day's fillings per item with their value and photos.
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { resolveUrl } from '@/lib/request'
import type { DailyReport } from '../../api/daily-report'
import { quantityText } from '../../format'
import { percentText, wan } from '@/utils/money'

const STATE_TAG: Record<number, string> = { [-1]: 'pg-tag--warn', 0: 'pg-tag--warn', 1: '', 2: 'pg-tag--ok', 3: 'pg-tag--bad' }

export function ReportBody({ report }: { report: DailyReport }) {
  const preview = (urls: string[], current: string) => void Taro.previewImage({ urls, current })
  return (
    <>
      <View className='pg-card'>
        <View className='pg-node__head'>
          <Text className={`pg-tag ${STATE_TAG[report.state] ?? ''}`}>{report.stateName}</Text>
          <Text className='pg-node__name pg-ellipsis' style={{ fontWeight: 600 }}>{report.contractName}</Text>
        </View>
        <View className='pg-row'><Text className='pg-label'>日期</Text><Text className='pg-input'>{report.date}</Text></View>
        <View className='pg-row'><Text className='pg-label'>天气</Text><Text className='pg-input'>{[report.weather, report.temperature].filter(Boolean).join('  ') || '未填写'}</Text></View>
        <View className='pg-row'><Text className='pg-label'>出勤人数</Text><Text className='pg-input'>{report.staff}人</Text></View>
        <View className='pg-row'><Text className='pg-label'>机械设备</Text><Text className='pg-input'>{report.machines || '未填写'}</Text></View>
        <View className='pg-row'><Text className='pg-label'>备注</Text><Text className='pg-input'>{report.notes || '无'}</Text></View>
        {report.approveOpinion && <View className='pg-row'><Text className='pg-label'>审批意见</Text><Text className='pg-input'>{report.approveOpinion}</Text></View>}
      </View>
      <View className='pg-card'>
        <Text className='pg-card__title'>当日完成（{report.items.length}项，产值{wan(report.totalValue)}）</Text>
        {report.items.length === 0 && <Text className='pg-meta'>当天还没有填报进度</Text>}
        {report.items.map((item) => {
          const urls = item.photos.map((p) => resolveUrl(p.url))
          return (
            <View key={item.id} className='pg-row' style={{ display: 'block', padding: '16rpx 0' }}>
              <View className='pg-node__head'>
                <Text className='pg-node__name pg-ellipsis'>{item.name}</Text>
                <Text className='pg-node__pct'>{quantityText(item.quantity, item.unit)}</Text>
              </View>
              <Text className='pg-meta pg-ellipsis'>{item.code}  累计{percentText(item.percent)}  产值{wan(item.value)}  {item.creatorName}</Text>
              {item.note && <Text className='pg-meta'>{item.note}</Text>}
              {urls.length > 0 && (
                <View className='pg-photos'>
                  {urls.map((u) => <Image key={u} className='pg-photo' src={u} mode='aspectFill' onClick={() => preview(urls, u)} />)}
                </View>
              )}
            </View>
          )
        })}
      </View>
    </>
  )
}
