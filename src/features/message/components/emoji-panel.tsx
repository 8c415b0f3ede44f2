import { Text, View } from '@tarojs/components'
import { EMOJI } from '../lib/emoji'

/** a grid of unicode emoji; a tap appends one to the text being typed */
export function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <View className='chat-emoji'>
      {EMOJI.map((e) => (
        <View key={e} className='chat-emoji__item' role='button' aria-label={`表情${e}`} onClick={() => onPick(e)}>
          <Text>{e}</Text>
        </View>
      ))}
    </View>
  )
}
