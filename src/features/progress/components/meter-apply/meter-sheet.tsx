// The metering sheet (计量单) read only: per bill item this period's quantity against the bill and what was metered
// before, the countersign's signers and opinion, and 导出 (the sheet as .xlsx). The approvers' screen and the
// section's own read the same.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { saveExport } from '@/engines/lowcode'
import { errorText } from '@/lib/error-text'
import { exportMeter, type MeterDetail } from '../../api/meters'
import { quantityText, yuanText } from '../../format'
import '../progress.scss'

export function ExportButton({ run, label = '导出' }: { run(): Promise<{ name: string; url: string }>; label?: string }) {
  const [busy, setBusy] = useState(false)
  const go = async () => {
    if (busy) return
    setBusy(true)
    try {
      await saveExport(await run())
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '导出失败'), icon: 'none', duration: 2500 })
    } finally {
      setBusy(false)
    }
  }
  return <Text className='pg-btn' onClick={() => void go()}>{busy ? '导出中…' : label}</Text>
}

export function MeterSheet({ detail }: { detail: MeterDetail }) {
  return (
    <View>
      <View className='pg-card'>
        <Text className='pg-card__title pg-ellipsis'>{detail.contractName} {detail.period}期计量</Text>
        <Text className='pg-meta'>本期计量金额 {yuanText(detail.amount)}（{detail.lines.length}项）</Text>
        {detail.creatorName ? <Text className='pg-meta'>申报人 {detail.creatorName}</Text> : null}
        {detail.supervisorName ? <Text className='pg-meta'>监理审核 {detail.supervisorName}</Text> : null}
        {detail.ownerName ? <Text className='pg-meta'>业主审核 {detail.ownerName}</Text> : null}
        {detail.remark ? <Text className='pg-meta'>计量说明：{detail.remark}</Text> : null}
        {detail.opinion ? <Text className='pg-meta' style={detail.state === 3 ? { color: '#fa3534' } : undefined}>{detail.state === 3 ? '退回意见' : '审批意见'}：{detail.opinion}</Text> : null}
        <View className='pg-actions'><ExportButton run={() => exportMeter(detail.id)} label='导出计量单' /></View>
      </View>
      <View className='pg-card'>
        {detail.lines.map((l) => (
          <View key={l.nodeId} className='pg-row' style={{ display: 'block', padding: '12rpx 0' }}>
            <View className='pg-node__head'>
              <Text className='pg-node__name pg-ellipsis'>{l.billCode} {l.name}</Text>
              <Text className='pg-node__pct'>{yuanText(l.amount)}</Text>
            </View>
            <Text className='pg-meta pg-ellipsis'>{[l.code, l.chainage].filter(Boolean).join('  ')}</Text>
            <Text className='pg-meta pg-ellipsis'>本期 {quantityText(l.quantity, l.unit)}  此前 {quantityText(l.meteredBefore, l.unit)}  清单 {quantityText(l.billQuantity, l.unit)}</Text>
            <Text className='pg-meta'>单价 {l.unitPrice.toFixed(2)}元</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
