// Where the user stands, for the field-service screens: locating, no fix, or the fix's accuracy with the nearest
// fence (inside it the punch counts as a normal one), and 重新定位.
import { Text } from '@tarojs/components'
import type { Fix } from '@/lib/location'
import { MAX_FIX_ACCURACY_M, nearest } from '../lib/rules'

type Near = ReturnType<typeof nearest>

export function FieldPlaceLine({ fix, near, locating, onLocate }: { fix: Fix | null; near: Near; locating: boolean; onLocate: () => void }) {
  const poor = fix?.accuracy !== undefined && fix.accuracy > MAX_FIX_ACCURACY_M
  return (
    <>
      {locating && <Text className='att-place__muted'>正在定位…</Text>}
      {!locating && !fix && <Text className='att-place__bad'>无法获取当前位置，请开启定位权限后重试</Text>}
      {!locating && fix && (
        <Text className={poor ? 'att-place__bad' : 'att-head__rule'}>
          当前定位精度 {fix.accuracy === undefined ? '未知' : `±${Math.round(fix.accuracy)}米`}
          {near ? (near.distance === 0 ? `，在考勤范围内（${near.fenceName}），将按正常打卡` : `，距${near.fenceName}约${near.distance}米`) : '，本合同段尚未设置考勤围栏'}
        </Text>
      )}
      {!locating && <Text className='att-place__link' onClick={onLocate}>重新定位</Text>}
    </>
  )
}
