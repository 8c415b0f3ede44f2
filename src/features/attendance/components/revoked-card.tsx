import { View, Text } from '@tarojs/components'
import type { RevokedManualVO } from '@shared/api/attendance'
import { formatDate } from '@/utils/format-date'

/** a revoked 补录 as it was entered, with who revoked it and when: no longer counted, kept for whoever checks */
export function RevokedCard({ entry }: { entry: RevokedManualVO }) {
  return (
    <View className='att-card att-card--revoked'>
      <View className='att-card__head'>
        <Text className={`att-kind att-kind--${entry.kind}`}>{entry.kind === 'in' ? '上班' : '下班'}</Text>
        <Text className='att-card__name'>{entry.realName}</Text>
        <Text className='att-card__time'>{formatDate(entry.punchTime, 'mm-dd hh:MM')}</Text>
        <Text className='att-tag att-tag--revoked'>已撤销</Text>
      </View>
      <Text className='att-card__place'>由{entry.enteredByName || '管理人员'}于{formatDate(entry.enteredTime, 'mm-dd hh:MM')}补录{entry.causeName ? ` · ${entry.causeName}` : ''}</Text>
      {entry.reason !== '' && <Text className='att-card__place'>说明：{entry.reason}</Text>}
      <Text className='att-card__muted'>{entry.revokedByName || '管理人员'}于{formatDate(entry.revokedAt, 'mm-dd hh:MM')}撤销，不计入考勤</Text>
    </View>
  )
}
