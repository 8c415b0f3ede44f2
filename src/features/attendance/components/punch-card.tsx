import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import type { PunchVO } from '@shared/api/attendance'
import { formatDate } from '@/utils/format-date'
import { MANUAL_CAUSE_LABELS } from '../lib/manual-entry'

/** one punch: who, when, in or out, where, and what is wrong with it (late, early, field service); an entered one (补录)
 * says who entered it and why instead of a place; `children` are actions (the keeper's 撤销) */
export function PunchCard({ punch, showName = false, children }: { punch: PunchVO; showName?: boolean; children?: ReactNode }) {
  const manual = punch.manual
  return (
    <View className='att-card'>
      <View className='att-card__head'>
        <Text className={`att-kind att-kind--${punch.kind}`}>{punch.kind === 'in' ? '上班' : '下班'}</Text>
        {showName && <Text className='att-card__name'>{punch.realName}</Text>}
        <Text className='att-card__time'>{formatDate(punch.punchTime, showName ? 'mm-dd hh:MM' : 'hh:MM:ss')}</Text>
        {punch.late && <Text className='att-tag att-tag--bad'>迟到</Text>}
        {punch.early && <Text className='att-tag att-tag--bad'>早退</Text>}
        {punch.field && <Text className='att-tag att-tag--field'>外勤</Text>}
        {manual && <Text className='att-tag att-tag--manual'>补录</Text>}
      </View>
      {manual ? (
        <>
          <Text className='att-card__place'>由{manual.enteredByName || '管理人员'}于{formatDate(manual.enteredTime, 'mm-dd hh:MM')}补录{manual.cause ? ` · ${MANUAL_CAUSE_LABELS[manual.cause]}` : ''}</Text>
          {punch.reason !== '' && <Text className='att-card__place'>说明：{punch.reason}</Text>}
        </>
      ) : <Text className='att-card__place'>{punch.inside ? punch.fenceName : `距${punch.fenceName}${punch.distance}米`}</Text>}
      {punch.field && punch.reason !== '' && <Text className='att-card__place'>事由：{punch.reason}</Text>}
      {punch.contractName && <Text className='att-card__muted'>{punch.contractName}</Text>}
      {children}
    </View>
  )
}
