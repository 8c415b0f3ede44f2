// The day's report as the section and its approvers read it: the header (weather, staff, machines, notes, the
// approver's opinion), 导出 (the report as .xlsx) and the day's fillings per item with their value and photos.
import { Text, View } from '@tarojs/components'
import { exportDailyReport, type DailyReport } from '../../api/daily-report'
import { ExportButton } from '../meter-apply/meter-sheet'
import { wan } from '@/utils/money'
import { FillingCard } from './filling-card'

const STATE_TAG: Record<number, string> = { [-1]: 'pg-tag--warn', 0: 'pg-tag--warn', 1: '', 2: 'pg-tag--ok', 3: 'pg-tag--bad' }

export function ReportBody({ report }: { report: DailyReport }) {
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
        {report.items.length > 0 && <View className='pg-actions'><ExportButton run={() => exportDailyReport(report.contractId, report.date)} label='导出日报' /></View>}
      </View>
      <View className='pg-card'>
        <Text className='pg-card__title'>当日完成（{report.items.length}项，产值{wan(report.totalValue)}）</Text>
        {report.items.length === 0 && <Text className='pg-meta'>当天还没有填报进度</Text>}
        {report.items.map((item) => <FillingCard key={item.id} item={item} />)}
      </View>
    </>
  )
}
