// 富文本 (editor): the HTML value is shown read-only (sanitised); on the phone it is edited as plain text, which is
// stored as escaped paragraphs, so nothing typed can become markup. Formatting from the web designer stays until
// the text is changed here.
import { useEffect, useState } from 'react'
import { View, Text, Textarea, RichText } from '@tarojs/components'
import type { WidgetProps } from '../../types'
import { htmlToText, sanitizeHtml, textToHtml } from '../display/html'
import { placeholderOf, str } from './props'
import './basic.scss'

export function EditorWidget({ field, value, onChange, onBlur, disabled }: WidgetProps) {
  const html = str(value)
  const [text, setText] = useState(() => htmlToText(html))
  // a value loaded or reset from outside replaces the text; our own writes round-trip to the same text
  useEffect(() => {
    if (textToHtml(text) !== html) setText(htmlToText(html))
  }, [html])

  if (disabled) {
    return html ? <RichText className='lc-editor__view' nodes={sanitizeHtml(html)} /> : <Text className='lc-muted'>{''}</Text>
  }
  return (
    <View className='lc-editor'>
      <Textarea
        className='lc-textarea__field'
        value={text}
        maxlength={-1}
        autoHeight
        placeholder={placeholderOf(field, '请输入')}
        onInput={(e) => {
          setText(e.detail.value)
          onChange(textToHtml(e.detail.value))
        }}
        onBlur={onBlur}
      />
    </View>
  )
}
