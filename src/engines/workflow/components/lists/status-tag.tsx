import { Text } from '@tarojs/components'
import type { StatusTag as Tag } from '@/engines/workflow/lib/status'
import './status-tag.scss'

export interface StatusTagProps {
  tag: Tag | undefined
  /** what the tag tells, for screen readers: 状态, 紧急程度, 流程状态 */
  kind?: string
  /** placed before the tag's own classes, for the spacing of where it sits */
  className?: string
}

/** a small coloured label: task status, record action or urgency */
export function StatusTag({ tag, kind, className }: StatusTagProps) {
  if (!tag) return null
  return (
    <Text className={`${className ? `${className} ` : ''}wf-tag wf-tag--${tag.tone}`} aria-label={kind ? `${kind}：${tag.label}` : undefined}>
      {tag.label}
    </Text>
  )
}
