// One list cell (§2.2 "values are shown by type"): pictures as thumbnails, a child table as a mini list of its
// first 3 rows, a relationForm value as a link to the linked record, everything else as one line of text.
import { View, Text, Image } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import { normaliseUploadValue } from '@/components'
import { resolveUrl } from '@/lib/request'
import { previewImages } from '@/lib/media'
import type { LcColumn } from '../../types'
import { displayText } from '../../model'

export interface CellValueProps {
  column: LcColumn
  row: Record<string, unknown>
  /** a relationForm cell was tapped: open that record (the linked model and record id) */
  onOpenRelation?: (modelId: string, id: string) => void
}

const CHILD_ROWS_SHOWN = 3
const stop = (e: ITouchEvent) => e.stopPropagation()

function Thumbnails({ value }: { value: unknown }) {
  const urls = normaliseUploadValue(value).map((item) => item.url).filter(Boolean)
  if (!urls.length) return null
  const open = (e: ITouchEvent, url: string) => {
    stop(e)
    void previewImages(urls, url)
  }
  return (
    <View className='lc-cell__thumbs'>
      {urls.slice(0, 4).map((url) => (
        <Image key={url} className='lc-cell__thumb' src={resolveUrl(url)} mode='aspectFill' onClick={(e) => open(e, url)} />
      ))}
      {urls.length > 4 && <Text className='lc-cell__more'>{`+${urls.length - 4}`}</Text>}
    </View>
  )
}

function ChildRows({ column, value }: { column: LcColumn; value: unknown }) {
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : []
  if (!rows.length) return <Text className='lc-cell__text lc-cell__text--empty'>无</Text>
  const children = column.children ?? []
  return (
    <View className='lc-cell__table'>
      {rows.slice(0, CHILD_ROWS_SHOWN).map((row, i) => (
        <View key={i} className='lc-cell__table-row'>
          <Text className='lc-cell__table-index'>{`${i + 1}.`}</Text>
          <Text className='lc-cell__table-text'>
            {children.map((c) => `${c.fullLabel || c.label}：${cellText(c, row?.[c.prop])}`).join('  ')}
          </Text>
        </View>
      ))}
      {rows.length > CHILD_ROWS_SHOWN && <Text className='lc-cell__more'>{`共${rows.length}条`}</Text>}
    </View>
  )
}

function cellText(column: LcColumn, value: unknown): string {
  const key = column.jnpfKey
  if (key === 'uploadFile') return normaliseUploadValue(value).map((f) => f.name).join('，')
  if (key === 'uploadImg') return normaliseUploadValue(value).length ? `${normaliseUploadValue(value).length}张图片` : ''
  if (key === 'rate' && value !== null && value !== undefined && value !== '') return `${value}分`
  if (key === 'sign') return value ? '已签名' : ''
  return displayText(column.field, value)
}

export function CellValue({ column, row, onOpenRelation }: CellValueProps) {
  const value = row[column.prop]
  const key = column.jnpfKey
  if (key === 'table') return <ChildRows column={column} value={value} />
  if (key === 'uploadImg') return <Thumbnails value={value} />
  if (key === 'sign' && typeof value === 'string' && value) {
    return <Image className='lc-cell__sign' src={resolveUrl(value)} mode='aspectFit' />
  }
  const text = cellText(column, value)
  const linkedId = row[`${column.prop}_id`]
  const linkedModel = column.field.props.modelId
  if (key === 'relationForm' && onOpenRelation && text && typeof linkedId === 'string' && linkedId && typeof linkedModel === 'string' && linkedModel) {
    return (
      <View
        className='lc-cell__link'
        role='link'
        onClick={(e) => {
          stop(e)
          onOpenRelation(linkedModel, linkedId)
        }}
      >
        <Text className='lc-cell__text'>{text}</Text>
      </View>
    )
  }
  return <Text className='lc-cell__text'>{text}</Text>
}
