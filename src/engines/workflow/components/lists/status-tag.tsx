import { Text } from '@tarojs/components'
import type { StatusTag as Tag } from '@/engines/workflow/lib/status'

/** a small coloured label: task status, record action or urgency */
export function StatusTag({ tag, kind }: { tag: Tag | undefined; kind?: string }) {
  if (!tag) return null
  return (
    <Text className={`wf-tag wf-tag--${tag.tone}`} aria-label={kind ? `${kind}：${tag.label}` : undefined}>
      {tag.label}
    </Text>
  )
}
